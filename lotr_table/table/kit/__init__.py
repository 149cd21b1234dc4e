"""The table kit: generic pieces every game's table is arranged from, drawn from data.

- items: `card.CardItem` (a face drawn from a `CardFace`, or a back; counters on it),
  `hand.HandLayout` (spreads, then wraps rows, never covering a title), `pile.PileItem`
  (a count over a stack), `zone.ZoneItem` (a labelled row: a lane, a reserve),
  `track.TrackItem` (numbered spaces with markers), `counters.CounterStack`, and
  `region_map.RegionMap` (polygons and labels from a small JSON file);
- `keyed.KeyedLayer`: items kept by key across views, moved (slid), turned, faded, never
  rebuilt; `zones_layer.ZonesLayer` feeds it from a kernel zones view, hidden cards by count;
- `decisions`: one widget per typed decision shape of engine/decisions.py;
- `view.KitView`: the zoomable view with a hover preview that hides no lit target.

A game's table supplies a `Naming` (kit/naming.py): every word a piece shows comes through
it, translated, so no id or template key is ever drawn.
"""

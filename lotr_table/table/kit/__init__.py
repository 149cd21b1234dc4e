"""The table kit: everything every game's table is arranged from, in one place.

- `panel.TablePanel`: the panel of a game that supplies its parts (scene, view, hands,
  questions, faces, words); `board_view.BoardView` and `view.KitView`, the views onto a table;
  `log_list.LogList`, the log;
- `card_item.CardItem`: the one card item (click, drag, hover lift, slide back, rings), its
  face drawn by a game's `CardFaces` or, for `card.FaceCard`, from a `CardFace`; `grip.Grip`,
  taking a piece in hand; `target.Target`, a lit zone or region a click chooses;
- pieces drawn from data: `hand` (spreads, then wraps rows, never covering a title),
  `pile.PileItem`, `zone.ZoneItem`, `track.TrackItem`, `counters.CounterStack`,
  `region_map.RegionMap` (polygons and labels from a small JSON file), `preview.CardPreview`;
- `keyed.KeyedLayer`: items kept by key across views, moved (slid), faded, never rebuilt,
  for every table; `zones_layer.ZonesLayer` feeds it from a kernel zones view, hidden cards by
  count; `motion`, every animation, skipped by a click;
- `decision_area.DecisionArea`: the one question area, with a game's own blocks of buttons or
  the widget for a typed decision shape (`decisions`);
- `palette`, `paint`, `look`, `pictures`: colours, lettering, pictures kept as pixmaps.

A game's table supplies its words (a `Naming`, kit/naming.py, or its own words module),
translated, so no id or template key is ever drawn. docs/architecture.md, "The table kit".
"""

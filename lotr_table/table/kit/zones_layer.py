"""A kernel zones view drawn through a KeyedLayer: every card an item, kept across views.

A card the viewer may know is keyed by its instance id. A hidden card has no id in the view
(engine/zones.py: null), so it cannot be followed by id: hidden cards are followed by the
zones' counts instead. When a zone holds fewer hidden cards than before and another holds
more, the backs travel from the one to the other (a draw: a back leaves the deck and arrives
in the hand). A card that becomes known where a back went away is that back turned face up
(the same item, turning as it slides), and a known card that leaves sight is turned down.
"""

from __future__ import annotations

from typing import Callable

from lotr_table.table.kit.card import FaceCard
from lotr_table.table.kit.hand import Spot
from lotr_table.table.kit.keyed import KeyedLayer
from lotr_table.table.kit.naming import CardFace
from lotr_table.table.kit.paint import kept_picture


class ZonesLayer:
    def __init__(self, layer: KeyedLayer, spots: dict[str, Spot], face: Callable[[str], CardFace]) -> None:
        self.layer = layer
        self.spots = spots            # zone -> where its cards lie (zones without a spot are not drawn)
        self.face = face              # card template -> its face, translated
        self.backs: dict[str, list[str]] = {}     # zone -> keys of the hidden cards in it, in order
        self.zone_of: dict[str, str] = {}         # key -> zone, as last drawn
        self._next_back = 0
        self.card_clicked: Callable[[str], None] | None = None
        # each card painted once into a picture of its own (kit paint.kept_picture): a card
        # uncovered or passed over by another is copied, not drawn again
        self.keep_pictures = False

    def cards(self) -> dict[str, FaceCard]:
        return {k: self.layer.items[k] for k in self.zone_of if k in self.layer.items}

    def show(self, zones: dict) -> None:
        """Place every card of a zones view (call between layer.begin() and layer.end())."""
        zones = {z: v for z, v in zones.items() if z in self.spots}
        owner = {z: v.get("owner") for z, v in zones.items()}
        hidden = {z: sum(1 for c in v["cards"] if c is None) for z, v in zones.items()}
        known = {c["id"]: (z, c["card"]) for z, v in zones.items() for c in v["cards"] if c is not None}

        # hidden cards no longer in their zone: the pool travelling backs are taken from
        pool: list[tuple[str, str]] = []                  # (zone it left, key)
        kept: dict[str, list[str]] = {}
        for z, keys in self.backs.items():
            n = hidden.get(z, 0)
            kept[z] = keys[:n]
            pool.extend((z, k) for k in keys[n:])
        # known cards that went out of sight: turned down where a back is wanted
        gone_known = [(self.zone_of[k], k) for k in self.zone_of
                      if k not in known and k not in self.backs.get(self.zone_of[k], ())]

        def take(zone: str, sources: list[tuple[str, str]]) -> str | None:
            if not sources:
                return None
            same = [s for s in sources if owner.get(s[0]) is not None and owner.get(s[0]) == owner.get(zone)]
            chosen = (same or sources)[0]
            sources.remove(chosen)
            return chosen[1]

        # backs wanted: from the pool, else a known card turned down, else a new back
        for z in zones:
            keys = kept.setdefault(z, [])
            while len(keys) < hidden[z]:
                key = take(z, pool)
                if key is None:
                    old = take(z, gone_known)
                    if old is not None:
                        key = self._new_back_key()
                        self.layer.rekey(old, key)
                        self.layer.items[key].set_face(None)
                    else:
                        key = self._new_back_key()
                keys.append(key)

        # cards newly known: a back that went away turns up, else the card appears
        for inst, (z, card) in known.items():
            if inst in self.layer.items:
                continue
            key = take(z, pool)
            if key is not None:
                self.layer.rekey(key, inst)
                self.layer.items[inst].set_face(self.face(card))

        # lay every zone out
        self.backs = {z: keys for z, keys in kept.items() if z in zones}
        self.zone_of = {}
        for z, v in zones.items():
            spot = self.spots[z]
            places = spot.places(v["count"])
            backs = iter(self.backs[z])
            for i, c in enumerate(v["cards"]):
                key = next(backs) if c is None else c["id"]
                face = None if c is None else self.face(c["card"])
                item = self.layer.place(key, lambda k=key, f=face: self._make(k, f, spot), places[i],
                                        spot.depth(i, v["count"]))
                if c is not None and item.face != face:
                    item.set_face(face)
                self.zone_of[key] = z

    def _make(self, key: str, face: CardFace | None, spot: Spot) -> FaceCard:
        item = FaceCard(key, face, spot.card)
        if self.keep_pictures:
            kept_picture(item)
        item.clicked.connect(lambda k: self.card_clicked and self.card_clicked(k))
        return item

    def _new_back_key(self) -> str:
        self._next_back += 1
        return f"back:{self._next_back}"

    def light(self, keys: set[str]) -> None:
        for key, item in self.cards().items():
            item.set_lit(key in keys)

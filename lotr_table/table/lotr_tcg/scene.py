"""The Trading Card Game's scene (a kit TableScene): the layout's frames (the adventure path
with each player's marker, the twilight pool, the strip of the window and the fight, each
player's piles, characters and support area, the hand at the screen) and every card of the
view, kept by key from view to view, so that a card played slides from the hand to where it
goes and a card revealed turns over. What others did since the seat's own last action is
marked (where a card came from, where it lies now); a log entry under the pointer outlines
what it names.

The scene reads the view and the card data only: which cards are characters (they stand in a
row), which bear others (`view["attached"]`), the wounds, burdens and strengths the view
gives; never the game's state."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from lotr_table.table.i18n import tr
from lotr_table.table.kit import look, motion
from lotr_table.table.kit.card import TITLE_H
from lotr_table.table.kit.counters import CounterStack
from lotr_table.table.kit.hand import Spot
from lotr_table.table.kit.keyed import KeyedLayer
from lotr_table.table.kit.marks import NamedMarks, Trails, outline
from lotr_table.table.kit.paint import kept_picture
from lotr_table.table.kit.pile import PileItem
from lotr_table.table.kit.zone import ZoneItem
from lotr_table.table.kit.zones_layer import ZonesLayer
from lotr_table.table.lotr_tcg.layout import PILES, STRIP_H, TABLE_W, Layout, item_spot
from lotr_table.table.lotr_tcg.look import BURDEN, SEAT_COLOUR, STRENGTH, WOUND
from lotr_table.table.lotr_tcg.naming import CARDS, reading
from lotr_table.table.lotr_tcg.strip import Note, SeatMarker, Strip
from lotr_table.table.lotr_tcg.telling import fight_line, window_line

CHARACTERS = ("companion", "ally", "minion")


class TcgScene(QGraphicsScene):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(look.brush(look.TABLE))
        self.rect = QRectF(0, 0, TABLE_W, 700)
        self.kept = KeyedLayer(self, fade=False)          # no fading: an item comes and goes at once
        self.cards = ZonesLayer(self.kept, {}, lambda code: reading(self.view).card(code))
        self.cards.card_clicked = self._card_clicked
        self.cards.keep_pictures = True
        self.trails = Trails(self)          # what others did since this seat's last action
        self.named = NamedMarks(self)       # what the log entry under the pointer names
        self.view: dict | None = None
        self.card_of: dict[str, str] = {}      # instance -> card, of every card in sight
        self.zone_in_view: dict[str, str] = {}  # instance -> the view's zone it lies in
        self.layout: Layout | None = None
        self.hands = None

    def table_rect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    # -- the TableScene contract ------------------------------------------------------------

    def show(self, view: dict, seat: int | None, hands) -> None:
        self.view, self.hands = view, hands
        naming = reading(view)
        self.card_of = dict(naming.known)
        self.zone_in_view = {c["id"]: z for z, v in view["zones"].items() for c in v["cards"] if c}
        layout = self.layout = Layout(view)
        path = view.get("path") or {}
        numbers = tuple(sorted(int(n) for n in path))
        spots = layout.spots(numbers)
        zones = self._drawn_zones(view, layout, spots, path, numbers)
        self.cards.spots = spots
        self.rect = QRectF(0, 0, TABLE_W, layout.height())
        self.kept.begin()
        self._frames(view, layout, naming)
        self.cards.show(zones)
        self._counters(view, spots)
        self.kept.end()
        for key, item in self.cards.cards().items():      # a card on its bearer shows its top only
            item.show_card(size=spots[self.cards.zone_of[key]].card)

    def _drawn_zones(self, view: dict, layout: Layout, spots: dict[str, Spot], path: dict,
                     numbers: tuple[int, ...]) -> dict:
        """The zones as drawn: the path by site number; each player's cards in play split into
        his characters (each bearing what `attached` says it bears, in a zone "on:<bearer>" over
        the bearer's lower part) and his support area; the hands at the screen."""
        zones = view["zones"]
        by_id = {c["id"]: c for c in zones["path"]["cards"] if c}
        sites = [by_id[path[str(n)]] for n in numbers if path[str(n)] in by_id]
        out = {"path": {"cards": sites, "count": len(sites), "owner": None}}
        attached = view.get("attached") or {}
        for p in layout.seat_rects:
            cards = [c for c in zones[f"play{p}"]["cards"] if c]
            characters = [c for c in cards if CARDS[c["card"]].type in CHARACTERS and c["id"] not in attached]
            drawn = {c["id"] for c in characters}
            on = {c["id"]: [] for c in characters}
            support = []
            for c in cards:
                if c["id"] in drawn:
                    continue
                bearer = attached.get(c["id"])
                (on[bearer] if bearer in on else support).append(c)
            out[f"characters{p}"] = {"cards": characters, "count": len(characters), "owner": p}
            out[f"support{p}"] = {"cards": support, "count": len(support), "owner": p}
            row = spots[f"characters{p}"] = spots[f"characters{p}"].fitted(len(characters))
            spots[f"support{p}"] = spots[f"support{p}"].fitted(len(support))
            places = row.places(len(characters))
            for i, c in enumerate(characters):
                if on[c["id"]]:
                    z = f"on:{c['id']}"
                    out[z] = {"cards": on[c["id"]], "count": len(on[c["id"]]), "owner": p}
                    spots[z] = item_spot(places[i], len(on[c["id"]]), row.depth(i, len(characters)), row.card[1])
            if layout.hand_as_backs(p):
                out[f"hand{p}"] = zones[f"hand{p}"]
        offered = self._offered_from_piles(view)
        for p in layout.hand_rects:
            out[f"hand{p}"] = zones[f"hand{p}"]
            count = zones[f"hand{p}"]["count"]
            mine = [c for c in offered if c["source"] == f"deck{p}"]
            if mine:                       # cards of the deck offered: beside the hand, to click
                rect = layout.hand_rects[p]
                cards = [c["card"] for c in mine]
                out[f"offer{p}"] = {"cards": cards, "count": len(cards), "owner": p}
                spots[f"offer{p}"] = layout.offer_spot(p, count).fitted(len(cards))
                if count:
                    spots[f"hand{p}"] = replace(spots[f"hand{p}"], rect=spots[f"hand{p}"].rect.adjusted(
                        0, 0, -rect.width() / 2, 0))
            spots[f"hand{p}"] = spots[f"hand{p}"].fitted(count)
        return out

    @staticmethod
    def _offered_from_piles(view: dict) -> list[dict]:
        """The cards the open question offers out of a pile the table draws as a count (a
        starting companion out of the deck, R5.8): each with the card as the view shows it and
        the pile it lies in, so it can be drawn where it is clicked."""
        shape = (view.get("question") or {}).get("shape") or {}
        cards = {c["id"]: c for z, v in view["zones"].items() if z.startswith("deck") for c in v["cards"] if c}
        out, seen = [], set()
        for named in shape.get("acts_on") or ():
            piece = named.get("piece")
            if piece in cards and piece not in seen:
                seen.add(piece)
                out.append({"card": cards[piece], "source": named.get("source")})
        return out

    def _counters(self, view: dict, spots: dict[str, Spot]) -> None:
        """Wounds on each character, burdens on each Ring-bearer, and each fighting character's
        strength now, as counters at the foot of its card (of its lowest attachment, which
        covers its foot); counters are items of their own, kept by key, so a card's face is
        never drawn again for a wound."""
        wounds = view.get("wounds") or {}
        bearers = {b: int(p) for p, b in (view.get("ring_bearers") or {}).items()}
        burdens = view.get("burdens") or {}
        fighting = set()
        for companion, minions in (view.get("assigned") or {}).items():
            fighting |= {companion, *minions}
        skirmish = view.get("skirmish")
        if skirmish:
            fighting |= {x for x in [skirmish[0], *skirmish[1]] if x}
        strength = view.get("strength") or {}
        lowest = {}
        for inst, bearer in (view.get("attached") or {}).items():
            if self.cards.zone_of.get(inst) == f"on:{bearer}":
                lowest[bearer] = inst          # the last attachment drawn lies lowest, over the foot
        for key in list(self.cards.zone_of):
            zone = self.cards.zone_of[key]
            if not zone.startswith("characters"):
                continue
            counters = []
            if key in fighting and key in strength:
                counters.append(("strength", STRENGTH, strength[key]))
            if key in bearers and burdens.get(str(bearers[key])):
                counters.append(("burdens", BURDEN, burdens[str(bearers[key])]))
            if wounds.get(key):
                counters.append(("wounds", WOUND, wounds[key]))
            if getattr(spots[zone], "tiers", 1) > 1:
                # a crowded fan shows a card's title and its left edge: the counters go down that edge
                at = self.kept.targets.get(key)
                if at is None:
                    continue
                places = [QPointF(at.x() + 1, at.y() + TITLE_H + k * 31) for k in range(len(counters))]
            else:
                foot = lowest.get(key, key)
                at = self.kept.targets.get(foot)
                if at is None:
                    continue
                w, h = spots[self.cards.zone_of[foot]].card
                places = [QPointF(at.x() + w - 33 * (k + 1), at.y() + h - 33) for k in range(len(counters))]
            for (kind, colour, n), place in zip(counters, places):
                stack = self.kept.place(f"{kind}:{key}", lambda c=colour, n=n, name=f"{kind}:{key}": CounterStack(name, c, n),
                                        place, 60)
                stack.set_count(n)

    def follow(self, applied: list[dict], view: dict) -> None:
        """Cards slide to where they went and turn over when revealed as the keyed layer draws
        them; the strip tells the window and the fight as the view gives them."""

    def clear_view(self) -> None:
        self.trails.clear()
        self.named.clear()
        self.kept.clear()
        self.cards.backs, self.cards.zone_of = {}, {}
        self.view = None

    def retranslate(self) -> None:
        """Every word is painted by an item, and the panel draws the view afresh."""
        reading(None)._faces.clear()

    # -- marks ----------------------------------------------------------------------------------

    def mark_since(self, since: dict | None, view: dict, replay: bool = False) -> None:
        """Mark every card that came to where it lies since `since` (this seat's view after its
        own last action): a dashed outline where it was (the pile or area it came from) and a
        solid one where it is. `replay`: the table was drawn afresh after the curtain, and the
        cards also slide from where they were."""
        if since is None:
            self.trails.clear()
            return
        was = {c["id"]: z for z, v in since["zones"].items() for c in v["cards"] if c}
        was_on = since.get("attached") or {}
        now_on = view.get("attached") or {}
        moves = []
        for key, item in self.cards.cards().items():
            if key.startswith("back:"):
                continue
            old, now = was.get(key), self.zone_in_view.get(key)
            if old == now and was_on.get(key) == now_on.get(key):
                continue
            if old is None:       # out of sight before: from its owner's hand
                owner = self._owner(key)
                old = f"hand{owner}" if owner is not None else None
            came_from = self._place_of(old) if old is not None else None
            moves.append(((key, old, now), outline(came_from) if came_from is not None else None,
                          outline(item.sceneBoundingRect())))
            if replay and came_from is not None and motion.enabled():
                home = self.kept.targets.get(key, item.pos())
                item.setPos(came_from.topLeft())
                self.kept.move(item, home)
        self.trails.show(moves)

    def _owner(self, key: str) -> int | None:
        head = key.split(".")[0]
        return int(head[1:]) if head.startswith("p") and head[1:].isdigit() else None

    def mark_named(self, entry: dict | None) -> None:
        """Outline what a log entry names: its cards and its seat (None: take the marks away)."""
        if entry is None:
            self.named.clear()
            return
        shapes = []
        for key, value in entry.get("args", {}).items():
            if key in ("seat", "other") and isinstance(value, int):
                names = [f"seat:{value}"]
            elif isinstance(value, str) and value in CARDS:
                names = [i for i, c in self.card_of.items() if c == value]
            else:
                continue
            shapes += [outline(self.kept.get(n).sceneBoundingRect()) for n in names if self.kept.get(n) is not None]
        self.named.show(shapes)

    def _place_of(self, zone: str) -> QRectF | None:
        """Where a zone of the view lies on this table: its pile, its player's area, the path."""
        pile = self.kept.get(f"pile:{zone}")
        if pile is not None:
            return pile.sceneBoundingRect()
        if zone.startswith("play"):
            frame = self.kept.get(f"seat:{zone[4:]}")
            return frame.sceneBoundingRect() if frame is not None else None
        if zone == "path" and self.layout is not None:
            return self.layout.sites_rect
        return None

    # -- drawing ----------------------------------------------------------------------------

    def _card_clicked(self, key: str) -> None:
        if self.hands is not None:
            self.hands.clicked(self.id_of(key))

    def item_of(self, one: str):
        """The item an id of the view is drawn as: a card by its card, a player's cards in play
        (`play<seat>`) by his area."""
        kept = self.kept.items
        if not isinstance(one, str):
            return None             # a number chosen: nothing on the table
        if one.startswith("play") and one[4:].isdigit():
            return kept.get(f"seat:{one[4:]}")
        return kept.get(one)

    @staticmethod
    def id_of(key: str) -> str:
        """The id of the view an item's key draws (item_of's inverse)."""
        if key.startswith("seat:"):
            return "play" + key[5:]
        return key

    def _zone(self, key: str, rect: QRectF, title: str, note: str, z: float) -> ZoneItem:
        item = self.kept.place(key, lambda: self._new_zone(key, title, rect), rect.topLeft(), z)
        if item.size != (rect.width(), rect.height()):
            item.prepareGeometryChange()
            item.size = (rect.width(), rect.height())
        item.set_text(title, note)
        return item

    def _new_zone(self, key: str, title: str, rect: QRectF) -> ZoneItem:
        item = kept_picture(ZoneItem(key, title, (rect.width(), rect.height())))
        item.clicked.connect(self._card_clicked)
        return item

    def _frames(self, view: dict, layout: Layout, naming) -> None:
        question = view.get("question") or {}
        window = question.get("window") or {}
        to_act = set(question.get("waiting", ()))
        passed = set(window.get("passed", ()))
        fp = view.get("fp")
        self._zone("frame:path", QRectF(0, 0, layout.pool_rect.left() - 8, layout.path_rect.height()),
                   naming.zone("path"), "", 0)
        for p, n in (view.get("markers") or {}).items():
            seat = int(p)
            marker = self.kept.place(f"marker:{seat}", lambda s=seat: SeatMarker(SEAT_COLOUR[s % 4], str(s + 1)),
                                     layout.marker_at(n, seat), 20)
            if marker.toolTip() != naming.seat(seat):
                marker.setToolTip(naming.seat(seat))
        pool = layout.pool_rect
        self._zone("frame:pool", pool, tr("lotr_tcg.table", "Twilight pool"), "", 0)
        stack = self.kept.place("twilight", lambda: CounterStack("twilight", "#3a3a4a", 0),
                                QRectF(pool.center().x() - 15, pool.center().y(), 0, 0).topLeft(), 3)
        stack.set_count(view.get("twilight", 0))
        strip = self.kept.place("strip", lambda: Strip((TABLE_W, STRIP_H)), layout.strip_rect.topLeft(), 1)
        strip.show_lines([(window_line(view, naming), look.LIT), (fight_line(view, naming), "#f0e6d2")])
        burdens = view.get("burdens") or {}
        out = set(view.get("out") or ())
        for seat, r in layout.seat_rects.items():
            role = tr("lotr_tcg.table", "Free Peoples") if seat == fp else tr("lotr_tcg.table", "Shadow")
            notes = [tr("lotr_tcg.table", "Burdens {n}").format(n=burdens.get(str(seat), 0))]
            if seat in out:
                notes = [tr("lotr_tcg.table", "out of the game")]
            elif seat in to_act:
                notes.insert(0, tr("lotr_tcg.table", "to act"))
            elif seat in passed:
                notes.insert(0, tr("lotr_tcg.table", "passed"))
            self._zone(f"seat:{seat}", r, f"{naming.seat(seat)} \u00b7 {role}", "", 0)
            note = self.kept.place(f"note:{seat}", lambda r=r: Note((r.width() / 2 - 10, 20)),
                                   QPointF(r.center().x(), r.top() + 1), 3)
            note.show_text(" \u00b7 ".join(notes))
            for k, kind in enumerate(PILES):
                z = f"{kind}{seat}"
                if kind == "hand" and seat in layout.hand_rects:
                    continue          # the hand at the screen is drawn whole below
                size = layout.pile_size(seat, k)
                pile = self.kept.place(f"pile:{z}", lambda z=z, size=size: kept_picture(PileItem(naming.zone(z), 0, size)),
                                       layout.pile_at(seat, k), 5)
                if pile.size != size:
                    pile.prepareGeometryChange()
                    pile.size = size
                pile.set_text(naming.zone(z), view["zones"][z]["count"])
            self._zone(f"support:{seat}", layout.support_rect(seat), tr("lotr_tcg.table", "Support area"), "", 2)
        offered = {c["source"] for c in self._offered_from_piles(view)}
        for seat, r in layout.hand_rects.items():
            # cards offered out of the deck lie in the hand's frame: it says what they are
            note = naming.zone("hand")
            if f"deck{seat}" in offered:
                words = naming.offered(question)
                note = f"{note} \u00b7 {words}" if view["zones"][f"hand{seat}"]["count"] else words
            self._zone(f"hand:{seat}", r, naming.seat(seat), note, 0)

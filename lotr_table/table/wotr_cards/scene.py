"""The card table's scene (a kit TableScene): the layout's frames (the turn-order track, each
seat's name, piles and reserve, the locations' slots, the hands at the screen) and every card
of the view, kept by key from view to view so that a card that moves slides and a card that
is revealed turns over. What others did since the seat's own last action is marked (where a
card came from, where it lies now), and a log entry under the pointer outlines what it names.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRectF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsScene

from lotr_table.games.wotr_cards.cards import faction_cards
from lotr_table.games.wotr_cards.scenarios import seat_info
from lotr_table.games.wotr_cards.table_talk import is_faction_card, owner
from lotr_table.table.i18n import tr
from lotr_table.table.kit import look, motion
from lotr_table.table.kit.hand import Spot
from lotr_table.table.kit.keyed import KeyedLayer
from lotr_table.table.kit.marks import NamedMarks, Trails, outline
from lotr_table.table.kit.pile import PileItem
from lotr_table.table.kit.zone import ZoneItem
from lotr_table.table.kit.zones_layer import ZonesLayer
from lotr_table.table.wotr_cards.combat_report import Column, CombatReport, fought
from lotr_table.table.wotr_cards.layout import (PILE_H, PILE_W, PILES, TABLE_W, TRACK_H, BandSpot, Layout,
                                                 item_spot, options_of)
from lotr_table.table.wotr_cards.look import SIDE_COLOUR
from lotr_table.table.wotr_cards.naming import LOCATIONS, icon_short, reading, side_name
from lotr_table.table.wotr_cards.victory import VictoryArea
from lotr_table.table.wotr_cards.turn_track import Slot, TurnTrack


class WotrCardsScene(QGraphicsScene):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(look.brush(look.TABLE))
        self.rect = QRectF(0, 0, TABLE_W, 600)
        self.kept = KeyedLayer(self, fade=False)          # no fading: an item comes and goes at once
        self.cards = ZonesLayer(self.kept, {}, lambda card: reading(self.view).card(card))
        self.cards.card_clicked = self._card_clicked
        self.trails = Trails(self)          # what others did since this seat's last action
        self.named = NamedMarks(self)       # what the log entry under the pointer names
        self.report = CombatReport((TABLE_W, 100))
        self.report.hide()
        self.telling: QVariantAnimation | None = None     # the combats being told, one a step
        self._told = None                                  # the combat phase told last
        self.steps: list[Column] = []
        self.step = 0
        self.addItem(self.report)
        self.view: dict | None = None
        self.card_of: dict[str, str] = {}      # instance -> card, of every card in sight
        self.layout: Layout | None = None
        self.hands = None

    def table_rect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    # -- the TableScene contract ------------------------------------------------------------

    def show(self, view: dict, seat: int | None, hands) -> None:
        self.view, self.hands = view, hands
        naming = reading(view)
        self.card_of = dict(naming.known)
        layout = self.layout = Layout(view)
        spots = layout.spots()
        zones = on_bearers(dict(view["zones"]), view.get("bearers") or {}, spots)
        for loc in layout.active:      # each active location is a card of its own slot
            zones["active:" + loc["id"]] = {"cards": [loc], "count": 1, "owner": None}
        self.cards.spots = spots
        self.rect = QRectF(0, 0, TABLE_W, layout.height())
        self.kept.begin()
        self._track(view, layout, naming)
        self._frames(view, layout, naming)
        self._victory(view, layout, naming)
        self.cards.show(zones)
        self.kept.end()
        for key, item in self.cards.cards().items():      # an item on its bearer shows its top only
            item.show_card(size=spots[self.cards.zone_of[key]].card)
        self._count(view)

    def _count(self, view: dict) -> None:
        """Each fighting card shows the icons it counts in its location's combat (a card with
        items, on its topmost item, which covers its corner), the location card the totals."""
        kept, bearers = self.kept.items, view.get("bearers") or {}
        carried: dict[str, str] = {}
        for item, bearer in bearers.items():
            carried[bearer] = item
        for loc, counted in (view.get("counts") or {}).items():
            for inst, n in counted["cards"].items():
                target = kept.get(carried.get(inst, inst))
                attacking = CARDS[self.card_of[inst]].side != counted["defender"]
                if target is not None and target.face is not None and n:
                    target.set_face(replace(target.face, counters=((COUNT_COLOUR[attacking], n),)))
            card = kept.get(loc)
            if card is not None:
                totals = ((COUNT_COLOUR[False], counted["defence"]), (COUNT_COLOUR[True], counted["attack"]))
                card.set_face(replace(card.face, counters=totals))

    def follow(self, applied: list[dict], view: dict) -> None:
        """Cards slide to where they went and turn over when revealed as the keyed layer
        draws them; combats the log entries just added tell of are told, one location at a
        time (combat_report.py)."""
        if fought([entry for one in applied for entry in one["log"]]):
            self._tell(view)

    def clear_view(self) -> None:
        self._stop_telling()
        self._told = None                  # the next person is told the combats again
        self.trails.clear()
        self.named.clear()
        self.kept.clear()
        self.cards.backs, self.cards.zone_of = {}, {}
        self.view = None

    def retranslate(self) -> None:
        """Every word is painted by an item, and the panel draws the view afresh."""

    def mousePressEvent(self, event) -> None:
        self._stop_telling()               # a click skips the telling (the log keeps the account)
        super().mousePressEvent(event)

    # -- the combats told, one location at a time ---------------------------------------------

    def _tell(self, view: dict) -> None:
        """Tell the last combat phase over the locations' row, one combat a step at the
        computer's pace (motion.step_ms): the icons each side counted, the cards removed, who
        won. The telling is a tracked animation, so a click or Skip ends it at once; at its end
        nothing stays over the table (the account is the log's)."""
        record = view.get("combats")
        if not record or self.layout is None or not record.get("combats"):
            return
        told = (record["round"], tuple(c["location"] for c in record["combats"]))
        if told == self._told:
            return
        self._told = told
        self._stop_telling()
        naming = reading(view)
        self.steps = [Column(naming.card_name(c["location"]), tuple(combat_lines(c, view, naming)))
                      for c in record["combats"]]
        self.step_heading = lambda k: tr("wotr_cards.table", "The combats of round {n}: {k} of {m}").format(
            n=record["round"], k=k + 1, m=len(self.steps))
        row = self.layout.locations_row
        self.report.setPos(row.topLeft())
        self.report.show_report(self.step_heading(0), [self.steps[0]], (row.width(), row.height()))
        self.report.show()
        self.step = 0
        if not motion.enabled() or motion.step_ms() <= 0:
            self._stop_telling()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(float(len(self.steps)))
        anim.setDuration(motion.step_ms() * len(self.steps))
        anim.valueChanged.connect(self._show_step)
        anim.finished.connect(self._stop_telling)
        self.telling = anim
        motion.track(anim)
        anim.start()

    def _show_step(self, value) -> None:
        k = min(int(value), len(self.steps) - 1)
        if k != self.step:
            self.step = k
            row = self.layout.locations_row if self.layout is not None else None
            if row is not None:
                self.report.show_report(self.step_heading(k), [self.steps[k]], (row.width(), row.height()))

    def _stop_telling(self) -> None:
        anim, self.telling = self.telling, None
        if anim is not None:
            try:
                anim.finished.disconnect(self._stop_telling)
                anim.stop()
            except (RuntimeError, TypeError):
                pass
        self.report.hide()

    # -- marks ----------------------------------------------------------------------------------

    def mark_since(self, since: dict | None, view: dict, replay: bool = False) -> None:
        """Mark every card that came to where it lies since `since` (this seat's view after its
        own last action): a dashed outline where it was (a location, a reserve, or the pile
        it came from) and a solid one where it is. `replay`: the table was drawn afresh after
        the curtain, and the cards also slide from where they were."""
        if since is None:
            self.trails.clear()
            return
        if fought(view.get("log", [])[len(since.get("log", [])):]):
            self._tell(view)               # combats fought since this seat last acted
        was = {c["id"]: z for z, v in since["zones"].items() for c in v["cards"] if c}
        was_bearer = since.get("bearers") or {}
        moves = []
        for key, item in self.cards.cards().items():
            zone = self.cards.zone_of[key]
            if key.startswith("back:") or zone.startswith("active:"):
                continue
            old = was.get(key)
            now = zone if not zone.startswith("on:") else self._zone_of_bearer(zone[3:])
            if old == now and was_bearer.get(key) == (view.get("bearers") or {}).get(key):
                continue
            if old is None and is_faction_card(key):     # out of sight before: from its owner's piles
                old = unseen_source(since, view, owner(key))
            came_from = self._place_of(old) if old is not None else None
            to = item.sceneBoundingRect()
            moves.append(((key, old, zone), outline(came_from) if came_from is not None else None, outline(to)))
            if replay and came_from is not None and motion.enabled():
                home = self.kept.targets.get(key, item.pos())
                item.setPos(came_from.topLeft())
                self.kept.move(item, home)
        for loc in (self.layout.active if self.layout else []):
            if loc["id"] not in {c["id"] for c in since["zones"]["active"]["cards"] if c}:
                slot = self.kept.get("slot:" + loc["id"])
                if slot is not None:
                    moves.append((("active", loc["id"]), None, outline(slot.sceneBoundingRect())))
        self.trails.show(moves)

    def mark_named(self, entry: dict | None) -> None:
        """Outline what a log entry names: its cards, its location, its seat (None: take the
        marks away)."""
        if entry is None:
            self.named.clear()
            return
        shapes = []
        for key, value in entry.get("args", {}).items():
            if key == "seat":
                names = [f"seat:{value}", f"hand:{value}"]
            elif key in ("card", "target", "location"):
                # the log names a card by its instance, or (a card played) by the card itself
                names = [value, f"slot:{value}"] + [i for i, c in self.card_of.items() if c == value]
            else:
                continue
            shapes += [outline(self.kept.get(n).sceneBoundingRect()) for n in names if self.kept.get(n) is not None]
        self.named.show(shapes)

    def _zone_of_bearer(self, bearer: str) -> str | None:
        return self.cards.zone_of.get(bearer)

    def _place_of(self, zone: str) -> QRectF | None:
        """Where a zone lies on this table: its spot, or the pile its count is shown in."""
        if zone in self.cards.spots:
            return self.cards.spots[zone].rect
        pile = self.kept.get(f"pile:{zone}")
        return pile.sceneBoundingRect() if pile is not None else None

    # -- drawing ----------------------------------------------------------------------------

    def _card_clicked(self, key: str) -> None:
        if self.hands is not None:
            self.hands.clicked(self.id_of(key))

    def item_of(self, one: str):
        """The item an id of the view is drawn as: a location by its slot, a seat's reserve zone
        by its frame, a card by its card."""
        kept = self.kept.items
        if f"slot:{one}" in kept:
            return kept[f"slot:{one}"]
        if one.startswith("reserve") and one[7:].isdigit():
            return kept.get(f"reserve:{one[7:]}")
        return kept.get(one)

    @staticmethod
    def id_of(key: str) -> str:
        """The id of the view an item's key draws (item_of's inverse)."""
        if key.startswith("slot:"):
            return key[5:]
        if key.startswith("reserve:"):
            return "reserve" + key[8:]
        return key

    def _zone(self, key: str, rect: QRectF, title: str, note: str, z: float, colour: str = look.ZONE) -> ZoneItem:
        """A framed area, kept by key and sized to `rect` (fewer locations make wider slots)."""
        item = self.kept.place(key, lambda: self._new_zone(key, title, rect, colour), rect.topLeft(), z)
        if item.size != (rect.width(), rect.height()):
            item.prepareGeometryChange()
            item.size = (rect.width(), rect.height())
        item.set_text(title, note)
        return item

    def _new_zone(self, key: str, title: str, rect: QRectF, colour: str) -> ZoneItem:
        item = ZoneItem(key, title, (rect.width(), rect.height()), colour=colour)
        item.clicked.connect(self._card_clicked)
        return item

    def _track(self, view: dict, layout: Layout, naming) -> None:
        turn = view.get("turn") or {}
        sides = {x.seat: x.side for x in seat_info(options_of(view))}
        passed = set(turn.get("passed", ()))
        slots = [Slot(naming.seat(seat), SIDE_COLOUR[sides[seat]], k == turn.get("at"), seat in passed)
                 for k, seat in enumerate(turn.get("order", ()))]
        note = ""
        if turn.get("at") is not None:
            # the phase ends once the run of passes holds every seat (a seat standing twice counts once)
            note = tr("wotr_cards.table", "Passed in a row: {n} of {m}").format(
                n=len(passed), m=turn.get("needed", len(slots)))
        track = self.kept.place("track", lambda: TurnTrack((TABLE_W, TRACK_H)), layout.track_rect.topLeft(), 0)
        track.show_track(tr("wotr_cards.table", "Turn order"), slots, note)

    def _victory(self, view: dict, layout: Layout, naming) -> None:
        """Each side's victory area: its points, the locations it won with theirs, the Ring
        token's point if it counts, and what wins."""
        for side, rect in layout.victory_rects.items():
            won = [c["card"] for c in view["zones"].get(f"vp_{side}", {"cards": []})["cards"] if c]
            points = sum(LOCATIONS[c].vp for c in won)
            parts = [tr("wotr_cards.table", "{location} {n}").format(location=naming.card_name(c), n=LOCATIONS[c].vp)
                     for c in won]
            ring = view["vp"][side] - points          # the unused Ring token of the Trilogy
            if ring > 0:
                parts.append(tr("wotr_cards.table", "Ring tokens unused: {n}").format(n=ring))
            title = side_name(side)
            points_line = tr("wotr_cards.table", "Victory points: {vp}").format(vp=view["vp"][side])
            other = view["vp"]["shadow" if side == "free_peoples" else "free_peoples"]
            note = (tr("wotr_cards.table", "To win: more than {n}").format(n=other) if side == "free_peoples" else
                    tr("wotr_cards.table", "To win: {n} or more").format(n=other))
            area = self.kept.place(f"victory:{side}", lambda s=side, r=rect: VictoryArea(
                f"victory:{s}", (r.width(), r.height()), SIDE_COLOUR[s]), rect.topLeft(), 1)
            area.show_area(title, "\n".join([points_line] + (parts or [tr("wotr_cards.table", "No location won yet")])),
                           note)

    def _frames(self, view: dict, layout: Layout, naming) -> None:
        to_act = set((view.get("question") or {}).get("waiting", ()))
        for seat, r in layout.seat_rects.items():
            notes = [tr("wotr_cards.table", "to act")] if seat in to_act else []
            if view["ring"][seat] is not None:       # None: the scenario deals this seat no Ring token
                notes.append(ring_word(view["ring"][seat]))
            self._zone(f"seat:{seat}", r, naming.seat(seat), " \u00b7 ".join(notes), 0)
            for k, kind in enumerate(PILES):
                z = f"{kind}{seat}"
                pile = self.kept.place(f"pile:{z}", lambda z=z: PileItem(naming.zone(z), 0, (PILE_W, PILE_H)),
                                       layout.pile_at(seat, k), 5)
                pile.set_text(naming.zone(z), view["zones"][z]["count"])
            self._zone(f"reserve:{seat}", layout.reserve_rect(seat), naming.zone("reserve"), "", 2)
        for seat, r in layout.hand_rects.items():
            self._zone(f"hand:{seat}", r, naming.seat(seat), naming.zone("hand"), 0)
        for loc, r in zip(layout.active, layout.slot_rects):
            lid = loc["id"]
            # icons added to the location by cards (a token each)
            added = (view.get("tokens") or {}).get(lid, {})
            note = " \u00b7 ".join(f"+{n} {icon_short(icon)}" for icon, n in sorted(added.items()) if n)
            self._zone(f"slot:{lid}", r, naming.card_name(lid), note, 0)


CARDS = faction_cards()
COUNT_COLOUR = {True: "#a0261b", False: "#2f5f92"}      # attack, defence


def on_bearers(zones: dict, bearers: dict, spots: dict[str, Spot]) -> dict:
    """The zones as drawn: an item with a bearer taken out of its zone's row and put in a zone
    of its own, "on:<bearer>", whose spot lies over the bearer's card (layout.item_spot)."""
    out = dict(zones)
    for z, v in zones.items():
        spot = spots.get(z)
        if spot is None:
            continue
        ids = {c["id"] for c in v["cards"] if c}
        carried = [c for c in v["cards"] if c and bearers.get(c["id"]) in ids]
        if not carried:
            continue
        if isinstance(spot, BandSpot):
            # in a location's bands an item lies in the band after its bearer, its name in sight
            rest = [c for c in v["cards"] if c not in carried]
            ordered = []
            for c in rest:
                ordered += [c] + [x for x in carried if c and bearers[x["id"]] == c["id"]]
            out[z] = {**v, "cards": ordered}
            continue
        rest = [c for c in v["cards"] if c not in carried]
        out[z] = {**v, "cards": rest, "count": len(rest)}
        places = spot.places(len(rest))
        for i, c in enumerate(rest):
            items = [x for x in carried if c and bearers[x["id"]] == c["id"]]
            if items:
                out[f"on:{c['id']}"] = {"cards": items, "count": len(items), "owner": v.get("owner")}
                spots[f"on:{c['id']}"] = item_spot(places[i], len(items), spot.z + 1 + i)
    return out


def unseen_source(since: dict, view: dict, seat: int) -> str:
    """Which of a seat's face-down piles a card it brought into sight came from: the first
    that holds fewer cards now (a card played from the hand, put in play from the deck, taken
    back from the eliminated pile); the hand when none does (it drew as it played)."""
    for kind in ("hand", "deck", "eliminated", "cycle"):
        z = f"{kind}{seat}"
        if z in since["zones"] and view["zones"][z]["count"] < since["zones"][z]["count"]:
            return z
    return f"hand{seat}"


COMBAT_ENDS = ("{side} win {location}.", "{location} goes to nobody: attack and defence are equal.")


def combat_lines(combat: dict, view: dict, naming) -> list[str]:
    """One combat told: the icons each side's cards counted as it began, then what the log says
    happened in it (the casualties, who won the location, the corruption gained)."""
    def counted(attacking: bool) -> str:
        cards = [f"{naming.card_name(x['card'])} {x['icons']}" for x in combat["cards"]
                 if x["attacking"] == attacking and x["icons"]]
        return ", ".join(cards) or "—"
    lines = [tr("wotr_cards.table", "Attack {n}: {cards}").format(n=combat["attack"], cards=counted(True)),
             tr("wotr_cards.table", "Defence {n}: the location {d}; {cards}").format(
                 n=combat["defence"], d=combat["location_defence"], cards=counted(False))]
    log = view.get("log", [])
    starts = [i for i, e in enumerate(log) if e["template"].startswith("Combat at {location}")
              and e["args"].get("location") == combat["location"]]
    if starts:
        for k in range(starts[-1] + 1, len(log)):
            entry = log[k]
            if entry["template"].startswith("Combat at {location}"):
                break
            lines.append(naming.log_line(entry))
            if entry["template"] in COMBAT_ENDS and entry["args"].get("location") == combat["location"]:
                lines += [naming.log_line(e) for e in log[k + 1:k + 2] if e["template"] == "The Shadow gain {n} corruption."]
                break
    return lines


def ring_word(ring: str) -> str:
    return {"unused": tr("wotr_cards.table", "Ring token unused"), "flipped": tr("wotr_cards.table", "Ring token flipped"),
            "used": tr("wotr_cards.table", "Ring token used")}.get(ring, tr("wotr_cards.table", "Ring token used"))


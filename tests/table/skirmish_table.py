"""Skirmish (tests/engine/toy_cards.py) at the table, arranged only from the kit: the proof
that a new game's table is a layout and a naming, not a copy of another table.

The layout: the Dark seats' areas at the top and the Light's at the bottom (each a deck, a
hand and a discard), the two teams' lanes between them, and beside the table the decision
area and the log. Every card is an item of the keyed layer, kept from view to view.

`python -m tests.table.skirmish_table out.png [--seats 0,2] [--actions N] [--size 1366x768]`
draws the table off screen after N random actions, for looking at it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtWidgets import QFormLayout, QFrame, QGraphicsScene, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from lotr_table.engine.action import Action
from lotr_table.table.game_panel import GamePanel
from lotr_table.table.i18n import tr
from lotr_table.table.kit import look
from lotr_table.table.kit.card import HEIGHT, WIDTH
from lotr_table.table.kit.decision_area import DecisionArea
from lotr_table.table.kit.hand import Spot
from lotr_table.table.kit.keyed import KeyedLayer
from lotr_table.table.kit.naming import CardFace
from lotr_table.table.kit.pile import PileItem
from lotr_table.table.kit.view import KitView
from lotr_table.table.kit.words import kernel_option, kernel_prompt, waiting_for
from lotr_table.table.kit.zone import ZoneItem
from lotr_table.table.kit.zones_layer import ZonesLayer
from lotr_table.table.kit.log_list import LogList
from tests.engine import toy_cards as rules

CONTEXT = "toy.skirmish"          # a test double's texts: no catalogue entry needed

# -- the layout, in scene units ----------------------------------------------------------------

GAP = 12.0
SEAT_W, SEAT_H = 560.0, 196.0
LANE_W, LANE_H = 560.0, 170.0
HEAD = 22.0
TOP_SEATS, BOTTOM_SEATS = (1, 3), (0, 2)


def _seat_rect(seat: int) -> QRectF:
    row = 0 if seat in TOP_SEATS else 3
    col = (TOP_SEATS if row == 0 else BOTTOM_SEATS).index(seat)
    return QRectF(col * (SEAT_W + GAP), _row_y(row), SEAT_W, SEAT_H)


def _row_y(row: int) -> float:
    heights = (SEAT_H, LANE_H, LANE_H, SEAT_H)
    return sum(heights[:row]) + GAP * row


def _lane_rect(team: str, lane: str) -> QRectF:
    row = 1 if team == "dark" else 2
    col = rules.LANES.index(lane)
    return QRectF(col * (LANE_W + GAP), _row_y(row), LANE_W, LANE_H)


def spots() -> dict[str, Spot]:
    """Where each zone's cards lie."""
    out: dict[str, Spot] = {}
    for seat in range(4):
        r = _seat_rect(seat)
        out[rules.deck(seat)] = Spot(QRectF(r.left() + 10, r.top() + HEAD + 4, WIDTH, HEIGHT), pile=True, z=10)
        out[rules.hand(seat)] = Spot(QRectF(r.left() + 20 + WIDTH, r.top() + HEAD + 4, SEAT_W - 40 - 2 * WIDTH,
                                            SEAT_H - HEAD), z=10)
        out[rules.discard(seat)] = Spot(QRectF(r.right() - 10 - WIDTH, r.top() + HEAD + 4, WIDTH, HEIGHT),
                                        pile=True, z=10)
    for team in rules.TEAMS:
        for lane in rules.LANES:
            r = _lane_rect(team, lane)
            out[rules.lane(team, lane)] = Spot(QRectF(r.left() + 8, r.top() + HEAD + 2, r.width() - 16, HEIGHT), z=10)
    return out


def table_rect() -> QRectF:
    return QRectF(-8, -8, 2 * SEAT_W + GAP + 16, _row_y(4) - GAP + 16)


# -- words -------------------------------------------------------------------------------------

def _card_words() -> dict[str, tuple[str, str]]:
    return {
        "soldier": (tr(CONTEXT, "Soldier"), ""),
        "captain": (tr(CONTEXT, "Captain"), tr(CONTEXT, "Other cards in its lane: +1 strength.")),
        "scout": (tr(CONTEXT, "Scout"), tr(CONTEXT, "When it lands, you may draw a card.")),
        "horn": (tr(CONTEXT, "Horn"), tr(CONTEXT, "When it lands, your team draws a card each.")),
        "ambush": (tr(CONTEXT, "Ambush"), tr(CONTEXT, "Stops an enemy card about to land.")),
    }


COLOURS = {"soldier": "#6b6b6b", "captain": "#8a6a1a", "scout": "#2f6b3a", "horn": "#7a3a1a", "ambush": "#4a2a6a"}


class SkirmishNaming:
    """Every word the kit shows for Skirmish, translated."""

    def __init__(self) -> None:
        self.known: dict[str, str] = {}      # instance -> card, from the zones view on screen

    def card(self, card: str) -> CardFace:
        name, text = _card_words()[card]
        return CardFace(name, ((tr(CONTEXT, "Strength"), str(rules.STRENGTH[card])),), text, COLOURS[card])

    def card_name(self, card: str) -> str:
        return _card_words()[card][0]

    def seat(self, seat: int) -> str:
        return {0: tr(CONTEXT, "Light, first"), 1: tr(CONTEXT, "Dark, first"),
                2: tr(CONTEXT, "Light, second"), 3: tr(CONTEXT, "Dark, second")}[seat]

    def lane(self, lane: str) -> str:
        return {"left": tr(CONTEXT, "left"), "right": tr(CONTEXT, "right")}[lane]

    def team(self, team: str) -> str:
        return {"light": tr(CONTEXT, "the Light"), "dark": tr(CONTEXT, "the Dark")}[team]

    def zone(self, zone: str) -> str:
        for team in rules.TEAMS:
            for lane in rules.LANES:
                if zone == rules.lane(team, lane):
                    return tr(CONTEXT, "{team}: {lane} lane").format(team=self.team(team), lane=self.lane(lane))
        kind = zone.rstrip("0123456789")
        return {"deck": tr(CONTEXT, "Deck"), "hand": tr(CONTEXT, "Hand"), "discard": tr(CONTEXT, "Discard")}[kind]

    def option(self, action: dict) -> str:
        words = kernel_option(action)
        if words is not None:
            return words
        kind = action["kind"]
        if kind == "pick" and action["part"] == "card":
            return tr(CONTEXT, "Play {card}").format(card=self._instance(action["value"]))
        if kind == "pick":
            return tr(CONTEXT, "To the {lane} lane").format(lane=self.lane(action["value"]))
        if kind == "ambush":
            return tr(CONTEXT, "Spring the Ambush")
        if kind == "regroup":
            return tr(CONTEXT, "Regroup: both lanes to the discards, each of us draws")
        raise KeyError(kind)

    def item(self, shape: dict, item) -> str:
        # the only shape with items Skirmish asks: the order of triggered abilities, by index
        return tr(CONTEXT, "Triggered ability {n}").format(n=item + 1)

    def prompt(self, question: dict) -> str:
        if "shape" not in question:
            return waiting_for(", ".join(self.seat(s) for s in question["waiting"]))
        prompt = question["prompt"]
        if prompt == "Choose a card to play.":
            return tr(CONTEXT, "{seat}: choose a card to play.").format(seat=self.seat(question["seat"]))
        if prompt == "Choose its lane.":
            return tr(CONTEXT, "{seat}: choose its lane.").format(seat=self.seat(question["seat"]))
        if prompt == "Answer with an Ambush?":
            return tr(CONTEXT, "{seat}: a card is about to land. Answer with an Ambush?").format(
                seat=self.seat(question["seat"]))
        if prompt == "Propose to regroup your team?":
            return tr(CONTEXT, "{seat}: propose to regroup your team?").format(seat=self.seat(question["seat"]))
        kernel = kernel_prompt(question, self.card_name,
                               lambda kind: self.option({"kind": kind}))
        if kernel is not None:
            return f"{self.seat(question['seat'])}: {kernel}"
        raise KeyError(prompt)

    def log_line(self, entry: dict) -> str:
        args = dict(entry["args"])
        shown = {}
        for key, value in args.items():
            shown[key] = {"seat": lambda v: self.seat(v), "card": lambda v: self.card_name(v),
                          "lane": lambda v: self.lane(v), "team": lambda v: self.team(v)}.get(key, str)(value)
        return tr(f"{CONTEXT}.log", entry["template"]).format(**shown)

    def _instance(self, instance: str) -> str:
        card = self.known.get(instance)
        return self.card_name(card) if card else ""


# -- the panel --------------------------------------------------------------------------------

class SkirmishScene(QGraphicsScene):
    def table_rect(self) -> QRectF:
        return table_rect()


class SkirmishPanel(GamePanel):
    game_id = "skirmish"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.naming = SkirmishNaming()
        self.scene = SkirmishScene(self)
        self.scene.setBackgroundBrush(look.brush(look.TABLE))
        self.table = KitView(self.scene)
        self.layer = KeyedLayer(self.scene)
        self.cards = ZonesLayer(self.layer, spots(), self.naming.card)
        self.cards.card_clicked = self._card_clicked
        self.decision = DecisionArea(naming=self.naming)
        self.decision.chosen.connect(self._choose)
        self.log = LogList()
        side = QFrame()
        side.setFixedWidth(300)
        column = QVBoxLayout(side)
        column.addWidget(self.decision)
        column.addWidget(self.log, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.table, 1)
        row.addWidget(side)
        self.view: dict | None = None
        self.seat: int | None = None
        self._targets: dict[str, dict] = {}       # item key -> the action choosing it

    # the GamePanel contract

    def show_view(self, view: dict, seat: int | None) -> None:
        self.view, self.seat = view, seat
        self.naming.known = {c["id"]: c["card"] for z in view["zones"].values() for c in z["cards"] if c}
        self.layer.begin()
        self._place_frames(view)
        self.cards.show(view["zones"])
        self.layer.end()
        self._light(view.get("question"))
        self.decision.ask(view.get("question"))
        self.log.show_log(view["log"], self.naming.log_line)

    def clear(self) -> None:
        self.view, self.seat = None, None
        self.layer.clear()
        self.cards.backs, self.cards.zone_of = {}, {}
        self.decision.ask(None)
        self.log.clear_log()
        self.table.hide_preview()

    def retranslate(self) -> None:
        if self.view is not None:
            self.show_view(self.view, self.seat)
            self.log.show_log(self.view["log"], self.naming.log_line, again=True)
        self.decision.retranslate()

    def fit(self) -> None:
        self.table.fit()

    def show_refusal(self, reason: str) -> None:
        self.decision.show_reason(reason)
        super().show_refusal(reason)

    def seat_name(self, view: dict, seat: int) -> str:
        return self.naming.seat(seat)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.table.fit()

    # inside

    def _place_frames(self, view: dict) -> None:
        to_act = set((view.get("question") or {}).get("waiting", ()))
        for seat in range(4):
            r = _seat_rect(seat)
            title = self.naming.seat(seat)
            note = tr(CONTEXT, "to act") if seat in to_act else ""
            zone = self.layer.place(f"seat:{seat}", lambda t=title: ZoneItem(f"seat:{seat}", t, (r.width(), r.height())),
                                    r.topLeft(), 0)
            zone.set_text(title, note)
            for z in (rules.deck(seat), rules.discard(seat)):
                spot = self.cards.spots[z]
                pile = self.layer.place(f"pile:{z}", lambda z=z: PileItem(self.naming.zone(z)), spot.rect.topLeft(), 5)
                pile.set_text(self.naming.zone(z), view["zones"][z]["count"])
        for team in rules.TEAMS:
            for lane in rules.LANES:
                z = rules.lane(team, lane)
                r = _lane_rect(team, lane)
                title = self.naming.zone(z)
                note = tr(CONTEXT, "strength {n}").format(n=view["strength"][team][lane])
                item = self.layer.place(f"lane:{z}", lambda z=z, t=title: self._lane_item(z, t, r), r.topLeft(), 0)
                item.set_text(title, note)

    def _lane_item(self, zone: str, title: str, r: QRectF) -> ZoneItem:
        item = ZoneItem(f"lane:{zone}", title, (r.width(), r.height()))
        item.clicked.connect(self._card_clicked)
        return item

    def _light(self, question: dict | None) -> None:
        """Light the cards and lanes that are answers now; a click on one chooses it."""
        self._targets = {}
        shape = (question or {}).get("shape")
        if shape is not None and shape["shape"] == "choose_one":
            team = rules.team_of(question["seat"])
            for option in shape["options"]:
                if option["kind"] == "pick" and option["part"] == "card":
                    self._targets[option["value"]] = option
                elif option["kind"] == "pick" and option["part"] == "lane":
                    self._targets[f"lane:{rules.lane(team, option['value'])}"] = option
                elif option["kind"] == "ambush":
                    self._targets[option["card"]] = option
        self.cards.light(set(self._targets))
        for key, item in self.layer.items.items():
            if key.startswith("lane:"):
                item.set_lit(key in self._targets)

    def _card_clicked(self, key: str) -> None:
        option = self._targets.get(key)
        if option is not None and self.decision.widget is not None:
            self.decision.widget.send(option)

    def _choose(self, action: dict) -> None:
        question = (self.view or {}).get("question") or {}
        if "seat" not in question:
            return
        seat = question["seat"]
        # after this event: the shell may redraw at once, and the asking widget must not go under it
        QTimer.singleShot(0, lambda: self.action_chosen.emit(seat, Action.from_json(action)))


def make_panel(parent: QWidget | None = None) -> SkirmishPanel:
    return SkirmishPanel(parent)


class SkirmishOptionsForm(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 3)
        self.rounds.setValue(2)
        self.label = QLabel()
        form = QFormLayout(self)
        form.addRow(self.label, self.rounds)
        self.retranslate()

    def options(self) -> rules.SkirmishOptions:
        return rules.SkirmishOptions(rounds=self.rounds.value())

    def retranslate(self) -> None:
        self.label.setText(tr(CONTEXT, "Rounds"))


def make_options_form(parent: QWidget | None = None) -> SkirmishOptionsForm:
    return SkirmishOptionsForm(parent)


# -- a picture, to look at ----------------------------------------------------------------------

def picture(out: str, seats: frozenset, actions: int = 0, size: tuple[int, int] = (1366, 768), seed: int = 3) -> None:
    import random

    from PySide6.QtWidgets import QApplication

    from lotr_table.engine.playout import random_decision
    from lotr_table.table.kit import motion

    app = QApplication.instance() or QApplication([])
    motion.set_enabled(False)
    game = rules.GAME
    state = game.setup(game.Options(), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.outcome(state) is not None:
            break
        seat, action = random_decision(game, state, rng)
        state = game.apply(state, seat, action)
    panel = SkirmishPanel()
    panel.resize(*size)
    panel.show()
    panel.show_view(game.view(state, seats), min(seats))
    app.processEvents()
    panel.fit()
    panel.grab().save(out)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--seats", default="0")
    parser.add_argument("--actions", type=int, default=0)
    parser.add_argument("--size", default="1366x768")
    a = parser.parse_args()
    w, h = (int(x) for x in a.size.split("x"))
    picture(a.out, frozenset(int(s) for s in a.seats.split(",")), a.actions, (w, h))

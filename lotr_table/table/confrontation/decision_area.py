"""Every decision that is not a move or a card from the hand, asked in plain words, with one
button per action the view offers (labelled by words.action_label)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from lotr_table.games.confrontation.content import tile_faces
from lotr_table.games.confrontation.data import special_cards
from lotr_table.table.answer_buttons import button_column, empty, wrapped
from lotr_table.table.confrontation import choices, faces, words
from lotr_table.table.i18n import tr

MAX_BUTTONS_HEIGHT = 430
BUTTON_TEXT_WIDTH = 300


def prompt(view: dict) -> str:
    """What the seat at the screen is asked now, in plain words."""
    d = view.get("decision")
    side = view.get("side")
    home = words.region_name("shire" if side == "fellowship" else "mordor")
    if d is None:
        if view.get("outcome"):
            return tr("DecisionArea", "The game is over.")
        waiting = [s for s in view.get("to_act", []) if s != side]
        if waiting:
            text = tr("DecisionArea", "Waiting for {side}.").format(side=words.name_of(waiting))
            return text[:1].upper() + text[1:]
        return ""
    if d == "draft":
        n = len(view.get("draft") or []) + 1
        return tr("DecisionArea", "Tile {n} of 9: which face of this tile do you field?").format(n=n)
    if d == "announce":
        return tr("DecisionArea", "Announce how many special cards each player gets (0 to 4).")
    if d == "choose_specials":
        if any(len(a.get("cards", [])) and a["cards"][0] not in _own_specials(view) for a in view.get("actions", [])):
            return tr("DecisionArea", "Choose the special cards your opponent may use.")
        return tr("DecisionArea", "Choose your special cards.")
    if d == "place":
        return tr("DecisionArea", "Place your heroes: four in {home}, one in each region in front of it. "
                                  "Drag a tile to a lit region, or click the tile and then the region.").format(home=home)
    if d == "main":
        if view.get("must_move"):
            return tr("DecisionArea", "Your turn: you must move {hero}. Drag it to a lit region, or click it "
                                      "and then the region.").format(hero=words.hero_name(view["must_move"]))
        return tr("DecisionArea", "Your turn: move one hero forward. Drag a tile to a region, or click the "
                                  "tile and then the region. Keys: arrows, Enter, then a number.")
    if d == "ambush":
        return tr("DecisionArea", "A Fellowship hero goes through the Moria tunnel under Caradhras. "
                                  "Reveal the Balrog?")
    if d == "after_move":
        return tr("DecisionArea", "Your move is made. Play Palantir, or end the turn.")
    if d == "defender":
        return tr("DecisionArea", "Several heroes defend this region: choose whom to fight.")
    if d == "gwaihir":
        return tr("DecisionArea", "The battle begins. Play Gwaihir the Wind to carry your hero away?")
    if d in ("fp_text", "s_text"):
        return tr("DecisionArea", "Your hero's text gives you a choice.")
    if d == "play":
        return tr("DecisionArea", "Choose your combat card: click a card in your hand. Your opponent "
                                  "will not see it until both cards are chosen.")
    if d == "s_force":
        return tr("DecisionArea", "Saruman: make the Fellowship show another card?")
    if d == "mouth":
        return tr("DecisionArea", "The Mouth of Sauron: swap your card for the 4?")
    if d == "fetch":
        return tr("DecisionArea", "Magic: choose a card from your discard to play instead.")
    if d in ("s_retreat", "f_retreat"):
        return tr("DecisionArea", "Your hero retreats: choose where to.")
    if d == "support":
        return tr("DecisionArea", "Reveal Gandalf to add 1 to your hero's strength?")
    if d == "wormtongue":
        return tr("DecisionArea", "Wormtongue is defeated: escape backwards into an empty region?")
    return tr("DecisionArea", "Choose.")


def _own_specials(view: dict) -> set[str]:
    return {c.id for c in special_cards().values() if c.side == view.get("side")}


class FaceWidget(QWidget):
    """A hero face, drawn at a readable size (for the draft)."""

    def __init__(self, hero: str, parent=None) -> None:
        super().__init__(parent)
        self.hero = hero
        self.setMinimumSize(QSize(150, 200))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(165, 220)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height() - 2
        w = h * 0.75
        x = (self.width() - w) / 2
        faces.hero_face(p, QRectF(x, 1, w, h), self.hero, full=True)
        p.end()


class DecisionArea(QFrame):
    chosen = Signal(dict)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("DecisionArea")
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("prompt")
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setObjectName("reason")
        self.reason.hide()
        self.extra = QHBoxLayout()
        self.buttons_box, self.buttons, self.scroll = button_column()
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 10)
        box.addWidget(self.prompt)
        box.addLayout(self.extra)
        box.addWidget(self.scroll)
        box.addWidget(self.reason)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._view: dict | None = None

    def _clear(self) -> None:
        for layout in (self.buttons, self.extra):
            empty(layout)
        self.reason.hide()

    def clear(self) -> None:
        self._view = None
        self._clear()
        self.prompt.setText("")

    def _button(self, text: str, action: dict | None, tip: str = "") -> QPushButton:
        b = QPushButton(self.buttons_box)
        self.buttons.addWidget(b)
        b.ensurePolished()
        b.setProperty("label", text)
        b.setAccessibleName(text)
        b.setText(wrapped(text, b.fontMetrics(), BUTTON_TEXT_WIDTH))
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        if tip:
            b.setToolTip(tip)
        if action is not None:
            b.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
        return b

    def show_view(self, view: dict) -> None:
        self._view = view
        self._clear()
        self.prompt.setText(prompt(view))
        actions = choices.buttons(view.get("actions", []))
        if view.get("decision") == "draft" and actions:
            self._draft(view, actions)
        for a in actions:
            tip = ""
            if a.get("kind") == "choose_specials":
                tip = "\n\n".join(f"{words.special_name(c)}: {words.special_text(c)}" for c in a.get("cards", []))
            self._button(words.action_label(a), a, tip)
        self._fit_buttons(bool(actions))

    def _draft(self, view: dict, actions: list[dict]) -> None:
        n = actions[0].get("tile", 1)
        base = 0 if view.get("side") == "fellowship" else 9
        pair = tile_faces()[base + n - 1]
        for hero in pair:
            self.extra.addWidget(FaceWidget(hero))

    def ask(self, options: list[dict]) -> None:
        """Several actions fit one gesture (an ordinary move, or the same move by a special card)."""
        self._clear()
        self.prompt.setText(tr("DecisionArea", "This move can be made in more than one way. Which one?"))
        for a in options:
            self._button(words.action_label(a), a)
        cancel = self._button(tr("DecisionArea", "Cancel"), None)
        cancel.clicked.connect(lambda: self.show_view(self._view) if self._view is not None else None)
        self._fit_buttons(True)

    def _fit_buttons(self, any_buttons: bool) -> None:
        """As tall as the buttons need, up to a limit; beyond it they scroll."""
        self.scroll.setVisible(any_buttons)
        if any_buttons:
            buttons = [self.buttons.itemAt(i).widget() for i in range(self.buttons.count())]
            need = sum(b.sizeHint().height() for b in buttons if b is not None)
            need += self.buttons.spacing() * max(0, len(buttons) - 1) + 4
            self.scroll.setFixedHeight(min(need, MAX_BUTTONS_HEIGHT))

    def show_reason(self, reason: str) -> None:
        """Why the last try was refused (or a hint), under the question."""
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))

"""What the Confrontation table asks in its decision area (lotr_table.table.kit.decision_area):
every decision that is not a move or a card from the hand, in plain words, with one button
per action the view offers (labelled by words.action_label); in the draft, the two faces of
the tile to field."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from lotr_table.games.confrontation.content import tile_faces
from lotr_table.games.confrontation.data import special_cards
from lotr_table.table.confrontation import choices, faces, words
from lotr_table.table.kit.decision_area import Answers
from lotr_table.table.i18n import tr
from lotr_table.table.agreement import fill


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
        if any(c not in _own_specials(view) for c in view.get("specials_to_choose") or []):
            return tr("DecisionArea", "Choose the special cards your opponent may use.")
        return tr("DecisionArea", "Choose your special cards.")
    if d == "place":
        return tr("DecisionArea", "Place your heroes: four in {home}, one in each region in front of it. "
                                  "Drag a tile to a lit region, or click the tile and then the region.").format(home=home)
    if d == "main":
        if view.get("must_move"):
            return fill(tr("DecisionArea", "Your turn: you must move {hero}. Drag it to a lit region, or click "
                                           "it and then the region."), hero=words.hero_name(view["must_move"]))
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


class ConfrontationQuestions:
    max_height = 430

    def heading(self, view: dict, seat: int | None, actions: list[dict]) -> str:
        return ""

    def prompt(self, view: dict, seat: int | None, actions: list[dict]) -> str:
        return prompt(view)

    def answers(self, view: dict, actions: list[dict]) -> list[Answers]:
        return [Answers(choices.buttons(view, actions))]

    def label(self, action: dict, view: dict | None) -> str:
        return words.action_label(action)

    def tip(self, action: dict, view: dict | None) -> str:
        return words.action_tip(action)

    def beside(self, view: dict, actions: list[dict]) -> list[QWidget]:
        buttons = choices.buttons(view, actions)
        if view.get("decision") != "draft" or not buttons:
            return []
        n = len(view.get("draft") or []) + 1          # the tile whose faces are drafted now
        base = 0 if view.get("side") == "fellowship" else 9
        return [FaceWidget(hero) for hero in tile_faces()[base + n - 1]]

    def several_ways(self) -> str:
        return tr("DecisionArea", "This move can be made in more than one way. Which one?")

"""Skirmish at one screen, as the shell plays it, without the main window: the rules on
one side, the kit's panel on the other. Each person holds the seats of one team (seating
`holder`), sees the union of their seats' views, and acts by clicking the panel."""

from __future__ import annotations

from PySide6.QtCore import Qt

from lotr_table.engine.action import Action
from lotr_table.table.kit.card import FaceCard
from tests.engine import toy_cards as rules
from tests.table.skirmish_table import SkirmishPanel

LIGHT, DARK = frozenset({0, 2}), frozenset({1, 3})


class SkirmishAtTable:
    def __init__(self, qtbot, seed: int, people=(LIGHT, DARK), size=(1366, 768)) -> None:
        self.qtbot = qtbot
        self.game = rules.GAME
        self.state = self.game.setup(self.game.Options(), seed)
        self.people = list(people)
        self.panel = SkirmishPanel()
        qtbot.addWidget(self.panel)
        self.panel.resize(*size)
        self.panel.show()
        self.panel.action_chosen.connect(self._act)
        self.person: frozenset | None = None
        self.applied: list[tuple[int, Action]] = []
        self.show(self.person_to_act())

    def person_to_act(self) -> frozenset:
        seat = self.game.to_act(self.state)[0]
        return next(p for p in self.people if seat in p)

    def show(self, person: frozenset) -> None:
        if person != self.person:
            self.panel.clear()                       # the curtain: nothing of the last person lingers
        self.person = person
        self.panel.show_view(self.game.view(self.state, person), min(person))

    def _act(self, seat: int, action: Action) -> None:
        assert seat in self.person
        self.state = self.game.apply(self.state, seat, action)
        self.applied.append((seat, action))
        self.show(self.person)

    def apply(self, seat: int, action: Action) -> None:
        """Another person's move, made out of sight; the screen then shows its change."""
        self.state = self.game.apply(self.state, seat, action)
        self.applied.append((seat, action))

    def click_option(self, words: str) -> None:
        """Click the decision button that reads `words` and wait for the engine to take it."""
        widget = self.panel.decision.widget
        button = next(b for b in widget.findChildren(type(widget.buttons[0])) if b.text().replace("\n", " ").endswith(words))
        before = len(self.applied)
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.qtbot.waitUntil(lambda: len(self.applied) > before, timeout=2000)

    def card(self, key: str) -> FaceCard:
        return self.panel.layer.items[key]

    def question(self) -> dict:
        return self.panel.view["question"]

"""How the person uses a card or a track: drag a card from the hand onto a lit track, or
click the card and then the track (the buttons offer the same). Every gesture ends in one of
view["actions"], or — for a drop where the view offers none — in the attempted play, so the
engine's refusal comes back with its reason."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QPointF

from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import words

CARD_KINDS = ("play", "give", "discard", "pass_card", "epic")


class Hands(QObject):
    def __init__(self, scene, choose: Callable[[dict], None], ask: Callable[[list[dict]], None],
                 say: Callable[[str], None], parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.choose = choose
        self.ask = ask
        self.say = say
        self.actions: list[dict] = []
        self.view: dict | None = None
        self.selected = None            # the CardItem picked by a click

    def reset(self, actions: list[dict], view: dict | None = None) -> None:
        self.actions = list(actions)
        self.view = view
        self.selected = None

    # -- what the view offers -----------------------------------------------------------------

    def plays(self, card: str | None) -> dict[str, dict]:
        """The tracks a card may be played on now, with the action for each."""
        return {a["track"]: a for a in self.actions if a.get("kind") == "play" and a.get("card") == card}

    def others(self, card: str | None) -> list[dict]:
        return [a for a in self.actions if a.get("kind") in CARD_KINDS[1:] and a.get("card") == card]

    def card_usable(self, card: str | None) -> bool:
        return bool(self.plays(card) or self.others(card))

    def track_actions(self) -> dict[str, dict]:
        return {a["track"]: a for a in self.actions if a.get("kind") == "track" and "track" in a}

    # -- lighting -------------------------------------------------------------------------------

    def light(self, tracks, hot: str | None = None) -> None:
        for activity, target in self.scene.tracks.items():
            target.set_lit(activity in tracks, activity == hot)

    def light_choices(self) -> None:
        """A `track` decision (joker tile, the Ring, Guidance): its tracks are lit to click."""
        self.light(set(self.track_actions()))

    def _target_at(self, point: QPointF):
        for activity, target in self.scene.tracks.items():
            if target.sceneBoundingRect().contains(point):
                return activity
        return None

    # -- cards ----------------------------------------------------------------------------------

    def drag_started(self, item) -> bool:
        self._select(None)
        self.light(set(self.plays(item.card)))
        return True

    def drag_moved(self, item, point: QPointF) -> None:
        legal = set(self.plays(item.card))
        self.light(legal, self._target_at(point) if self._target_at(point) in legal else None)

    def dropped(self, item, point: QPointF) -> None:
        activity = self._target_at(point)
        plays = self.plays(item.card)
        item.slide_home()
        self.light_choices()
        if activity is None:
            return
        if activity in plays:
            self.choose(plays[activity])
        elif self.actions:
            # let the engine say why not
            self.choose({"kind": "play", "card": item.card, "track": activity})
        else:
            self.say(tr("LotrCoopPanel", "It is not your turn to play a card."))

    def card_clicked(self, item) -> None:
        plays = self.plays(item.card)
        if plays:
            if self.selected is item:
                self._select(None)
                return
            self._select(item)
            self.say(tr("LotrCoopPanel", "{card}: click a lit track to play it there.").format(
                card=words.card(item.card)))
            return
        others = self.others(item.card)
        if len(others) == 1:
            self.choose(others[0])
        elif others:
            self.ask(others)
        elif self.actions:
            self.say(tr("LotrCoopPanel", "{card} cannot be used now.").format(card=words.card(item.card)))

    def _select(self, item) -> None:
        if self.selected is not None and self.selected.scene() is not None:
            self.selected.set_selected(False)
        self.selected = item
        if item is None:
            self.light_choices()
            return
        item.set_selected(True)
        self.light(set(self.plays(item.card)))

    # -- tracks ---------------------------------------------------------------------------------

    def track_clickable(self, activity: str) -> bool:
        if self.selected is not None and activity in self.plays(self.selected.card):
            return True
        return activity in self.track_actions()

    def track_clicked(self, activity: str) -> None:
        if self.selected is not None:
            plays = self.plays(self.selected.card)
            if activity in plays:
                self.choose(plays[activity])
                return
        actions = self.track_actions()
        if activity in actions:
            self.choose(actions[activity])

    def refused(self) -> None:
        for item in self.scene.hand_cards:
            if item.pos() != item.home:
                item.slide_home()
        self._select(None)

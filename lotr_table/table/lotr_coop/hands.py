"""How the person uses a card or a track: drag a card from the hand onto a lit track, or
click the card and then the track (the buttons offer the same). Every gesture ends in one of
the view's options, matched by what it acts on (kit/gestures.py), or — for a drop where the
view offers none — in the attempted play, so the engine's refusal comes back with its reason."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QPointF

from lotr_table.table.i18n import tr
from lotr_table.table.kit.gestures import Offered, attempted
from lotr_table.table.lotr_coop import words



class Hands(QObject):
    def __init__(self, scene, choose: Callable[[dict], None], ask: Callable[[list[dict]], None],
                 say: Callable[[str], None], parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.choose = choose
        self.ask = ask
        self.say = say
        self.actions: list[dict] = []
        self.offered = Offered()
        self.view: dict | None = None
        self.selected = None            # the CardItem picked by a click

    def reset(self, actions: list[dict], view: dict | None = None) -> None:
        self.actions = list(actions)
        self.offered = Offered.of(view) if actions else Offered()
        self.view = view
        self.selected = None

    # -- what the view offers -----------------------------------------------------------------

    def plays(self, card: str | None) -> dict[str, dict]:
        """The tracks a card may be played on now, with the option for each."""
        tracks = self.scene.tracks
        return {to: o for o, to in self.offered.carried(card) if to in tracks}

    def others(self, card: str | None) -> list[dict]:
        """Every other use of the card (given, discarded, passed on, an epic's effect)."""
        tracks = self.scene.tracks
        return [o for o, a in self.offered.using(card) if a.get("to") not in tracks]

    def card_usable(self, card: str | None) -> bool:
        return bool(self.plays(card) or self.others(card))

    def _first_choices(self, keys) -> dict:
        """For each id a click on it chooses an option of, the first such option."""
        out = {}
        for key in keys:
            chosen = self.offered.choosing(key)
            if chosen:
                out[key] = chosen[0]
        return out

    def track_actions(self) -> dict[str, dict]:
        """The tracks a click chooses, carrying no card (the joker tile, the Ring, Guidance)."""
        return self._first_choices(self.scene.tracks)

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
        under = self._target_at(point)
        self.light(legal, under if under in legal else None)

    def seat_actions(self) -> dict[int, dict]:
        """The answers that name a hobbit and carry no card (whom to give to, who pays, ...), by seat."""
        return self._first_choices(self.scene.hobbit_places)

    def _hobbit_at(self, point: QPointF) -> int | None:
        for seat, rect in self.scene.hobbit_places.items():
            if rect.contains(point):
                return seat
        return None

    def hobbit_clicked(self, point: QPointF) -> bool:
        """A click on a hobbit's card answers a question that names a hobbit."""
        seat = self._hobbit_at(point)
        action = self.seat_actions().get(seat) if seat is not None else None
        if action is not None:
            self.choose(action)
        return action is not None

    def dropped(self, item, point: QPointF) -> None:
        activity = self._target_at(point)
        plays = self.plays(item.card)
        item.slide_home()
        self.light_choices()
        seat = self._hobbit_at(point)
        if activity is None and seat is not None:
            self._give_to(item.card, seat)
            return
        if activity is None:
            return
        attempt = attempted(self.view, item.card, activity) if self.actions else None
        if activity in plays:
            self.choose(plays[activity])
        elif attempt is not None:
            self.choose(attempt)            # let the engine say why not
        else:
            self.say(tr("LotrCoopPanel", "It is not your turn to play a card."))

    def _give_to(self, card: str, seat: int) -> None:
        """A card dropped on a hobbit: the option that takes it to that hobbit (a card given
        goes to the hobbit its option names: Miruvor's receiver, or the giver's own aside)."""
        give = self.offered.dropped(card, [seat])
        if give is None:
            if self.actions:
                self.say(tr("LotrCoopPanel", "{card} cannot be given now.").format(card=words.card(card)))
            return
        self.choose(give)

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

"""The one contract every game honours (see DESIGN.md, "The Game protocol")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from lotr_table.engine.action import Action
from lotr_table.engine.texts import Text

if TYPE_CHECKING:       # only named in annotations: the lobby imports this module without pydantic
    from pydantic import BaseModel

Seat = int


class IllegalAction(Exception):
    """An action the rules refuse. `reason` is an English sentence for the player; the state
    the action was tried on is left untouched. Where the game gives them, `template` and
    `params` let the table translate the reason: `reason == template.format(**English names)`."""

    def __init__(self, reason: str, template: str | None = None, args: dict | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.template = template if template is not None else reason
        self.params = dict(args or {})  # not `args`: that is the exception's own


@dataclass(frozen=True)
class Outcome:
    winners: tuple[Seat, ...]          # empty for a draw
    scores: dict[Seat, int] = field(default_factory=dict)
    reason: str = ""                   # English, e.g. "Frodo entered Mordor"
    sides: tuple[str, ...] = ()        # the winning sides by the game's own names, e.g. ("fellowship",)

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "scores": {str(k): v for k, v in self.scores.items()},
                "reason": self.reason, "sides": list(self.sides)}


@runtime_checkable
class Game(Protocol):
    id: str
    name: str
    Options: type[BaseModel]
    rules_version: int      # raised when a change makes a recorded game play differently

    def seats(self, options: BaseModel) -> list[Seat]: ...
    def setup(self, options: BaseModel, seed: int) -> Any: ...
    def to_act(self, state: Any) -> list[Seat]: ...
    def legal_actions(self, state: Any, seat: Seat) -> list[Action]: ...
    # The legal action of `seat` equal to `action` (the rules' own value), or None: what a
    # save's replay checks, without listing every other option where the question can.
    def legal_twin(self, state: Any, seat: Seat, action: Action) -> Action | None: ...
    def apply(self, state: Any, seat: Seat, action: Action) -> Any: ...
    def view(self, state: Any, seat: Seat | None) -> dict: ...
    def outcome(self, state: Any) -> Outcome | None: ...

    # Engine services every game offers too:
    def describe(self, action: Action) -> str: ...          # English, for the log
    def barrier(self, state: Any) -> int: ...               # grows on every reveal or random draw
    def invariants(self, state: Any) -> list[str]: ...      # broken invariants, [] when sound
    def leaks(self, state: Any, seat: Seat, view: dict) -> list[str]: ...  # secrets found in a view
    def fingerprint(self, state: Any) -> str: ...           # the whole state, canonical, for equality
    def position_text(self, state: Any) -> str: ...         # the whole position in English, omniscient
    def log_lines(self, state: Any) -> list[str]: ...       # the game log in English, omniscient
    def texts(self) -> list[Text]: ...                      # every text a player can see, for translation

    # Positions (DESIGN.md, "Positions"): every game writes any state as a readable JSON
    # position and reads it back; `position(position_of(s), seed)` has the fingerprint of s.
    # A position may also be a sketch a test or a demo writes by hand (each game's
    # position.py says which keys it reads), and may fix the next draws ("fixed_draws").
    def position(self, spec: dict, seed: int) -> Any: ...   # a state from a position; PositionError
                                                            # (engine/position_json.py) names a damaged one
    def position_of(self, state: Any) -> dict: ...          # the whole state, readable JSON
    # A state the seat cannot tell from this one, everything it does not know redrawn (the
    # computer players' search, the twin-world leak check). Required: a game without hidden
    # information returns the state itself.
    def resample(self, state: Any, seat: Seat, rng: Any) -> Any: ...

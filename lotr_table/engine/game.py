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

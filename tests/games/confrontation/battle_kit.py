"""Battle helpers for the Confrontation scenario tests, on top of scenario.py (the shared
helpers): commit combat cards, read hands, discards, the dead and the revealed.

    s = start({"fellowship": {"eregion": ["legolas"]}, "sauron": {"caradhras": ["blackrider"]}})
    s = act(s, SAU, A("move", hero="blackrider", to="eregion"))
    s = cards(s, "f_5", "s_1")          # both sides commit their combat card
    assert dead(s, "blackrider")
"""

from __future__ import annotations

from lotr_table.engine.action import Action as A
from lotr_table.games.confrontation.content import card_ids
from lotr_table.games.confrontation.game import GAME
from lotr_table.games.confrontation.state import DEAD, HIDDEN, KEPT

from tests.games.confrontation.scenario import FP, SAU, act, piece

F, S = 0, 1   # sides (indices into state.hand / state.disc)

__all__ = ["A", "F", "S", "cards", "play", "dead", "alive", "hidden", "kept", "hand", "discard",
           "pending", "on_table", "fp"]


def play(s, seat: int, card: str):
    return act(s, seat, A("play", card=card))


def cards(s, fellowship_card: str | None, sauron_card: str | None):
    """Both sides commit their combat card (Sauron first, which also suits the classic
    Gandalf); None skips a side."""
    if sauron_card is not None:
        s = play(s, SAU, sauron_card)
    if fellowship_card is not None:
        s = play(s, FP, fellowship_card)
    return s


def dead(s, hero: str) -> bool:
    return s.loc[piece(s, hero)] == DEAD


def alive(s, hero: str) -> bool:
    return s.loc[piece(s, hero)] >= 0


def hidden(s, hero: str) -> bool:
    return s.rev[piece(s, hero)] == HIDDEN


def kept(s, hero: str) -> bool:
    """Revealed for good (Crebain of Dunland, the Watcher)."""
    return s.rev[piece(s, hero)] == KEPT


def hand(s, side: int) -> set[str]:
    return {card_ids()[side][i] for i in range(9) if s.hand[side] >> i & 1}


def discard(s, side: int) -> set[str]:
    return {card_ids()[side][i] for i in range(9) if s.disc[side] >> i & 1}


def on_table(s, side: int) -> list[str]:
    return [card_ids()[side][i] for i in s.battle.table[side]] if s.battle else []


def pending(s) -> str | None:
    return s.pending.kind if s.pending is not None else None


def fp(s) -> str:
    """A fingerprint of the whole state."""
    return GAME.fingerprint(s)


def attack_choosing(position: dict, seat: int, move: A, defender: str, seeds: int = 200):
    """The position after `move`, for the first seed whose random choice among hidden
    defenders falls on `defender` (the choice is the engine's, reading A-13)."""
    from tests.games.confrontation.scenario import start
    for seed in range(seeds):
        s = act(start(position, seed), seat, move)
        # battle.first: still the first battle of the attack (no instant result has passed)
        if s.battle is not None and s.battle.first and s.battle.defender == piece(s, defender):
            return s
    raise AssertionError(f"no seed below {seeds} sends the attack against {defender}")


__all__.append("attack_choosing")

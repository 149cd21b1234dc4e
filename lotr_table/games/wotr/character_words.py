"""The companions' and minions' abilities as keywords (engine/behaviours.py), the way
Confrontation's heroes have theirs: each character in data/characters.json lists its
abilities as keywords named here, with parameters checked at load (a nation, region or
companion a parameter names must exist); a mistake names the character and the ability.
The rules (minions.py, companions.py, leadership.py, hunt.py, battle.py, combat.py,
successors.py) ask "who has X, and with what", never which character it is.

    {"id": "boromir", ..., "abilities": [
        {"type": "keyword", "text": "High Warden of the White Tower",
         "keyword": {"name": "advances_politics", "nation": "gondor", "settlements": ["city", "stronghold"]}}]}

Keywords the rules consult here:
- `captain_of_the_west`: +1 to the Free Peoples' combat strength in his battle;
- `advances_politics` (nation, settlements, region): standing in an unconquered settlement
  of these kinds of the nation (that region only, when named), any action result advances it;
- `rides_fast` (level, alone_or_with): moving alone or with one of those companions, his level is `level`;
- `enters_play` (at_war, free_peoples_at_war, or_on_mordor_track, where, nation, region,
  activates_all_free_peoples): a minion's condition to enter with a Muster result, where he
  may enter, and whether his entering activates every Free Peoples' nation;
- `the_voice_of_saruman` (nation, region): recruits a regular in each of the nation's
  settlements, or makes two regulars of `region` elites;
- `servants_of_the_white_hand` (nation): the nation's elite units are leaders too;
- `messenger_of_the_dark_tower`: once a turn a Muster result is an Army result;
- `counts_as_nazgul`: «Короля-Відьмака вважають назґŷлом» (the Hunt's re-roll, the White
  Rider's cancelling, leadership.py), and he flies like one, anywhere in one move («кожного
  назґŷла (і Короля-Відьмака теж) у будь-який регіон ігрового поля за один рух»: minions.py);
- `may_be_replaced` (at, after_minion, or_in, or_stronghold_of): Gandalf the Grey's Emissary
  from the West and Strider's Heir to Isildur: who may be replaced by the companion whose
  record `replaces` him, and where (successors.py);
- `take_them_alive`: eliminated as a casualty of the Hunt in the Fellowship off the Mordor
  Track, he is placed as if separated (hunt.py);
- `guide` (power), what he does as the Guide (`guides_with(power)`): `draws_after_event` (after
  an Event result played a card, he may draw one of its type: card_effects.py),
  `hides_with_any_result` (any action result hides a revealed Fellowship: actions.py); in
  hunt.py `leaves_to_lessen_damage` (he leaves the Fellowship to take a point of the Hunt's
  damage), `tiles_do_not_reveal` (standard tiles with a number do not reveal),
  `reveals_to_lessen_damage` (revealing the Fellowship takes a point off);
- in battle (battle.py), switched off for a round by Words of Power with the companion's
  leadership (`Battle.silenced`): `captain_of_the_west`, `the_white_rider` (at the start of
  the battle he may give up his leadership to cancel the Nazgûl's);
- `sorcerer`: in a battle where his side plays a combat card in the first round, it may then
  draw an event card of the same type (combat.py).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict

from lotr_table.engine.behaviours import Vocabulary
from lotr_table.games.wotr.board import board

WORDS = Vocabulary("wotr")


def _nation(value: str) -> str:
    board().nation(value)           # ValueError: unknown nation
    return value


def _region(value: str) -> str:
    board().region(value)
    return value


Nation = Annotated[str, AfterValidator(_nation)]
Region = Annotated[str, AfterValidator(_region)]
Settlement = Literal["town", "city", "stronghold"]


class Params(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class AdvancesPolitics(Params):
    nation: Nation
    settlements: tuple[Settlement, ...]
    region: Region | None = None


class RidesFast(Params):
    level: int
    alone_or_with: tuple[str, ...] = ()     # companions, one of whom may move with him


class EntersPlay(Params):
    at_war: tuple[Nation, ...] = ()
    free_peoples_at_war: Literal["one", "all"] | None = None
    or_on_mordor_track: bool = False
    where: Literal["army_with_unit", "stronghold", "region"]
    nation: Nation | None = None
    region: Region | None = None
    activates_all_free_peoples: bool = False     # «Активуйте всі Вільні Народи.»


class Voice(Params):
    nation: Nation
    region: Region


class Servants(Params):
    nation: Nation


class MayBeReplaced(Params):
    """Where the companion whose record `replaces` him may take his place (successors.py)."""
    at: tuple[Region, ...] = ()             # standing in one of these, unconquered (none: anywhere)
    after_minion: bool = False              # a minion is or was in play
    or_in: tuple[Region, ...] = ()          # eliminated: the successor enters in one of these,
    or_stronghold_of: Nation | None = None  # or in an unconquered stronghold of this nation


class Guide(Params):
    power: Literal["draws_after_event", "hides_with_any_result", "leaves_to_lessen_damage",
                   "tiles_do_not_reveal", "reveals_to_lessen_damage"]


for _name, _params in (("captain_of_the_west", None), ("advances_politics", AdvancesPolitics),
                       ("rides_fast", RidesFast), ("enters_play", EntersPlay),
                       ("the_voice_of_saruman", Voice),
                       ("servants_of_the_white_hand", Servants), ("messenger_of_the_dark_tower", None),
                       ("counts_as_nazgul", None), ("may_be_replaced", MayBeReplaced),
                       ("take_them_alive", None), ("guide", Guide),
                       ("the_white_rider", None), ("sorcerer", None)):
    WORDS.keyword(_name, _params)(_name)


def check(chars) -> None:
    """Load every character's abilities; ValueError names the character and the ability."""
    try:
        WORDS.load([{"id": c.id, "abilities": list(c.abilities)} for c in chars.companions + chars.minions])
    except ValueError as e:
        raise ValueError(str(e).replace("card '", "character '", 1)) from None
    companion_ids = {c.id for c in chars.companions}
    for c in chars.companions:
        for p in WORDS.keywords(c.id, "rides_fast"):
            for other in p.alone_or_with:
                if other not in companion_ids:
                    raise ValueError(f"character {c.id!r}: rides_fast: no companion {other!r}")
        if WORDS.keywords(c.id, "may_be_replaced") and not any(o.replaces == c.id for o in chars.companions):
            raise ValueError(f"character {c.id!r}: may_be_replaced: no companion replaces him")


# ---- what the rules ask (the characters are ints in the file's order) ----------------------------

@lru_cache(maxsize=1)
def _checked():
    """The characters' records, their abilities checked against the words once (a mistake
    names the character and the ability)."""
    from lotr_table.games.wotr.characters import characters
    found = characters()
    check(found)
    return found


@lru_cache(maxsize=None)         # as minions_with: every move of a companion asks
def companions_with(name: str) -> tuple[tuple[int, Params], ...]:
    """(companion, parameters) of every companion with keyword `name`, in the file's order."""
    return tuple((i, p) for i, c in enumerate(_checked().companions) for p in WORDS.keywords(c.id, name))


@lru_cache(maxsize=None)
def minions_with(name: str) -> tuple[tuple[int, Params], ...]:
    """(minion, parameters) of every minion with keyword `name`, in the file's order."""
    return tuple((i, p) for i, c in enumerate(_checked().minions) for p in WORDS.keywords(c.id, name))


@lru_cache(maxsize=None)
def minion_has(name: str) -> frozenset[int]:
    return frozenset(m for m, _ in minions_with(name))


@lru_cache(maxsize=None)
def companion_has(name: str) -> frozenset[int]:
    return frozenset(c for c, _ in companions_with(name))


@lru_cache(maxsize=None)
def guides_with(power: str) -> frozenset[int]:
    """The companions whose `guide` keyword has this power (checked while he is the Guide)."""
    return frozenset(c for c, p in companions_with("guide") if p.power == power)


def minion_keyword(minion: int, name: str) -> Params | None:
    """The parameters of the minion's keyword `name` (None: he has none)."""
    return next((p for m, p in minions_with(name) if m == minion), None)

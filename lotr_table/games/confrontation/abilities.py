"""The heroes' and special cards' abilities as data: Confrontation's vocabulary on the kernel
(engine/behaviours.py).

Each hero in data/heroes.json and each special card in data/specials.json lists its
abilities as keywords named here, with parameters checked at load (a hero, region or card
a parameter names must exist). The rules (movement.py, turn.py, battle.py) ask "does this
hero have X, and with what" — never which hero it is. The move keywords carry their own
move generators; the others are consulted at the fixed points of the turn and the battle
where the seed places them.

    {"id": "merry", ..., "abilities": [
        {"type": "keyword", "keyword": {"name": "kills_instantly", "against": ["witchking_c", "witchking_a"]}}]}

`when` in a parameter is the hero's part in the battle: "attacking", "defending" or
"always".
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict

from lotr_table.engine.behaviours import Vocabulary
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.data import board_data, combat_cards, heroes, special_cards

VOCAB = Vocabulary("confrontation")

STEP, TUNNEL, ABILITY, URUK = "step", "tunnel", "ability", "uruk"


def _hero(value: str) -> str:
    if value not in heroes():
        raise ValueError(f"no hero {value!r}")
    return value


def _region(value: str) -> str:
    if value not in {r.id for r in board_data().regions}:
        raise ValueError(f"no region {value!r}")
    return value


def _text_card(value: str) -> str:
    if value not in {c.id.split("_", 1)[1] for c in combat_cards().values() if c.kind == "text"}:
        raise ValueError(f"no text card {value!r}")
    return value


HeroId = Annotated[str, AfterValidator(_hero)]
RegionId = Annotated[str, AfterValidator(_region)]
TextCard = Annotated[str, AfterValidator(_text_card)]
When = Literal["attacking", "defending", "always"]
Direction = Literal["forward", "side", "back"]


class Params(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def applies(when: str, attacking: bool) -> bool:
    """Does an ability limited to `when` apply to a hero attacking (or, if not, defending)?"""
    return when == "always" or (when == "attacking") == attacking


# -- moving: each keyword is its own move generator, fn(s, piece, counts, params) ------------

class Directions(Params):
    directions: tuple[Direction, ...]


class IntoRegion(Params):
    region: RegionId


@VOCAB.keyword("attacks_adjacent", Directions)
def attacks_adjacent(s, p: int, c, params: Directions) -> list[tuple[int, str]]:
    """Aragorn (classic), the Witch King (classic): into an adjacent region in the named
    directions if he attacks by it; never sideways in the mountains, never upstream; the
    Fellowship's forward includes the river and the tunnel."""
    side = F if p < 9 else S
    r = s.loc[p]
    key = (params.directions, side, r)
    near = _ADJACENT.get(key)
    if near is None:
        near = _ADJACENT[key] = _adjacent(params.directions, side, r)
    enemy = c[1 - side]
    return [(t, kind) for t, kind in near if enemy[t] > 0]


def _adjacent(directions: tuple[str, ...], side: int, r: int) -> tuple[tuple[int, str], ...]:
    """The regions next to r in these directions, each with the kind of the move into it."""
    b = board()
    out: list[tuple[int, str]] = []
    for d in directions:
        if d == "forward":
            ahead = b.fp_forward(r) if side == F else b.fwd[S][r]
            out.extend((t, TUNNEL if (r, t) == b.tunnel else ABILITY) for t in ahead)
        else:
            out.extend((t, ABILITY) for t in (b.sideways_for(side, r) if d == "side" else b.back[side][r]))
    return tuple(out)


_ADJACENT: dict = {}       # (directions, side, region) -> _adjacent(...): the board does not change


@VOCAB.keyword("flies_to_lone_enemy")
def flies_to_lone_enemy(s, p: int, c, params) -> list[tuple[int, str]]:
    """The Flying Nazgul (classic), reading A-06: any region held by exactly one enemy hero."""
    r = s.loc[p]
    enemy = c[S if p < 9 else F]
    return [(t, ABILITY) for t in range(len(board().ids)) if t != r and enemy[t] == 1]


def forward_chain(s, start: int, c, *, want_attack: bool) -> list[int]:
    """Sauron-forward chains of any length (Black Rider, Uruk-Hai): never into or through a
    region holding the maximum of Sauron heroes, never through Fellowship heroes."""
    b = board()
    seen = {start}
    frontier = [start]
    found: list[int] = []
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for r in frontier:
            for t in b.fwd[S][r]:
                if t in seen:
                    continue
                seen.add(t)
                if c[F][t] > 0:
                    if want_attack:
                        found.append(t)
                    continue
                if c[S][t] >= b.capacity[t]:
                    continue
                if not want_attack and c[S][t] == 0 and depth >= 2:
                    found.append(t)
                nxt.append(t)
        frontier = nxt
    return found


@VOCAB.keyword("rides_forward_to_attack")
def rides_forward_to_attack(s, p: int, c, params) -> list[tuple[int, str]]:
    """The Black Rider: forward any number of regions if he attacks by it."""
    return [(t, ABILITY) for t in forward_chain(s, s.loc[p], c, want_attack=True)]


@VOCAB.keyword("runs_forward_revealed")
def runs_forward_revealed(s, p: int, c, params) -> list[tuple[int, str]]:
    """The Uruk-Hai: revealed, forward any number of regions into an empty one."""
    return [(t, URUK) for t in forward_chain(s, s.loc[p], c, want_attack=False)]


@VOCAB.keyword("leaps_to_attack")
def leaps_to_attack(s, p: int, c, params) -> list[tuple[int, str]]:
    """The Flying Nazgul (alternative): forward over one region (full or held by the enemy
    as it may be) to attack."""
    b = board()
    side = F if p < 9 else S
    enemy = c[1 - side]
    return [(t, ABILITY) for m in b.fwd[side][s.loc[p]] for t in b.fwd[side][m] if enemy[t] > 0]


@VOCAB.keyword("enters_to_attack_lone", IntoRegion)
def enters_to_attack_lone(s, p: int, c, params: IntoRegion) -> list[tuple[int, str]]:
    """Treebeard: from anywhere into his region if a single enemy hero holds it."""
    t = board().index[params.region]
    enemy = c[S if p < 9 else F]
    return [(t, ABILITY)] if s.loc[p] != t and enemy[t] == 1 else []


MOVE_KEYWORDS = ("attacks_adjacent", "flies_to_lone_enemy", "rides_forward_to_attack",
                 "runs_forward_revealed", "leaps_to_attack", "enters_to_attack_lone")


# -- what the rules only ask about -------------------------------------------------------

def _ask(name: str):
    """Register a keyword the rules consult, its parameters' model being the class itself."""
    def register(model: type[BaseModel]):
        VOCAB.keyword(name, model)(model)
        return model
    return register


@_ask("stays_revealed")
class StaysRevealed(Params):
    """The Watcher: once revealed, stays revealed until the end of the game."""


@_ask("halts_when_revealed")
class HaltsWhenRevealed(Params):
    """The Watcher: once revealed, loses his move forward."""


@_ask("silences_enemy_text")
class SilencesEnemyText(Params):
    """The Warg: the opposing Fellowship hero's text is ignored."""


@_ask("kills_instantly")
class KillsInstantly(Params):
    """Merry, Legolas, Gimli, Saruman (alternative): defeats these heroes at once, before
    any card is played."""
    against: list[HeroId]


@_ask("kills_first_attacked")
class KillsFirstAttacked(Params):
    """The Orcs (classic): attacking, defeat at once the first enemy hero attacked in a region."""


@_ask("dies_with_enemy")
class DiesWithEnemy(Params):
    """Boromir: dies at once together with the enemy hero."""


@_ask("retreats")
class Retreats(Params):
    """Frodo (classic), Pippin, Faramir, Gollum: may retreat at the start of the battle,
    before the cards are played; not an ordinary move."""
    direction: Direction
    when: When


@_ask("stands_in_for")
class StandsInFor(Params):
    """Sam (classic): beside one of these heroes attacked first, may take his place in the
    battle, once an attack; these enemies then defeat him at once."""
    heroes: list[HeroId]
    killed_by: list[HeroId]


@_ask("strength_beside")
class StrengthBeside(Params):
    """Sam (classic): this strength when one of these heroes is revealed beside him at the
    start of the battle (or when he stood in for him)."""
    heroes: list[HeroId]
    strength: int


@_ask("swaps_with_neighbour")
class SwapsWithNeighbour(Params):
    """Smeagol: defending alone, may swap places with an own hero in an adjacent region,
    who defends instead."""


@_ask("fights_without_cards")
class FightsWithoutCards(Params):
    """Aragorn (alternative), Saruman (classic): may decide the battle is fought without
    combat cards."""
    when: When


@_ask("enemy_plays_first")
class EnemyPlaysFirst(Params):
    """Gandalf (classic): the enemy chooses and plays his combat card first."""


@_ask("own_card_ignored")
class OwnCardIgnored(Params):
    """The Cave Troll: his own side's combat card is ignored (it is still played)."""


@_ask("ignores_enemy_cards")
class IgnoresEnemyCards(Params):
    """Frodo (alternative), Elrond: the enemy's text cards (all, or those named) are ignored."""
    cards: Literal["all"] | list[TextCard]


@_ask("forces_another_card")
class ForcesAnotherCard(Params):
    """Saruman (alternative): may make the enemy take back his revealed card and show another."""


@_ask("swaps_card_for")
class SwapsCardFor(Params):
    """The Mouth of Sauron: may replace his played card with this Strength card, from the
    hand or the discard."""
    value: int


@_ask("lends_strength")
class LendsStrength(Params):
    """Gandalf (alternative): revealed from the battle region or next to it, adds this to the
    battling hero's strength."""
    amount: int


@_ask("strength_becomes")
class StrengthBecomes(Params):
    """The Orcs (alternative), Treebeard, Theoden: this strength when `when` holds, and only
    in these regions if any are named."""
    strength: int
    when: When
    regions: list[RegionId] = []


@_ask("matches_enemy_strength")
class MatchesEnemyStrength(Params):
    """Sam (alternative): strength equal to the enemy hero's."""
    when: When


@_ask("escapes_when_defeated")
class EscapesWhenDefeated(Params):
    """Wormtongue: defeated, may retreat in this direction (into an empty region if `empty`)."""
    direction: Direction
    empty: bool


@_ask("returns_after_victory")
class ReturnsAfterVictory(Params):
    """Shelob: victorious outside her region, returns there at once, and dies if an enemy
    or her side's maximum of other heroes is there."""
    region: RegionId


@_ask("ambushes_tunnel")
class AmbushesTunnel(Params):
    """The Balrog: in the tunnel's guard region, may be revealed to kill a hero passing
    through the tunnel."""


@_ask("wins_entering")
class WinsEntering(Params):
    """The Witch King (alternative): entering this region wins the game."""
    region: RegionId


@_ask("ring_passes_to")
class RingPassesTo(Params):
    """Frodo (alternative): if he dies the Ring passes to one of these heroes on the board;
    dying in battle against one of `lost_against` loses the game."""
    heroes: list[HeroId]
    lost_against: list[HeroId]


# -- the special cards -------------------------------------------------------------------

@_ask("moves_ahead_first")
class MovesAheadFirst(Params):
    """Shadowfax, The Dark of Mordor: before the move, a hero forward into a region with no
    enemy and not full; the move then follows with the same hero or another."""
    then: Literal["same_hero", "other_hero"]


@_ask("returns_dead_hero")
class ReturnsDeadHero(Params):
    """Gandalf the White: a dead one of these heroes returns in this region, unless an enemy
    is there or it is full; the turn is spent."""
    heroes: list[HeroId]
    region: RegionId


@_ask("names_hero_to_move")
class NamesHeroToMove(Params):
    """A King Revealed: one of these living heroes is revealed to name the enemy hero that
    must move next turn; the turn is spent."""
    reveals: list[HeroId]


@_ask("recalls_hero")
class RecallsHero(Params):
    """Recall to Mordor: an own hero goes to this region, unless an enemy is there or it is
    full; the turn is spent."""
    region: RegionId


@_ask("reveals_for_good")
class RevealsForGood(Params):
    """Crebain of Dunland: an enemy hero is revealed for the rest of the game; the turn is spent."""


@_ask("reveals_region")
class RevealsRegion(Params):
    """Palantir: any moment of the own turn, the enemy heroes of one region (not `except`)
    are revealed until the turn ends."""
    except_region: RegionId


@_ask("replaces_hero_text")
class ReplacesHeroText(Params):
    """Gwaihir the Wind: at the start of a battle, the own hero's text becomes "retreat at
    once" in this direction."""
    retreat: Literal["side", "back", "side_or_back"]


# -- loading and the precomputed look-ups --------------------------------------------------

VOCAB.load([{"id": h.id, "abilities": h.abilities} for h in heroes().values()])
VOCAB.load([{"id": c.id, "abilities": c.abilities} for c in special_cards().values()])

keywords = VOCAB.keywords
has = VOCAB.has
# hero or card id -> keyword -> parameters, for the rules that ask often (the battle); the
# empty id is a text in no force (the Warg silences the Fellowship hero's)
KEYWORDS = {cid: VOCAB.keyword_index(cid) for cid in VOCAB.cards} | {"": {}}

# hero id -> ((move generator, parameters), ...): what ability moves it has beyond the ordinary
MOVES = {h: tuple((VOCAB.keyword_of(name), params) for name, params in VOCAB.keywords_in(h, MOVE_KEYWORDS))
         for h in heroes()}
MOVERS = frozenset(h for h, moves in MOVES.items() if moves)
STAYS_REVEALED = VOCAB.holders("stays_revealed")
HALTS_WHEN_REVEALED = VOCAB.holders("halts_when_revealed")
SILENCERS = VOCAB.holders("silences_enemy_text")
RUNNERS = VOCAB.holders("runs_forward_revealed")
AMBUSHERS = VOCAB.holders("ambushes_tunnel")
LENDERS = VOCAB.holders("lends_strength")
# hero id -> the region whose entering wins the game (the Witch King, alternative)
WINS_ENTERING = {h: board().index[k.region] for h in VOCAB.holders("wins_entering")
                 for k in keywords(h, "wins_entering")}
# every hero some other hero may stand in for (a window opens whenever he has company)
STOOD_IN_FOR = frozenset(x for h in VOCAB.holders("stands_in_for") for k in keywords(h, "stands_in_for")
                         for x in k.heroes)

SPECIAL_KEYWORDS = ("moves_ahead_first", "returns_dead_hero", "names_hero_to_move", "recalls_hero",
                    "reveals_for_good", "reveals_region", "replaces_hero_text")


def _special_shapes() -> dict[str, tuple[str, BaseModel]]:
    out = {}
    for cid in special_cards():
        found = VOCAB.keywords_in(cid, SPECIAL_KEYWORDS)
        if len(found) != 1:
            raise ValueError(f"special card {cid!r}: names {len(found)} of the special cards' keywords, "
                             f"not one")
        out[cid] = found[0]
    return out


# special card id -> (keyword, parameters): what the card does
SPECIAL = _special_shapes()


def special_with(name: str) -> str:
    """The one special card with keyword `name` (the Palantir, Gwaihir)."""
    found = [cid for cid, (kw, _) in SPECIAL.items() if kw == name]
    if len(found) != 1:
        raise ValueError(f"{len(found)} special cards have {name!r}, the rules expect one")
    return found[0]

"""Characters with armies (seed: «Протягом гри персонажі діють майже так само, як лідери»;
«Усі дружні військові загони, лідери й персонажі в одному регіоні утворюють військо»).

A side's characters in a region — companions on the map for the Free Peoples, minions for
the Shadow — are part of its army there: they lead it (a Character result moves or attacks
with it), add their leadership in battle («Значення лідерства війська дорівнює кількості
лідерів (або назґŷлів) плюс показники лідерства всіх персонажів»), and fall with it («Якщо
всі військові загони з одного війська знищені в ході битви, негайно приберіть усіх лідерів (і
персонажів також), що були частиною цього війська»). Readings taken: every character of the
attacker's region joins the attack; characters stay where they stand when the winner advances.
"""

from __future__ import annotations

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import companions, minions
from lotr_table.games.wotr.board import ELITE, FREE_PEOPLES, SHADOW, SOUTHRONS, board
from lotr_table.games.wotr.character_words import companion_has, minion_has, minions_with
from lotr_table.games.wotr.characters import characters, companion_id
from lotr_table.games.wotr.state import slot

LOG = ("{companion} falls with his army.",)


def companions_at(s, region: int) -> tuple[int, ...]:
    return tuple(c for c, r in s.separated if r == region)


def at(s, region: int, side: int) -> tuple[int, ...]:
    """The side's characters standing in a region (companions, or minions)."""
    return companions_at(s, region) if side == FREE_PEOPLES else minions.at(s, region)


def leads(s, region: int, side: int) -> bool:
    """A character here lets a Character result move or attack with the army («якщо у складі
    війська є лідер чи персонаж»). Saruman (level 0) leads an attack but never moves."""
    return bool(at(s, region, side))


def rating(s, region: int, side: int, pieces: tuple[int, ...], nazgul_cancelled: bool = False,
           silenced: tuple[int, ...] = ()) -> int:
    """What the characters and the Servants of the White Hand add to an army's leadership.
    Saruman's «Servants of the White Hand» (his published card): each Isengard elite unit is a
    leader too. The White Rider cancels the Nazgûl's leadership, the Witch-king's included; a
    `silenced` companion's counts for nothing (Words of Power)."""
    if side == FREE_PEOPLES:
        cards = characters().companions
        return sum(cards[c].leadership for c in companions_at(s, region) if c not in silenced)
    cards = characters().minions
    # «Короля-Відьмака вважають назґŷлом»: the minion who `counts_as_nazgul`
    found = sum(cards[m].leadership for m in minions.at(s, region)
                if not (nazgul_cancelled and m in minion_has("counts_as_nazgul")))
    return found + sum(pieces[k] for k in servants(s, side))


def servants(s, side: int) -> tuple[int, ...]:
    """The unit slots that are leaders too, in battle and for a Character move: «Servants of
    the White Hand» (Saruman's published card) makes each Isengard elite one while Saruman is
    in play, and with three or four players «кожен елітний загін південців і східнян, а також
    кожен елітний загін Ісенґарду трактують не лише як військовий підрозділ, а і як лідера під
    час переміщення чи в битві»."""
    if side != SHADOW:
        return ()
    for m, servants_of in minions_with("servants_of_the_white_hand"):
        if minions.in_play(s, m):
            nation = board().nation(servants_of.nation)
            if s.opts.players >= 3:
                return (slot(nation, ELITE), slot(SOUTHRONS, ELITE))
            return (slot(nation, ELITE),)
    return ()


def captains(s, region: int, side: int, silenced: tuple[int, ...] = ()) -> int:
    """«Капітан Заходу. Якщо Бурлака бере участь у битві, збільште на 1 бойову силу війська
    Вільних Народів (ви все одно можете кинути щонайбільше 5 бойових кубиків).» One for each
    companion with the ability, not `silenced` this round (Words of Power)."""
    if side != FREE_PEOPLES:
        return 0
    captains_of_the_west = companion_has("captain_of_the_west")
    return sum(c in captains_of_the_west and c not in silenced for c in companions_at(s, region))


def fall(s, region: int, side: int) -> None:
    """The army of the side here lost its last unit: its characters are eliminated."""
    if side == FREE_PEOPLES:
        for c in companions_at(s, region):
            s.separated = tuple(x for x in s.separated if x[0] != c)
            s.fallen = s.fallen + (c,)
            say(s, "{companion} falls with his army.", companion=companion_id(c))
    else:
        for m in minions.at(s, region):
            minions.fall(s, m)


def follow(s, side: int, source: int, to: int, names: tuple[int, ...]) -> None:
    """Characters going along with an army that moves («персонажі ... не зобов’язані
    переміщуватися разом з військом і можуть залишатися в регіоні самостійно»)."""
    if side == FREE_PEOPLES:
        companions.move(s, names, to)
    else:
        for m in names:
            minions.move(s, m, to)


def movers(s, region: int, side: int) -> tuple[int, ...]:
    """The characters who may move with an army: «Якщо рівень персонажа дорівнює 0, він не
    може переміщуватися, навіть бувши частиною війська»."""
    if side == FREE_PEOPLES:
        cards = characters().companions
        return tuple(c for c in companions_at(s, region) if cards[c].level > 0)
    cards = characters().minions
    return tuple(m for m in minions.at(s, region) if cards[m].level != 0)


"""The action dice (seed: Розділ IV, «Кубики дій» and the «Довідкова таблиця кубиків дій»).

A result is a word: the Free Peoples' die shows Character twice, Muster, Army/Muster,
Event and the Will of the West; the Shadow's die Character, Army, Muster, Army/Muster,
Event and the Eye («на кубиках Вільних Народів ... два символи персонажа», the Army only
with the Muster). Each side's unused results are `s.rolled[side]`, sorted, so two dice
showing the same result are one choice. What each result allows is `USES`.

The Elven Rings: «той самий гравець протягом одного ходу може використати лише один
Ельфійський Перстень»; the Free Peoples never change a die to the Will of the West; the
Shadow may change one to the Eye (into the Hunt Box at once, not an action) but never a
die already showing the Eye. A Free Peoples' ring passes to the Shadow, a Shadow's one
leaves the game.
"""

from __future__ import annotations

from lotr_table.engine import rng as chance
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW, SIDES
from lotr_table.games.wotr.characters import characters

CHARACTER, ARMY, MUSTER, ARMY_MUSTER, EVENT, WILL, EYE = (
    "character", "army", "muster", "army_muster", "event", "will_of_the_west", "eye")
RESULTS = (CHARACTER, ARMY, MUSTER, ARMY_MUSTER, EVENT, WILL, EYE)
FACES = ((CHARACTER, CHARACTER, MUSTER, ARMY_MUSTER, EVENT, WILL),     # the Free Peoples' die
         (CHARACTER, ARMY, MUSTER, ARMY_MUSTER, EVENT, EYE))           # the Shadow's die
ORDER = {r: i for i, r in enumerate(RESULTS)}
START_POOL = (4, 7)

# The uses of a result; playing a card comes with the event cards, moving companions and
# minions with the Fellowship.
MOVE, LEADER_MOVE, DIPLOMACY, DRAW, SKIP = "move", "leader_move", "diplomacy", "draw", "skip"
# «Атака військами»: with an Army result one army attacks; with a Character result an army
# that holds a leader
ATTACK, LEADER_ATTACK = "attack", "leader_attack"
# the Free Peoples' Character result moves or hides the Fellowship (Розділ VIII)
FELLOWSHIP_MOVE, HIDE = "fellowship_move", "hide"
# Strider as Guide: «Можете використати будь-який результат кубиків дій, щоб приховати
# розкрите Братство.» (his card, printed in the seed)
STRIDER_HIDE = "hide_with_strider"
SEPARATE, MOVE_COMPANIONS = "separate", "move_companions"
# Boromir, Legolas, Gimli in their nation's stronghold: any result advances it (companions.py)
COMPANION_POLITICS = "companion_politics"
# the special characters: the Shadow's minions with a Muster result, Gandalf the White and
# Aragorn with the Will of the West, the minions moved with a Character result
PLAY_MINION, PLAY_CHARACTER, MOVE_MINIONS = "play_minion", "play_character", "move_minions"
# Saruman's «The Voice of Saruman» (his published card): a Muster result recruits a regular in
# every Isengard settlement, or turns two regulars of Orthanc into elites
VOICE_RECRUIT, VOICE_ELITES = "voice_of_saruman_recruit", "voice_of_saruman_elites"
RECRUIT_ELITE, RECRUIT_REGULARS, RECRUIT_LEADERS, RECRUIT_BOTH = (
    "recruit_elite", "recruit_two_regulars", "recruit_two_leaders", "recruit_regular_and_leader")
# «Карти подій можна розіграти ... за допомогою результату «подія» ... [або] результату кидка
# кубика дій, символ на якому збігається з символом у правому верхньому куті карти» (events.py)
PLAY_EVENT = "play_event"
# «Якщо скидання карти вимагає використання кубика дій, то скидання карти вважають дією»: an
# enemy card on the table discarded with a die (table_cards.py)
DISCARD_TABLE = "discard_table_card"
_ARMY = (MOVE, ATTACK)
_MUSTER = (DIPLOMACY, RECRUIT_ELITE, RECRUIT_REGULARS, RECRUIT_LEADERS, RECRUIT_BOTH, PLAY_MINION, VOICE_RECRUIT,
           VOICE_ELITES)
USES = {
    CHARACTER: (FELLOWSHIP_MOVE, HIDE, SEPARATE, MOVE_COMPANIONS, MOVE_MINIONS, LEADER_MOVE, LEADER_ATTACK, COMPANION_POLITICS,
                PLAY_EVENT, DISCARD_TABLE, SKIP),
    ARMY: _ARMY + (STRIDER_HIDE, COMPANION_POLITICS, PLAY_EVENT, DISCARD_TABLE, SKIP),
    MUSTER: _MUSTER + (STRIDER_HIDE, COMPANION_POLITICS, PLAY_EVENT, DISCARD_TABLE, SKIP),
    ARMY_MUSTER: _ARMY + _MUSTER + (STRIDER_HIDE, COMPANION_POLITICS, PLAY_EVENT, DISCARD_TABLE, SKIP),
    EVENT: (DRAW, PLAY_EVENT, STRIDER_HIDE, COMPANION_POLITICS, DISCARD_TABLE, SKIP),
    # «змінити результат "Воля Заходу" на будь-який інший символ і виконати відповідну дію»
    WILL: (FELLOWSHIP_MOVE, HIDE, SEPARATE, MOVE_COMPANIONS, LEADER_MOVE, LEADER_ATTACK) + _ARMY + _MUSTER
    + (DRAW, PLAY_EVENT, COMPANION_POLITICS, PLAY_CHARACTER, DISCARD_TABLE, SKIP),
}
ALL_USES = (FELLOWSHIP_MOVE, HIDE, STRIDER_HIDE, SEPARATE, MOVE_COMPANIONS, MOVE_MINIONS, PLAY_MINION, PLAY_CHARACTER,
            VOICE_RECRUIT, VOICE_ELITES,
            COMPANION_POLITICS, MOVE, LEADER_MOVE, ATTACK, LEADER_ATTACK, DIPLOMACY, RECRUIT_ELITE, RECRUIT_REGULARS,
            RECRUIT_LEADERS, RECRUIT_BOTH, DRAW, PLAY_EVENT, DISCARD_TABLE, SKIP)


def pool_of(s) -> tuple[int, int]:
    """Each side's dice for the coming turn: «Гравець за Вільні Народи додає один кубик до свого
    запасу, коли в гру вступає Арагорн, спадкоємець Ісільдура, і ще один кубик, коли з’являється
    Ґандальф Білий»; the Shadow one per minion in play (at most 10); «Обидва гравці втрачають
    додатковий кубик, якщо відповідного персонажа вилучають із гри.» Counted in phase 1: «кубик
    додають або прибирають із запасу кубиків під час фази «Повернення кубиків дій ...» наступного
    ходу»."""
    cards = characters()
    free = sum(cards.companions[c].die_bonus for c, _ in s.separated)
    shadow = sum(cards.minions[m].die_bonus for m, _ in s.minions)
    return START_POOL[0] + free, min(10, START_POOL[1] + shadow)


def roll(s, side: int, n: int) -> tuple[str, ...]:
    """Roll n of the side's dice; the results, sorted."""
    faces = FACES[side]
    out = sorted((faces[chance.draw(s, 6)] for _ in range(n)), key=ORDER.__getitem__)
    s.barrier += 1
    return tuple(out)


def set_rolled(s, side: int, results) -> None:
    rolled = list(s.rolled)
    rolled[side] = tuple(sorted(results, key=ORDER.__getitem__))
    s.rolled = tuple(rolled)


def spend(s, side: int, result: str) -> None:
    """The die showing `result` is used (set aside until the next turn)."""
    left = list(s.rolled[side])
    left.remove(result)
    set_rolled(s, side, left)


def may_pass(s, side: int) -> bool:
    """«Якщо гравець має менше невикористаних кубиків дій, ніж його суперник ... він може
    натомість спасувати»."""
    return len(s.rolled[side]) < len(s.rolled[1 - side])


# ---- the Elven Rings ----------------------------------------------------------------------

def may_use_ring(s, side: int) -> bool:
    return s.rings[side] > 0 and not s.ring_used[side] and bool(ring_dice(s, side))


def ring_dice(s, side: int) -> tuple[str, ...]:
    """The results a ring may change: the side's unused dice, never the Eye."""
    return tuple(dict.fromkeys(r for r in s.rolled[side] if r != EYE))


def ring_results(side: int, result: str) -> tuple[str, ...]:
    """What a ring may turn `result` into: any other result of the side's dice, never the
    Will of the West for the Free Peoples (the Eye is the Shadow's)."""
    choices = (CHARACTER, ARMY, MUSTER, ARMY_MUSTER, EVENT) + ((EYE,) if side == SHADOW else ())
    return tuple(r for r in choices if r != result)


def give_ring(s, side: int) -> None:
    """One of the side's rings is used: «він перевертає жетон стороною «Полум’яне око» і віддає
    його гравцеві за Тінь», and it is the one ring of the side's turn."""
    rings = list(s.rings)
    rings[side] -= 1
    if side == FREE_PEOPLES:
        rings[SHADOW] += 1                # flipped to the Eye and given to the Shadow
    s.rings = tuple(rings)
    used = list(s.ring_used)
    used[side] = True
    s.ring_used = tuple(used)


def use_ring(s, side: int, result: str, to: str) -> None:
    left = list(s.rolled[side])
    left.remove(result)
    give_ring(s, side)
    if to == EYE:
        s.hunt_box += 1                   # «цей кубик треба негайно покласти в комірку гонитви»
    else:
        left.append(to)
    set_rolled(s, side, left)
    say(s, "{side} uses an Elven Ring: a die showing {result} now shows {to}.", side=SIDES[side], result=result,
        to=to)

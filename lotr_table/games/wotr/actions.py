"""Phase 5, the actions (seed: Розділ IV, «Дії»; the «Довідкова таблиця кубиків дій»).

Each opportunity is a question: a die (one choice per result shown), an Elven Ring (then
the die it changes and the new result), or passing when the side has fewer unused dice
(«Якщо гравець має менше невикористаних кубиків дій, ніж його суперник ..., він може
натомість спасувати»). A die then asks its use (compound `use`, "back" to the
opportunity), and the use its targets in steps, each with "back" to the choice of use:
`move` (army, units, to; an Army result then offers a second army), `recruit_one`
(settlement), `recruit_two` (first, second), `diplomacy` (nation), `draw_card` (deck). A use
is offered only when it can be completed. The die is spent when its use is carried out,
and the other side has the next opportunity. Attacks come with the battles, playing event
cards with the cards, companions' and minions' moves with the Fellowship.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import count

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import (
    attack, battle, card_play, cards, companions, dice, fellowship, leadership, minions, mixed, movement, muster, players,
    politics, successors, table_cards)
from lotr_table.games.wotr.board import FREE_PEOPLES, ISENGARD, SAURON, SHADOW, SIDES, board
from lotr_table.games.wotr.character_words import guides_with
from lotr_table.games.wotr.characters import characters, companion_group, companion_id, level, minion_id
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.players import nations_of_seat
from lotr_table.games.wotr.state import by_region_kept, read_of_pieces
from lotr_table.games.wotr import region_candidates  # noqa: F401,E402  (the card tests' short lists)

PROMPTS = {
    "opportunity": "Choose a die to use, an Elven Ring, or pass.",
    "second_army": "Move a second army?",
    "follow": "Which characters go with the army?",
}

# ---- who acts --------------------------------------------------------------------------

seats_of_side = lru_cache(maxsize=16)(players.seats_of_side)


def seat_for(s, side: int) -> int:
    """The seat whose opportunity it is: a side of one seat always, a team alternately its
    non-leading and its leading player."""
    seats = seats_of_side(s.opts.players, side)
    if len(seats) == 1:
        return seats[0]
    leading = s.leading[side]
    other = next(x for x in seats if x != leading)
    return other if s.acted[side] % 2 == 0 else leading


def nations_for(s, seat: int) -> tuple[int, ...]:
    return nations_of_seat(s.opts.players)[seat]


def barred(s, seat: int) -> int:
    """With three players the Free Peoples' player «не може використовувати дві послідовні дії за
    один і той самий народ»: the nation of its last action when that action was for one nation, else -1.
    Reading: an action for two nations (a mixed army, two pieces of two nations) is not for
    "the same nation"."""
    if not _one_free_player(s, seat):
        return -1
    last = s.last_nations[FREE_PEOPLES]
    return last[0] if len(last) == 1 else -1


def _one_free_player(s, seat: int) -> bool:
    return s.opts.players == 3 and side_of(s, seat) == FREE_PEOPLES


def restricted(s, seat: int) -> bool:
    """Whether the three-player bar may refuse some army of the seat now."""
    return _one_free_player(s, seat) and (barred(s, seat) >= 0 or bool(s.last_army))


def acting_nations(s, seat: int) -> tuple[int, ...]:
    """The nations the seat may take an action for one nation with now."""
    no = barred(s, seat)
    return tuple(n for n in nations_for(s, seat) if n != no)


def _acted_for(s, seat: int, nations, more: bool = False, army: tuple[int, ...] = ()) -> None:
    side = side_of(s, seat)
    last = list(s.last_nations)
    last[side] = tuple(sorted(set(nations) | (set(last[side]) if more else set())))
    s.last_nations = tuple(last)
    if _one_free_player(s, seat):
        s.last_army = tuple(sorted(set(army) | (set(s.last_army) if more else set())))


def _group_allowed(s, seat: int, group, region: int) -> bool:
    """The three-player bar on a group setting out from `region`: not the nation of the last
    action; a mixed army (two nations or more) whatever the last nation, but «це не повинно
    бути одне й те саме військо» — not the mixed army the last action was taken with,
    which stands where that action left it."""
    if not _one_free_player(s, seat):
        return True
    nations = _group_nations(group)
    if len(nations) > 1:
        return region not in s.last_army
    no = barred(s, seat)
    return no < 0 or nations[0] != no


def _group_nations(group) -> tuple[int, ...]:
    b = board()
    return tuple(dict.fromkeys(b.nation(nation) for nation, _, _ in group))


def _army_left(group, *regions: int) -> tuple[int, ...]:
    """Where a mixed army stands after its action (nothing for an army of one nation)."""
    return regions if len(_group_nations(group)) > 1 else ()


def side_of(s, seat: int) -> int:
    return cards.side_of_seat(s.opts.players, seat)



def opportunity(s) -> bool:
    """Pose the next opportunity of phase 5: to the side whose turn it is, or to the other
    when it has no die left; False when neither has one (the phase is over)."""
    table_cards.check(s)                   # a card on the table whose condition no longer holds
    if mixed.offer(s):                     # allies' pieces that met in the last action
        return True
    side = s.mover
    if not s.rolled[side]:
        side = 1 - side
        if not s.rolled[side]:
            return False
        s.mover = side
    seat = seat_for(s, side)
    acts = [_DIE[r] for r in dict.fromkeys(s.rolled[side])]
    if dice.may_use_ring(s, side):
        acts.append(Action("ring"))
    if dice.may_pass(s, side):
        acts.append(Action("pass"))
    FLOW.ask(s, seat, "opportunity", tuple(acts), PROMPTS["opportunity"])
    FLOW.take_worked(s)                    # "back" from a die's use: the uses worked out still hold
    return True


@FLOW.answer("opportunity")
def _on_opportunity(s, q, action: Action) -> None:
    kind = action.kind
    if kind == "die":                      # a die chosen changes nothing yet
        FLOW.compound(s, "use", q.seat, action["result"], unchanged=True)
    elif kind == "ring":
        FLOW.compound(s, "ring", q.seat, side_of(s, q.seat), unchanged=True)
    else:
        # «Якщо гравець вирішує пропустити дію, він усе одно може виконати наступну дію після
        # того, як команда суперника виконає свою дію»: a pass keeps the team's turn order
        side = side_of(s, q.seat)
        say(s, "{side} passes.", side=SIDES[side])
        s.mover = 1 - side


_DIE = {r: Action("die", result=r) for r in dice.RESULTS}


def _took_opportunity(s, side: int) -> None:
    acted = list(s.acted)
    acted[side] += 1
    s.acted = tuple(acted)
    s.mover = 1 - side


# ---- the uses of a die -------------------------------------------------------------------

def _use_options(s, seat: int, partial: tuple, result: str) -> list:
    side = side_of(s, seat)
    uses = dice.USES[result]
    if result == dice.MUSTER and side == SHADOW and minions.messenger_ready(s):
        uses = uses + (dice.MOVE, dice.ATTACK)      # the Mouth of Sauron's Muster as an Army
    # one at a time: a save's replay looks for the use it reads and stops there
    return (u for u in uses if (card_play.may_play(s, seat, result) if u == dice.PLAY_EVENT
                                else table_cards.discardable(s, seat, result) if u == dice.DISCARD_TABLE
                                else usable(s, seat, side, u)))


def usable(s, seat: int, side: int, use: str) -> bool:
    key = ("usable", seat, use)
    found = s.cache.get(key)             # dice of several results offer the same uses
    if found is None:
        if use in _ARMY_USES:
            # a reading of the pieces and of the few facts below: kept while they are the
            # same (most actions leave the armies where they stood), not asked again
            memo, lasting = read_of_pieces(s), key + _army_facts(s, side)
            found = memo.get(lasting)
            if found is None:
                memo[lasting] = found = _usable(s, seat, side, use)
        else:
            found = _usable(s, seat, side, use)
        s.cache[key] = found
    return found


_ARMY_USES = frozenset((dice.MOVE, dice.LEADER_MOVE, dice.ATTACK, dice.LEADER_ATTACK))


def _army_facts(s, side: int) -> tuple:
    """All that whether a side's army may move or attack reads besides the pieces
    (movement.py, attack.py, battle.why_not): which nations are At War (no more: a nation's
    steps short of it bind its armies alike), the mixed armies and who leads a team, the
    side's characters on the map (the companions, or the minions: leaders, Saruman's
    servants), a battle being fought, with three players the bar's last action, and the
    regions the other side's cards on the table close to the side."""
    key = ("army_facts", side)
    found = s.cache.get(key)
    if found is None:
        found = (_at_war(tuple(s.step)), s.mixed, s.leading, s.separated if side == FREE_PEOPLES else s.minions,
                 s.battle is None, table_cards.closed_regions(s, side))
        if s.opts.players == 3:          # the bar reads the Free Peoples' last action
            found += (s.last_nations, s.last_army)
        s.cache[key] = found
    return found


@lru_cache(maxsize=64)
def _at_war(steps: tuple[int, ...]) -> tuple[bool, ...]:
    return tuple(step == politics.AT_WAR for step in steps)


def _usable(s, seat: int, side: int, use: str) -> bool:
    return _CHECKS[use](s, seat, side, use)


def _recruit_usable(s, seat: int, side: int, use: str) -> bool:
    """muster.may_recruit, kept with the pieces (read_of_pieces) under all else it reads
    (_muster_facts, the three-player bar): most actions leave all of it as it was."""
    memo, key = read_of_pieces(s), ("recruit", seat, use, barred(s, seat)) + _muster_facts(s)
    found = memo.get(key)
    if found is None:
        memo[key] = found = _may_recruit(s, seat, side, use)
    return found


def _muster_facts(s) -> tuple:
    """What whether a muster may be made reads besides the pieces: which nations are At War,
    the reinforcements, who controls the settlements; as a number that names those facts
    (one long tuple hashed once per question, not at every look-up in the memo)."""
    found = s.cache.get("muster_facts")
    if found is None:
        facts = (_at_war(tuple(s.step)), tuple(s.reserve), tuple(s.controller))
        number = _FACTS.get(facts)
        if number is None:
            if len(_FACTS) >= 4096:
                _FACTS.clear()           # the numbers go on from where they were: none is reused
            number = _FACTS[facts] = next(_FACT_NUMBERS)
        s.cache["muster_facts"] = found = (number,)
    return found


_FACTS: dict = {}
_FACT_NUMBERS = count()


def _may_recruit(s, seat: int, side: int, use: str) -> bool:
    """muster.may_recruit, from the settlements of each kind worked out once per question
    (the four musters of a die share them)."""
    if barred(s, seat) >= 0:
        return bool(_recruit_first(s, seat, use))
    nations, kinds = nations_for(s, seat), muster.PIECES[use]
    firsts = _muster_places(s, side, nations, kinds[0])
    if len(kinds) == 1 or not firsts:
        return bool(firsts)
    seconds = _muster_places(s, side, nations, kinds[1])
    return any(muster.places_besides(s, seconds, r, kinds[0], kinds[1]) for r in firsts)


def _attack_usable(s, seat: int, side: int, use: str) -> bool:
    nations, leader = nations_for(s, seat), use == dice.LEADER_ATTACK
    if _one_free_player(s, seat):        # the three-player bar may refuse some army
        return attack.may_attack(s, side, nations, leader, lambda g, r: _group_allowed(s, seat, g, r))
    return attack.may_attack(s, side, nations, leader, from_region=_army_may_attack(s, side, nations, leader))


def _move_usable(s, seat: int, side: int, use: str) -> bool:
    if restricted(s, seat):
        return _may_move_unbarred(s, seat, use == dice.LEADER_MOVE, ())
    # movement.may_move, or for a Character result also an army a character leads: some
    # army of the sources a move lists may go
    nations, leader = nations_for(s, seat), use == dice.LEADER_MOVE
    return any(_army_may_go(s, side, nations, leader, r) for r in _move_sources(s, side, nations, leader, ()))


# whether a die may be used so, by use (one look-up: every use of every die asks)
_CHECKS = {
    dice.SKIP: lambda s, seat, side, use: True,
    dice.FELLOWSHIP_MOVE: lambda s, seat, side, use: side == FREE_PEOPLES and fellowship.may_move(s),
    dice.HIDE: lambda s, seat, side, use: side == FREE_PEOPLES and fellowship.may_hide(s),
    dice.SEPARATE: lambda s, seat, side, use: side == FREE_PEOPLES and companions.may_separate(s),
    dice.MOVE_COMPANIONS: lambda s, seat, side, use: side == FREE_PEOPLES and bool(companions.movable(s)),
    dice.COMPANION_POLITICS: lambda s, seat, side, use: side == FREE_PEOPLES and bool(_warden_nations(s, seat)),
    dice.PLAY_CHARACTER: lambda s, seat, side, use: side == FREE_PEOPLES and bool(successors.playable(s)),
    dice.PLAY_MINION: lambda s, seat, side, use: side == SHADOW and _may_play_minion(s, seat),
    dice.MOVE_MINIONS: lambda s, seat, side, use: side == SHADOW and _minions_left(s, seat, (), ()),
    dice.VOICE_RECRUIT: lambda s, seat, side, use: (side == SHADOW and ISENGARD in acting_nations(s, seat)
                                                    and bool(minions.voice_settlements(s))),
    dice.VOICE_ELITES: lambda s, seat, side, use: (side == SHADOW and ISENGARD in acting_nations(s, seat)
                                                   and minions.voice_may_upgrade(s)),
    dice.STRIDER_HIDE: lambda s, seat, side, use: (side == FREE_PEOPLES and fellowship.may_hide(s)
                                                   and s.guide in guides_with("hides_with_any_result")),
    dice.DRAW: lambda s, seat, side, use: bool(cards.decks_to_draw(s, seat)),
    dice.DIPLOMACY: lambda s, seat, side, use: bool(muster.diplomacy_targets(s, side, acting_nations(s, seat))),
    **{use: _recruit_usable for use in muster.PIECES},
    dice.ATTACK: _attack_usable,
    dice.LEADER_ATTACK: _attack_usable,
    dice.MOVE: _move_usable,
    dice.LEADER_MOVE: _move_usable,
}


def _by_region(s, key: tuple, side: int) -> dict:
    """{region: what `key` asks of its army}, filled in as asked: whether the army may go
    somewhere (`_army_may_go`) or attack (`_army_may_attack`). Each answer reads only the
    region's own pieces (its map army and stronghold box) and its neighbours' map armies,
    besides the facts of `_army_facts`, so the answers are kept with the pieces, and after
    a move, a muster or a battle only those of the regions at or next to a change are asked
    again."""
    found = s.cache.get(key)
    if found is None:
        s.cache[key] = found = by_region_kept(s, key + _army_facts(s, side), own=True)
    return found


def _army_may_go(s, side: int, nations: tuple[int, ...], leader: bool, region: int) -> bool:
    """Whether the army of `region` (one of `_move_sources`) may move: a group of those
    `_move_options` lists has somewhere to go."""
    known = _by_region(s, ("moves_from", side, nations, leader), side)
    found = known.get(region)
    if found is None:
        known[region] = found = _army_moves(s, side, nations, region, leader)
    return found


def _army_may_attack(s, side: int, nations: tuple[int, ...], leader: bool):
    """Whether the army of a region may attack (attack._attacks_from, no army barred)."""
    known = _by_region(s, ("attacks_from", side, nations, leader), side)

    def attacks_from(region: int) -> bool:
        found = known.get(region)
        if found is None:
            known[region] = found = attack.attacks_from(s, side, nations, region, leader)
        return found
    return attacks_from


def _army_moves(s, side: int, nations: tuple[int, ...], region: int, leader: bool) -> bool:
    """Some group of the region's army may go somewhere (the groups `_move_options` lists)."""
    destinations = movement.destinations
    return any(destinations(s, side, region, g)
               for g in movement.first_groups(s, side, nations, region, leader and not _led(s, side, region, leader)))


def _may_move_unbarred(s, seat: int, leader: bool, excluded: tuple) -> bool:
    side, nations = side_of(s, seat), nations_for(s, seat)
    return any(movement.destinations(s, side, r, g) for r in movement.sources(s, side, nations, leader, excluded)
               for g in movement.groups(s, side, nations, r, leader) if _group_allowed(s, seat, g, r))


def _use_finish(s, seat: int, choice: tuple, result: str) -> None:
    use = choice[0]
    # a use asked in steps (a compound decision) changes nothing until it is finished
    if use == dice.SKIP:
        side = side_of(s, seat)
        _spend(s, seat, result)
        _acted_for(s, seat, ())
        say(s, "{side} sets aside a die showing {result} without acting.", side=SIDES[side], result=result)
    elif use in (dice.FELLOWSHIP_MOVE, dice.HIDE, dice.STRIDER_HIDE):
        _spend(s, seat, result)
        _acted_for(s, seat, ())
        fellowship.move(s) if use == dice.FELLOWSHIP_MOVE else fellowship.hide(s)
    elif use == dice.SEPARATE:
        FLOW.compound(s, "separate", seat, result, unchanged=True)
    elif use == dice.MOVE_COMPANIONS:
        FLOW.compound(s, "move_companion", seat, (result, ()), unchanged=True)
    elif use == dice.COMPANION_POLITICS:
        FLOW.compound(s, "companion_politics", seat, result, unchanged=True)
    elif use == dice.PLAY_CHARACTER:
        FLOW.compound(s, "play_character", seat, result, unchanged=True)
    elif use == dice.PLAY_MINION:
        FLOW.compound(s, "play_minion", seat, result, unchanged=True)
    elif use == dice.MOVE_MINIONS:
        FLOW.compound(s, "move_minion", seat, (result, (), ()), unchanged=True)
    elif use in (dice.VOICE_RECRUIT, dice.VOICE_ELITES):
        _spend(s, seat, result)
        _acted_for(s, seat, (ISENGARD,))
        minions.voice_recruit(s) if use == dice.VOICE_RECRUIT else minions.voice_upgrade(s)
    elif use == dice.DRAW:
        FLOW.compound(s, "draw_card", seat, result, unchanged=True)
    elif use == dice.PLAY_EVENT:
        FLOW.compound(s, "play_event", seat, result, unchanged=True)
    elif use == dice.DISCARD_TABLE:
        FLOW.compound(s, "discard_table", seat, result, unchanged=True)
    elif use == dice.DIPLOMACY:
        FLOW.compound(s, "diplomacy", seat, result, unchanged=True)
    elif use == dice.RECRUIT_ELITE:
        FLOW.compound(s, "recruit_one", seat, (result, use), unchanged=True)
    elif use in muster.PIECES:
        FLOW.compound(s, "recruit_two", seat, (result, use), unchanged=True)
    elif use in (dice.ATTACK, dice.LEADER_ATTACK):
        FLOW.compound(s, "attack", seat, (result, use == dice.LEADER_ATTACK), unchanged=True)
    else:
        FLOW.compound(s, "move", seat, (result, use == dice.LEADER_MOVE, (), False), unchanged=True)


def _back_to_opportunity(s, seat: int, context) -> None:
    """«Back» from a die's use: the opportunity is asked again (by the idle phase), on the
    same state, so what the use's question worked out is handed on to it."""
    FLOW.keep_worked(s)


FLOW.compound_kind("use", ("use",), ("Choose how to use the die.",), _use_options, _use_finish,
                   _back_to_opportunity)


def _back_to_use(s, seat: int, context) -> None:
    result = context if isinstance(context, str) else context[0]
    FLOW.compound(s, "use", seat, result, unchanged=True)


def _spend(s, seat: int, result: str) -> None:
    side = side_of(s, seat)
    dice.spend(s, side, result)
    _took_opportunity(s, side)


# draw a card
def _deck_options(s, seat, partial, result):
    return list(cards.decks_to_draw(s, seat))


def _draw_finish(s, seat, choice, result):
    _spend(s, seat, result)
    _acted_for(s, seat, ())
    cards.draw(s, seat, choice[0])
    s.stack.append(("hand_limit", seat))


FLOW.compound_kind("draw_card", ("deck",), ("Choose the deck to draw from.",), _deck_options, _draw_finish,
                   _back_to_use)


# play an event card (card_play.py): one card per die
def _event_options(s, seat, partial, result):
    return list(card_play.playable(s, seat, result))


def _event_finish(s, seat, choice, result):
    _spend(s, seat, result)
    _acted_for(s, seat, ())
    card_play.play(s, seat, choice[0], result)


FLOW.compound_kind("play_event", ("card",), (card_play.PROMPT,), _event_options, _event_finish, _back_to_use)


# discard an enemy card from the table (table_cards.py), with the cards from the hand it asks
def _table_options(s, seat, partial, result):
    if not partial:
        return list(table_cards.discardable(s, seat, result))
    kinds = table_cards.payment(s, seat, partial[0])
    if len(partial) > len(kinds):
        return ["nothing"]
    return list(table_cards._hand_of(s, seat, kinds[len(partial) - 1]))


def _table_finish(s, seat, choice, result):
    _spend(s, seat, result)
    _acted_for(s, seat, ())
    table_cards.discard_by_die(s, seat, choice[0], tuple(c for c in choice[1:] if c != "nothing"), result)


FLOW.compound_kind("discard_table", ("card", "given", "paid"),
                   ("Choose the card to discard from the table.", "Choose a card of your hand to discard with it.",
                    "Choose another card of your hand to discard with it."), _table_options, _table_finish,
                   _back_to_use)


# companions leave the Fellowship, one or a group («одного супутника (або групу супутників)»)
@lru_cache(maxsize=1024)
def _names(group) -> tuple[str, ...]:
    return tuple(companion_id(c) for c in group)


_group = companion_group


def _separate_options(s, seat, partial, result):
    if not partial:
        return [_names(g) for g in companions.subsets(s.fellowship)]
    # where a group may end depends only on its highest level: the groups of one level
    # (most of the Fellowship's subsets) share it within the question
    group = _group(partial[0])
    key = ("separate_to", max(level(c) for c in group))
    found = s.cache.get(key)
    if found is None:
        b = board()
        s.cache[key] = found = [b.ids[r] for r in companions.reach(s, group)]
    return list(found)


def _separate_finish(s, seat, choice, result):
    _spend(s, seat, result)
    _acted_for(s, seat, ())
    companions.separate(s, _group(choice[0]), board().region(choice[1]))


FLOW.compound_kind("separate", ("companions", "to"), companions.PROMPTS, _separate_options, _separate_finish,
                   _back_to_use)


# companions on the map: each may move once with the die, up to its level, a group of one
# region up to its highest
def _companion_options(s, seat, partial, context):
    result, moved = context
    if not partial:
        return [_names(g) for g in companions.movable_groups(s, moved)]
    b = board()
    return [b.ids[r] for r in companions.group_reach(s, _group(partial[0]))]


def _companion_finish(s, seat, choice, context):
    result, moved = context
    group = _group(choice[0])
    if not moved:                         # the die is spent by the first companions' move
        _spend(s, seat, result)
        _acted_for(s, seat, ())
    companions.move(s, group, board().region(choice[1]))
    moved = moved + group
    if companions.movable(s, moved):
        FLOW.ask(s, seat, "more_companions", (Action("another_companion"), Action("done")), companions.MORE_PROMPT,
                 data=(result, moved))


def _companion_back(s, seat, context):
    result, moved = context
    if moved:                             # the die is spent: back to the question of more
        FLOW.ask(s, seat, "more_companions", (Action("another_companion"), Action("done")), companions.MORE_PROMPT,
                 data=context)
    else:
        _back_to_use(s, seat, result)


FLOW.compound_kind("move_companion", ("companions", "to"), companions.MOVE_PROMPTS, _companion_options,
                   _companion_finish, _companion_back)


@FLOW.answer("more_companions")
def _on_more_companions(s, q, action: Action) -> None:
    if action.kind == "another_companion":
        FLOW.compound(s, "move_companion", q.seat, q.data)


# Gandalf the White and Aragorn with the Will of the West (successors.py)
def _play_character_options(s, seat, partial, result):
    b = board()
    if not partial:
        return [companion_id(c) for c in successors.playable(s)]
    return [b.ids[r] for r in successors.places(s, _character(partial[0]))]


def _character(name: str) -> int:
    return next(i for i, c in enumerate(characters().companions) if c.id == name)


def _play_character_finish(s, seat, choice, result):
    _spend(s, seat, result)
    _acted_for(s, seat, ())
    successors.enter(s, _character(choice[0]), board().region(choice[1]))


FLOW.compound_kind("play_character", ("companion", "to"), successors.PROMPTS, _play_character_options,
                   _play_character_finish, _back_to_use)


# the Shadow's minions enter with a Muster result (minions.py); a minion's nation is its seat's
def _minion(name: str) -> int:
    return next(i for i, m in enumerate(characters().minions) if m.id == name)


def _may_play_minion(s, seat) -> bool:
    """bool(_minions_to_play), stopping at the first: the seat's own minions asked alone, and
    each only whether he may enter somewhere (minions.may_enter_play)."""
    mine = acting_nations(s, seat)
    b, known = board(), characters().minions
    return any(minions.may_enter_play(s, m) for m in range(len(known)) if b.nation(known[m].nation) in mine)


def _minions_to_play(s, seat) -> tuple[int, ...]:
    mine = acting_nations(s, seat)
    b = board()
    return tuple(m for m in minions.playable(s) if b.nation(characters().minions[m].nation) in mine)


def _play_minion_options(s, seat, partial, result):
    b = board()
    if not partial:
        return [characters().minions[m].id for m in _minions_to_play(s, seat)]
    return [b.ids[r] for r in minions.places(s, _minion(partial[0]))]


def _play_minion_finish(s, seat, choice, result):
    minion = _minion(choice[0])
    _spend(s, seat, result)
    _acted_for(s, seat, (board().nation(characters().minions[minion].nation),))
    minions.enter(s, minion, board().region(choice[1]))


FLOW.compound_kind("play_minion", ("minion", "to"), minions.PROMPTS, _play_minion_options, _play_minion_finish,
                   _back_to_use)


# the minions and the Nazgûl move with a Character result, each once per die; the context is
# (result, the minions moved, the regions the Nazgûl moved came to)
def _nazgul_mine(s, seat) -> bool:
    """«Будь-який гравець може переміщувати назґулів, але тільки гравець за Короля-Відьмака може
    наймати назґулів.» (Розділ X): every Shadow seat moves them (mustering stays with Sauron's)."""
    return cards.side_of_seat(s.opts.players, seat) == SHADOW


def _own_minions(s, seat, moved) -> tuple[int, ...]:
    """The minions this seat moves: «Гравець за Короля-Відьмака контролює народ Саурона,
    Короля-Відьмака й Речника Саурона»; Saruman is the other Shadow player's (and never moves)."""
    mine = nations_for(s, seat)
    b, known = board(), characters().minions
    # minions.movable's minions, the seat's own asked first: another's ways are not searched
    return tuple(m for m, _ in s.minions if m not in moved and b.nation(known[m].nation) in mine
                 and minions.destinations(s, m))


def _minion_move_options(s, seat, partial, context):
    result, moved, landed = context
    b = board()
    if not partial:
        found = [characters().minions[m].id for m in _own_minions(s, seat, moved)]
        return found + [minions.NAZGUL] if _nazgul_mine(s, seat) and minions.nazgul_sources(s, landed) else found
    if len(partial) == 1:
        if partial[0] == minions.NAZGUL:
            return [b.ids[r] for r in minions.nazgul_sources(s, landed)]
        return [b.ids[minions.where(s, _minion(partial[0]))]]
    if partial[0] == minions.NAZGUL:
        return [b.ids[r] for r in minions.nazgul_destinations(s, b.region(partial[1]))]
    return [b.ids[r] for r in minions.destinations(s, _minion(partial[0]))]


def _minions_left(s, seat, moved, landed) -> bool:
    return bool(_own_minions(s, seat, moved)) or (_nazgul_mine(s, seat) and bool(minions.nazgul_sources(s, landed)))


def _minion_move_finish(s, seat, choice, context):
    result, moved, landed = context
    if not moved and not landed:
        _spend(s, seat, result)
        _acted_for(s, seat, ())
    to = board().region(choice[2])
    if choice[0] == minions.NAZGUL:
        minions.fly(s, board().region(choice[1]), to)
        landed = landed + (to,)
    else:
        minion = _minion(choice[0])
        minions.move(s, minion, to)
        moved = moved + (minion,)
    if _minions_left(s, seat, moved, landed):
        FLOW.ask(s, seat, "more_minions", (Action("another_minion"), Action("done")), minions.MORE_PROMPT,
                 data=(result, moved, landed))


def _minion_move_back(s, seat, context):
    result, moved, landed = context
    if moved or landed:
        FLOW.ask(s, seat, "more_minions", (Action("another_minion"), Action("done")), minions.MORE_PROMPT,
                 data=context)
    else:
        _back_to_use(s, seat, result)


FLOW.compound_kind("move_minion", ("minion", "from", "to"), minions.MOVE_PROMPTS, _minion_move_options,
                   _minion_move_finish, _minion_move_back)


@FLOW.answer("more_minions")
def _on_more_minions(s, q, action: Action) -> None:
    if action.kind == "another_minion":
        FLOW.compound(s, "move_minion", q.seat, q.data)


# Boromir, Legolas, Gimli advancing their nation
def _warden_nations(s, seat) -> tuple[int, ...]:
    mine = acting_nations(s, seat)
    return tuple(n for n in companions.nations_to_advance(s) if n in mine)


def _warden_options(s, seat, partial, result):
    return [board().nation_ids[n] for n in _warden_nations(s, seat)]


def _warden_finish(s, seat, choice, result):
    _spend(s, seat, result)
    n = board().nation(choice[0])
    _acted_for(s, seat, (n,))
    if politics.advance(s, n):
        table_cards.happened(s, "free_nation_advanced")
    say(s, "{nation} moves one step toward war.", nation=choice[0])


FLOW.compound_kind("companion_politics", ("nation",), ("Choose the nation to move toward war.",),
                   _warden_options, _warden_finish, _back_to_use)


# the diplomatic action
def _nation_options(s, seat, partial, result):
    b = board()
    return [b.nation_ids[n] for n in muster.diplomacy_targets(s, side_of(s, seat), acting_nations(s, seat))]


def _diplomacy_finish(s, seat, choice, result):
    _spend(s, seat, result)
    _acted_for(s, seat, (board().nation(choice[0]),))
    muster.diplomacy(s, board().nation(choice[0]))


FLOW.compound_kind("diplomacy", ("nation",), ("Choose the nation to move toward war.",), _nation_options,
                   _diplomacy_finish, _back_to_use)


# recruiting
def _recruit_first(s, seat: int, use: str) -> tuple[int, ...]:
    kinds = muster.PIECES[use]
    side, nations = side_of(s, seat), nations_for(s, seat)
    if len(kinds) == 1:
        return _muster_places(s, side, acting_nations(s, seat), kinds[0])
    first = _muster_places(s, side, nations, kinds[0])
    return tuple(r for r in first if _recruit_seconds(s, seat, use, r))


def _muster_places(s, side: int, nations: tuple[int, ...], kind: int) -> tuple[int, ...]:
    """muster.places kept in the question's cache: every muster of a die asks for its kinds."""
    key = ("muster_places", side, nations, kind)
    found = s.cache.get(key)
    if found is None:
        s.cache[key] = found = muster.places(s, side, nations, kind)
    return found


def _recruit_seconds(s, seat: int, use: str, first: int) -> tuple[int, ...]:
    """Where the second piece may go once the first is placed: with three players, not in
    the barred nation when the first piece is of it."""
    kinds = muster.PIECES[use]
    no = barred(s, seat)
    nations = nations_for(s, seat)
    if no >= 0 and board().nation_of[first] == no:
        nations = tuple(n for n in nations if n != no)
    # the same for every first settlement of the question
    seconds = _muster_places(s, side_of(s, seat), nations, kinds[1])
    return muster.places_besides(s, seconds, first, kinds[0], kinds[1])


def _recruit_one_options(s, seat, partial, context):
    b = board()
    return [b.ids[r] for r in _recruit_first(s, seat, context[1])]


def _recruit_one_finish(s, seat, choice, context):
    result, use = context
    _spend(s, seat, result)
    _acted_for(s, seat, (board().nation_of[board().region(choice[0])],))
    muster.recruit(s, side_of(s, seat), board().region(choice[0]), muster.PIECES[use][0])


FLOW.compound_kind("recruit_one", ("settlement",), ("Choose the settlement to muster in.",),
                   _recruit_one_options, _recruit_one_finish, _back_to_use)


def _recruit_two_options(s, seat, partial, context):
    b = board()
    if not partial:
        return [b.ids[r] for r in _recruit_first(s, seat, context[1])]
    return [b.ids[r] for r in _recruit_seconds(s, seat, context[1], b.region(partial[0]))]


def _recruit_two_finish(s, seat, choice, context):
    result, use = context
    b = board()
    kinds = muster.PIECES[use]
    _spend(s, seat, result)
    _acted_for(s, seat, (b.nation_of[b.region(where)] for where in choice))
    for where, kind in zip(choice, kinds):
        muster.recruit(s, side_of(s, seat), b.region(where), kind)


FLOW.compound_kind("recruit_two", ("first", "second"),
                   ("Choose the settlement of the first piece.", "Choose the settlement of the second piece."),
                   _recruit_two_options, _recruit_two_finish, _back_to_use)


# attacking («Атака військами»): the army's region, the attacking pieces (a rearguard may
# stay), the enemy it attacks; battle.py fights it
def _attack_options(s, seat, partial, context):
    result, leader = context
    b = board()
    side, nations = side_of(s, seat), nations_for(s, seat)
    allowed = lambda g, r: _group_allowed(s, seat, g, r)  # noqa: E731
    if not partial:
        if _one_free_player(s, seat):
            return [b.ids[r] for r in attack.sources(s, side, nations, leader, allowed)]
        return [b.ids[r] for r in attack.sources(s, side, nations, leader,
                                                  from_region=_army_may_attack(s, side, nations, leader))]
    region = b.region(partial[0])
    if len(partial) == 1:
        return [g for g in attack.groups(s, side, nations, region, leader)
                if allowed(g, region) and attack.may_target(s, side, region, g)]
    return [b.ids[t] for t in attack.targets(s, side, region, partial[1])]


def _attack_finish(s, seat, choice, context):
    result, leader = context
    b = board()
    side = side_of(s, seat)
    source, target = b.region(choice[0]), b.region(choice[2])
    _spend(s, seat, result)
    _messenger(s, result)
    _acted_for(s, seat, _group_nations(choice[1]), army=_army_left(choice[1], source, target))
    say(s, "{side} attacks {target} from {source}.", side=SIDES[side], target=b.ids[target], source=b.ids[source])
    battle.start(s, side, source, target, movement.pieces_of(choice[1]))


FLOW.compound_kind("attack", ("army", "units", "target"),
                   ("Choose the region of the attacking army.", "Choose the pieces that attack.",
                    "Choose the enemy army to attack."), _attack_options, _attack_finish, _back_to_use)


# moving armies
def _move_sources(s, side, nations, leader, excluded) -> tuple[int, ...]:
    """Where an army may set out: with a Character result also an army led by a character
    («у складі якого є принаймні один лідер чи персонаж»)."""
    found = movement.sources(s, side, nations, leader, excluded)
    if not leader:
        return found
    # the regions of the side's characters (few) that hold an army: asked of them alone
    standing = s.separated if side == FREE_PEOPLES else s.minions
    if not standing:
        return found
    sources = movement.sources(s, side, nations, False, excluded)
    led = {r for _, r in standing if r in sources and r not in found and leadership.movers(s, r, side)}
    return tuple(sorted(led.union(found))) if led else found


def _led(s, side, region, leader) -> bool:
    """A Character move whose leader may be a character of the region: any group may go, a
    character following it (asked after the move)."""
    return leader and bool(leadership.movers(s, region, side))


def _move_options(s, seat, partial, context):
    result, leader, excluded, second = context
    b = board()
    if len(partial) == 2:                 # the most asked: every group of every region
        return [b.ids[r] for r in movement.destinations(s, side_of(s, seat), b.region(partial[0]), partial[1])]
    side, nations = side_of(s, seat), nations_for(s, seat)
    if not partial:
        return [b.ids[r] for r in _move_sources(s, side, nations, leader, excluded)
                if not restricted(s, seat) or second
                or any(_group_allowed(s, seat, g, r)
                       for g in movement.groups(s, side, nations, r, leader and not _led(s, side, r, leader)))]
    region = b.region(partial[0])
    leader = leader and not _led(s, side, region, leader)
    if restricted(s, seat) and not second:
        return [g for g in movement.groups(s, side, nations, region, leader)
                if _group_allowed(s, seat, g, region)]
    return movement.groups(s, side, nations, region, leader)


def _move_finish(s, seat, choice, context):
    result, leader, excluded, second = context
    b = board()
    side = side_of(s, seat)
    source, to = b.region(choice[0]), b.region(choice[2])
    if not second:
        _spend(s, seat, result)
        _messenger(s, result)
    _acted_for(s, seat, _group_nations(choice[1]), more=second, army=_army_left(choice[1], to))
    movement.move(s, side, source, choice[1], to)
    if not second and not leader:          # an Army result moves «до двох різних військ»
        s.stack.append(("second_army", seat, result, (source, to)))
    _characters_follow(s, seat, side, source, to, leader and not any(movement.pieces_of(choice[1])[2::3]))


def _characters_follow(s, seat: int, side: int, source: int, to: int, must: bool) -> None:
    """The characters of the region choose whether to go with the army; with a Character move
    of an army without a leader at least one goes (the one who leads it)."""
    here = leadership.movers(s, source, side)
    if not here:
        return
    names = companion_id if side == FREE_PEOPLES else minion_id
    options = tuple(Action("follow", characters=tuple(names(c) for c in g), region=board().ids[to])
                    for g in companions.subsets(here))
    if not must:
        options += (Action("stay_behind"),)
    FLOW.ask(s, seat, "characters_follow", options, PROMPTS["follow"], data=(side, source, to))


@FLOW.answer("characters_follow")
def _on_follow(s, q, action: Action) -> None:
    if action.kind == "follow":
        side, source, to = q.data
        names = companion_id if side == FREE_PEOPLES else minion_id
        group = tuple(c for c in leadership.movers(s, source, side) if names(c) in action["characters"])
        leadership.follow(s, side, source, to, group)


def _move_back(s, seat, context):
    result, leader, excluded, second = context
    if second:
        s.stack.append(("second_army", seat, result, excluded))
    else:
        FLOW.compound(s, "use", seat, result, unchanged=True)


def _move_leads(s, seat, partial, context):
    """Whether the army chosen may go somewhere (`_army_may_go`; for the first army, when
    the three-player bar refuses none of the seat's: a second army is never barred)."""
    if len(partial) != 1:
        return None
    result, leader, excluded, second = context
    key = ("move_leads", seat)           # the same for every army the question lists
    seat_facts = s.cache.get(key)
    if seat_facts is None:
        s.cache[key] = seat_facts = (restricted(s, seat), side_of(s, seat), nations_for(s, seat))
    if seat_facts[0] and not second:
        return None
    return _army_may_go(s, seat_facts[1], seat_facts[2], leader, board().region(partial[0]))


FLOW.compound_kind("move", ("army", "units", "to"),
                   ("Choose the region of the army to move.", "Choose the pieces that move.",
                    "Choose where they go."), _move_options, _move_finish, _move_back, _move_leads)


def _messenger(s, result: str) -> None:
    """A Muster result moved or attacked: the Mouth of Sauron's once a turn is spent."""
    if result == dice.MUSTER:
        s.messenger_turn = s.turn


@FLOW.step("second_army")
def _second_army(s, seat: int, result: str, excluded: tuple) -> None:
    if not movement.may_move(s, side_of(s, seat), nations_for(s, seat), False, excluded):
        return
    FLOW.ask(s, seat, "second_army", (Action("move_another"), Action("done")), PROMPTS["second_army"],
             data=(result, excluded))


@FLOW.answer("second_army")
def _on_second_army(s, q, action: Action) -> None:
    if action.kind == "move_another":
        result, excluded = q.data
        FLOW.compound(s, "move", q.seat, (result, False, excluded, True))


# the Elven Rings
def _ring_options(s, seat, partial, side):
    if not partial:
        return list(dice.ring_dice(s, side))
    return list(dice.ring_results(side, partial[0]))


def _ring_finish(s, seat, choice, side):
    dice.use_ring(s, side, choice[0], choice[1])


FLOW.compound_kind("ring", ("die", "result"), ("Choose the die the ring changes.", "Choose its new result."),
                   _ring_options, _ring_finish, _back_to_opportunity)

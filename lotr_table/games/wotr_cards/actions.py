"""The action phase (rules §7.2, §8): a kernel response window in turn order that closes when
every seat has passed in a row; play, move, a card's action, the Ring token, winnow, cycle,
and the pass-count rule."""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr_cards.cards import SHADOW, bearer_allows, locations
from lotr_table.games.wotr_cards.combat import active_battlegrounds, active_path
from lotr_table.games.wotr_cards.flow import FLOW, VOCAB
from lotr_table.games.wotr_cards.procedures import card_answer, draw, forsake_options, in_play, items_of
from lotr_table.games.wotr_cards.round import may_pass
from lotr_table.games.wotr_cards.scenarios import setup_of
from lotr_table.games.wotr_cards.state import ACTIVE, at, cycle_pile, eliminated, hand, reserve
from lotr_table.games.wotr_cards.table_talk import CARDS, card, faction_player, owner, seats

LOCATIONS = locations()
IS_PATH = {l: loc.kind == "path" for l, loc in LOCATIONS.items()}
THREE_HUNTERS = ("legolas", "gimli", "strider", "aragorn")
TURN_PROMPT = "Take an action or pass."
# the pass rule (seed, ПРОПУСК ХОДА) refuses a pass: the prompt says why instead of naming it
NO_PASS_PROMPT = "Take an action: you may pass only with no more cards than your carryover limit, or fewer than every opponent."
COST_PROMPT = "Cycle another card from your hand to pay for the card played."


def may_stand(s, c, loc: str) -> bool:
    """Whether an army or character may be played or moved onto an active location (rules
    §4.3, §8.1.2-3) with its texts and the round's rules."""
    fixed = _stands_always(c.id, loc)
    return fixed if fixed is not None else _may_stand_now(s, c, loc)


@lru_cache(maxsize=None)
def _stands_always(cid: str, loc: str) -> bool | None:
    """may_stand where the card and location alone decide it, None where the active
    battlegrounds or the round's rules may matter (the offer asks this for every card in hand)."""
    c, l = CARDS[cid], LOCATIONS[loc]
    if l.kind == "path":
        if c.type != "character" or l.path not in c.paths:
            return False
        return None if VOCAB.has(c.id, "no_path_while_shadow_battleground") else True
    if l.side == SHADOW and any(not kw.shadow for kw in VOCAB.keywords(c.id, "battlegrounds")):
        return False
    if c.faction in l.factions:
        return True
    if c.type == "character" and any(kw.also_of in l.factions for kw in VOCAB.keywords(c.id, "battlegrounds")):
        return True
    return None if (c.faction == "rohan" and "dunedain" in l.factions) or c.id in THREE_HUNTERS else False


def _may_stand_now(s, c, loc: str) -> bool:
    l = LOCATIONS[loc]
    if l.kind == "path":
        if c.type != "character" or l.path not in c.paths:
            return False
        if VOCAB.has(c.id, "no_path_while_shadow_battleground") and any(
                LOCATIONS[b].side == SHADOW for b in active_battlegrounds(s)):
            return False
        return True
    if l.side == SHADOW and any(not kw.shadow for kw in VOCAB.keywords(c.id, "battlegrounds")):
        return False
    if c.faction in l.factions:
        return True
    if c.type == "character" and any(kw.also_of in l.factions for kw in VOCAB.keywords(c.id, "battlegrounds")):
        return True
    if "rohan_on_dunedain" in s.round_rules and c.faction == "rohan" and "dunedain" in l.factions:
        return True
    return "three_hunters" in s.round_rules and c.id in THREE_HUNTERS


def active_places(s) -> list[str]:
    """The active path first (there is at most one), then the battlegrounds as activated."""
    return list(_places_in_order(tuple(s.zones.cards[ACTIVE])))


@lru_cache(maxsize=None)
def _places_in_order(active: tuple) -> tuple:
    return (*[l for l in active if IS_PATH[l]][:1], *[l for l in active if not IS_PATH[l]])


def stand_places(s, c, active: list | tuple | None = None) -> list[str]:
    """`active`: active_places(s), when the caller has it."""
    return [l for l in (active_places(s) if active is None else active) if may_stand(s, c, l)]


@lru_cache(maxsize=None)
def _characters_bearing(item: str) -> frozenset[str]:
    """The characters' card ids that may bear the item: the offer asks for every item in hand."""
    return frozenset(c.id for c in CARDS.values() if c.type == "character" and bearer_allows(CARDS[item], c))


def bearers_for(s, item, playing: list | None = None) -> list[str]:
    """Characters in play that may bear the item (rules §8.1.4): any reserve or location;
    one weapon only beside the Bow. `playing`: in_play(s), when the caller has it."""
    out = []
    item_c = CARDS[item]
    allowed = _characters_bearing(item)
    for inst, cid, _ in (in_play(s) if playing is None else playing):
        if cid not in allowed or inst in s.bearer:
            continue
        if "weapon" in item_c.subtypes:
            carried = [CARDS[s.zones.card_of[i]] for i in items_of(s, inst)]
            weapons = [w for w in carried if "weapon" in w.subtypes]
            if weapons and (VOCAB.has(item_c.id, "only_weapon") or any(VOCAB.has(w.id, "only_weapon") for w in weapons)):
                continue
        out.append(inst)
    return sorted(out)


def play_targets(s, seat: int, inst: str, only: str = "any", playing: list | None = None,
                 active: list | None = None) -> list[str]:
    c = card(s, inst)
    if c.type in ("character", "item") and (seat, c.id) in s.played_ids:
        return []                     # once a round (rules §8.1.1)
    if c.type == "event":
        return ["event"]
    if c.type == "item":
        return bearers_for(s, c.id, playing)
    places = stand_places(s, c, active)
    if only == "reserve":
        return ["reserve"]
    if only != "any":
        return [only] if only in places else []
    return places + ["reserve"]


# The turn's actions are offered again after every action: made once each, actions being values.
_answer = lru_cache(maxsize=None)(Action)
RING, WINNOW = Action("ring"), Action("winnow")


@lru_cache(maxsize=None)
def play_action(inst: str, to: str) -> Action:
    return Action("play", card=inst, to=to)


@lru_cache(maxsize=None)
def move_action(inst: str, to: str) -> Action:
    return Action("move", card=inst, to=to)


def _standing_targets(cid: str, active: tuple) -> list | None:
    """play_targets of an army or character onto `active` (without the reserve) where the
    card and each location alone decide them; None where the round's state may matter."""
    places = []
    for loc in active:
        fixed = _stands_always(cid, loc)
        if fixed is None:
            return None
        if fixed:
            places.append(loc)
    return places


# bounded: one entry per instance and set of active locations met (a benchmark's 60 games
# meet about 5,000, so a new one is worked out from the locations' own caches)
@lru_cache(maxsize=1 << 16)
def _standing_plays(inst: str, cid: str, active: tuple) -> tuple | None:
    targets = _standing_targets(cid, active)
    return None if targets is None else (*(play_action(inst, t) for t in targets), play_action(inst, "reserve"))


@lru_cache(maxsize=1 << 16)
def _standing_moves(inst: str, cid: str, active: tuple) -> tuple | None:
    targets = _standing_targets(cid, active)
    return None if targets is None else tuple(move_action(inst, t) for t in targets)


def _hand_plays(s, seat: int, inst: str, playing: list, active: tuple) -> tuple | list:
    """The play actions of one card in hand: play_targets, most often from the caches."""
    cid = s.zones.card_of[inst]
    kind = CARDS[cid].type
    if kind == "army" or (kind == "character" and (seat, cid) not in s.played_ids):
        plays = _standing_plays(inst, cid, active)
        if plays is not None:
            return plays
    elif kind == "event":
        return (play_action(inst, "event"),)
    return [play_action(inst, t) for t in play_targets(s, seat, inst, playing=playing, active=active)]


def offer(s, seat: int, context) -> list[Action]:
    z = s.zones
    out = []
    playing = in_play(s)
    active = _places_in_order(tuple(z.cards[ACTIVE]))
    mine = sorted(z.cards[hand(seat)])
    for inst in mine:
        out += _hand_plays(s, seat, inst, playing, active)
    for inst in sorted(z.cards[reserve(seat)]):
        c = card(s, inst)
        if inst in s.fresh or inst in s.bearer or c.type not in ("army", "character"):
            continue
        moves = _standing_moves(inst, c.id, active)
        out += moves if moves is not None else [move_action(inst, t) for t in stand_places(s, c, active)]
    out += [_answer("use", card=inst, ability=i) for inst, i in usable(s, seat, playing)]
    ring = setup_of(s.opts).decks[seat].ring
    if ring != "none" and s.ring[seat] == "unused":
        out.append(RING)
    if len(mine) >= 2:
        out.append(WINNOW)
    out += [card_answer("cycle", inst) for inst in mine]
    return out


@lru_cache(maxsize=None)
def _action_user(cid: str) -> str | None:
    """Who uses a card's action abilities: None when it has none (most cards; the offer asks
    for every card in play), the faction its text names (Lembas), or "" for its holder."""
    behaviour = VOCAB.cards.get(cid)
    if behaviour is None or not any(ab.type == "action" for ab in behaviour.abilities):
        return None
    named = VOCAB.keywords(cid, "used_by")
    return named[0].faction if named else ""


def usable(s, seat: int, playing: tuple | None = None) -> list[tuple[str, int]]:
    """The card actions `seat` may use now: its own cards' and those whose text names it (Lembas)."""
    mine = []
    for inst, cid, holder in (in_play(s) if playing is None else playing):
        named = _action_user(cid)
        if named is None:
            continue
        user = faction_player(s, named) if named else holder
        if user == seat:
            mine.append((inst, cid, seat))
    return sorted(VOCAB.actions(s, mine, seat)) if mine else []


def _respond(s, seat: int, action: Action, context) -> None:
    kind = action.kind
    if kind == "play":
        inst = action["card"]
        say(s, "{seat} plays {card}.", seat=seat, card=s.zones.card_of[inst])
        s.zones.reveal(inst, seats(s))
        others = [i for i in s.zones.cards[hand(seat)] if i != inst]
        FLOW.then(s, ("pay", seat, inst) if others else ("forsake_for", seat, inst, action["to"]),
                  ("place", seat, inst, action["to"]))
    elif kind == "move":
        move(s, action["card"], action["to"])
        say(s, "{seat} moves {card} to {location}.", seat=seat, card=s.zones.card_of[action["card"]], location=action["to"])
        arrive(s, action["card"], action["to"])
    elif kind == "use":
        inst = action["card"]
        say(s, "{seat} uses {card}.", seat=seat, card=s.zones.card_of[inst])
        VOCAB.use(s, inst, s.zones.card_of[inst], seat, action["ability"])
    elif kind == "ring":
        use_ring(s, seat)
    elif kind == "winnow":
        say(s, "{seat} winnows.", seat=seat)
        FLOW.then(s, ("eliminate_hand", seat, 2, hand(seat)), ("draw", seat, 1))
    elif kind == "cycle":
        s.zones.move(action["card"], cycle_pile(seat), source=hand(seat))
        say(s, "{seat} cycles a card from hand.", seat=seat)


def use_ring(s, seat: int) -> None:
    """Trilogy: once a game, draw 2. Duel: once a round, draw 3, eliminate 1, cycle 1 (rules §11.2)."""
    if setup_of(s.opts).decks[seat].ring == "trilogy":
        s.ring = s.ring[:seat] + ("used",) + s.ring[seat + 1:]
        say(s, "{seat} uses the Ring token.", seat=seat)
        draw(s, seat, 2)
        return
    s.ring = s.ring[:seat] + ("flipped",) + s.ring[seat + 1:]
    say(s, "{seat} flips the Ring token.", seat=seat)
    draw(s, seat, 3)
    FLOW.then(s, ("eliminate_hand", seat, 1, hand(seat)), ("cycle_hand", seat, 1))


FLOW.window_kind("turn", offer, _respond, TURN_PROMPT, may_pass=lambda s, seat, context: may_pass(s, seat),
                 no_pass_prompt=NO_PASS_PROMPT)


@FLOW.step("pay")
def _pay(s, seat: int, inst: str) -> None:
    others = sorted(i for i in s.zones.cards[hand(seat)] if i != inst)
    FLOW.ask(s, seat, "pay", [card_answer("cycle", i) for i in others], COST_PROMPT, data=inst)


@FLOW.answer("pay")
def _on_pay(s, q, action) -> None:
    # the card played is shown and held apart: everyone knows the card cycled is another
    s.zones.move(action["card"], cycle_pile(q.seat), source=hand(q.seat), apart=(q.data,))
    say(s, "{seat} cycles a card from hand.", seat=q.seat)


@FLOW.step("forsake_for")
def _forsake_for(s, seat: int, inst: str, to: str) -> None:
    """The last card in hand is paid for by forsaking, neither the card played (rules §8.1.1,
    A30) nor the character it is played on, which must still be there to bear it."""
    options = [a for a in forsake_options(s, seat) if a.get("card") not in (inst, to)]
    if options:
        FLOW.ask(s, seat, "forsake", options, "Forsake a card to pay for the card played.", data=1)


def move(s, inst: str, to: str) -> None:
    """A card and the items it bears go together (rules §8.1.4)."""
    zone = at(to) if to not in ("reserve",) else reserve(owner(inst))
    for item in items_of(s, inst):
        s.zones.move(item, zone)
    s.zones.move(inst, zone)


def arrive(s, inst: str, loc: str) -> None:
    FLOW.happen(s, ("arrived", inst, LOCATIONS[loc].kind, loc))


@FLOW.step("place")
def place(s, seat: int, inst: str, to: str) -> None:
    """Put a played card where it goes, then its 'when played' texts (rules §8.1)."""
    c = card(s, inst)
    if c.type == "event":
        steps = [("ability", inst, c.id, seat, i, ("event", inst))
                 for i, ab in enumerate(VOCAB.cards[c.id].abilities) if ab.type in ("trigger", "unique")]
        s.zones.move(inst, eliminated(owner(inst)))
        FLOW.then(s, *steps)
        return
    if c.type in ("character", "item"):
        s.played_ids |= {(seat, c.id)}
    if c.type == "item":
        bearer = to
        s.bearer[inst] = bearer
        s.zones.move(inst, s.zones.zone_of(bearer))
        loc = next((l for l in (active_path(s), *active_battlegrounds(s)) if l and bearer in s.zones.cards[at(l)]), None)
        FLOW.happen(s, ("played", inst, LOCATIONS[loc].kind if loc else "reserve", loc or ""))
        return
    if to == "reserve":
        s.zones.move(inst, reserve(seat))
        s.fresh |= {inst}
        FLOW.happen(s, ("played", inst, "reserve", ""))
        return
    s.zones.move(inst, at(to))
    arrive(s, inst, to)              # pushed first: runs after the 'when played' texts
    FLOW.happen(s, ("played", inst, LOCATIONS[to].kind, to))


@FLOW.effect("played")
def _played(s, inst, where_kind, loc) -> None:
    """The card is already in place; the event is announced for its texts."""


@FLOW.effect("arrived")
def _arrived(s, inst, where_kind, loc) -> None:
    """As for 'played'."""



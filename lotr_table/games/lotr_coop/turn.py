"""The adventure turn (seed: ПОРЯДОК ДЕЙСТВИЙ ВО ВРЕМЯ ПРИКЛЮЧЕНИЯ): story, cards, end of turn.

Steps: ("turn_start",) ("story",) ("reveal_tile",) ("tile_q",) ("resolve_tile",)
("tile_done", activity) ("cards",) ("end_turn",).

Open questions (free actions allowed; `again` re-poses them after a free action):
  reveal  before a story tile, only when the Phial or Foresight could be used
  tile    a tile is shown, before it takes effect (W1)
  cards   the card step (W2 after each card)
  window  a seat given the floor (`floor(seat)`) uses its own free actions, then `done`
  sanctuary_window  before each sanctuary action, to the Ring-bearer
Questions in the middle of something (payments.py pay_give, die.py die_discard) offer the
asked seat's own "any time" free actions (`any_time_actions`: epic cards and calling Gandalf,
not the Ring, no floor), with `again` as well.

Notes for the content modules (epics.py, gandalf.py, events.py):
  * While the free actions of an open question are built, `s.scratch["open"]` holds its kind
    ("reveal", "tile", "cards", "sanctuary_window"; a floor window keeps the kind of the
    question it was opened from), and `s.tile` is the tile shown (or None).
  * Phial: set `s.scratch["phial"] = True`; the active player then reveals no more tiles this
    turn and goes on to card play.
  * Staff on Meagre Choice / Retreat (in a `tile` question): either put the tile on
    `s.story_discard` and set `s.tile = None`, or set `s.scratch["tile_cancelled"] = True`;
    the event marker does not move and revealing goes on.
  * Foresight: keep `s.foresight = (seat, tiles top-first)`; reveal_tile drops the top one.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.flow import UNREAD
from lotr_table.games.lotr_coop.abilities import usable_epics
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import epics, gandalf, ring, tables
from lotr_table.games.lotr_coop.cards import colour, draw, legendary_in_hands, play_table, symbols
from lotr_table.games.lotr_coop.flow import FLOW, answer, ask, say, shuffle, step, then
from lotr_table.games.lotr_coop.moves import move_hobbit, move_sauron
from lotr_table.games.lotr_coop.state import State
from lotr_table.games.lotr_coop.tracks import incomplete


# ---------------------------------------------------------------- open questions

def _own_free_actions(s: State, seat: int) -> list[Action]:
    """The epic cards `seat` can play from his hand now, and calling Gandalf."""
    return epics.free_actions(s, seat) + gandalf.call_actions(s, seat)


def open_actions(s: State, seat: int, kind: str | None = None, floor: bool = True) -> list[Action]:
    """The free actions `seat` may take in an open question of this kind: his epic cards and
    Gandalf calls, the Ring, and floor(x) for other living seats who might act (judged
    from public facts only, so the offer leaks nothing)."""
    if s.over or not s.hobbits[seat].alive:
        return []
    if kind is not None:
        s.scratch["open"] = kind
    kind = s.scratch.get("open")
    out = _own_free_actions(s, seat)
    out += ring.actions(s, seat)
    if floor:
        # might_act(s, seat, x, kind) for each x, with the epic-card part (the same for every
        # x) worked out once
        epic_elsewhere = _epic_elsewhere(s, seat, kind)
        for x in s.clockwise_from(seat):
            if x != seat and (epic_elsewhere or _may_act_alone(s, x)):
                out.append(act("floor", seat=x))
    return out


def any_time_actions(s: State, seat: int, kind: str) -> list[Action]:
    """`seat`'s own free actions that the seed allows at any time, for a question in the middle
    of something (a payment, a mandatory discard; `kind` names it, so the Phial and the Staff,
    which belong to the reveal and tile questions, are not offered): the epic cards played from
    his hand (seed: «Игрок может сыграть легендарную карту эпоса с руки в любой момент») and
    calling Gandalf (seed: «В любой момент игры … любой игрок может позвать Гэндальфа»). Not
    the Ring (A25: never in the middle of a card's movement or of an event) and no floor: the
    question is this seat's alone."""
    if s.over or not s.hobbits[seat].alive:
        return []
    outer = s.scratch.get("open")         # the open question this one interrupts, kept for its
    s.scratch["open"] = kind              # floor windows (e.g. the Phial before a reveal)
    out = _own_free_actions(s, seat)
    if outer is None:
        s.scratch.pop("open", None)
    else:
        s.scratch["open"] = outer
    return out


def _epic_elsewhere(s: State, asker: int, kind: str | None) -> bool:
    """Is an epic card usable now in some hand other than the asker's (public facts)?"""
    usable = usable_epics(s, kind)        # their moments: legendary.json
    if not s.aside and "council" not in s.scratch:
        # the usual case: no usable epic card in any living hand, nothing held aside; settled
        # without building legendary_in_hands' set (asked on every open question)
        for h in s.hobbits:
            if h.alive and not usable.isdisjoint(h.hand):
                break
        else:
            return False
    held = legendary_in_hands(s)
    if held.isdisjoint(usable):
        return False
    mine = s.hobbits[asker].hand
    return any(c in held and c not in mine for c in usable)


def _may_act_alone(s: State, x: int) -> bool:
    """Could seat x use the Ring or call Gandalf now, as far as anybody can tell?"""
    if ring.can_use(s, x):
        return True
    return bool(s.gandalf) and (s.opts.competition or s.hobbits[x].runes >= 5)


def might_act(s: State, asker: int, x: int, kind: str | None) -> bool:
    """Could seat x have a free action now, as far as `asker` can tell?"""
    return _may_act_alone(s, x) or _epic_elsewhere(s, asker, kind)


# "Let Sam act now": the kernel's floor (engine/flow.py) asks seat x with his own free
# actions and "done", then poses the open question again
FLOW.floor_kind("window", lambda s, x: open_actions(s, x, None, floor=False), "{hobbit} may act now",
                params=lambda s, x: {"hobbit": s.hobbits[x].hobbit},
                absent=lambda s, x: not s.hobbits[x].alive)


def asker(s: State) -> int:
    """The active player, or if he has died, the next living player clockwise."""
    alive = s.clockwise_from(s.active)
    return alive[0] if alive else s.active


# ---------------------------------------------------------------- the turn

@step("turn_start")
def _turn_start(s: State) -> None:
    s.scratch.pop("handover", None)
    if not s.hobbits[s.active].alive:
        s.active = s.clockwise_from(s.active)[0]
    s.played = []
    s.rested = False
    s.turn_over = False
    s.scratch["phial"] = False
    say(s, "{hobbit}'s turn.", hobbit=s.hobbits[s.active].hobbit)
    then(s, ("story",))


def _over(s: State) -> bool:
    return s.scratch.get("adventure_over", False) or s.turn_over


def _reveal_question(s: State) -> bool:
    hands = legendary_in_hands(s)
    if "phial" in hands:
        return True
    return "foresight" in s.gandalf and any(
        s.opts.competition or s.hobbits[i].runes >= 5 for i in s.living())


@step("story")
def _story(s: State) -> None:
    if s.over:
        return
    if _over(s):
        then(s, ("end_turn",))
        return
    if s.scratch.get("phial"):
        then(s, ("cards",))
        return
    if _reveal_question(s):
        acts = open_actions(s, s.active, "reveal")
        if acts:
            ask(s, s.active, "reveal", [act("reveal")] + acts, "{hobbit}: reveal a story tile",
                again=("story",), hobbit=s.hobbits[s.active].hobbit)
            return
    then(s, ("reveal_tile",))


@answer("reveal")
def _on_reveal(s: State, d, a: Action) -> None:
    then(s, ("reveal_tile",))


@step("reveal_tile")
def _reveal_tile(s: State) -> None:
    if not s.story:
        # A23: cannot happen with the published mix; reshuffle the discarded tiles
        s.story = s.story_discard
        s.story_discard = []
        shuffle(s, s.story)
    tile = s.story.pop()
    s.tile = tile
    s.barrier += 1
    if s.foresight is not None:
        seat, seen = s.foresight
        s.foresight = (seat, tuple(seen[1:])) if len(seen) > 1 else None
    say(s, "{hobbit} reveals the story tile {tile}.", hobbit=s.hobbits[s.active].hobbit, tile=tile)
    then(s, ("tile_q",))


def _drop_tile(s: State) -> None:
    if s.tile is not None:
        s.story_discard.append(s.tile)
        s.tile = None


@step("tile_q")
def _tile_q(s: State) -> None:
    if s.over:
        return
    if s.tile is None:                               # cancelled (the Staff)
        then(s, ("story",))
        return
    if s.scratch.pop("tile_cancelled", False):
        _drop_tile(s)
        then(s, ("story",))
        return
    if s.scratch.get("adventure_over"):
        # seed: «завершить приключение до того, как жетон истории окажет своё влияние»
        say(s, "The adventure is over; the tile {tile} is not resolved.", tile=s.tile)
        _drop_tile(s)
        then(s, ("end_turn",))
        return
    acts = open_actions(s, s.active, "tile") if s.hobbits[s.active].alive else []
    if acts:
        ask(s, s.active, "tile", [act("resolve")] + acts, "{hobbit}: resolve the tile {tile}",
            again=("tile_q",), hobbit=s.hobbits[s.active].hobbit, tile=s.tile)
        return
    then(s, ("resolve_tile",))


@answer("tile")
def _on_tile(s: State, d, a: Action) -> None:
    then(s, ("resolve_tile",))


@step("resolve_tile")
def _resolve_tile(s: State) -> None:
    tile = s.tile
    a = s.active
    if tile in tables.ACTIVITY_TILES:
        # seed: «Если на поле нет указанного на жетоне трека … или маркер уже занимает на этом треке
        # последнее деление, активный игрок сдвигает любой другой маркер»
        if tile in incomplete(s):
            then(s, ("advance_track", tile, 1, a, True), ("tile_done", True))
        else:
            then(s, ("choose_track", a, 1, True), ("tile_done", True))
    elif tile == "ring_influence":
        # seed: «Кольценосец должен передвинуть фишку своего хоббита на одно деление вправо»
        if s.ring_bearer is not None:
            move_hobbit(s, s.ring_bearer, 1, "ring_influence")
        then(s, ("tile_done", False))
    elif tile == "sauron_will":
        _ask_will(s, ())
    elif tile == "relentless_time":
        then(s, ("next_event",), ("tile_done", False))
    elif tile == "meagre_choice":
        # seed: «Если Братство сообща сбросит три карты, ничего не произойдёт»
        then(s, ("payment", "group", asker(s), (("cards", 3),), "meagre_choice", (), (("next_event",),)),
             ("tile_done", False))
    elif tile == "retreat":
        # seed: «Если Братство сообща сбросит карту, любой жетон жизни и руну»
        then(s, ("payment", "group", asker(s), (("cards", 1), ("token", 1), ("runes", 1)), "retreat", (),
                 (("next_event",),)), ("tile_done", False))
    else:
        raise ValueError(f"unknown story tile {tile!r}")


def _ask_will(s: State, refused: tuple) -> None:
    """The active player names a volunteer for Sauron's Will, among the players who have not
    refused yet, or declines (nobody volunteers)."""
    who = asker(s)
    acts = [act("volunteer", seat=x) for x in s.clockwise_from(who) if x not in refused]
    ask(s, who, "sauron_will", acts + [act("decline")],
        "Sauron's Will: who volunteers to move two spaces right?", data=refused)


@answer("sauron_will")
def _on_will(s: State, d, a: Action) -> None:
    # seed: «Доброволец сдвигает фишку своего хоббита на два деления вправо … иначе фишка Саурана
    # сдвинется на одно деление влево». The active player names the volunteer (the players talk);
    # a volunteer moves HIS OWN hobbit, so a named other player then accepts or declines. Sauron
    # moves only if there is no volunteer: one player's refusal is not everybody's, so the
    # active player is asked again without him.
    if a.kind == "volunteer" and a["seat"] != d.seat:
        x = a["seat"]
        ask(s, x, "sauron_will_confirm", [act("accept"), act("decline")],
            "{hobbit}: volunteer to move two spaces right for Sauron's Will?", data=d.data or (),
            hobbit=s.hobbits[x].hobbit)
        return
    _will(s, d.seat if a.kind == "volunteer" else None)


@answer("sauron_will_confirm")
def _on_will_confirm(s: State, d, a: Action) -> None:
    if a.kind == "accept":
        _will(s, d.seat)
        return
    say(s, "{hobbit} declines.", hobbit=s.hobbits[d.seat].hobbit)
    _ask_will(s, tuple(d.data or ()) + (d.seat,))


def _will(s: State, seat: int | None) -> None:
    if seat is not None:
        say(s, "{hobbit} volunteers.", hobbit=s.hobbits[seat].hobbit)
        move_hobbit(s, seat, 2, "sauron_will")
    else:
        say(s, "Nobody volunteers.")
        move_sauron(s, 1)
    then(s, ("tile_done", False))


@step("tile_done")
def _tile_done(s: State, activity: bool) -> None:
    _drop_tile(s)
    if s.over:
        return
    # seed: «Активный игрок продолжает раскрывать жетоны истории … пока не раскроет жетон с любым
    # символом прохождения»
    then(s, ("cards",) if activity else ("story",))


# ---------------------------------------------------------------- the card step

def plays(s: State, seat: int) -> list[Action]:
    """The legal `play(card, track)` actions: one brown and one grey (Pippin: any two), only
    cards that can move an incomplete track of this board (A5)."""
    h = s.hobbits[seat]
    pippin = h.hobbit == "pippin"
    if len(s.played) >= 2:
        return []
    used = {colour(c) for c in s.played}
    inc = incomplete(s)
    table = play_table(h.hobbit == "frodo")       # the brown and grey cards: (colour, symbol)
    out = []
    for c in sorted(set(h.hand)):
        entry = table.get(c)
        if entry is None:
            continue
        col, k = entry
        if not pippin and col in used:
            continue
        if k == "star":
            out.extend(act("play", card=c, track=t) for t in inc)
        elif k in inc:
            out.append(act("play", card=c, track=k))
    return out


@step("cards")
def _cards(s: State) -> None:
    if s.over:
        return
    if _over(s):
        then(s, ("end_turn",))
        return
    a = s.active
    h = s.hobbits[a]
    if FLOW.replay.unread:       # a trusted replay passes this state on: nobody reads the options
        ask(s, a, "cards", UNREAD, "{hobbit}: play cards or rest", again=("cards",), hobbit=h.hobbit)
        return
    acts = plays(s, a)
    if not s.played and not s.rested:
        # seed: «может либо взять две карты путешествия из колоды, либо сдвинуть маркер своего
        # хоббита на одно деление влево»
        acts.append(act("rest_draw"))
        if h.pos > 0:
            acts.append(act("rest_heal"))
    acts.append(act("end_turn"))
    acts += open_actions(s, a, "cards")
    ask(s, a, "cards", acts, "{hobbit}: play cards or rest", again=("cards",), hobbit=h.hobbit)


@answer("cards")
def _on_cards(s: State, d, a: Action) -> None:
    seat = d.seat
    h = s.hobbits[seat]
    if a.kind == "play":
        card, track = a["card"], a["track"]
        h.hand.remove(card)
        s.journey_discard.append(card)
        s.played.append(card)
        (_k, n), = symbols(card, seat, s).items()
        say(s, "{hobbit} plays {card} on the {track} track.", hobbit=h.hobbit, card=card, track=track)
        steps = [("advance_track", track, n, seat, True)]
        if card == "gollum":
            # seed: «игрок, применивший „Голлума“, обязан бросить кубик угрозы сразу после розыгрыша»
            steps.append(("roll", seat, "gollum"))
        then(s, *steps, ("cards",))
    elif a.kind == "rest_draw":
        s.rested = True
        say(s, "{hobbit} rests and draws two cards.", hobbit=h.hobbit)
        draw(s, seat, 2)
        then(s, ("end_turn",))
    elif a.kind == "rest_heal":
        s.rested = True
        say(s, "{hobbit} rests and moves one space left.", hobbit=h.hobbit)
        move_hobbit(s, seat, -1, "rest")
        then(s, ("end_turn",))
    else:
        then(s, ("end_turn",))


@step("end_turn")
def _end_turn(s: State) -> None:
    if s.over:
        return
    _drop_tile(s)
    s.played = []
    s.scratch["phial"] = False
    if s.scratch.get("adventure_over"):
        then(s, ("adventure_end",))
        return
    # seed: «Первым ходит Кольценосец, от него право хода передаётся по часовой стрелке»
    if s.scratch.pop("handover", False) and s.hobbits[s.active].alive:
        then(s, ("turn_start",))          # the dead player's successor is already active
        return
    nxt = [i for i in s.clockwise_from(s.active) if i != s.active]
    if not nxt:
        nxt = s.clockwise_from(s.active)
    s.active = nxt[0]
    then(s, ("turn_start",))


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "{hobbit}'s turn.",
    "{hobbit} reveals the story tile {tile}.",
    "The adventure is over; the tile {tile} is not resolved.",
    "{hobbit} declines.",
    "Nobody volunteers.",
    "{hobbit} volunteers.",
    "{hobbit} rests and moves one space left.",
    "{hobbit} rests and draws two cards.",
    "{hobbit} plays {card} on the {track} track.",
)
# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = (
    "{hobbit} may act now",
    "{hobbit}: reveal a story tile",
    "{hobbit}: resolve the tile {tile}",
    "Sauron's Will: who volunteers to move two spaces right?",
    "{hobbit}: volunteer to move two spaces right for Sauron's Will?",
    "{hobbit}: play cards or rest",
)

"""Setup, the journey from location to location, the start and end of each adventure, the
event track, Mordor and the Crack of Doom.

Steps: ("location",) ("sanctuary_q",) ("action_done",) ("start_adventure",) ("next_event",)
("after_event", index) ("adventure_end",) ("descent_move", seat, n) ("athelas_saved", seat)
("athelas_window", seat, after) ("pass_ring",) ("next_location",) ("crack", rolled)
("crack_roll", seat) ("crack_after", seat).

`end_now(s)` (tracks.py) ends the adventure (Magic on the last event is handled here, by
("after_event", index)); the event marker index is `s.event_index` (0 = the blank start
space; the event entered is `tables.loc(s).events[index - 1]`).
"""

from __future__ import annotations

from lotr_table.engine import rng as rng_mod
from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import ring, scoring, tables
from lotr_table.games.lotr_coop.flow import answer, ask, say, shuffle, step, then
from lotr_table.games.lotr_coop.moves import draw_gold, move_hobbit
from lotr_table.games.lotr_coop.options import CoopOptions
from lotr_table.games.lotr_coop.state import Hobbit, State
from lotr_table.games.lotr_coop.tracks import end_now
from lotr_table.games.lotr_coop.turn import open_actions


# ---------------------------------------------------------------- setup (seed: ПОДГОТОВКА К ИГРЕ)

def new_state(opts: CoopOptions, seed: int) -> State:
    s = State(opts=opts, rng=rng_mod.seed_state(seed))
    # seed 12: «2 игрока — Фродо и Сэм; 3 — … Пиппин; 4 — … Мерри; 5 — … Фэтти»
    s.hobbits = [Hobbit(tables.HOBBITS[i]) for i in range(opts.players)]
    # seed 1: «поставьте фишку Саурана на 12-е деление» (15 introductory, 10 expert)
    s.sauron = opts.sauron_start
    # seed 6: «Возьмите шесть золотых рун Гэндальфа, перемешайте»
    s.gold_stack = [1, 1, 2, 2, 3, 3]
    shuffle(s, s.gold_stack)
    # seed 8: «Перемешайте квадратные жетоны истории»
    s.story = list(tables.story_stack())
    shuffle(s, s.story)
    # seed 9: «Перетасуйте карты путешествия»
    s.journey = list(tables.journey_deck())
    shuffle(s, s.journey)
    # seed 11: «Выложите пять карт Гэндальфа лицом вверх»
    s.gandalf = list(tables.GANDALF)
    # seed 14-15: «Первым Кольценосцем становится Фродо … Партия всегда начинается с хода Фродо»
    s.ring_bearer = 0
    s.active = 0
    s.location = 0
    s.action_index = 0
    say(s, "The Fellowship sets out from {location}.", location=tables.LOCATIONS[0])
    s.stack = [("location",)]
    return s


# ---------------------------------------------------------------- the journey

@step("location")
def _location(s: State) -> None:
    lc = tables.loc(s)
    if lc.kind == "adventure":
        then(s, ("start_adventure",))
        return
    if s.action_index < len(lc.actions):
        # seed: «Выполняя действия в „спокойном приюте“, Кольценосец берёт на себя функции активного игрока»
        s.active = s.ring_bearer
        then(s, ("sanctuary_q",), ("sanctuary_action", lc.actions[s.action_index]), ("action_done",),
             ("location",))
    else:
        then(s, ("next_location",))


@step("sanctuary_q")
def _sanctuary_q(s: State) -> None:
    if s.over:
        return
    rb = s.ring_bearer
    acts = open_actions(s, rb, "sanctuary_window")
    if acts:
        lc = tables.loc(s)
        ask(s, rb, "sanctuary_window", [act("done")] + acts, "{location}: next, {action}",
            again=("sanctuary_q",), location=lc.id, action=lc.actions[s.action_index])


@answer("sanctuary_window")
def _on_sanctuary_q(s: State, d, a: Action) -> None:
    pass


@step("action_done")
def _action_done(s: State) -> None:
    s.action_index += 1


@step("next_location")
def _next_location(s: State) -> None:
    if s.over:
        return
    if s.row:
        s.removed.extend(s.row)          # unawarded cards of the last board leave the game
        s.row = []
    s.location += 1
    s.action_index = 0
    s.tracks = {}
    s.event_index = 0
    say(s, "The Fellowship reaches {location}.", location=tables.loc(s).id)
    then(s, ("location",))


@step("start_adventure")
def _start_adventure(s: State) -> None:
    lc = tables.loc(s)
    # seed: «Поставьте по маркеру прохождения на первое деление каждого трека … На первое деление
    # (без текста) положите маркер событий»
    s.tracks = {a: 0 for a in lc.tracks}
    s.event_index = 0
    # seed: «Не забывайте перемешивать жетоны истории перед началом каждого нового приключения»
    # (reading: all 23, the discarded ones included)
    s.story.extend(s.story_discard)
    if s.tile is not None:
        s.story.append(s.tile)
        s.tile = None
    s.story_discard = []
    shuffle(s, s.story)
    s.foresight = None
    # seed: «Выложите в ряд легендарные карты, относящиеся к этому приключению»
    # (a card already out, which only a hand-built position can do, is not laid twice)
    out = set(s.journey_discard) | set(s.removed) | {c for h in s.hobbits for c in h.hand}
    s.row = [c for c in lc.cards if c not in out]
    s.ring_used = False
    s.scratch["adventure_over"] = False
    s.scratch["main_number"] = lc.numbers[0]
    first = s.ring_bearer
    if s.opts.equality and "next_first" in s.scratch:
        # seed (Равенство): «Просто продолжайте передавать право хода по часовой стрелке»
        first = s.clockwise_from(s.scratch["next_first"])[0]
    s.active = first
    say(s, "The adventure in {location} begins.", location=lc.id)
    then(s, ("turn_start",))


# ---------------------------------------------------------------- the event track

@step("next_event")
def _next_event(s: State) -> None:
    if s.over or s.scratch.get("adventure_over"):
        return
    lc = tables.loc(s)
    if s.event_index >= len(lc.events):
        return
    s.event_index += 1
    say(s, "The event marker moves to {event}.", event=lc.events[s.event_index - 1])
    then(s, ("event_window", s.event_index), ("after_event", s.event_index))


@step("after_event")
def _after_event(s: State, index: int) -> None:
    if s.over:
        return
    lc = tables.loc(s)
    if index >= len(lc.events):
        if lc.index == tables.MORDOR:
            scoring.lose(s, "The Ring is mine! Sauron has found the Ring.")
        else:
            end_now(s)


# ---------------------------------------------------------------- the end of an adventure

@step("adventure_end")
def _adventure_end(s: State) -> None:
    if s.over:
        return
    lc = tables.loc(s)
    # Equality: who would have played next (A-reading: the successor of a player who died on
    # his own turn has not had his turn yet)
    if s.scratch.pop("handover", False) and s.hobbits[s.active].alive:
        s.scratch["next_first"] = s.active
    else:
        nxt = [i for i in s.clockwise_from(s.active) if i != s.active] or s.clockwise_from(s.active)
        s.scratch["next_first"] = nxt[0] if nxt else s.active
    if lc.index == tables.MORDOR:          # only the Crack of Doom or «Кольцо моё!» end Mordor
        if "crack" in s.scratch:           # the main track was completed this turn (tracks.py)
            then(s, ("crack", s.scratch.pop("crack")))
            return
        scoring.lose(s, "The Ring is mine! Sauron has found the Ring.")
        return
    steps = []
    for i in s.clockwise_from(s.ring_bearer):
        h = s.hobbits[i]
        have = sum(1 for t in tables.LIFE if h.life[t] > 0)
        # seed: «За каждый недостающий жетон игрок сдвигает фишку своего хоббита на одно деление
        # вправо»; Merry: «С одним жетоном жизни Мерри сдвигается на одно деление … без жетонов — на два»
        missing = max(0, (2 if h.hobbit == "merry" else 3) - have)
        if missing:
            steps.append(("athelas_window", i, (("descent_move", i, missing),)))
    then(s, *steps, ("pass_ring",), ("next_location",))


@step("athelas_window")
def _athelas_window(s: State, seat: int, after: tuple) -> None:
    then(s, ("reactive", "before_penalty", "athelas", seat, (), (("athelas_saved", seat),), after))


@step("athelas_saved")
def _athelas_saved(s: State, seat: int) -> None:
    say(s, "Athelas spares {hobbit} the penalty.", hobbit=s.hobbits[seat].hobbit)


@step("descent_move")
def _descent_move(s: State, seat: int, n: int) -> None:
    say(s, "{hobbit} lacks {n} life tokens.", hobbit=s.hobbits[seat].hobbit, n=n)
    move_hobbit(s, seat, n, "descent")


@step("pass_ring")
def _pass_ring(s: State) -> None:
    if s.over:
        return
    ring.pass_ring(s)


# ---------------------------------------------------------------- the Crack of Doom

@step("crack")
def _crack(s: State, rolled: bool) -> None:
    """Mordor's main track is complete and its last ■ resolved (A8: rolled by the active player;
    with the Ring there is no roll), and so is everything else of that turn (started by
    adventure_end). seed: «если после броска Кольценосец не погибает,
    приключение успешно завершится. Положите маркер Кольца на изображение Кольца»."""
    if s.over:
        return
    rb = s.ring_bearer
    if rb is None or not s.hobbits[rb].alive:
        scoring.lose(s, "The Ring-bearer has fallen.")
        return
    s.ring_bearer = None
    say(s, "The Ring is laid on the Crack of Doom; nobody bears it any more.")
    alive = s.clockwise_from(s.active)
    if not alive:
        scoring.crack_failed(s)
        return
    then(s, ("crack_roll", alive[0]))


@step("crack_roll")
def _crack_roll(s: State, seat: int) -> None:
    # seed: «Активный игрок бросает кубик угрозы (это не тот бросок, который был сделан при
    # завершении приключения, а новый)»
    s.active = seat
    say(s, "{hobbit} tries to cast the Ring into the fire.", hobbit=s.hobbits[seat].hobbit)
    then(s, ("roll", seat, "crack"), ("crack_after", seat))


@step("crack_after")
def _crack_after(s: State, seat: int) -> None:
    if s.over:
        return
    if s.hobbits[seat].alive:
        # seed: «Кольцо уничтожено и активный игрок получает одну из золотых рун»
        draw_gold(s, seat)
        scoring.win(s, seat)
        return
    # seed: «следующий по часовой стрелке игрок становится активным игроком и делает бросок угрозы»
    alive = s.clockwise_from(seat)
    if not alive:
        scoring.crack_failed(s)
        return
    then(s, ("crack_roll", alive[0]))


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "The Fellowship sets out from {location}.",
    "The Fellowship reaches {location}.",
    "The adventure in {location} begins.",
    "The event marker moves to {event}.",
    "Athelas spares {hobbit} the penalty.",
    "{hobbit} lacks {n} life tokens.",
    "The Ring is laid on the Crack of Doom; nobody bears it any more.",
    "{hobbit} tries to cast the Ring into the fire.",
)
# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = (
    "{location}: next, {action}",
)
# every reason for the game's end given here, declared for translation (texts.py)
OUTCOME_REASONS = (
    "The Ring is mine! Sauron has found the Ring.",
    "The Ring-bearer has fallen.",
)

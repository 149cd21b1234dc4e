"""The flow: one resolution loop for every game.

A game's state carries a stack of steps (`s.stack`, last = next) and at most one open
question (`s.pending`). `Flow.advance` pops and runs steps until a question is posed or
the game is over; when the stack is empty it asks the game's `idle` function (its turn
structure: the next phase, the next stage) for more. A step is a tuple `(name, *args)` of
immutable values, so a state copies its stack with one list copy, and a save replays it.

Each game makes one `Flow` and registers, by name, the functions behind its steps
(`@flow.step`), the handlers of the answers to its questions (`@flow.answer`), and the
free actions that may be taken inside an open question (`@flow.free`). On top of plain
questions the kernel runs five shapes of interaction every card game needs, so no game
writes them again:

- a **secret choice** of several seats at once (`secret`): each commits behind the
  curtain, nothing is revealed until all have, then one answer sees every commitment;
- a **response window** (`window`): seats are offered the chance to act in a given order;
  an action reopens the round, and the window closes once the unbroken run of passes
  holds every seat (or after as many passes in a row as it says); a seat may be refused
  the pass while the rules make it act; `open_window` names the window open now (its
  kind, order, passes and seat at turn) and `close_window` ends one, so no game reads the
  kernel's steps;
- a **joint decision** (`joint`): one seat of a team proposes, the partners accept or
  refuse; a refusal means the proposal is not carried out;
- **events** (`happen`): an "about to" window in which responses may cancel or replace the
  effect (`cancel`, which closes that window too), the effect itself, then the triggers it
  sets off, collected from the game's registered watchers, and the "after" windows the
  game declared on the event (`after_window`); optional triggers are asked of their
  owners, and several at once are ordered by the seat the game's rule names
  (`trigger_orderer`; by default each seat orders its own);
- a **compound decision** (`compound`): a choice that is a product of parts (die, army,
  units, destination) asked in steps, the partial choice kept in the step, with "back".

The state a Flow runs on needs these attributes: `stack` (list), `pending` (Question or
None), `over` (bool), `cache` (dict, emptied whenever the question changes) and `barrier`
(int, raised when a secret choice is revealed).
"""

from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass, replace
from typing import Any, Callable

from lotr_table.engine.action import Action, frozen
from lotr_table.engine.decisions import Number, Order, YesNo

made = Action.made
SEVERAL = -1          # Question.seat when several seats decide at once
CONSENT_PROMPT = "Your partner proposes: {proposal}. Do you agree?"
OPTIONAL_TRIGGER_PROMPT = "Use {ability}?"
ORDER_TRIGGERS_PROMPT = "Choose the order of your triggered abilities."
PASS = Action("pass")
BACK = Action("back")


UNKNOWN = object()      # Choices.find: the whole list must be built to tell


class Choices:
    """A question's options built when first read, not when the question is posed: replaying
    a save applies each action after checking it alone (`find`), so a rule that poses its
    next question does not pay for listing every option nobody looks at.

    `build(s)` gives the options in their stable order; `find(s, action)` the legal action
    equal to `action`, None when there is none, or `UNKNOWN` when only the whole list can
    tell. Both read `s`, the state the question was posed on, which no rule changes once it
    is posed (a move clones it). It is held weakly, so that a state and its question do not
    keep each other alive (a replay would leave one such pair per action for the collector
    of cycles); a state gone, its unchanged copy that asks is read instead (`reader`). A copy
    that changes what the options read (a resampled twin) builds them first (`before_twin`).

    `memo`: what the question worked out that the next question may take over when the
    answer changes nothing of the state (a compound decision's values for each partial
    choice, worked out once for all its parts)."""
    __slots__ = ("build", "find", "posed_on", "asked", "found", "built", "memo")

    def __init__(self, s: Any, build: Callable[[Any], tuple],
                 find: Callable[[Any, Any], Any] | None = None, memo: Any = None) -> None:
        self.posed_on = weakref.ref(s)
        self.build = build
        self.find = find
        self.asked: Any = None      # the last action looked for, and what `find` said of it:
        self.found: Any = UNKNOWN   # a save's reader and `apply` ask of the same one in turn
        self.built: Any = None      # the options, once built
        self.memo = memo

    def state(self, reader: Any) -> Any:
        s = self.posed_on()
        if s is None:
            s = reader
        if s is None:
            raise RuntimeError("the options of a question whose state is gone were read without its copy")
        return s

    def twin(self, action: Any, reader: Any) -> Any:
        if self.find is None:
            return UNKNOWN
        if action is not self.asked and action != self.asked:   # `find` goes by equality alone
            self.asked, self.found = action, self.find(self.state(reader), action)
        return self.found


class _Unread:
    """The options of a question posed while a trusted replay passes its state on unread
    (`Flow.replay`): reading them is a bug, and says so rather than finding nothing."""
    __slots__ = ()

    def _read(self, *_: Any) -> Any:
        raise RuntimeError("the options of a question a trusted replay passed on unread were read")

    __iter__ = __len__ = __contains__ = __getitem__ = __bool__ = _read


UNREAD = _Unread()


class _Replay(threading.local):
    unread = False              # see Flow.replay


@dataclass(slots=True)
class Question:
    """What the game waits for. `actions` are the legal Actions in a stable order; for a
    question of SEVERAL seats, a tuple or dict indexed by seat. `prompt` is an English
    template with `params` ((name, value), ...) for the table to translate; `data` is what
    the answer needs to carry on; `again` is the step that posed an open question, run
    again after a free action; `shape` a typed decision (engine/decisions.py) when the
    question is more than "choose one of these actions". `actions` may be posed as
    `Choices` (a question of one seat): they are built the first time they are read. The
    methods take the state that asks (`reader`), which builds them if their own is gone."""
    seat: int
    kind: str
    actions: Any
    prompt: str = ""
    params: tuple = ()
    data: Any = None
    again: tuple | None = None
    shape: Any = None
    secret: bool = False          # a kernel secret choice: commitments kept in `data`

    def asked_of(self, seat: int) -> "Question":
        """The question as one of its several seats answers it (a copy; questions are never
        changed once posed). Direct construction: dataclasses.replace costs several times
        more, and a simultaneous choice is answered on every battle."""
        return Question(seat, self.kind, self.actions, self.prompt, self.params, self.data, self.again,
                        self.shape, self.secret)

    def settle(self, reader: Any = None) -> Any:
        """The options, built now if they were posed as Choices (which keep them)."""
        acts = _posed(self)
        if acts.__class__ is Choices:
            built = acts.built
            if built is None:
                built = acts.built = acts.build(acts.state(reader))
            return built
        return acts

    def before_twin(self, s: Any) -> None:
        """Before a redrawn twin of `s` shares this question: its options built from `s`, as
        they were posed, and nothing it worked out handed on to the twin's next question."""
        acts = _posed(self)
        if acts.__class__ is Choices:
            self.settle(s)
            acts.memo = None

    def seats(self) -> list[int]:
        """The seats this question waits for."""
        if self.seat != SEVERAL:
            return [self.seat]
        acts = self.actions
        if isinstance(acts, dict):
            return sorted(k for k, v in acts.items() if v)
        return [i for i, v in enumerate(acts) if v]

    def offers(self, seat: int, action: Any, reader: Any = None) -> bool:
        """Whether `action` is among `seat`'s legal actions (actions_of without the copy)."""
        if self.seat != SEVERAL:
            if seat != self.seat:
                return False
            acts = _posed(self)
            if acts.__class__ is Choices:
                if acts.built is None:
                    return self.twin(seat, action, reader) is not None
                acts = acts.built
            return action in acts
        acts = self.actions
        if isinstance(acts, dict):
            return action in acts.get(seat, ())
        return 0 <= seat < len(acts) and action in acts[seat]

    def twin(self, seat: int, action: Any, reader: Any = None) -> Any:
        """The legal action of `seat` equal to `action` (the rules' own value, whose field
        types a save's reader compares), or None: for options posed as Choices, found
        without building the others where the question can."""
        if self.seat != SEVERAL:
            if seat != self.seat:
                return None
            acts = _posed(self)
            if acts.__class__ is Choices:
                if acts.built is None:
                    found = acts.twin(action, reader)
                    if found is not UNKNOWN:
                        return found
                acts = self.settle(reader)
        else:
            acts = self.actions_of(seat)
        for candidate in acts:
            if candidate == action:
                return candidate
        return None

    def actions_of(self, seat: int, reader: Any = None) -> list:
        if self.seat != SEVERAL:
            return list(self.settle(reader)) if seat == self.seat else []
        acts = self.actions
        if isinstance(acts, dict):
            return list(acts.get(seat, ()))
        return list(acts[seat]) if 0 <= seat < len(acts) else []


# `actions` read through a property: options posed as Choices are built, and kept, the first
# time they are read. The property stands over the dataclass's slot, which holds either.
_posed = Question.actions.__get__
_keep = Question.actions.__set__
Question.actions = property(Question.settle, _keep, doc="The legal actions (built now if posed as Choices).")


def as_posed(q: Question) -> Any:
    """A question's options as they stand: Choices not yet built, or the list (for tests)."""
    return _posed(q)


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability set off by an event: `seat` controls it, `step` carries it out,
    `label` is the id the table names it by (its card's id), `optional` ones are asked."""
    seat: int
    step: tuple
    label: str
    optional: bool = False


@dataclass(frozen=True, slots=True)
class WindowKind:
    offer: Callable          # (s, seat, context) -> list[Action]: what the seat may do now
    respond: Callable        # (s, seat, action, context) -> None: carry out one response
    prompt: str
    may_pass: Callable | None = None   # (s, seat, context) -> bool; by default a seat may always pass
    # the prompt when may_pass refuses: a prompt that names passing must not stand without a Pass
    no_pass_prompt: str | None = None
    # (s, seat, context, action) -> the offered action equal to `action`, None, or UNKNOWN:
    # a save's replay checks a response without listing every other (Choices.find)
    find: Callable | None = None


@dataclass(frozen=True, slots=True)
class OpenWindow:
    """A response window as the rules see it: its `kind`, the seats in the rules' `order`,
    `at` the index in `order` of the seat asked (when `asked`) or to be asked next (when the
    window waits on the stack while a response is carried out), the unbroken run of
    `passed` seats, and its `context` (an "about to" window's event)."""
    kind: str
    order: tuple
    at: int
    passed: tuple
    closes_after: int | None
    context: Any
    asked: bool

    @property
    def to_act(self) -> int:
        """The seat asked now, or to be asked next."""
        return self.order[self.at]

    @property
    def acting(self) -> int:
        """The seat whose response is being carried out while the window waits (the seat
        before `at` in the order)."""
        return self.order[(self.at - 1) % len(self.order)]

    def still_to_act(self) -> list[int]:
        """The seats that may still act before the window closes: every seat not in the run
        of passes, in the order from the seat at turn."""
        n = len(self.order)
        passed = set(self.passed)
        out: list[int] = []
        for k in range(n):
            seat = self.order[(self.at + k) % n]
            if seat not in passed and seat not in out:
                out.append(seat)
        return out

    def to_json(self) -> dict:
        """The public facts of the window, the same for every viewer."""
        return {"kind": self.kind, "order": list(self.order), "passed": list(dict.fromkeys(self.passed)),
                "to_act": self.to_act, "still_to_act": self.still_to_act()}


@dataclass(frozen=True, slots=True)
class OpenCompound:
    """A compound decision being asked: its `kind`, the parts chosen so far, its context."""
    kind: str
    partial: tuple
    context: Any


@dataclass(frozen=True, slots=True)
class JointKind:
    agreed: Callable         # (s, proposer, action, context) -> None
    refused: Callable | None  # (s, proposer, action, context) -> None, or None: nothing happens


@dataclass(frozen=True, slots=True)
class CompoundKind:
    parts: tuple[str, ...]
    prompts: tuple[str, ...]  # an English prompt for each part
    options: Callable        # (s, seat, partial: tuple, context) -> the values for the next part (a list, or an iterable: looked through one at a time)
    finish: Callable         # (s, seat, choice: tuple, context) -> None
    cancel: Callable | None  # (s, seat, context) -> None: "back" from the first part, if allowed
    # (s, seat, partial, context) -> bool, or None when it cannot tell: whether a partial
    # choice leads to a whole one, told by the game without listing the next parts (a
    # move's armies: the game keeps which armies may go somewhere from one move to the next)
    leads: Callable | None = None


# (part, the value's class, value) -> the pick: the same few picks are offered again and again
# (the class too: True and 1 are equal keys, but a save writes them apart)
_PICKS: dict = {}
_PICKS_KEPT = 50_000


def _pick(part: str, value: Any) -> Action:
    """A compound decision's pick of `value` for `part` (an Action: immutable, so one serves
    every question that offers it)."""
    key = (part, value.__class__, value)
    try:
        return _PICKS[key]
    except KeyError:
        pass
    except TypeError:                    # a value holding a list: frozen afresh each time
        return made("pick", (("part", part), ("value", frozen(value))))
    if len(_PICKS) >= _PICKS_KEPT:
        _PICKS.clear()
    action = _PICKS[key] = made("pick", (("part", part), ("value", frozen(value))))
    return action


class Flow:
    """One game's steps, answers and free actions, and the loop that runs them."""

    def __init__(self, game_id: str, idle: Callable | None = None,
                 settle: Callable | None = None) -> None:
        self.game_id = game_id
        # a game whose answers need only who answered registers (s, seat, action) handlers
        # in `seat_answers` (one call fewer on the hottest path of a random playout)
        self.seat_answers: dict[str, Callable] = {}
        # (s) -> bool: the rules that hold whatever is being asked (a side has won), checked
        # whenever the loop stops at a question; True when it changed the state
        self.settle = settle
        self.steps: dict[str, Callable] = {}
        self.answers: dict[str, Callable] = {}
        self.free_actions: dict[str, Callable] = {}
        self.idle = idle                  # (s) -> None: more steps, a question, or the end
        self.windows: dict[str, WindowKind] = {}
        self.joints: dict[str, JointKind] = {}
        self.compounds: dict[str, CompoundKind] = {}
        self.effects: dict[str, Callable] = {}
        self.watchers: dict[str, list[Callable]] = {}
        self.responders: dict[str, Callable] = {}
        self.after_windows: dict[str, list[tuple[str, Callable]]] = {}
        # (s, triggers) -> seat: who orders triggers set off at once; None: each seat its own
        self.orderer: Callable | None = None
        self.floor_prompts: list[str] = []
        # (state, (kind, seat, context), memo, cache): a compound part's worked-out values and
        # the state's cache for the next part, posed at once on that state (_on_compound,
        # compound(unchanged=True) -> _run_compound)
        self._carry: tuple | None = None
        # (state, cache): while an answer is carried out, what the state it was answered on
        # had worked out (its `cache`), for a compound decision asked on with nothing changed
        self._worked: tuple | None = None
        # (state, cache): what the state had worked out before an answer that changed nothing
        # of it ("back" out of a compound decision), for the question posed next on it
        # (keep_worked -> take_worked)
        self._kept: tuple | None = None
        # `unread` is True while a trusted replay carries out an answer on a state that the next
        # recorded action changes in place before anyone reads it (FlowGame.apply_trusted(
        # passed_on=True)): a window's turn, a compound decision's part and an order of triggers
        # are then posed without listing or weighing what the seat may do. Per thread: a computer
        # player thinking in another thread with the same rules asks its questions whole.
        self.replay = _Replay()
        for name, fn in (("_window", self._run_window), ("_propose", self._run_propose),
                         ("_consent", self._run_consent), ("_compound", self._run_compound),
                         ("_resolve", self._run_resolve), ("_after", self._run_after),
                         ("_trigger_choice", self._run_trigger_choice)):
            self.steps[name] = fn
        for kind, fn in (("_window", self._on_window), ("_propose", self._on_propose),
                         ("_consent", self._on_consent), ("_compound", self._on_compound),
                         ("_order_triggers", self._on_order_triggers),
                         ("_optional_trigger", self._on_optional_trigger)):
            self.answers[kind] = fn

    # -- registration -------------------------------------------------------------------

    @staticmethod
    def _once(table: dict, what: str, name: str, fn: Any) -> None:
        """Two modules naming one step, answer or decision alike would silently leave one of
        them unreachable: refused at import. (The same function again, as a reload makes it,
        is the same registration.)"""
        known = table.get(name)
        if known is not None and _origin(known) != _origin(fn):
            raise ValueError(f"the {what} {name!r} is registered twice ({_origin(known)[0]} and {_origin(fn)[0]})")
        table[name] = fn

    def step(self, name: str):
        def register(fn):
            self._once(self.steps, "step", name, fn)
            return fn
        return register

    def answer(self, kind: str):
        def register(fn):
            self._once(self.answers, "answer", kind, fn)
            return fn
        return register

    def free(self, kind: str):
        def register(fn):
            self._once(self.free_actions, "free action", kind, fn)
            return fn
        return register

    def window_kind(self, kind: str, offer: Callable, respond: Callable, prompt: str,
                    may_pass: Callable | None = None, no_pass_prompt: str | None = None,
                    find: Callable | None = None) -> None:
        self.windows[kind] = WindowKind(offer, respond, prompt, may_pass, no_pass_prompt, find)

    def joint_kind(self, kind: str, agreed: Callable, refused: Callable | None = None) -> None:
        self.joints[kind] = JointKind(agreed, refused)

    def compound_kind(self, kind: str, parts: tuple[str, ...], prompts: tuple[str, ...], options: Callable,
                      finish: Callable, cancel: Callable | None = None, leads: Callable | None = None) -> None:
        """`leads(s, seat, partial, context)`: whether a partial choice leads to a whole one,
        exactly as listing the parts after it by `options` would tell, or None to list them."""
        if len(prompts) != len(parts):
            raise ValueError(f"compound {kind!r}: one prompt for each of its {len(parts)} parts")
        self._once(self.compounds, "compound decision", kind,
                   CompoundKind(tuple(parts), tuple(prompts), options, finish, cancel, leads))

    def effect(self, name: str):
        """The function that carries out an event `(name, *args)` once its "about to"
        window has closed without cancelling it."""
        def register(fn):
            self._once(self.effects, "effect", name, fn)
            return fn
        return register

    def watch(self, name: str):
        """A watcher of event `name`: (s, event) -> list[Trigger] set off by it."""
        def register(fn):
            self.watchers.setdefault(name, []).append(fn)
            return fn
        return register

    def respond_to(self, name: str, offer: Callable, respond: Callable, order: Callable,
                   prompt: str) -> None:
        """Who may respond when event `name` is about to happen: `order(s, event)` gives the
        seats in the rules' order, `offer`/`respond` as for a window."""
        self.window_kind(f"about_to:{name}", offer, respond, prompt)
        self.responders[name] = order

    def after_window(self, name: str, kind: str, seats: Callable) -> None:
        """After event `name` has taken effect (and after the triggers it set off), a window of
        `kind` opens for `seats(s, event)` in the rules' order, its context the event; no
        window when that is empty."""
        self.after_windows.setdefault(name, []).append((kind, seats))

    def trigger_orderer(self, orderer: Callable) -> None:
        """The game's rule of who orders triggered abilities set off at once: `orderer(s,
        triggers)` names the seat that orders them all (an optional one is still asked of its
        owner first). Without it each seat orders its own."""
        self.orderer = orderer

    def prompts(self) -> list[str]:
        """Every prompt this flow can pose on the game's behalf (its windows, compound parts,
        the floor) and the kernel's own, for the game's declared texts."""
        out = [CONSENT_PROMPT, OPTIONAL_TRIGGER_PROMPT, ORDER_TRIGGERS_PROMPT]
        out += [w.prompt for w in self.windows.values()]
        out += [w.no_pass_prompt for w in self.windows.values() if w.no_pass_prompt]
        out += [p for c in self.compounds.values() for p in c.prompts]
        out += self.floor_prompts
        return list(dict.fromkeys(out))

    # -- the loop -----------------------------------------------------------------------

    @staticmethod
    def then(s: Any, *steps: tuple) -> None:
        """Run these steps next, in this order (before whatever was already waiting)."""
        if len(steps) == 1:
            s.stack.append(steps[0])
        else:
            s.stack.extend(reversed(steps))

    @staticmethod
    def ask(s: Any, seat: int, kind: str, actions: Any, prompt: str = "", data: Any = None,
            again: tuple | None = None, shape: Any = None, **params) -> None:
        params_t = tuple(sorted(params.items())) if len(params) > 1 else tuple(params.items())
        s.pending = Question(seat, kind, actions, prompt, params_t, data, again, shape)
        s.cache = {}

    def advance(self, s: Any) -> None:
        """Run steps until a question is posed or the game is over."""
        stack = s.stack                  # steps change this list in place, never replace it
        steps = self.steps
        idle = self.idle
        settle = self.settle
        while True:
            while s.pending is None and not s.over:
                if stack:
                    st = stack.pop()
                    steps[st[0]](s, *st[1:])
                elif idle is not None:
                    idle(s)
                else:
                    break
            if settle is None or not settle(s):
                return

    def decide(self, s: Any, seat: int, action: Action, worked_out: dict | None = None) -> None:
        """Apply one legal answer (the caller has checked it is legal) and run on.
        `worked_out`: the cache of the state `s` copies (kept only for a compound decision
        asked on with nothing changed)."""
        q = s.pending
        s.pending = None
        if s.cache:                      # legal actions of the question just answered
            s.cache = {}
        self._worked = (s, worked_out) if worked_out else None
        self._kept = None
        by_seat = self.seat_answers.get(q.kind)
        if by_seat is not None:
            by_seat(s, seat, action)
        elif q.seat == SEVERAL:
            if q.secret:
                self._commit(s, q, seat, action)
            else:                        # the game keeps the commitments itself
                self.answers[q.kind](s, q.asked_of(seat), action)
        else:
            handler = self.free_actions.get(action.kind) if q.again is not None else None
            if handler is not None:
                s.stack.append(q.again)      # pose the open question again afterwards
                handler(s, seat, action)
            else:
                self.answers[q.kind](s, q, action)
        self._worked = None
        self.advance(s)

    # -- giving the floor ------------------------------------------------------------------

    def floor_kind(self, kind: str, offer: Callable, prompt: str, params: Callable | None = None,
                   absent: Callable | None = None) -> None:
        """Let a seat other than the one asked act now (the cooperative game's "let Sam act"):
        the free action `Action("floor", seat=x)` opens a question of `kind` for seat x with
        `offer(s, x)` and "done", posed again after each of x's free actions; then the open
        question it was given from is posed again. `absent(s, x)`: x can no longer act."""
        def give(s: Any, seat: int, action: Action) -> None:
            s.stack.append((kind, action["seat"]))

        def pose(s: Any, x: int) -> None:
            if s.over or (absent is not None and absent(s, x)):
                return
            self.ask(s, x, kind, tuple(offer(s, x)) + (Action("done"),), prompt, again=(kind, x),
                     **(params(s, x) if params is not None else {}))

        self.floor_prompts.append(prompt)
        self.free_actions["floor"] = give
        self.steps[kind] = pose
        self.answers[kind] = lambda s, q, action: None     # "done": back to the open question

    # -- a secret choice of several seats -------------------------------------------------

    @staticmethod
    def secret(s: Any, kind: str, actions: dict, prompt: str = "", **params) -> None:
        """Every seat in `actions` (seat -> its legal actions) chooses behind the curtain;
        when all have, the answer of `kind` gets the question with `data` = {seat: action}.
        A seat's actions may be given as a whole number to set (decisions.Number: a bid), so
        its table asks it as a number, not as a list of buttons; the options are the same."""
        params_t = tuple(sorted(params.items()))
        shapes = {seat: a for seat, a in actions.items() if isinstance(a, Number)}
        listed = {seat: tuple(a.actions()) if seat in shapes else a for seat, a in actions.items()}
        s.pending = Question(SEVERAL, kind, listed, prompt, params_t, (), None, shapes or None, True)
        s.cache = {}

    def _commit(self, s: Any, q: Question, seat: int, action: Action) -> None:
        committed = q.data + ((seat, action),)
        waiting = {k: v for k, v in q.actions.items() if k != seat and v}
        if waiting:
            s.pending = replace(q, actions=waiting, data=committed)
            return
        s.barrier += 1                   # the reveal: undo may not go back past it
        self.answers[q.kind](s, replace(q, actions={}, data=dict(committed)), None)

    # -- response windows ---------------------------------------------------------------

    def window(self, s: Any, kind: str, seats: tuple, closes_after: int | None = None,
               context: Any = None) -> None:
        """Open a response window: `seats` in the rules' order (a seat may stand in it twice,
        as one person's two decks do). It closes once the unbroken run of passes includes
        every seat at least once, or, with `closes_after`, after that many passes in a row."""
        s.stack.append(("_window", kind, tuple(seats), 0, (), closes_after, context))

    @staticmethod
    def postpone(s: Any) -> None:
        """Set the open question aside: it is posed again, as it stands, once the steps
        pushed after this have run (a window keeps its order and its passes)."""
        q = s.pending
        s.pending = None
        s.cache = {}
        if q.kind == "_window":
            s.stack.append(("_window",) + tuple(q.data))
        elif q.again is not None:
            s.stack.append(q.again)
        else:
            raise ValueError(f"the question {q.kind!r} cannot be posed again")

    @staticmethod
    def window_of(q: Question | None) -> OpenWindow | None:
        """The window a question is the turn of, or None when it is not a window's."""
        if q is None or q.kind != "_window":
            return None
        kind, seats, index, run, closes_after, context = q.data
        return OpenWindow(kind, seats, index % len(seats), run, closes_after, context, True)

    @staticmethod
    def open_window(s: Any, kind: str | None = None) -> OpenWindow | None:
        """The window open now (of `kind`, if given): the one asking the open question, or
        else the innermost one waiting while a response is carried out; None when none is."""
        q = s.pending
        if q is not None and q.kind == "_window" and (kind is None or q.data[0] == kind):
            return Flow.window_of(q)
        for st in reversed(s.stack):
            if st[0] == "_window" and (kind is None or st[1] == kind):
                _, k, seats, index, run, closes_after, context = st
                return OpenWindow(k, seats, index % len(seats) if seats else 0, run, closes_after, context, False)
        return None

    @staticmethod
    def close_window(s: Any, kind: str, context: Any = None) -> bool:
        """End the innermost window of `kind` (and `context`) waiting on the stack, as a card
        that ends a phase's actions does; True when there was one."""
        stack = s.stack
        for k in range(len(stack) - 1, -1, -1):
            st = stack[k]
            if st[0] == "_window" and st[1] == kind and st[6] == context:
                del stack[k]
                return True
        return False

    @staticmethod
    def _window_closed(seats: tuple, run: tuple, closes_after: int | None) -> bool:
        if closes_after is not None:
            return len(run) >= closes_after
        return bool(run) and set(run).issuperset(seats)

    def _run_window(self, s: Any, kind: str, seats: tuple, index: int, run: tuple,
                    closes_after: int | None, context: Any) -> None:
        if not seats or self._window_closed(seats, run, closes_after):
            return
        w = self.windows[kind]
        seat = seats[index % len(seats)]
        data = (kind, seats, index, run, closes_after, context)
        if self.replay.unread:
            self.ask(s, seat, "_window", UNREAD, w.prompt, data=data)
            return
        if w.may_pass is None or w.may_pass(s, seat, context):
            # the seat may pass: what else it may do is listed only when read (a save's
            # replay checks a pass without it)
            def offered(s: Any) -> tuple:
                return (*w.offer(s, seat, context), PASS)

            find = _find_pass
            if w.find is not None:
                def find(s: Any, action: Action) -> Any:
                    return PASS if action == PASS else w.find(s, seat, context, action)
            self.ask(s, seat, "_window", Choices(s, offered, find), w.prompt, data=data)
            return
        offered = w.offer(s, seat, context)
        if not offered:
            self.ask(s, seat, "_window", (PASS,), w.prompt, data=data)   # nothing it may do: it passes
        else:
            self.ask(s, seat, "_window", tuple(offered), w.no_pass_prompt or w.prompt, data=data)

    def _on_window(self, s: Any, q: Question, action: Action) -> None:
        kind, seats, index, run, closes_after, context = q.data
        nxt = (index + 1) % len(seats)
        if action == PASS:
            s.stack.append(("_window", kind, seats, nxt, run + (q.seat,), closes_after, context))
            return
        s.stack.append(("_window", kind, seats, nxt, (), closes_after, context))   # an action reopens the round
        self.windows[kind].respond(s, q.seat, action, context)

    # -- joint decisions ----------------------------------------------------------------

    def joint(self, s: Any, kind: str, proposer: int, partners: tuple, options: tuple,
              prompt: str = "", context: Any = None) -> None:
        """`proposer` chooses one of `options` (or passes: nothing is proposed); each partner
        in turn accepts or refuses; agreed by all, the kind's `agreed` carries it out."""
        s.stack.append(("_propose", kind, proposer, tuple(partners), tuple(options), prompt, context))

    def _run_propose(self, s: Any, kind: str, proposer: int, partners: tuple, options: tuple,
                     prompt: str, context: Any) -> None:
        self.ask(s, proposer, "_propose", options + (PASS,), prompt, data=(kind, partners, context))

    def _on_propose(self, s: Any, q: Question, action: Action) -> None:
        kind, partners, context = q.data
        if action == PASS:
            return
        s.stack.append(("_consent", kind, q.seat, partners, action, context))

    def _run_consent(self, s: Any, kind: str, proposer: int, partners: tuple, proposal: Action,
                     context: Any) -> None:
        if not partners:
            self.joints[kind].agreed(s, proposer, proposal, context)
            return
        self.ask(s, partners[0], "_consent", (Action("yes"), Action("no")),
                 CONSENT_PROMPT,
                 data=(kind, proposer, partners, proposal, context), shape=YesNo("consent"),
                 proposal=proposal.kind)

    def _on_consent(self, s: Any, q: Question, action: Action) -> None:
        kind, proposer, partners, proposal, context = q.data
        if action.kind == "yes":
            s.stack.append(("_consent", kind, proposer, partners[1:], proposal, context))
            return
        refused = self.joints[kind].refused
        if refused is not None:
            refused(s, proposer, proposal, context)

    # -- compound decisions ---------------------------------------------------------------

    def compound(self, s: Any, kind: str, seat: int, context: Any = None, unchanged: bool = False) -> None:
        """Ask a compound decision next. `unchanged`: the answer being carried out has changed
        nothing of the state (a die chosen, then what to do with it), so what its question
        worked out from the state (its `cache`) still holds for the decision's options."""
        s.stack.append(("_compound", kind, seat, (), context))
        if unchanged:
            self._hand_on(s, (kind, seat, context), None)

    def keep_worked(self, s: Any) -> None:
        """The answer being carried out changes nothing of the state ("back" out of a compound
        decision to the question before it): what the state had worked out (its `cache`) is
        handed to the question the game poses next on it, if it asks for it (`take_worked`)."""
        worked = self._worked
        self._kept = (s, worked[1]) if worked is not None and worked[0] is s else None

    def take_worked(self, s: Any) -> None:
        """Just after posing a question: the cache `keep_worked` kept for `s` while this answer
        was carried out, if any (a state changed since by anything but the question is not
        handed it: the game calls this only where nothing can have changed)."""
        kept, self._kept = self._kept, None
        if kept is not None and kept[0] is s:
            s.cache = dict(kept[1])

    def _hand_on(self, s: Any, decision: tuple, memo: dict | None) -> None:
        worked = self._worked
        cache = worked[1] if worked is not None and worked[0] is s else None
        if memo is not None or cache:
            self._carry = (s, decision, memo, cache)

    @staticmethod
    def compound_of(q: Question | None) -> OpenCompound | None:
        """The compound decision a question asks a part of, or None."""
        if q is None or q.kind != "_compound":
            return None
        kind, partial, context = q.data
        return OpenCompound(kind, partial, context)

    def compound_options(self, s: Any, kind: str, seat: int, partial: tuple, context: Any,
                         memo: dict | None = None) -> list:
        """The values for the next part that lead to at least one whole choice. `memo`
        (partial choice -> its part's values) keeps what was worked out for the parts after."""
        c = self.compounds[kind]
        if memo is None:
            memo = {}
        values = self._values(s, c, seat, partial, context, memo)
        if len(partial) + 1 >= len(c.parts):
            return list(values)
        return [v for v in values if self._completes(s, c, seat, partial + (v,), context, memo)]

    @staticmethod
    def _values(s: Any, c: CompoundKind, seat: int, partial: tuple, context: Any, memo: dict) -> Any:
        values = memo.get(partial)
        if values is None:
            values = c.options(s, seat, partial, context)
            if values.__class__ is not list and values.__class__ is not tuple:
                values = list(values)        # a game may give them one at a time
            memo[partial] = values
        return values

    def _completes(self, s: Any, c: CompoundKind, seat: int, partial: tuple, context: Any, memo: dict) -> bool:
        leads = c.leads
        if leads is not None and partial not in memo:
            told = leads(s, seat, partial, context)
            if told is not None:
                return told
        values = self._values(s, c, seat, partial, context, memo)
        if len(partial) + 1 >= len(c.parts):
            return bool(values)
        return any(self._completes(s, c, seat, partial + (v,), context, memo) for v in values)

    def _run_compound(self, s: Any, kind: str, seat: int, partial: tuple, context: Any) -> None:
        c = self.compounds[kind]
        part = c.parts[len(partial)]
        back = bool(partial) or c.cancel is not None
        # the values worked out for the part before, when its answer (a pick or "back" within
        # the decision) changed nothing but the partial choice
        carried, self._carry = self._carry, None
        memo, cache = {}, None
        if carried is not None and carried[0] is s and carried[1] == (kind, seat, context):
            memo = carried[2] if carried[2] is not None else memo
            cache = carried[3]
        if self.replay.unread:
            self.ask(s, seat, "_compound", UNREAD, c.prompts[len(partial)], data=(kind, partial, context))
            return

        # The options are listed only when read; a save's replay checks the value it picks
        # alone (is it offered, does it lead to a whole choice), not every other one.
        def build(s: Any) -> tuple:
            actions = [_pick(part, v) for v in self.compound_options(s, kind, seat, partial, context, memo)]
            if back:
                actions.append(BACK)
            return tuple(actions)

        def find(s: Any, action: Action) -> Any:
            if action == BACK:
                return BACK if back else None
            fields = action.fields
            if action.kind != "pick" or len(fields) != 2 or fields[0] != ("part", part) or fields[1][0] != "value":
                return None
            value = fields[1][1]
            values = memo.get(partial)
            # given one at a time, the values are looked through only up to the one picked
            for v in values if values is not None else c.options(s, seat, partial, context):
                if frozen(v) == value:
                    if len(partial) + 1 < len(c.parts) and not self._completes(s, c, seat, partial + (v,), context, memo):
                        continue
                    return made("pick", (("part", part), ("value", frozen(v))))
            return None
        self.ask(s, seat, "_compound", Choices(s, build, find, memo), c.prompts[len(partial)],
                 data=(kind, partial, context))
        if cache:
            s.cache = dict(cache)        # nothing has changed since it was worked out

    def _on_compound(self, s: Any, q: Question, action: Action) -> None:
        kind, partial, context = q.data
        c = self.compounds[kind]
        if action == BACK:
            if partial:
                self._carry_memo(s, q, kind, context)
                s.stack.append(("_compound", kind, q.seat, partial[:-1], context))
            else:
                c.cancel(s, q.seat, context)
            return
        choice = partial + (action["value"],)
        if len(choice) == len(c.parts):
            c.finish(s, q.seat, choice, context)
        else:
            self._carry_memo(s, q, kind, context)
            s.stack.append(("_compound", kind, q.seat, choice, context))

    def _carry_memo(self, s: Any, q: Question, kind: str, context: Any) -> None:
        """Hand the answered part's worked-out values to the next part, posed next on `s`
        (the state is the same but for the partial choice). Not when the answering state
        is a redrawn twin of the one that worked them out (`Question.before_twin` drops them)."""
        posed = _posed(q)
        self._hand_on(s, (kind, q.seat, context), posed.memo if posed.__class__ is Choices else None)

    # -- events: about to, the effect, then triggers -----------------------------------------

    def happen(self, s: Any, event: tuple) -> None:
        """Announce event `(name, *args)`: an "about to" window if anyone may respond, the
        effect, then the triggers it sets off."""
        name = event[0]
        steps = [("_after", event), ("_resolve", event)]
        order = self.responders.get(name)
        if order is not None:
            steps.append(("_window", f"about_to:{name}", tuple(order(s, event)), 0, (), None, event))
        s.stack.extend(steps)

    @staticmethod
    def cancel(s: Any, event: tuple) -> None:
        """An "about to" response prevents the event: its effect and its triggers are dropped,
        and the windows opened on it (its "about to" window) close with it: nothing is left
        to respond to. A replacement is a cancel and then the replacing step."""
        s.stack[:] = [st for st in s.stack
                      if not ((st[0] in ("_resolve", "_after") and st[1] == event)
                              or (st[0] == "_window" and st[6] == event))]

    def _run_resolve(self, s: Any, event: tuple) -> None:
        self.effects[event[0]](s, *event[1:])

    def _run_after(self, s: Any, event: tuple) -> None:
        name = event[0]
        for kind, seats_of in self.after_windows.get(name, ()):
            seats = tuple(seats_of(s, event))
            if seats:               # below the triggers: it opens once they are carried out
                s.stack.append(("_window", kind, seats, 0, (), None, event))
        found: list[Trigger] = []
        for watcher in self.watchers.get(name, ()):
            found.extend(watcher(s, event))
        if not found:
            return
        if self.orderer is not None:
            s.stack.append(("_trigger_choice", self.orderer(s, found), tuple(found)))
            return
        # the seats in the order they first appear; each seat's triggers together
        by_seat: dict[int, list[Trigger]] = {}
        for t in found:
            by_seat.setdefault(t.seat, []).append(t)
        for seat in reversed(list(by_seat)):       # pushed in reverse: the first seat runs first
            s.stack.append(("_trigger_choice", seat, tuple(by_seat[seat])))

    def _run_trigger_choice(self, s: Any, orderer: int, triggers: tuple) -> None:
        """`orderer` orders `triggers` once their owners have said whether they use the
        optional ones (each asked of its own owner)."""
        for i, t in enumerate(triggers):
            if t.optional:
                self.ask(s, t.seat, "_optional_trigger", (Action("yes"), Action("no")),
                         OPTIONAL_TRIGGER_PROMPT, data=(i, triggers, orderer), shape=YesNo("trigger"),
                         ability=t.label)
                return
        if len(triggers) == 1:
            s.stack.append(triggers[0].step)
            return
        shape = Order("order", tuple(range(len(triggers))))
        # the items are indices into `abilities`, which the table names
        self.ask(s, orderer, "_order_triggers", UNREAD if self.replay.unread else tuple(shape.actions()),
                 ORDER_TRIGGERS_PROMPT, data=triggers, shape=shape, abilities=tuple(t.label for t in triggers))

    def _on_optional_trigger(self, s: Any, q: Question, action: Action) -> None:
        i, triggers, orderer = q.data
        rest = triggers[:i] + triggers[i + 1:]
        if action.kind == "yes" and self.orderer is not None:
            # used: the seat the rules name orders it with the others
            rest = triggers[:i] + (replace(triggers[i], optional=False),) + triggers[i + 1:]
        if rest:
            s.stack.append(("_trigger_choice", orderer, rest))
        if action.kind == "yes" and self.orderer is None:
            s.stack.append(triggers[i].step)     # its owner orders his own: used at once, first

    def _on_order_triggers(self, s: Any, q: Question, action: Action) -> None:
        triggers = q.data
        for i in reversed(action["items"]):
            s.stack.append(triggers[i].step)


def _find_pass(s: Any, action: Action) -> Any:
    """A window's pass, found without listing what else the seat may do."""
    return PASS if action == PASS else UNKNOWN


def question_view(q: Question | None, viewer: frozenset, acts_on=None, warns=None) -> dict | None:
    """What a viewer (a person's seats) may know of the open question: who is asked, what
    it is, for a response window who may still act in it and who has passed (the same for
    every viewer), and — only for the viewer's own seats — the options and their shape.
    Another seat's options and a secret choice's commitments never appear. `acts_on(seat,
    action)`: what each option of a choice of one acts on (engine/acts_on.py), listed beside
    the options in the same order. `warns(seat, action)`: a warning the table shows before an
    option is taken (`{"template", "args"}` in the game's `.warning` texts, or None), listed
    as `warnings` beside the options only when one of them has one."""
    if q is None:
        return None
    waiting = q.seats()
    mine = [seat for seat in waiting if seat in viewer]
    out: dict[str, Any] = {"kind": q.kind, "waiting": waiting, "prompt": q.prompt,
                           "params": [list(p) for p in q.params]}
    if q.secret:
        out["committed"] = sorted(seat for seat, _ in q.data)
    elif q.kind == "_window":
        out["window"] = Flow.window_of(q).to_json()
    if mine:
        seat = mine[0]
        actions = q.actions_of(seat)
        out["seat"] = seat
        shape = q.shape.get(seat) if q.seat == SEVERAL and q.shape is not None else q.shape
        out["shape"] = (shape.to_json() if shape is not None
                        else {"shape": "choose_one", "options": [a.to_json() for a in actions]})
        if acts_on is not None and out["shape"]["shape"] == "choose_one":
            listed = shape.options if shape is not None else actions
            out["shape"]["acts_on"] = [acts_on(seat, a) for a in listed]
            _warn(out["shape"], seat, listed, warns)
        elif out["shape"]["shape"] == "number":      # a warning for each number, from min up
            _warn(out["shape"], seat, shape.actions(), warns)
    return out


def _warn(shape: dict, seat: int, listed: list, warns) -> None:
    warnings = [warns(seat, a) for a in listed] if warns is not None else []
    if any(warnings):
        shape["warnings"] = warnings


def _origin(registered: Any) -> tuple[str, str]:
    """Where a registered function (or a compound decision's `finish`) was written."""
    fn = getattr(registered, "finish", registered)
    return getattr(fn, "__module__", "?"), getattr(fn, "__qualname__", "?")

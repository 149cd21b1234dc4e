"""The card language: the compositional words every card's effect is written in.

A game's `Vocabulary` (behaviours.py) holds its own words — "recruit", "draw", "corrupt" —
each with its parameters. The words here compose them, so a card's whole effect is data:

- `sequence`: {"name": "sequence", "steps": [effect, ...]} — one after the other;
- `if`: {"name": "if", "condition": condition, "then": effect, "else": effect} — a condition;
- `choose`: {"name": "choose", "who": "player", "among": filter, "as": "x", "prompt": "..."}
  — a player chooses among the items a filter finds, remembered as "x" (a list with
  "up_to": N, or "count": N; "optional": true lets him choose none);
- `one_of`: {"name": "one_of", "who": "player", "options": [{"text": "...", "effect": e,
  "condition": c}, ...], "prompt": "..."} — a choice among effects;
- `for_each`: {"name": "for_each", "in": filter, "as": "x", "do": effect} and
  {"name": "repeat", "times": amount, "do": effect} — counted amounts;
- `remember`: {"name": "remember", "as": "n", "amount": amount} — a count kept for later.

A remembered choice is used later in the same effect by {"recall": "x"} in place of any
parameter of a game word or of a filter's test (a choice that found nothing to choose leaves
its word nothing to act on: the word is passed over, a condition on it does not hold); recalling a name no earlier word remembers
is refused at load. An amount is an integer, {"recall": "n"}, {"count": filter}, or one of the
game's amount words (`amount_word`: a roll of dice counting hits, the Fellowship's corruption).

Conditions compose too: {"name": "all"/"any", "of": [...]}, {"name": "not", "condition": c},
{"name": "exists", "in": filter, "at_least": 1}, besides the game's own conditions.

A filter finds items of one of the game's domains (`domain`: "region", "unit", "card", ...)
by named tests the game registers with their parameter's type (`test`): {"kind": "region",
"nation": "gondor", "control": "shadow", "not": {"settlement": "city"}}; "any_of": [filter, ...]
keeps the items that pass one of them.

`Language.load` validates the records through the vocabulary and compiles each effect into a
flat program (a sequence is a run of instructions, a condition a jump): what runs on the
flow's stack is then one plain step ("_words", card, ability, pc, memory, instance,
controller) with the memory a tuple of (name, value) pairs, so a position holds it as any
other step. A game's word runs when the program reaches it, after the program's next step
has been put on the stack: a word that asks its own question or pushes its own steps is
finished before the effect goes on. A mistake names the card and the ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from pydantic import BaseModel, TypeAdapter, ValidationError

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context, Part, Vocabulary
from lotr_table.engine.flow import Flow

CHOICE = "card_choice"
WORDS = ("sequence", "if", "choose", "one_of", "for_each", "repeat", "remember")
CONDITION_WORDS = ("all", "any", "not", "exists")
WHO = ("player", "opponent")


@dataclass(frozen=True, slots=True)
class Recall:
    """A remembered value used in place of a parameter."""
    name: str


@dataclass(frozen=True, slots=True)
class Filter:
    kind: str
    tests: tuple          # (test name, value or Recall), ...
    negated: tuple = ()   # filters whose items are excluded
    any_of: tuple = ()    # filters of which an item passes one (none: no such test)


@dataclass(frozen=True, slots=True)
class Count:
    filter: Filter


@dataclass(frozen=True, slots=True)
class Choice:
    who: str
    name: str
    prompt: str
    among: Filter | None = None          # items, or
    options: tuple = ()                  # ((text, condition or None, target pc), ...)
    count: int = 1                       # exactly this many, or
    up_to: int = 0                       # at most this many (0: exactly `count`)
    optional: bool = False


@dataclass(frozen=True, slots=True)
class Domain:
    items: Callable                      # (s, ctx) -> iterable of plain values
    tests: dict                          # name -> (TypeAdapter, fn(s, ctx, item, value) -> bool)


class Language:
    """The composing words on top of one game's vocabulary, and the programs of its cards."""

    def __init__(self, vocab: Vocabulary, seat_of: Callable[[Any, Context, str], int]) -> None:
        self.vocab = vocab
        self.seat_of = seat_of           # (s, ctx, "player" | "opponent") -> seat
        self.domains: dict[str, Domain] = {}
        self.programs: dict[tuple[str, int], tuple] = {}
        self.conditions: dict[tuple[str, int], Any] = {}
        self.amounts: dict[str, tuple[type[BaseModel], Callable]] = {}
        self.narrowers: dict[tuple[str, str], Callable] = {}
        # what the vocabulary keeps of an effect compiled here: the program runs it
        vocab.effect("_program")(lambda s, ctx, params: None)

    # -- the game's domains and tests ----------------------------------------------------

    def domain(self, kind: str):
        """fn(s, ctx) -> the items of `kind` (region ids, unit kinds, card ids ...)."""
        def register(fn):
            self.domains[kind] = Domain(fn, {})
            return fn
        return register

    def test(self, kind: str, name: str, value_type: Any):
        """fn(s, ctx, item, value) -> bool, `value` of `value_type` (checked at load)."""
        def register(fn):
            known = self.domains[kind].tests.get(name)
            if known is not None and known[1].__module__ != fn.__module__:
                raise ValueError(f"the {kind} test {name!r} is registered twice ({known[1].__module__} and {fn.__module__})")
            self.domains[kind].tests[name] = (TypeAdapter(value_type), fn)
            return fn
        return register

    def narrow(self, kind: str, name: str):
        """fn(s, ctx, value) -> the items of `kind`, in the domain's order, that test `name`
        may pass with `value` (every one that does, perhaps more), or None for all of them.
        A filter with that test then asks its tests of those items only: the same items pass,
        read from a short list instead of the whole domain (a region test over the map)."""
        def register(fn):
            self.narrowers[(kind, name)] = fn
            return fn
        return register

    def amount_word(self, name: str, params: type[BaseModel]):
        """fn(s, ctx, params) -> int: a number the game counts or rolls ("roll three dice,
        one for each 5+"), used as an amount: {"name": name, ...params}."""
        def register(fn):
            known = self.amounts.get(name)
            if known is not None and known[1].__module__ != fn.__module__:
                raise ValueError(f"the amount {name!r} is registered twice ({known[1].__module__} and {fn.__module__})")
            self.amounts[name] = (params, fn)
            return fn
        return register

    # -- loading ----------------------------------------------------------------------

    def load(self, records: Iterable[dict]) -> None:
        """Validate the records (the vocabulary's `load`) and compile each ability's effect
        and condition; ValueError names the card and the ability."""
        records = list(records)
        for rec in records:
            cid = rec.get("id")
            for i, raw in enumerate(rec.get("abilities", []) if isinstance(rec.get("abilities"), list) else []):
                where = f"card {cid!r}, ability {i + 1}"
                if isinstance(raw, dict) and "effect" in raw:
                    program: list = []
                    self._effect(raw["effect"], where, program, frozenset())
                    self.programs[(cid, i)] = tuple(program)
                if isinstance(raw, dict) and "condition" in raw:
                    self.conditions[(cid, i)] = self._condition(raw["condition"], where, frozenset())
        stripped = [{**rec, "abilities": [self._strip(a) for a in rec.get("abilities", [])]}
                    if isinstance(rec.get("abilities"), list) else rec for rec in records]
        self.vocab.load(stripped)

    @staticmethod
    def _strip(raw: Any) -> Any:
        """The ability as the vocabulary checks it: its effect and condition are checked here."""
        if not isinstance(raw, dict):
            return raw
        return {k: v for k, v in raw.items() if k not in ("effect", "condition")} | (
            {"effect": {"name": "_program"}} if "effect" in raw else {})

    def _effect(self, raw: Any, where: str, out: list, bound: frozenset) -> frozenset:
        """Append the instructions of `raw` to `out`; the names remembered after it."""
        if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
            raise ValueError(f"{where}: an effect must be an object with a 'name'")
        name = raw["name"]
        keys = set(raw) - {"name"}

        def need(*fields: str, optional: tuple = ()) -> None:
            missing = [f for f in fields if f not in raw]
            extra = keys - set(fields) - set(optional)
            if missing:
                raise ValueError(f"{where}: {name!r} needs {', '.join(missing)}")
            if extra:
                raise ValueError(f"{where}: {name!r} has unknown field(s) {', '.join(sorted(extra))}")

        if name == "sequence":
            need("steps")
            if not isinstance(raw["steps"], list) or not raw["steps"]:
                raise ValueError(f"{where}: 'sequence' needs a list of steps")
            for step in raw["steps"]:
                bound = self._effect(step, where, out, bound)
            return bound
        if name == "if":
            need("condition", "then", optional=("else",))
            cond = self._condition(raw["condition"], where, bound)
            jump_at = len(out)
            out.append(None)
            after_then = self._effect(raw["then"], where, out, bound)
            if "else" in raw:
                skip_at = len(out)
                out.append(None)
                out[jump_at] = ("unless", cond, len(out))
                after_else = self._effect(raw["else"], where, out, bound)
                out[skip_at] = ("jump", len(out))
                return after_then & after_else
            out[jump_at] = ("unless", cond, len(out))
            return bound
        if name == "choose":
            need("who", "among", "as", "prompt", optional=("up_to", "count", "optional"))
            who = self._who(raw["who"], where)
            among = self._filter(raw["among"], where, bound)
            count, up_to = raw.get("count", 1), raw.get("up_to", 0)
            if not isinstance(count, int) or not isinstance(up_to, int) or count < 1 or up_to < 0:
                raise ValueError(f"{where}: 'choose' counts are positive integers")
            out.append(("choose", Choice(who, self._name(raw["as"], where), self._prompt(raw, where), among=among,
                                         count=count, up_to=up_to, optional=bool(raw.get("optional", False)))))
            return bound | {raw["as"]}
        if name == "one_of":
            need("who", "options", "prompt", optional=("as",))
            who = self._who(raw["who"], where)
            if not isinstance(raw["options"], list) or len(raw["options"]) < 2:
                raise ValueError(f"{where}: 'one_of' needs at least two options")
            remember = self._name(raw.get("as", "_option"), where)
            ask_at = len(out)
            out.append(None)
            ends, options, after = [], [], None
            for opt in raw["options"]:
                if not isinstance(opt, dict) or set(opt) - {"text", "effect", "condition"} or "text" not in opt \
                        or "effect" not in opt:
                    raise ValueError(f"{where}: an option has a 'text', an 'effect' and may have a 'condition'")
                cond = self._condition(opt["condition"], where, bound) if "condition" in opt else None
                options.append((opt["text"], cond, len(out)))
                b = self._effect(opt["effect"], where, out, bound)
                after = b if after is None else after & b
                ends.append(len(out))
                out.append(None)
            for e in ends:
                out[e] = ("jump", len(out))
            out[ask_at] = ("choose", Choice(who, remember, self._prompt(raw, where), options=tuple(options)))
            return (after or bound) | {remember}
        if name in ("for_each", "repeat"):
            if name == "for_each":
                need("in", "as", "do")
                source = self._filter(raw["in"], where, bound)
                item = self._name(raw["as"], where)
            else:
                need("times", "do", optional=("as",))
                source = self._amount(raw["times"], where, bound)
                item = self._name(raw.get("as", "_time"), where)
            head = len(out)
            out.append(None)
            self._effect(raw["do"], where, out, bound | {item})
            out.append(("jump", head))
            out[head] = ("each", source, item, len(out))
            return bound
        if name == "remember":
            need("as", "amount")
            out.append(("remember", self._name(raw["as"], where), self._amount(raw["amount"], where, bound)))
            return bound | {raw["as"]}
        # one of the game's own words
        part = self._game_part("effect", raw, where, bound)
        out.append(("do", part))
        return bound

    def _condition(self, raw: Any, where: str, bound: frozenset) -> Any:
        if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
            raise ValueError(f"{where}: a condition must be an object with a 'name'")
        name = raw["name"]
        if name in ("all", "any"):
            if set(raw) != {"name", "of"} or not isinstance(raw["of"], list) or not raw["of"]:
                raise ValueError(f"{where}: {name!r} needs a list 'of' conditions")
            return (name, tuple(self._condition(c, where, bound) for c in raw["of"]))
        if name == "not":
            if set(raw) != {"name", "condition"}:
                raise ValueError(f"{where}: 'not' needs one 'condition'")
            return ("not", self._condition(raw["condition"], where, bound))
        if name == "exists":
            if set(raw) - {"name", "in", "at_least"} or "in" not in raw:
                raise ValueError(f"{where}: 'exists' needs 'in' (a filter) and may have 'at_least'")
            least = raw.get("at_least", 1)
            return ("exists", self._filter(raw["in"], where, bound),
                    least if isinstance(least, int) else self._amount(least, where, bound))
        return ("game", self._game_part("condition", raw, where, bound))

    def _game_part(self, kind: str, raw: dict, where: str, bound: frozenset) -> Part:
        """A game word's part, its {"recall": x} parameters kept aside and checked bound."""
        recalls, plain = {}, {}
        for k, v in raw.items():
            if isinstance(v, dict) and set(v) == {"recall"}:
                recalls[k] = self._recall(v, where, bound)
            else:
                plain[k] = v
        builder = self.vocab.builders[kind].get(raw["name"])
        if builder is None:
            known = ", ".join(sorted(self.vocab.builders[kind])) or "none"
            raise ValueError(f"{where}: unknown {kind} {raw['name']!r} (known: {known})")
        if recalls:
            fields = builder.params.model_fields
            for k in recalls:
                if k not in fields:
                    raise ValueError(f"{where}: {kind} {raw['name']!r}: no parameter {k!r}")
            given = {k: v for k, v in plain.items() if k != "name"}
            try:
                params = builder.params.model_validate(given)
            except ValidationError as e:
                # the recalled parameters come at run time: only their absence is forgiven
                left = [err for err in e.errors() if not (err["type"] == "missing" and err["loc"][0] in recalls)]
                if left:
                    found = "; ".join(f"{err['msg']} at {'.'.join(str(x) for x in err['loc'])}" for err in left)
                    raise ValueError(f"{where}: {kind} {raw['name']!r}: {found}") from None
                params = builder.params.model_construct(**given)
            return Part(raw["name"], params.model_copy(update={k: Recall(r) for k, r in recalls.items()}))
        return self.vocab.part(kind, plain, where)

    def _filter(self, raw: Any, where: str, bound: frozenset) -> Filter:
        if not isinstance(raw, dict) or raw.get("kind") not in self.domains:
            known = ", ".join(sorted(self.domains)) or "none"
            raise ValueError(f"{where}: a filter names its 'kind' (one of: {known})")
        dom = self.domains[raw["kind"]]
        tests, negated, any_of = [], [], []
        for k, v in raw.items():
            if k == "kind":
                continue
            if k == "any_of":
                if not isinstance(v, list) or not v:
                    raise ValueError(f"{where}: 'any_of' is a list of filters")
                any_of += [self._filter({"kind": raw["kind"], **x} if isinstance(x, dict) else x, where, bound)
                           for x in v]
                continue
            if k == "not":
                negated.append(self._filter({"kind": raw["kind"], **v} if isinstance(v, dict) else v, where, bound))
                continue
            if k not in dom.tests:
                known = ", ".join(sorted(dom.tests)) or "none"
                raise ValueError(f"{where}: a {raw['kind']} filter has no test {k!r} (known: {known})")
            if isinstance(v, dict) and set(v) == {"recall"}:
                tests.append((k, Recall(self._recall(v, where, bound))))
                continue
            try:
                tests.append((k, _frozen(dom.tests[k][0].validate_python(v))))
            except ValidationError as e:
                raise ValueError(f"{where}: a {raw['kind']} filter's test {k!r}: {e.errors()[0]['msg']}") from None
        return Filter(raw["kind"], tuple(tests), tuple(negated), tuple(any_of))

    def _amount(self, raw: Any, where: str, bound: frozenset) -> Any:
        if isinstance(raw, int) and raw >= 0:
            return raw
        if isinstance(raw, dict) and set(raw) == {"recall"}:
            return Recall(self._recall(raw, where, bound))
        if isinstance(raw, dict) and set(raw) == {"count"}:
            return Count(self._filter(raw["count"], where, bound))
        if isinstance(raw, dict) and raw.get("name") in self.amounts:
            params, _ = self.amounts[raw["name"]]
            try:
                return Part(raw["name"], params.model_validate({k: v for k, v in raw.items() if k != "name"}))
            except ValidationError as e:
                raise ValueError(f"{where}: amount {raw['name']!r}: {e.errors()[0]['msg']}") from None
        raise ValueError(f"{where}: an amount is a whole number, {{'recall': name}}, {{'count': filter}} or one of "
                         f"the game's amounts ({', '.join(sorted(self.amounts)) or 'none'})")

    @staticmethod
    def _recall(raw: dict, where: str, bound: frozenset) -> str:
        if raw["recall"] not in bound:
            raise ValueError(f"{where}: {raw['recall']!r} is recalled before anything remembers it")
        return raw["recall"]

    @staticmethod
    def _name(name: Any, where: str) -> str:
        if not isinstance(name, str) or not name:
            raise ValueError(f"{where}: a remembered name is a string")
        return name

    @staticmethod
    def _who(who: Any, where: str) -> str:
        if who not in WHO:
            raise ValueError(f"{where}: 'who' is one of {', '.join(WHO)}")
        return who

    @staticmethod
    def _prompt(raw: dict, where: str) -> str:
        if not isinstance(raw.get("prompt"), str) or not raw["prompt"]:
            raise ValueError(f"{where}: a choice has its 'prompt'")
        return raw["prompt"]

    def prompts(self) -> list[str]:
        """Every prompt and option text of the loaded programs (for the game's texts)."""
        out = []
        for program in self.programs.values():
            for ins in program:
                if ins[0] == "choose":
                    out.append(ins[1].prompt)
                    out += [t for t, _, _ in ins[1].options]
        return list(dict.fromkeys(out))

    # -- reading the state ------------------------------------------------------------

    def items(self, s: Any, ctx: Context, f: Filter, mem: tuple = ()) -> tuple:
        out, tests = self._candidates(s, ctx, f, mem)
        # one test at a time over the items still in: the same tests are asked of each item
        # as asking them item by item (up to its first failure), without a generator per item
        for fn, v in tests:
            out = [x for x in out if fn(s, ctx, x, v)]
        out = tuple(out)
        for neg in f.negated:
            gone = set(self.items(s, ctx, neg, mem))
            out = tuple(x for x in out if x not in gone)
        if f.any_of:
            kept = set().union(*(self.items(s, ctx, alt, mem) for alt in f.any_of))
            out = tuple(x for x in out if x in kept)
        return out

    def _candidates(self, s: Any, ctx: Context, f: Filter, mem: tuple) -> tuple[Any, list]:
        """The items a filter's tests are asked of (a narrower's short list where one of its
        tests has one, else the domain's) and the tests with their values."""
        dom = self.domains[f.kind]
        tests = [(dom.tests[name][1], _value(v, mem)) for name, v in f.tests]
        out = None
        if self.narrowers:
            narrowers = self.narrowers
            for (name, _), (_, v) in zip(f.tests, tests):
                narrow = narrowers.get((f.kind, name))
                if narrow is not None:
                    out = narrow(s, ctx, v)
                    if out is not None:
                        break
        if out is None:
            out = dom.items(s, ctx)
        return out, tests

    def _at_least(self, s: Any, ctx: Context, f: Filter, need: int, mem: tuple) -> bool:
        """Whether `need` items pass the filter (`exists`): item by item, stopping at the
        `need`-th rather than listing them all (the tests only read the state)."""
        if need <= 0:
            return True
        if f.negated or f.any_of:
            return len(self.items(s, ctx, f, mem)) >= need
        out, tests = self._candidates(s, ctx, f, mem)
        for x in out:
            for fn, v in tests:
                if not fn(s, ctx, x, v):
                    break
            else:
                need -= 1
                if not need:
                    return True
        return False

    def amount(self, s: Any, ctx: Context, a: Any, mem: tuple = ()) -> int:
        if isinstance(a, Count):
            return len(self.items(s, ctx, a.filter, mem))
        if isinstance(a, Part):
            return self.amounts[a.name][1](s, ctx, _resolved(a.params, mem))
        v = _value(a, mem)
        return len(v) if isinstance(v, tuple) else v

    def holds(self, s: Any, ctx: Context, cond: Any, mem: tuple = ()) -> bool:
        if cond is None:
            return True
        kind = cond[0]
        if kind == "all":
            return all(self.holds(s, ctx, c, mem) for c in cond[1])
        if kind == "any":
            return any(self.holds(s, ctx, c, mem) for c in cond[1])
        if kind == "not":
            return not self.holds(s, ctx, cond[1], mem)
        if kind == "exists":
            return self._at_least(s, ctx, cond[1], self.amount(s, ctx, cond[2], mem), mem)
        params = _resolved(cond[1].params, mem)
        return params is not None and self.vocab.builders["condition"][cond[1].name].fn(s, ctx, params)

    def may_use(self, s: Any, ctx: Context, index: int) -> bool:
        """Whether ability `index` of the card's condition holds now."""
        return self.holds(s, ctx, self.conditions.get((ctx.card, index)))

    # -- running on the flow ----------------------------------------------------------

    def attach(self, flow: Flow) -> None:
        """Register the program's step and the answer to its choices on a game's flow."""
        self.flow = flow
        flow.step("_words")(self._run)
        flow.answer(CHOICE)(self._answer)

    def start(self, s: Any, ctx: Context, index: int) -> None:
        """Run ability `index` of the card's effect next (before what the stack holds)."""
        s.stack.append(("_words", ctx.card, index, 0, (), ctx.instance, ctx.controller))

    def _run(self, s: Any, card: str, index: int, pc: int, mem: tuple, instance: str, controller: int) -> None:
        program = self.programs[(card, index)]
        ctx = Context(instance, card, controller)
        while pc < len(program):
            ins = program[pc]
            op = ins[0]
            if op == "jump":
                pc = ins[1]
            elif op == "unless":
                pc = pc + 1 if self.holds(s, ctx, ins[1], mem) else ins[2]
            elif op == "remember":
                mem = _bind(mem, ins[1], self.amount(s, ctx, ins[2], mem))
                pc += 1
            elif op == "each":
                _, source, name, end = ins
                left_key = "#" + name
                left = _lookup(mem, left_key)
                if left is None:
                    left = self.items(s, ctx, source, mem) if isinstance(source, Filter) else \
                        tuple(range(1, self.amount(s, ctx, source, mem) + 1))
                if not left:
                    mem = tuple(p for p in mem if p[0] not in (left_key, name))
                    pc = end
                    continue
                mem = _bind(_bind(mem, left_key, left[1:]), name, left[0])
                pc += 1
            elif op == "choose":
                if self._ask(s, ctx, index, pc, mem, ins[1]):
                    return
                pc = _after_choice(program, pc, ins[1], mem)
                mem = _bind(mem, ins[1].name, None if ins[1].among is None or not (ins[1].up_to or ins[1].count > 1)
                            else ())
            else:                                     # "do": a game word, after which the rest
                part = ins[1]
                params = _resolved(part.params, mem)
                if params is None:
                    pc += 1                 # a choice that found nothing: its word has nothing to act on
                    continue
                if pc + 1 < len(program):
                    s.stack.append(("_words", card, index, pc + 1, mem, instance, controller))
                self.vocab.builders["effect"][part.name].fn(s, ctx, params)
                return

    def _offers(self, s: Any, ctx: Context, mem: tuple, c: Choice) -> tuple:
        if c.among is None:
            return tuple(Action("option", option=i, text=text) for i, (text, cond, _) in enumerate(c.options)
                         if self.holds(s, ctx, cond, mem))
        chosen = _lookup(mem, c.name) or ()
        return tuple(Action("choose", item=x) for x in self.items(s, ctx, c.among, mem) if x not in chosen)

    def _ask(self, s: Any, ctx: Context, index: int, pc: int, mem: tuple, c: Choice) -> bool:
        """Pose the choice; False when nothing can be chosen (the effect goes on without it)."""
        offers = self._offers(s, ctx, mem, c)
        if not offers:
            return False
        chosen = _lookup(mem, c.name) or ()
        enough = c.optional or (c.up_to and chosen) or False
        actions = offers + ((Action("done"),) if enough else ())
        if len(actions) == 1 and c.among is None:
            # one option left: no question, it is taken
            self._answer(s, None, actions[0], (ctx.card, index, pc, mem, ctx.instance, ctx.controller))
            return True
        self.flow.ask(s, self.seat_of(s, ctx, c.who), CHOICE, actions, c.prompt,
                      data=(ctx.card, index, pc, mem, ctx.instance, ctx.controller))
        return True

    def _answer(self, s: Any, q: Any, action: Action, data: tuple | None = None) -> None:
        card, index, pc, mem, instance, controller = q.data if data is None else data
        program = self.programs[(card, index)]
        c: Choice = program[pc][1]
        if c.among is None:
            if action.kind == "option":
                i = action["option"]
                s.stack.append(("_words", card, index, c.options[i][2], _bind(mem, c.name, i), instance, controller))
            else:
                s.stack.append(("_words", card, index, _after_choice(program, pc, c, mem), mem, instance, controller))
            return
        many = c.up_to or c.count > 1
        chosen = _lookup(mem, c.name) or ()
        if action.kind == "done":
            mem = _bind(mem, c.name, chosen if many else None)
            s.stack.append(("_words", card, index, pc + 1, mem, instance, controller))
            return
        if not many:
            s.stack.append(("_words", card, index, pc + 1, _bind(mem, c.name, action["item"]), instance, controller))
            return
        chosen += (action["item"],)
        mem = _bind(mem, c.name, chosen)
        whole = len(chosen) >= (c.up_to or c.count)
        s.stack.append(("_words", card, index, pc + 1 if whole else pc, mem, instance, controller))


def _after_choice(program: tuple, pc: int, c: Choice, mem: tuple) -> int:
    """Where a choice with nothing to choose goes on: past the options of a `one_of` (the
    jump that ends its first option leads there)."""
    if c.among is not None:
        return pc + 1
    return program[c.options[1][2] - 1][1]


def _bind(mem: tuple, name: str, value: Any) -> tuple:
    return tuple(p for p in mem if p[0] != name) + ((name, value),)


def _lookup(mem: tuple, name: str) -> Any:
    for k, v in mem:
        if k == name:
            return v
    return None


def _value(v: Any, mem: tuple) -> Any:
    return _lookup(mem, v.name) if isinstance(v, Recall) else v


def _resolved(params: BaseModel, mem: tuple) -> BaseModel | None:
    """The parameters with their recalled values; None when a recalled choice found nothing."""
    recalls = {k: _lookup(mem, v.name) for k, v in params.__dict__.items() if isinstance(v, Recall)}
    if not recalls:
        return params
    if any(v is None for v in recalls.values()):
        return None
    return params.model_copy(update=recalls)


def _frozen(v: Any) -> Any:
    """A filter's value as an immutable one (a list read from JSON is a tuple)."""
    if isinstance(v, list):
        return tuple(_frozen(x) for x in v)
    return v

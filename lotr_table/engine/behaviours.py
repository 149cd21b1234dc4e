"""Card behaviours as data.

Each game registers a vocabulary of named builders — effects, costs, conditions, triggers'
events and keywords — each with a pydantic model of its parameters. A card record in
`data/*.json` lists its abilities by those names:

    {"id": "toy_scout", "abilities": [
        {"type": "trigger", "on": "card_played", "optional": true,
         "condition": {"name": "is_self"}, "effect": {"name": "draw", "n": 1}},
        {"type": "modifier", "what": "strength", "amount": 1,
         "condition": {"name": "in_zone", "zone": "battle"}},
        {"type": "action", "cost": {"name": "discard_self"}, "effect": {"name": "draw", "n": 2}}]}

`Vocabulary.load` validates every record against the registry when the data is read: an
unknown builder or a bad parameter is refused naming the card and the ability. The kernel
evaluates continuous modifiers (`modified`) and collects triggers for the flow (`attach`
makes the vocabulary a watcher of every event its cards name). What fits no builder is one
small function registered by card id (`unique`), never an if-chain on ids.

A keyword is an ability the game's own rules consult at a fixed point rather than one the
kernel runs: "kills the Witch King at once", "may retreat sideways when defending",
"Damage +1", "Archer". The game registers each keyword with its parameters and a callable
whose shape is the game's (a move generator, an offer and its resolution, ...); a card names
it as `{"type": "keyword", "keyword": {"name": "kills_instantly", "against": ["merry"]}}`.
`keywords(card, name)` answers from an index built at load, so the rules may ask it on a hot
path; `holders(name)` gives every card that has it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import AbstractSet, Any, Callable, Iterable, NamedTuple

from pydantic import BaseModel, ConfigDict, ValidationError

from lotr_table.engine.flow import Flow, Trigger

KINDS = ("effect", "cost", "condition", "keyword")
ABILITY_TYPES = ("trigger", "modifier", "action", "unique", "keyword")


class NoParams(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


@dataclass(frozen=True, slots=True)
class Builder:
    name: str
    params: type[BaseModel]
    fn: Callable


@dataclass(frozen=True, slots=True)
class Part:
    """One named builder with its validated parameters."""
    name: str
    params: BaseModel


@dataclass(frozen=True, slots=True)
class Ability:
    type: str                      # trigger | modifier | action | unique | keyword
    effect: Part | None = None
    cost: Part | None = None
    condition: Part | None = None
    on: str = ""                   # trigger: the event's name
    optional: bool = False         # trigger: asked, not automatic
    what: str = ""                 # modifier: the quantity it changes
    amount: int = 0                # modifier: by how much
    keyword: Part | None = None    # keyword: its name and parameters


@dataclass(frozen=True, slots=True)
class CardBehaviour:
    id: str
    abilities: tuple[Ability, ...]


class Context(NamedTuple):
    """What a builder is told: whose card, which instance, and the event (for triggers). A
    named tuple: one is made for every condition asked (each card action offered, each
    trigger looked for), and a frozen dataclass costs more to make."""
    instance: str
    card: str
    controller: int
    event: tuple = ()


_NO_KEYWORDS: dict[str, tuple] = {}
_NO_TRIGGERS: dict[str, tuple] = {}


class Vocabulary:
    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.builders: dict[str, dict[str, Builder]] = {k: {} for k in KINDS}
        self.unique_fns: dict[str, Callable] = {}
        self.cards: dict[str, CardBehaviour] = {}
        # card -> keyword name -> the parameters of each of its abilities naming it
        self._keywords: dict[str, dict[str, tuple[BaseModel, ...]]] = {}
        # event -> card -> (index, ability) of each of its triggers on that event: a watcher
        # passes over the many cards in play with none at once
        self._triggers: dict[str, dict[str, tuple[tuple[int, Ability], ...]]] = {}

    # -- registration -------------------------------------------------------------------

    def _register(self, kind: str, name: str, params: type[BaseModel] | None):
        def register(fn):
            known = self.builders[kind].get(name)
            # two modules giving one word two meanings would leave the cards of one of them wrong
            if known is not None and (known.fn.__module__, known.fn.__qualname__) != (fn.__module__, fn.__qualname__):
                raise ValueError(f"{self.game_id}: the {kind} word {name!r} is registered twice "
                                 f"({known.fn.__module__} and {fn.__module__})")
            self.builders[kind][name] = Builder(name, params or NoParams, fn)
            return fn
        return register

    def effect(self, name: str, params: type[BaseModel] | None = None):
        """fn(s, ctx, params) -> None"""
        return self._register("effect", name, params)

    def cost(self, name: str, params: type[BaseModel] | None = None):
        """fn(s, ctx, params, pay: bool) -> bool: whether it can be paid; pays when `pay`."""
        return self._register("cost", name, params)

    def condition(self, name: str, params: type[BaseModel] | None = None):
        """fn(s, ctx, params) -> bool"""
        return self._register("condition", name, params)

    def keyword(self, name: str, params: type[BaseModel] | None = None):
        """An ability the game's rules consult; the registered object is the game's own
        (whatever those rules call), the kernel only names, validates and indexes it."""
        return self._register("keyword", name, params)

    def unique(self, card_id: str):
        """The one function of a card whose ability fits no builder: fn(s, ctx) -> None."""
        def register(fn):
            self.unique_fns[card_id] = fn
            return fn
        return register

    # -- loading card records ----------------------------------------------------------

    def _part(self, kind: str, raw: Any, where: str) -> Part:
        if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
            raise ValueError(f"{where}: a {kind} must be an object with a 'name'")
        builder = self.builders[kind].get(raw["name"])
        if builder is None:
            known = ", ".join(sorted(self.builders[kind])) or "none"
            raise ValueError(f"{where}: unknown {kind} {raw['name']!r} (known: {known})")
        try:
            params = builder.params.model_validate({k: v for k, v in raw.items() if k != "name"})
        except ValidationError as e:
            # every error: a parameter of several shapes fails once for each
            found = "; ".join(f"{err['msg']} at {'.'.join(str(x) for x in err['loc']) or 'its parameters'}"
                              for err in e.errors())
            raise ValueError(f"{where}: {kind} {raw['name']!r}: {found}") from None
        return Part(raw["name"], params)

    def part(self, kind: str, raw: Any, where: str) -> Part:
        """One builder named inside another's parameters (an effect made of effects: a
        sequence, a choice), validated as a card's own."""
        return self._part(kind, raw, where)

    def _ability(self, card_id: str, i: int, raw: Any, unique_later: bool = False) -> Ability:
        where = f"card {card_id!r}, ability {i + 1}"
        if not isinstance(raw, dict) or raw.get("type") not in ABILITY_TYPES:
            raise ValueError(f"{where}: 'type' must be one of {', '.join(ABILITY_TYPES)}")
        allowed = {"type", "effect", "cost", "condition", "on", "optional", "what", "amount", "text", "keyword"}
        extra = set(raw) - allowed
        if extra:
            raise ValueError(f"{where}: unknown field(s) {', '.join(sorted(extra))}")
        t = raw["type"]
        part = lambda k: self._part(k, raw[k], where) if k in raw else None  # noqa: E731
        if t == "unique" and card_id not in self.unique_fns and not unique_later:
            raise ValueError(f"{where}: no function is registered for this card's unique ability")
        if t == "trigger" and (not isinstance(raw.get("on"), str) or "effect" not in raw):
            raise ValueError(f"{where}: a trigger names its event ('on') and its effect")
        if t == "modifier" and (not isinstance(raw.get("what"), str) or not isinstance(raw.get("amount"), int)):
            raise ValueError(f"{where}: a modifier names 'what' it changes and an integer 'amount'")
        if t == "action" and "effect" not in raw:
            raise ValueError(f"{where}: an action has an effect")
        if t == "keyword" and (set(raw) - {"type", "keyword", "text"} or "keyword" not in raw):
            raise ValueError(f"{where}: a keyword ability names only its 'keyword' (and a 'text')")
        if t != "keyword" and "keyword" in raw:
            raise ValueError(f"{where}: only a keyword ability names a 'keyword'")
        return Ability(t, effect=part("effect"), cost=part("cost"), condition=part("condition"),
                       on=raw.get("on", ""), optional=bool(raw.get("optional", False)),
                       what=raw.get("what", ""), amount=raw.get("amount", 0), keyword=part("keyword"))

    def load(self, records: Iterable[dict], *, unique_later: bool = False) -> dict[str, CardBehaviour]:
        """Validate card records against the vocabulary and keep them; ValueError names the
        card and the ability at fault. With `unique_later` the cards' unique functions may be
        registered afterwards (by modules the vocabulary's own cannot import); `check_unique`
        then says whether each has come."""
        loaded = {}
        for rec in records:
            cid = rec.get("id")
            if not isinstance(cid, str):
                raise ValueError("a card record has no string 'id'")
            raw = rec.get("abilities", [])
            if not isinstance(raw, list):
                raise ValueError(f"card {cid!r}: 'abilities' must be a list")
            loaded[cid] = CardBehaviour(cid, tuple(self._ability(cid, i, a, unique_later) for i, a in enumerate(raw)))
        self.cards.update(loaded)
        for cid, behaviour in loaded.items():
            index: dict[str, list[BaseModel]] = {}
            for ab in behaviour.abilities:
                if ab.keyword is not None:
                    index.setdefault(ab.keyword.name, []).append(ab.keyword.params)
            # the same object across reloads: a rule may keep a card's index (keyword_index)
            kept = self._keywords.setdefault(cid, {})
            kept.clear()
            kept.update((name, tuple(ps)) for name, ps in index.items())
            for by_card in self._triggers.values():
                by_card.pop(cid, None)
            for i, ab in enumerate(behaviour.abilities):
                if ab.type == "trigger":
                    by_card = self._triggers.setdefault(ab.on, {})
                    by_card[cid] = by_card.get(cid, ()) + ((i, ab),)
        return loaded

    def check_unique(self) -> None:
        """ValueError naming the first loaded card whose unique ability has no function."""
        for cid, behaviour in self.cards.items():
            for i, ab in enumerate(behaviour.abilities):
                if ab.type == "unique" and cid not in self.unique_fns:
                    raise ValueError(f"card {cid!r}, ability {i + 1}: no function is registered "
                                     f"for this card's unique ability")

    # -- keywords -----------------------------------------------------------------------

    def keywords(self, card: str, name: str) -> tuple[BaseModel, ...]:
        """The parameters of each ability of `card` naming keyword `name` (none: empty)."""
        return self._keywords.get(card, _NO_KEYWORDS).get(name, ())

    def keyword_index(self, card: str) -> dict[str, tuple[BaseModel, ...]]:
        """All of `card`'s keywords at once: name -> the parameters of each ability naming it
        (read only). A rule asking several in a row, or asking on a hot path, keeps it: a
        card's index is one object, updated in place when the card is loaded again."""
        return self._keywords.get(card, _NO_KEYWORDS)

    def has(self, card: str, name: str) -> bool:
        return name in self._keywords.get(card, _NO_KEYWORDS)

    def holders(self, name: str) -> frozenset[str]:
        """Every loaded card with a `name` keyword."""
        return frozenset(c for c, index in self._keywords.items() if name in index)

    def keyword_of(self, name: str) -> Any:
        """What the game registered for keyword `name`."""
        return self.builders["keyword"][name].fn

    def keywords_in(self, card: str, names: Iterable[str]) -> tuple[tuple[str, BaseModel], ...]:
        """(name, parameters) of every keyword ability of `card` among `names`, in the card's
        order: the game's rules walk these where a family of keywords may apply."""
        wanted = set(names)
        return tuple((ab.keyword.name, ab.keyword.params) for ab in self.cards[card].abilities
                     if ab.keyword is not None and ab.keyword.name in wanted) if card in self.cards else ()

    # -- evaluation ---------------------------------------------------------------------

    def holds(self, s: Any, ctx: Context, condition: Part | None) -> bool:
        if condition is None:
            return True
        return self.builders["condition"][condition.name].fn(s, ctx, condition.params)

    def can_pay(self, s: Any, ctx: Context, cost: Part | None) -> bool:
        return cost is None or self.builders["cost"][cost.name].fn(s, ctx, cost.params, False)

    def pay(self, s: Any, ctx: Context, cost: Part | None) -> None:
        if cost is not None:
            self.builders["cost"][cost.name].fn(s, ctx, cost.params, True)

    def run(self, s: Any, ctx: Context, effect: Part | None) -> None:
        if effect is not None:
            self.builders["effect"][effect.name].fn(s, ctx, effect.params)

    def modified(self, s: Any, in_play: Iterable[tuple[str, str, int]], what: str, target: Any,
                 base: int) -> int:
        """`base` changed by every continuous modifier of `what` among the cards in play
        ((instance, card, controller) each) whose condition holds for `target`."""
        value = base
        for instance, card, controller in in_play:
            behaviour = self.cards.get(card)
            if behaviour is None:
                continue
            for ab in behaviour.abilities:
                if ab.type != "modifier" or ab.what != what:
                    continue
                ctx = Context(instance, card, controller, ("modify", what, target))
                if self.holds(s, ctx, ab.condition):
                    value += ab.amount
        return value

    def actions(self, s: Any, in_play: Iterable[tuple[str, str, int]], seat: int) -> list[tuple[str, int]]:
        """The (instance, ability index) of every action ability `seat` may use now."""
        out = []
        for instance, card, controller in in_play:
            if controller != seat or card not in self.cards:
                continue
            for i, ab in enumerate(self.cards[card].abilities):
                if ab.type != "action":
                    continue
                ctx = Context(instance, card, controller)
                if self.holds(s, ctx, ab.condition) and self.can_pay(s, ctx, ab.cost):
                    out.append((instance, i))
        return out

    def use(self, s: Any, instance: str, card: str, controller: int, index: int, event: tuple = ()) -> None:
        """Carry out ability `index` of a card: pay its cost, then its effect (or its unique
        function)."""
        ab = self.cards[card].abilities[index]
        ctx = Context(instance, card, controller, event)
        if ab.type == "unique":
            self.unique_fns[card](s, ctx)
            return
        self.pay(s, ctx, ab.cost)
        self.run(s, ctx, ab.effect)

    def attach(self, flow: Flow, in_play: Callable[[Any], Iterable[tuple[str, str, int]]],
               on_table: Callable[[Any], AbstractSet[str]] | None = None) -> None:
        """Make the flow collect these cards' triggers: for every event a loaded card's
        trigger names, a watcher that finds the cards in play whose condition holds; each
        fires as step ("ability", instance, card, controller, index, event). `on_table(s)`,
        when given: a quick superset of the cards `in_play(s)` may name, so that an event no
        card on the table answers (most) skips weighing which are in play."""
        events = {ab.on for c in self.cards.values() for ab in c.abilities if ab.type == "trigger"}

        def watcher(s: Any, event: tuple) -> list[Trigger]:
            found = []
            on_event = self._triggers.get(event[0], _NO_TRIGGERS)
            if on_table is not None and on_event.keys().isdisjoint(on_table(s)):
                return found
            for instance, card, controller in in_play(s):
                for i, ab in on_event.get(card, ()):
                    ctx = Context(instance, card, controller, event)
                    if self.holds(s, ctx, ab.condition):
                        found.append(Trigger(controller, ("ability", instance, card, controller, i, event),
                                             card, ab.optional))
            return found

        for name in sorted(events):
            flow.watch(name)(watcher)

        @flow.step("ability")
        def _ability(s: Any, instance: str, card: str, controller: int, index: int, event: tuple) -> None:
            ab = self.cards[card].abilities[index]
            if ab.type != "unique" and not self.can_pay(s, Context(instance, card, controller, event), ab.cost):
                return          # what another answer to the same event spent first (twilight) is gone
            self.use(s, instance, card, controller, index, event)

"""Payments: what an event, a tile or a sanctuary action asks the Fellowship to discard.

The step ("payment", mode, payer, requirement, label, paid, otherwise) (coop_spec.md):

- "one":  one single player pays it all (digest §10.2, A2). The active player (`payer`) names
  who pays (`payer(seat)`) or declines; the named player gives items or declines. A named
  player's decline is only his: the active player is asked again, without the players who
  have declined; the "otherwise" happens when the active player declines or every living
  player has declined (seed, Nazgûl attack: «Если ни один игрок не может или не хочет
  сбросить требуемое, Саурон сдвигается…»).
- "self": like "one" but the payer is fixed (the active player in "the active player may
  discard …", the Ring-bearer in "the Ring-bearer discards …"). An addition to the spec's
  four modes: the named player gives or declines.
- "each": from `payer` clockwise every living player pays for himself or declines; his own
  `paid` / `otherwise` steps run before the next player is asked (seed: «Если один игрок
  начал выполнять требования, они должны быть выполнены всеми его товарищами…»). The string
  "<seat>" inside those steps stands for the player concerned.
- "group": the active player says `pay` or `decline`; on pay every living player, clockwise
  from him, gives items or says `done`; as soon as the whole is covered it is paid; when all
  are done and it is not covered, everything goes back unseen and `otherwise` runs.
- "mandatory": `payer` must pay (a die face, "discard 2 cards", Faces of the Dead's runes).
  If he cannot, he discards everything the requirement asks for and dies (seed: «если в любой
  момент у игрока не хватает карт или рун для оплаты штрафа, он должен сбросить всё, что
  имеет, и его герой тут же погибает»).

Items are given one at a time behind the curtain and held aside in `s.aside[seat]` as strings:
"card:<id>", "token:<heart|sun|ring>", "runes:<value>", "gandalf:guidance". A card leaves the
hand when set aside; tokens and runes stay where they are (they are public) but what is set
aside is no longer offered. Nothing is discarded until the whole requirement is covered;
on a decline everything goes back unseen.

Free actions while giving (seed: «Игрок может сыграть легендарную карту эпоса с руки в любой
момент»; «В любой момент игры … любой игрок может позвать Гэндальфа»): the giver is also
offered his own "any time" free actions (turn.any_time_actions: epic cards, calling Gandalf;
not the Ring, A25), with `again` so the giving question is posed afresh afterwards — but
only while nothing is set aside in this payment, so a free action that changes a hand
(Lembas, Miruvor) or a hobbit (a roll after Guidance) never meets items held aside. If the
giver died meanwhile, his part is over (a group payment goes on with the next player, a
"one" payment goes back to the active player).

Competition (seed: «все полученные руны игроки хранят в закрытую, не афишируя другим их
ценность»): a rune total is hidden, so is one seat's share of a group payment of runes. What
is still needed, in the prompt (public) and in each seat's giving view, leaves out the runes
the OTHER seats set aside; a giver may give up to what is still needed as far as he knows;
when the whole is covered, runes are paid by value with change (digest §16 [I]), in the
order given, and each share is logged for its giver alone. Only the whole (the requirement)
is public. A player who cannot pay a mandatory payment discards his runes unannounced.

Coverage (§10.2): a card offers the symbols of one half; a star may stand for any symbol and
each star of a multi-star card for a different one; a "star" requirement is met only by
stars; Frodo's brown journey cards are stars for Frodo (seed: «Для Фродо любая коричневая
карта путешествия — джокер»). A `give` is offered only if it lowers what is still needed.

Gollum (seed: «…можно использовать для оплаты штрафов… В обоих случаях игрок, применивший
«Голлума», обязан бросить кубик угрозы сразу после розыгрыша. …если эта карта сброшена по
другой причине, т. е. три звезды не были использованы, кубик угрозы бросать не надо»): when
Gollum pays a requirement that asks for symbols, its giver rolls right after the payment,
before the `paid` steps. Given for "cards" (Surrounded, Meagre Choice) its stars are not used
and nobody rolls.

Guidance as a payment (`give_gandalf`): the seed says «Затем активный игрок решает, какую из
карт Гэндальфа и каким способом применить» and that Guidance may be used «словно только что …
сбросил карту с двумя звёздами». Reading: inside a payment the giver may call Gandalf (his own
5 runes) for Guidance used "as if discarded", i.e. two stars set aside with his items. The
choice of card belongs to the active player; the players agree at the table (they may talk,
§24), and the engine takes the giver's `give_gandalf` as that agreed choice rather than
interrupting the payment with a question to the active player. It is offered only while
Guidance is still available and the giver has 5 runes not yet set aside; if the payment
fails, the 5 runes and Guidance go back too.
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine.action import Action
from lotr_table.engine.flow import UNREAD
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import cards, gandalf, moves, turn
from lotr_table.games.lotr_coop.data import ACTIVITIES
from lotr_table.games.lotr_coop.flow import FLOW, answer, ask, say, step, then
from lotr_table.games.lotr_coop.state import State

TOKENS = ("heart", "sun", "ring")
SYMBOL_KEYS = ACTIVITIES + ("star",)
GANDALF_RUNES = 5
SEAT = "<seat>"


# ------------------------------------------------------------------ symbols and coverage

def card_symbols(card: str, seat: int | None) -> dict:
    """The symbols `card` offers when `seat` pays with it (cards.symbols: Frodo's jokers)."""
    return cards.symbols(card, seat)


@lru_cache(maxsize=None)
def _card_symbol_items(card: str, seat: int | None) -> tuple:
    """card_symbols(card, seat).items(), kept: a pure function of a few hundred pairs."""
    return tuple(card_symbols(card, seat).items())


def _name(s: State, seat: int) -> str:
    return s.hobbits[seat].hobbit


def _split(item: str) -> tuple[str, str]:
    kind, _, rest = item.partition(":")
    return kind, rest


def remaining(requirement, given) -> dict:
    """What is still needed of `requirement` ((key, n) pairs or a dict) after `given`, a list of
    (seat, item). Stars go first to a "star" requirement, the rest stand in for any missing
    activity symbol, in the requirement's order."""
    return dict(_remaining(_key(requirement), tuple(given)))


def need(requirement, given) -> int:
    return _need(_key(requirement), tuple(given))


def _key(requirement) -> tuple:
    return tuple(requirement.items()) if isinstance(requirement, dict) else tuple(requirement)


# `remaining` is a pure function of its arguments (a card's symbols depend only on the card
# and the seat: cards.symbols without a state), and building the legal `give` actions asks it
# once per card in hand after every item given: cache it. Callers get a fresh dict.
@lru_cache(maxsize=1 << 14)
def _need(requirement: tuple, given: tuple) -> int:
    return sum(_remaining(requirement, given).values())


@lru_cache(maxsize=1 << 14)
def _remaining(requirement: tuple, given: tuple) -> dict:
    # plain dicts read with .get(k, 0): three Counters per call cost more than the work
    req = dict(requirement)
    spec: dict = {}
    stars = 0
    n_cards = 0
    named: dict = {}
    tokens: dict = {}
    runes = 0
    for seat, item in given:
        kind, _, rest = item.partition(":")        # _split, inlined: the inner loop
        if kind == "card":
            n_cards += 1
            named[rest] = named.get(rest, 0) + 1
            for sym, n in _card_symbol_items(rest, seat):
                if sym == "star":
                    stars += n
                else:
                    spec[sym] = spec.get(sym, 0) + n
        elif kind == "token":
            tokens[rest] = tokens.get(rest, 0) + 1
        elif kind == "runes":
            runes += int(rest)
        elif kind == "gandalf":
            stars += 2
    out: dict = {}
    short = {a: max(0, req[a] - spec.get(a, 0)) for a in req if a in ACTIVITIES}
    left = stars
    if "star" in req:
        out["star"] = max(0, req["star"] - stars)
        left = max(0, stars - req["star"])
    for a in short:
        use = min(left, short[a])
        left -= use
        out[a] = short[a] - use
    spare_tokens = 0
    for t in TOKENS:
        have = tokens.get(t, 0)
        if t in req:
            out[t] = max(0, req[t] - have)
            have = max(0, have - req[t])
        spare_tokens += have
    if "token" in req:
        out["token"] = max(0, req["token"] - spare_tokens)
    if "cards" in req:
        out["cards"] = max(0, req["cards"] - n_cards)
    if "runes" in req:
        out["runes"] = max(0, req["runes"] - runes)
    for key, n in req.items():
        if key.startswith("card:"):
            out[key] = max(0, n - named.get(key[5:], 0))
    return {k: v for k, v in out.items() if v > 0}


def coverage(requirement, items, seat: int) -> dict:
    """Still needed after `seat` gives `items` (item strings); {} = covered."""
    return remaining(requirement, [(seat, i) for i in items])


def covered(requirement, items, seat: int) -> bool:
    return not coverage(requirement, items, seat)


# ------------------------------------------------------------------ what a seat may give

def _aside(s: State, seat: int) -> list:
    return s.aside.get(seat, [])


def _all_given(s: State, seats) -> list:
    return [(seat, i) for seat in seats for i in _aside(s, seat)]


def _seen_given(s: State, seats, viewer: int | None) -> list:
    """The items set aside by `seats` as `viewer` knows them (None: what everybody knows). In
    Competition runes are hidden (seed: «все полученные руны игроки хранят в закрытую, не
    афишируя другим их ценность»), so another seat's rune contribution is not counted."""
    if not _hidden_runes_possible(s):
        return _all_given(s, seats)
    return [(seat, i) for seat in seats for i in _aside(s, seat)
            if seat == viewer or not i.startswith("runes:")]


def _hidden_runes_possible(s: State) -> bool:
    return s.opts.competition


def free_runes(s: State, seat: int) -> int:
    """Runes not yet set aside (Guidance's 5 included)."""
    used = 0
    for item in _aside(s, seat):
        kind, rest = _split(item)
        if kind == "runes":
            used += int(rest)
        elif kind == "gandalf":
            used += GANDALF_RUNES
    return s.hobbits[seat].runes - used


def free_tokens(s: State, seat: int) -> dict:
    life = dict(s.hobbits[seat].life)
    for item in _aside(s, seat):
        kind, rest = _split(item)
        if kind == "token":
            life[rest] -= 1
    return life


_UNKNOWN = object()


@lru_cache(maxsize=1 << 12)
def _offers(requirement: tuple, given: tuple, seat: int) -> dict:
    """A memo that give_actions fills: card -> its `give` action if `seat` giving it lowers
    what is still needed after `given`, else None. Like `_need`, a pure function of the
    arguments; keyed once per question instead of hashing `given` again for every card."""
    return {}


def give_actions(s: State, seat: int, requirement, givers, partial_runes: bool) -> list[Action]:
    """The `give…` actions that lower what is still needed, for `seat`."""
    req = _key(requirement)
    given = tuple(_all_given(s, givers))
    hand = s.hobbits[seat].hand
    tokens = free_tokens(s, seat).items()
    have = free_runes(s, seat)
    guidance = "guidance" in s.gandalf
    now = _need(req, given)
    if now == 0:
        return []
    offers = _offers(req, given, seat)
    out: list[Action] = []
    for card in dict.fromkeys(hand):          # each id once, in hand order
        a = offers.get(card, _UNKNOWN)
        if a is _UNKNOWN:
            a = offers[card] = act("give", card=card) if _need(req, given + ((seat, "card:" + card),)) < now else None
        if a is not None:
            out.append(a)
    for t, n in tokens:
        if n > 0 and _need(req, given + ((seat, "token:" + t),)) < now:
            out.append(act("give_token", token=t))
    # in Competition the giver does not know the others' rune contributions: what he may give
    # is what is still needed as far as he knows (any excess comes back as change, _pay)
    runes_left = _remaining(req, tuple(_seen_given(s, givers, seat))).get("runes", 0)
    if runes_left:
        if partial_runes:
            for v in range(1, min(have, runes_left) + 1):
                out.append(act("give_runes", value=v))
        elif have >= runes_left:
            out.append(act("give_runes", value=runes_left))
    if (guidance and have >= GANDALF_RUNES
            and not any(i.startswith("gandalf:") for _, i in given)
            and _need(req, given + ((seat, "gandalf:guidance"),)) < now):
        out.append(act("give_gandalf", card="guidance"))
    return out


def can_cover_alone(s: State, seat: int, requirement) -> bool:
    h = s.hobbits[seat]
    items = ["card:" + c for c in h.hand]
    items += ["token:" + t for t, n in h.life.items() for _ in range(n)]
    if h.runes:
        items.append(f"runes:{h.runes}")
    return covered(requirement, items, seat)


# ------------------------------------------------------------------ the steps

def _subst(value, seat: int):
    if value == SEAT:
        return seat
    if isinstance(value, tuple):
        return tuple(_subst(v, seat) for v in value)
    return value


def _ctx(**kw) -> dict:
    return kw


@step("payment")
def payment(s: State, mode: str, payer: int, requirement, label: str, paid=(), otherwise=()):
    requirement = tuple(requirement)
    if mode == "each":
        then(s, *[("pay_each_seat", seat, requirement, label, tuple(paid), tuple(otherwise))
                  for seat in s.clockwise_from(payer)])
        return
    ctx = _ctx(mode=mode, req=requirement, label=label, paid=tuple(paid),
               otherwise=tuple(otherwise), givers=(payer,), order=(), asker=payer, declined=())
    if not s.hobbits[payer].alive:
        then(s, *ctx["otherwise"])
        return
    if mode == "one":
        _pose_who(s, ctx)
    elif mode == "group":
        ask(s, payer, "pay_group", [act("pay"), act("decline")],
            "{hobbit}: will the Fellowship pay {need} for {label}?", data=ctx,
            hobbit=_name(s, payer), label=label, need=_need_text(requirement))
    elif mode == "self":
        _pose_give(s, ctx)
    elif mode == "mandatory":
        if not can_cover_alone(s, payer, requirement):
            _fail_mandatory(s, payer, requirement, label)
            return
        _pose_give(s, ctx)
    else:
        raise ValueError(f"unknown payment mode {mode!r}")


@step("pay_each_seat")
def pay_each_seat(s: State, seat: int, requirement, label: str, paid, otherwise):
    if not s.hobbits[seat].alive:
        return
    ctx = _ctx(mode="each", req=requirement, label=label, paid=_subst(paid, seat),
               otherwise=_subst(otherwise, seat), givers=(seat,), order=(), asker=seat, declined=())
    _pose_give(s, ctx)


def _need_text(requirement) -> str:
    return ", ".join(f"{k} {n}" for k, n in requirement)


def _giver(ctx) -> int:
    return ctx["givers"][-1]


def _pose_who(s: State, ctx: dict) -> None:
    """A "one" payment: the active player (or, if he has died meanwhile, the next living player
    clockwise) names who pays, among the players who have not declined yet."""
    living = s.clockwise_from(ctx["asker"])
    if not living:
        return
    asker = living[0]
    seats = [x for x in living if x not in ctx["declined"]]
    if not seats:
        say(s, "No one pays for {label}", label=ctx["label"])
        then(s, *ctx["otherwise"])
        return
    ctx = dict(ctx, asker=asker, givers=(asker,))
    actions = [act("payer", seat=x) for x in seats] + [act("decline")]
    ask(s, asker, "pay_who", actions, "{hobbit}: who pays {need} for {label}?", data=ctx,
        hobbit=_name(s, asker), label=ctx["label"], need=_need_text(ctx["req"]))


def _free_actions(s: State, ctx: dict, seat: int) -> list[Action]:
    """The asked seat's own "any time" free actions (epic cards, calling Gandalf; seed: «Игрок
    может сыграть легендарную карту эпоса с руки в любой момент»; «В любой момент игры … любой
    игрок может позвать Гэндальфа»). Offered only while nothing is set aside in this payment,
    so that what a free action does to a hand (Lembas, Miruvor) or to a hobbit (a roll after
    Guidance) never meets items held aside."""
    if any(_aside(s, g) for g in ctx["givers"]):
        return []
    return turn.any_time_actions(s, seat, "pay")


def _pose_give(s: State, ctx: dict) -> None:
    seat = _giver(ctx)
    mode = ctx["mode"]
    free = _free_actions(s, ctx, seat)
    if mode != "mandatory" and FLOW.replay.unread:     # a trusted replay passes this state on unread
        s.scratch["giving"] = (ctx["req"], ctx["label"], ctx["givers"])
        ask(s, seat, "pay_give", UNREAD, "{hobbit}: give {need} for {label}", data=ctx,
            again=("pay_give_again", tuple(ctx.items())) if free else None)
        return
    actions = give_actions(s, seat, ctx["req"], ctx["givers"], partial_runes=(mode == "group"))
    if mode == "group":
        actions.append(act("done"))
    elif mode != "mandatory":
        actions.append(act("decline"))
    elif len(actions) == 1:                  # a forced payment with one way to pay
        s.scratch["giving"] = (ctx["req"], ctx["label"], ctx["givers"])
        _give(s, ctx, seat, actions[0])
        return
    elif not actions:                        # cannot happen after can_cover_alone; be safe
        _return_all(s, ctx)
        _fail_mandatory(s, seat, ctx["req"], ctx["label"])
        return
    s.scratch["giving"] = (ctx["req"], ctx["label"], ctx["givers"])
    still = remaining(ctx["req"], _seen_given(s, ctx["givers"], None))
    ask(s, seat, "pay_give", actions + free, "{hobbit}: give {need} for {label}", data=ctx,
        again=("pay_give_again", tuple(ctx.items())) if free else None,
        hobbit=_name(s, seat), label=ctx["label"], need=_need_text(tuple(still.items())))


@step("pay_give_again")
def pay_give_again(s: State, items: tuple) -> None:
    """The giving question posed afresh after a free action (nothing was set aside then)."""
    ctx = dict(items)
    seat = _giver(ctx)
    if s.hobbits[seat].alive:
        if ctx["mode"] == "mandatory" and not can_cover_alone(s, seat, ctx["req"]):
            s.scratch.pop("giving", None)
            _fail_mandatory(s, seat, ctx["req"], ctx["label"])
            return
        _pose_give(s, ctx)
        return
    # the giver died meanwhile (a roll after Guidance): his part of the payment is over
    s.scratch.pop("giving", None)
    mode = ctx["mode"]
    if mode == "one":
        _pose_who(s, dict(ctx, declined=ctx["declined"] + (seat,)))
    elif mode == "group":
        _next_giver(s, ctx)
    elif mode != "each":                     # "each": like pay_each_seat for a dead player
        then(s, *ctx["otherwise"])


@answer("pay_who")
def on_pay_who(s: State, d, action: Action) -> None:
    ctx = d.data
    if action.kind == "decline":
        say(s, "No one pays for {label}", label=ctx["label"])
        then(s, *ctx["otherwise"])
        return
    seat = action["seat"]
    say(s, "{hobbit} will pay for {label}", hobbit=_name(s, seat), label=ctx["label"])
    _pose_give(s, dict(ctx, givers=(seat,)))


@answer("pay_group")
def on_pay_group(s: State, d, action: Action) -> None:
    ctx = d.data
    if action.kind == "decline":
        say(s, "The Fellowship does not pay for {label}", label=ctx["label"])
        then(s, *ctx["otherwise"])
        return
    order = tuple(s.clockwise_from(d.seat))
    _pose_give(s, dict(ctx, givers=order[:1], order=order[1:]))


@answer("pay_give")
def on_pay_give(s: State, d, action: Action) -> None:
    ctx = d.data
    seat = d.seat
    if action.kind == "decline":
        _return_all(s, ctx)
        say(s, "{hobbit} does not pay for {label}", hobbit=_name(s, seat), label=ctx["label"])
        if ctx["mode"] == "one":
            # only his own decline: the active player may still name another player
            _pose_who(s, dict(ctx, declined=ctx["declined"] + (seat,)))
        else:
            then(s, *ctx["otherwise"])
        return
    if action.kind == "done":
        _next_giver(s, ctx)
        return
    _give(s, ctx, seat, action)


def _next_giver(s: State, ctx: dict) -> None:
    """A group payment: the next living player clockwise gives, or, when all are done and it is
    not covered, everything goes back unseen and the "otherwise" happens."""
    order = tuple(x for x in ctx["order"] if s.hobbits[x].alive)
    if order:
        _pose_give(s, dict(ctx, givers=ctx["givers"] + order[:1], order=order[1:]))
    else:
        _return_all(s, ctx)
        say(s, "The Fellowship could not pay for {label}", label=ctx["label"])
        then(s, *ctx["otherwise"])


def _give(s: State, ctx: dict, seat: int, action: Action) -> None:
    h = s.hobbits[seat]
    if action.kind == "give":
        h.hand.remove(action["card"])
        item = "card:" + action["card"]
    elif action.kind == "give_token":
        item = "token:" + action["token"]
    elif action.kind == "give_runes":
        item = f"runes:{action['value']}"
    else:                                     # give_gandalf
        item = "gandalf:guidance"
    s.aside.setdefault(seat, []).append(item)
    say(s, "{hobbit} sets {item} aside", vis=seat, hobbit=_name(s, seat), item=item)
    if need(ctx["req"], _all_given(s, ctx["givers"])) == 0:
        _pay(s, ctx)
    else:
        _pose_give(s, ctx)


def _return_all(s: State, ctx: dict) -> None:
    for seat in ctx["givers"]:
        for item in s.aside.pop(seat, []):
            kind, rest = _split(item)
            if kind == "card":
                s.hobbits[seat].hand.append(rest)
    s.scratch.pop("giving", None)


def _pay(s: State, ctx: dict) -> None:
    """Discard everything set aside, face up; then Gollum's roll, then the `paid` steps.
    Runes are paid by value with change (digest §16 [I]): the givers' runes are taken in the
    order given until the requirement is met; any excess (possible only in Competition, where
    a giver does not know what the others gave) stays with its giver."""
    rolls = []
    symbols_asked = any(k in SYMBOL_KEYS for k, _ in ctx["req"])
    runes_due = dict(ctx["req"]).get("runes", 0)
    for seat in ctx["givers"]:
        items = s.aside.pop(seat, [])
        runes = 0
        for item in items:
            kind, rest = _split(item)
            if kind == "card":
                s.hobbits[seat].hand.append(rest)
                cards.discard(s, seat, rest)
                if rest == "gollum" and symbols_asked:
                    rolls.append(("roll", seat, "gollum"))
            elif kind == "token":
                s.hobbits[seat].life[rest] -= 1
                say(s, "{hobbit} discards a {token} token", hobbit=_name(s, seat), token=rest)
            elif kind == "runes":
                runes += int(rest)
            elif kind == "gandalf":
                moves.spend_runes(s, seat, GANDALF_RUNES)
                gandalf.use_card(s, "guidance")
                say(s, "{hobbit} calls Gandalf: Guidance counts as two stars", hobbit=_name(s, seat))
        runes = min(runes, runes_due)
        runes_due -= runes
        if runes:
            _spend_runes(s, seat, runes, hidden=ctx["mode"] == "group")
    s.scratch.pop("giving", None)
    say(s, "{label} is paid", label=ctx["label"])
    then(s, *rolls, *ctx["paid"])


def _spend_runes(s: State, seat: int, n: int, hidden: bool) -> None:
    """Spend `seat`'s runes. In Competition a rune total is hidden, and so is one seat's share
    of a group payment (only the whole, the requirement, is known): the amount is logged for
    that seat alone."""
    if not (hidden and _hidden_runes_possible(s)):
        moves.spend_runes(s, seat, n)
        return
    h = s.hobbits[seat]
    if n > h.runes:
        raise ValueError(f"{h.hobbit} has runes worth {h.runes}, not {n}")
    h.runes -= n
    say(s, "{hobbit} spends runes worth {n}.", vis=seat, hobbit=h.hobbit, n=n)


def _fail_mandatory(s: State, seat: int, requirement, label: str) -> None:
    """He cannot pay: he discards everything he has and dies (§21.3)."""
    h = s.hobbits[seat]
    say(s, "{hobbit} cannot pay {label}", hobbit=_name(s, seat), label=label)
    for card in list(h.hand):
        cards.discard(s, seat, card)
    if "runes" in dict(requirement) and h.runes:
        # in Competition his rune total is hidden: it is not announced as he discards it
        _spend_runes(s, seat, h.runes, hidden=True)
    moves.kill(s, seat, "penalty")


def giving_view(s: State, seat: int | None) -> dict | None:
    """For the view: the payment under way, what is still needed (as far as `seat` knows: in
    Competition the others' rune contributions are hidden), and `seat`'s own aside."""
    g = s.scratch.get("giving")
    if not g:
        return None
    req, label, givers = g
    return {"requirement": dict(req), "label": label,
            "still_needed": remaining(req, _seen_given(s, givers, seat)),
            "mine": list(s.aside.get(seat, [])) if seat is not None else []}


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "No one pays for {label}",
    "{hobbit} will pay for {label}",
    "The Fellowship does not pay for {label}",
    "{hobbit} does not pay for {label}",
    "The Fellowship could not pay for {label}",
    "{hobbit} sets {item} aside",
    "{label} is paid",
    "{hobbit} calls Gandalf: Guidance counts as two stars",
    "{hobbit} discards a {token} token",
    "{hobbit} spends runes worth {n}.",
    "{hobbit} cannot pay {label}",
)
# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = (
    "{hobbit}: will the Fellowship pay {need} for {label}?",
    "{hobbit}: who pays {need} for {label}?",
    "{hobbit}: give {need} for {label}",
)

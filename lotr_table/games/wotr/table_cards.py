"""Event cards played on the table (seed: Розділ V, «Розіграш карт подій»): «Якщо на карті
написано: «Викладіть на стіл», це означає, що після розіграшу карту не скидають, а її ефекти
тривають, доки не буде виконана певна умова чи вимога, після якої карту можна буде скинути.
Якщо скидання карти вимагає використання кубика дій, то скидання карти вважають дією.
Зауважте, що коли умова, потрібна для розіграшу такої карти, перестає виконуватися, карту
негайно скидають.»

A card goes on the table by its effect's word `to_table` (event_words_fellowship.py and
event_words_armies.py both say it through `lay`): it lies face up in its player's zone
`table<seat>` (card_zones.py). What it does while it lies there is said in two ways:

- keywords of its record (event_words_armies.py registers them), which the rules ask here at
  their fixed points:
  - `closed_to_enemy` (regions, to): the other side moves no army into them and attacks
    none there (movement.py, battle.why_not); `to` "combat_cards": it plays no combat card in
    a battle there (`combat_cards_barred`, for the combat cards);
  - `fellowship_dice_kept_out`: the dice that move the Fellowship stay out of the Hunt Box
    (fellowship.py);
  - `holds_back_politics` (move, nations, passive, unless): a move on the Political Track the
    other side's nations do not make (`politics_held_back`): `diplomacy`, a Muster die's step
    (muster.py; Threats and Promises: no passive nation), or `activation` (politics.activate
    asks `activation_held_back`; Wormtongue: Rohan, unless by a companion, or by the Fellowship
    declared or an attack in Edoras or Helm's Deep); a card holding back a nation's activation
    leaves the table when the nation is activated (`nation_activated`);
  - `discarded_when` (event): it leaves the table when the event comes (`happened`): the
    Fellowship declared or revealed, a Free Peoples nation advanced, the Fellowship declared
    in an unconquered Free Peoples city or stronghold (`fellowship_declared_in_refuge`,
    fellowship.py);
  - `draws_after_event_die`: each time its side plays an event card with an Event result, the
    player then draws a card from the deck of his choice (card_play.play, the step `table_draw`);
  - `discard_with_die`: the other side may discard it as an action (actions.py's use
    `discard_table_card`), with a Will of the West result, or any result and one of its
    Elven Rings where the card says so (`ring`: The Palantír of Orthanc);
  - `combat_from_table`: its player may play its combat half from the table (combat.py);
- abilities of type `trigger` naming the moment (`on`) they may be used at, the effect in the
  card language (its first word usually `discard_from_table`, as «можете скинути цю карту»).
  The moments: `hunt_tile_to_draw` (the Shadow is about to draw a hunt tile, hunt.py),
  `hunt_tile_drawn` (a tile was drawn and is not yet applied) and `hunt_roll_to_make` (the
  Hunt dice are about to be rolled, hunt.py's `hunt_dice` waiting), `fellowship_casualty` (a
  companion of the Fellowship fell to the Hunt), `fellowship_moved` (the Fellowship's figure
  moved on the map as it was declared or revealed: `fellowship_moved`, its `source`, `to` and
  `steps` the condition's `ctx.event`: Balrog of Moria, event_words_balrog.py). A card that stays on the table when used (its
  effect not starting with `discard_from_table`) is offered as "use_table". At a moment each seat with a
  usable card is asked, in seat order, whether to use one (`table_card`: a "discard_table" per
  card, or "no"); after a card is used the others are offered again.

A card whose play condition no longer holds is discarded (`check`): before each opportunity
(actions.py) and whenever a companion leaves the Fellowship (the step `table_check`, pushed by
fellowship.eliminate and companions.separate).
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones as places, cards
from lotr_table.games.wotr.card_records import abilities_of, event_cards
from lotr_table.games.wotr.event_language import LANGUAGE, VOCABULARY
from lotr_table.games.wotr.flow import FLOW

LOG = ("{seat} lays {card} on the table.", "{card} leaves the table.", "{seat} discards {card} from the table.",
       "{card} leaves the table: its condition no longer holds.",
       "{seat} uses an Elven Ring to discard {card} from the table.")
MOMENTS = ("hunt_tile_to_draw", "hunt_tile_drawn", "hunt_roll_to_make", "fellowship_casualty", "fellowship_moved")
PROMPTS = {"hunt_tile_to_draw": "The Shadow must draw a hunt tile: discard a card from your table?",
           "hunt_tile_drawn": "The Shadow drew {tile}: discard a card from your table?",
           "hunt_roll_to_make": "The Shadow is about to make a Hunt roll: discard a card from your table?",
           "fellowship_casualty": "A companion of the Fellowship fell: use a card from your table?",
           "fellowship_moved": "The Fellowship moved from {source} to {to}: discard a card from your table?"}
DRAW_PROMPT = "Draw a card: choose the deck."      # (declared by turn.py: one text, one entry)
PLAY_ABILITY = 0
EVENTS = ("fellowship_declared_or_revealed", "free_nation_advanced", "fellowship_declared_in_refuge")


def on_table(s) -> tuple[tuple[int, str], ...]:
    """(seat, card) of every card on the table."""
    z = s.zones
    out = []
    for seat, zone in enumerate(places.TABLES[:places.seats(s.opts.players)]):
        for inst in z.cards[zone]:
            out.append((seat, z.card_of[inst]))
    return tuple(out)


def lay(s, seat: int, card: str) -> None:
    """The card just played goes from the discards onto the table."""
    places.move_card(s.zones, card, places.discard_pile(seat), places.table(seat))
    say(s, "{seat} lays {card} on the table.", seat=seat, card=card)


# why a card leaves the table, as the log says it
USED, FAILED, ENDED = "used", "failed", "ended"


def discard(s, seat: int, card: str, *, failed: bool = False, why: str = USED) -> None:
    """The card leaves its player's table for the discards: used by its player (USED), its
    condition no longer holding (FAILED, or failed=True), its discard condition come (ENDED)."""
    why = FAILED if failed else why
    z = s.zones
    z.move(places.instance_of(z, places.table(seat), card), places.discard_pile(seat),
           source=places.table(seat), shown=True)
    if why == FAILED:
        say(s, "{card} leaves the table: its condition no longer holds.", card=card)
    elif why == ENDED:
        say(s, "{card} leaves the table.", card=card)
    else:
        say(s, "{seat} discards {card} from the table.", seat=seat, card=card)




def fellowship_moved(s, source: int, to: int, steps: int) -> None:
    """The Fellowship's figure goes from `source` to `to`, declared or revealed with `steps` on
    the Fellowship Track: the cards watching such a move are offered (Balrog of Moria)."""
    if source != to and places.on_tables(s):
        from lotr_table.games.wotr.board import board
        b = board()
        offer(s, "fellowship_moved", source=b.ids[source], to=b.ids[to], steps=steps)


def owner(s, card: str) -> int | None:
    for seat, on in enumerate(s.tables):
        if card in on:
            return seat
    return None


def lasting(s, keyword: str, side: int):
    """The parameters of `keyword` on the cards of `side`'s players on the table."""
    if not places.on_tables(s):
        return ()
    vocab = VOCABULARY
    players = s.opts.players
    return tuple(p for seat, card in on_table(s) if cards.side_of_seat(players, seat) == side
                 for p in vocab.keywords(card, keyword))


def closed_regions(s, side: int) -> frozenset:
    """The regions `side`'s armies may not enter or attack (the other side's cards)."""
    if not places.on_tables(s):
        return _NONE
    key = ("closed", side)
    found = s.cache.get(key)             # every destination of every group asks
    if found is None:
        from lotr_table.games.wotr.board import board
        b = board()
        s.cache[key] = found = frozenset(b.region(r) for p in lasting(s, "closed_to_enemy", 1 - side)
                                         if p.to == "armies" for r in p.regions)
    return found


_NONE = frozenset()


def combat_cards_barred(s, side: int, region: int) -> bool:
    """Whether `side` may play no combat card in a battle in `region` (Denethor's Folly)."""
    from lotr_table.games.wotr.board import board
    return any(board().region(r) == region for p in lasting(s, "closed_to_enemy", 1 - side)
               if p.to == "combat_cards" for r in p.regions)


def combat_halves(s, seat: int) -> tuple[str, ...]:
    """The cards on the seat's table whose combat half it may play from there («discard it to
    use its combat half as if played from your hand»: the keyword `combat_from_table`, combat.py
    offers them with the hand's)."""
    if not places.on_tables(s):
        return ()
    event_cards()           # the records' keywords read in, as abilities_of does (a position may be laid, not played)
    vocab = VOCABULARY
    return tuple(c for c in places.held(s.zones, places.table(seat)) if vocab.keywords(c, "combat_from_table"))


def happened(s, event: str) -> None:
    """An event a card's discard condition names came about: its cards leave the table."""
    if not places.on_tables(s):
        return
    vocab = VOCABULARY
    for seat, card in on_table(s):
        if any(p.event == event for p in vocab.keywords(card, "discarded_when")):
            discard(s, seat, card, why=ENDED)


def politics_held_back(s, move: str, nation: int, by: str = "other", region: int = -1,
                       held: tuple | None = None) -> bool:
    """Whether a card on the other side's table (`holds_back_politics`) keeps `nation` from
    this move on the Political Track ("activation" by the way `by` in `region`, or a Muster
    die's "diplomacy"). `held`: those cards' `holds_back_politics` (`lasting`), when the
    caller asks of several nations of one side."""
    if not places.on_tables(s):
        return False
    from lotr_table.games.wotr.board import board
    b = board()
    if held is None:
        held = lasting(s, "holds_back_politics", 1 - b.side_of_nation[nation])
    for p in held:
        if p.move != move or (p.nations and b.nation_ids[nation] not in p.nations):
            continue
        if p.passive and s.active[nation]:
            continue
        if any(u.by == by and (not u.in_ or (region >= 0 and b.ids[region] in u.in_)) for u in p.unless):
            continue
        return True
    return False


def activation_held_back(s, nation: int, by: str, region: int) -> bool:
    """Whether a card on the table keeps this activation of `nation` from happening."""
    return politics_held_back(s, "activation", nation, by, region)


def nation_activated(s, nation: int) -> None:
    """A nation was activated: the cards that held it back leave the table."""
    if not places.on_tables(s):
        return
    from lotr_table.games.wotr.board import board
    vocab = VOCABULARY
    for seat, card in on_table(s):
        if any(p.move == "activation" and board().nation_ids[nation] in p.nations
               for p in vocab.keywords(card, "holds_back_politics")):
            discard(s, seat, card, why=ENDED)


def check(s) -> None:
    """«коли умова, потрібна для розіграшу такої карти, перестає виконуватися, карту негайно
    скидають»: asked after every action."""
    if not places.on_tables(s):
        return
    for seat, card in on_table(s):
        if not LANGUAGE.may_use(s, Context(card, card, seat), PLAY_ABILITY):
            discard(s, seat, card, failed=True)


# ---- discarding with a die -------------------------------------------------------------------

def discardable(s, seat: int, result: str) -> tuple[str, ...]:
    """The other side's cards on the table this seat may discard with a die showing `result`
    now (its hand holding what the card asks to be discarded with it)."""
    if not places.on_tables(s):
        return ()
    from lotr_table.games.wotr import dice
    from lotr_table.games.wotr.board import board
    from lotr_table.games.wotr.characters import characters
    vocab = VOCABULARY
    players = s.opts.players
    side = cards.side_of_seat(players, seat)
    out = []
    for owner, card in on_table(s):
        if cards.side_of_seat(players, owner) == side:
            continue
        for p in vocab.keywords(card, "discard_with_die"):
            ok = p.result == "any" or result == dice.WILL
            if not ok and p.any_result_if_at:
                ids = [c.id for c in characters().companions]
                where = board().region(p.any_result_if_at)
                ok = any(ids[c] in p.companions and r == where for c, r in s.separated)
            if not ok and p.ring:
                ok = _ring_to_give(s, side)
            if ok and all(_hand_of(s, seat, deck) for deck in p.hand):
                out.append(card)
                break
    return tuple(out)


def _hand_of(s, seat: int, deck: str) -> tuple[str, ...]:
    """The cards of the seat's hand from its side's deck of this kind."""
    kind = cards.KINDS.index(deck)
    return tuple(c for c in places.held(s.zones, places.hand(seat)) if cards.deck_of_card().get(c, -1) % 2 == kind)


def payment(s, seat: int, card: str) -> tuple[str, ...]:
    """The kinds of card the seat discards from its hand with this one."""
    return tuple(d for p in VOCABULARY.keywords(card, "discard_with_die") for d in p.hand)


def _ring_to_give(s, side: int) -> bool:
    """Whether the side may give one of its Elven Rings now («Той самий гравець протягом одного
    ходу може використати лише один Ельфійський Перстень»)."""
    return s.rings[side] > 0 and not s.ring_used[side]


def ring_discards(s, seat: int) -> tuple[str, ...]:
    """The other side's cards on the table this seat could discard with any die and an Elven
    Ring (for the reason a refusal gives when it holds no ring it may use)."""
    if not places.on_tables(s):
        return ()
    players = s.opts.players
    side = cards.side_of_seat(players, seat)
    return tuple(c for x, c in on_table(s) if cards.side_of_seat(players, x) != side
                 and any(p.ring for p in VOCABULARY.keywords(c, "discard_with_die")))


def ring_pays(s, seat: int, card: str, result: str) -> bool:
    """Whether discarding the card with this die result costs an Elven Ring: only a Will of the
    West discards it without one («with a Will of the West die result, or with any die result
    and one Elven Ring»)."""
    from lotr_table.games.wotr import dice
    keys = VOCABULARY.keywords(card, "discard_with_die")
    return result != dice.WILL and any(p.ring for p in keys) and not any(p.result == "any" for p in keys)


def discard_by_die(s, seat: int, card: str, paid: tuple[str, ...], result: str = "") -> None:
    holder = owner(s, card)
    if result and ring_pays(s, seat, card, result):
        from lotr_table.games.wotr import dice
        dice.give_ring(s, cards.side_of_seat(s.opts.players, seat))
        say(s, "{seat} uses an Elven Ring to discard {card} from the table.", seat=seat, card=card)
    for given in paid:
        cards.discard(s, seat, given)
    discard(s, holder, card, why=ENDED)


# ---- cards used at a moment of the rules ------------------------------------------------------

def _triggers(card: str, moment: str) -> tuple[int, ...]:
    abilities = abilities_of(card)
    return tuple(i for i, a in enumerate(abilities) if a.get("type") == "trigger" and a.get("on") == moment)


def usable(s, moment: str, declined: tuple = (), params: tuple = ()) -> list[tuple[int, str, int]]:
    """(seat, card, ability) of the cards on the tables that may be used at this moment (its
    parameters are the condition's `ctx.event`: where the Fellowship moved ...)."""
    found = []
    for seat, on in enumerate(s.tables):
        if seat in declined:
            continue
        for card in on:
            for i in _triggers(card, moment):
                if LANGUAGE.may_use(s, Context(card, card, seat, tuple(params)), i):
                    found.append((seat, card, i))
    return found


def _discarded_by(card: str, index: int) -> bool:
    """Whether using the ability discards the card (its effect's first word)."""
    effect = abilities_of(card)[index].get("effect", {})
    first = effect.get("steps", [effect])[0] if effect.get("name") == "sequence" else effect
    return first.get("name") == "discard_from_table"


@FLOW.step("table_offer")
def _table_offer(s, moment: str, params: tuple = (), declined: tuple = ()) -> None:
    if s.over or not places.on_tables(s):
        return
    found = usable(s, moment, declined, params)
    if not found:
        return
    seat = found[0][0]
    acts = tuple(Action("discard_table" if _discarded_by(c, i) else "use_table", card=c)
                 for x, c, i in found if x == seat) + (Action("no"),)
    FLOW.ask(s, seat, "table_card", acts, PROMPTS[moment], data=(moment, params, declined), **dict(params))


def offer(s, moment: str, **params) -> bool:
    """Offer the table's cards of this moment next (before what waits on the stack); False
    when no card lies on any table (nothing is put on the stack)."""
    if not places.on_tables(s):
        return False
    FLOW.then(s, ("table_offer", moment, tuple(sorted(params.items())), ()))
    return True


@FLOW.answer("table_card")
def _on_table_card(s, q, action: Action) -> None:
    moment, params, declined = q.data
    if action.kind == "no":
        FLOW.then(s, ("table_offer", moment, params, declined + (q.seat,)))
        return
    card = action["card"]
    index = next(i for x, c, i in usable(s, moment, declined, params) if x == q.seat and c == card)
    FLOW.then(s, ("table_offer", moment, params, declined))
    LANGUAGE.start(s, Context(card, card, q.seat), index)


@FLOW.step("table_draw")
def _table_draw(s, seat: int) -> None:
    decks = cards.decks_to_draw(s, seat)
    if len(decks) == 1:
        _draw(s, seat, decks[0])
    elif decks:
        FLOW.ask(s, seat, "table_draw", tuple(Action("deck", deck=d) for d in decks), DRAW_PROMPT)


@FLOW.answer("table_draw")
def _on_table_draw(s, q, action: Action) -> None:
    _draw(s, q.seat, action["deck"])


def _draw(s, seat: int, deck: str) -> None:
    cards.draw(s, seat, deck)
    s.stack.append(("hand_limit", seat))


@FLOW.step("table_check")
def _table_check(s) -> None:
    check(s)


def side_of_card(card: str) -> int:
    return cards.deck_of_card()[card] // 2


"""Event cards played on the table (seed: Розділ V, «Розіграш карт подій»): «Якщо на карті
написано: «Викладіть на стіл», це означає, що після розіграшу карту не скидають, а її ефекти
тривають, доки не буде виконана певна умова чи вимога, після якої карту можна буде скинути.
Якщо скидання карти вимагає використання кубика дій, то скидання карти вважають дією.
Зауважте, що коли умова, потрібна для розіграшу такої карти, перестає виконуватися, карту
негайно скидають.»

A card on the table lies face up in its player's zone `table<seat>` (card_zones.py). What it
does while it lies there is a keyword of its record (event_words_armies.py registers them),
which the rules ask here at their fixed points:

- `closed_to_enemy_armies` (regions): the other side moves no army into them and attacks none
  there (movement.py, battle.why_not);
- `fellowship_dice_kept_out`: the dice that move the Fellowship stay out of the Hunt Box
  (fellowship.py);
- `no_passive_diplomacy`: the other side's Muster die advances no passive nation (muster.py);
- `no_combat_cards_in` (region): the other side plays no combat card in a battle there
  (`combat_cards_barred`, for the combat cards);
- `discarded_when` (event): it leaves the table when the event comes (`happened`);
- `discard_with_die`: the other side may discard it as an action (actions.py's use
  `discard_table_card`).

After every action (`check`, before each opportunity) a card whose play condition no longer
holds is discarded.
"""

from __future__ import annotations

from lotr_table.engine.behaviours import Context
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones as places, cards

LOG = ("{seat} lays {card} on the table.", "{card} leaves the table.")
EVENTS = ("fellowship_declared_or_revealed", "free_nation_advanced")


def _vocabulary():
    from lotr_table.games.wotr.event_words import VOCABULARY   # (event_words imports the rules that ask here)
    return VOCABULARY


def on_table(s) -> tuple[tuple[int, str], ...]:
    """(seat, card) of every card on the table."""
    z = s.zones
    out = []
    for seat, zone in enumerate(places.TABLES[:places.seats(s.opts.players)]):
        for inst in z.cards[zone]:
            out.append((seat, z.card_of[inst]))
    return tuple(out)


def _any(s) -> bool:
    """Whether any card lies on the table (asked on hot paths: a few dict lookups)."""
    cards_of = s.zones.cards
    return any(cards_of.get(zone) for zone in places.TABLES)


def lay(s, seat: int, card: str) -> None:
    """The card just played goes from the discards onto the table."""
    places.move_card(s.zones, card, places.discard_pile(seat), places.table(seat))
    say(s, "{seat} lays {card} on the table.", seat=seat, card=card)


def discard(s, seat: int, card: str) -> None:
    z = s.zones
    z.move(places.instance_of(z, places.table(seat), card), places.discard_pile(seat),
           source=places.table(seat), shown=True)
    say(s, "{card} leaves the table.", card=card)


def lasting(s, keyword: str, side: int):
    """The parameters of `keyword` on the cards of `side`'s players on the table."""
    if not _any(s):
        return ()
    vocab = _vocabulary()
    players = s.opts.players
    return tuple(p for seat, card in on_table(s) if cards.side_of_seat(players, seat) == side
                 for p in vocab.keywords(card, keyword))


def closed_regions(s, side: int) -> frozenset:
    """The regions `side`'s armies may not enter or attack (the other side's cards)."""
    if not _any(s):
        return _NONE
    key = ("closed", side)
    found = s.cache.get(key)             # every destination of every group asks
    if found is None:
        from lotr_table.games.wotr.board import board
        b = board()
        s.cache[key] = found = frozenset(b.region(r) for p in lasting(s, "closed_to_enemy_armies", 1 - side)
                                         for r in p.regions)
    return found


_NONE = frozenset()


def combat_cards_barred(s, side: int, region: int) -> bool:
    """Whether `side` may play no combat card in a battle in `region` (Denethor's Folly)."""
    from lotr_table.games.wotr.board import board
    return any(board().region(p.region) == region for p in lasting(s, "no_combat_cards_in", 1 - side))


def happened(s, event: str) -> None:
    """An event a card's discard condition names came about: its cards leave the table."""
    if not _any(s):
        return
    vocab = _vocabulary()
    for seat, card in on_table(s):
        if any(p.event == event for p in vocab.keywords(card, "discarded_when")):
            discard(s, seat, card)


def check(s) -> None:
    """«коли умова, потрібна для розіграшу такої карти, перестає виконуватися, карту негайно
    скидають»: asked after every action."""
    if not _any(s):
        return
    from lotr_table.games.wotr.event_words import LANGUAGE
    for seat, card in on_table(s):
        if not LANGUAGE.may_use(s, Context(card, card, seat), 0):
            discard(s, seat, card)


# ---- discarding with a die -------------------------------------------------------------------

def discardable(s, seat: int, result: str) -> tuple[str, ...]:
    """The other side's cards on the table this seat may discard with a die showing `result`
    now (its hand holding what the card asks to be discarded with it)."""
    if not _any(s):
        return ()
    from lotr_table.games.wotr import dice
    from lotr_table.games.wotr.board import board
    from lotr_table.games.wotr.characters import characters
    vocab = _vocabulary()
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
    return tuple(d for p in _vocabulary().keywords(card, "discard_with_die") for d in p.hand)


def discard_by_die(s, seat: int, card: str, paid: tuple[str, ...]) -> None:
    owner = next(x for x, c in on_table(s) if c == card)
    for given in paid:
        cards.discard(s, seat, given)
    discard(s, owner, card)

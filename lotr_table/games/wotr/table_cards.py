"""Event cards played on the table (seed: Розділ V): «Якщо на карті написано: «Викладіть на
стіл», це означає, що після розіграшу карту не скидають, а її ефекти тривають, доки не буде
виконана певна умова чи вимога, після якої карту можна буде скинути. ... Зауважте, що коли
умова, потрібна для розіграшу такої карти, перестає виконуватися, карту негайно скидають.»

A card goes on the table by its effect's word `to_table` (event_words_fellowship.py): it lies
face up in its player's `table<seat>` zone. Its lasting effects are its other abilities, each a
`trigger` naming the moment (`on`) it may be used at, its effect in the card language (the
first word of which is usually `discard_from_table`, as «можете скинути цю карту»). The moments:

- `hunt_tile_to_draw`: the Shadow is about to draw a hunt tile (hunt.py);
- `hunt_tile_drawn`: a hunt tile was drawn and is not yet applied (hunt.py).

At a moment each seat with a usable card is asked, in seat order, whether to use one
(`table_card`: a "discard_table" per card, or "no"); after a card is used the others are offered
again. The play condition is checked again whenever a companion leaves the Fellowship
(`table_check`, pushed by fellowship.eliminate and companions.separate): a card whose
condition no longer holds goes to its player's discards.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones as places, cards
from lotr_table.games.wotr.event_words import LANGUAGE
from lotr_table.games.wotr.flow import FLOW

MOMENTS = ("hunt_tile_to_draw", "hunt_tile_drawn")
PROMPTS = {"hunt_tile_to_draw": "The Shadow must draw a hunt tile: discard a card from your table?",
           "hunt_tile_drawn": "The Shadow drew {tile}: discard a card from your table?"}
LOG = ("{seat} plays {card} on the table.", "{seat} discards {card} from the table.",
       "{card} leaves the table: its condition no longer holds.")
PLAY_ABILITY = 0


any_on_table = places.on_tables


def put(s, seat: int, card: str) -> None:
    """The card just played goes from the discards to its player's table, face up."""
    z = s.zones
    z.move(places.instance_of(z, places.discard_pile(seat), card), places.table(seat),
           source=places.discard_pile(seat), shown=True)
    say(s, "{seat} plays {card} on the table.", seat=seat, card=card)


def discard(s, seat: int, card: str, *, failed: bool = False) -> None:
    z = s.zones
    z.move(places.instance_of(z, places.table(seat), card), places.discard_pile(seat), source=places.table(seat))
    if failed:
        say(s, "{card} leaves the table: its condition no longer holds.", card=card)
    else:
        say(s, "{seat} discards {card} from the table.", seat=seat, card=card)


def owner(s, card: str) -> int | None:
    for seat, on in enumerate(s.tables):
        if card in on:
            return seat
    return None


def _triggers(card: str, moment: str) -> tuple[int, ...]:
    from lotr_table.games.wotr.events import event_cards     # the records load the language
    c = event_cards().get(card)
    if c is None:
        return ()
    return tuple(i for i, a in enumerate(c.abilities) if a.get("type") == "trigger" and a.get("on") == moment)


def usable(s, moment: str, declined: tuple = ()) -> list[tuple[int, str, int]]:
    """(seat, card, ability) of the cards on the tables that may be used at this moment."""
    found = []
    for seat, on in enumerate(s.tables):
        if seat in declined:
            continue
        for card in on:
            for i in _triggers(card, moment):
                if LANGUAGE.may_use(s, Context(card, card, seat), i):
                    found.append((seat, card, i))
    return found


@FLOW.step("table_offer")
def _table_offer(s, moment: str, params: tuple = (), declined: tuple = ()) -> None:
    if s.over or not any_on_table(s):
        return
    found = usable(s, moment, declined)
    if not found:
        return
    seat = found[0][0]
    acts = tuple(Action("discard_table", card=c) for x, c, _ in found if x == seat) + (Action("no"),)
    FLOW.ask(s, seat, "table_card", acts, PROMPTS[moment], data=(moment, params, declined), **dict(params))


def offer(s, moment: str, **params) -> bool:
    """Offer the table's cards of this moment next (before what waits on the stack); False
    when no card lies on any table (nothing is put on the stack)."""
    if not any_on_table(s):
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
    index = next(i for x, c, i in usable(s, moment, declined) if x == q.seat and c == card)
    FLOW.then(s, ("table_offer", moment, params, declined))
    LANGUAGE.start(s, Context(card, card, q.seat), index)


@FLOW.step("table_check")
def _table_check(s) -> None:
    """«коли умова, потрібна для розіграшу такої карти, перестає виконуватися, карту негайно
    скидають»."""
    if not any_on_table(s):
        return
    for seat, on in enumerate(s.tables):
        for card in on:
            if not LANGUAGE.may_use(s, Context(card, card, seat), PLAY_ABILITY):
                discard(s, seat, card, failed=True)


def side_of_card(card: str) -> int:
    return cards.deck_of_card()[card] // 2

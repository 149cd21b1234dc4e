"""What the event cards will call in the Fellowship and the Hunt (the cards are only ids in
data/event_cards.json; their texts and the playing of them belong to the cards' issue).

- `special_tile_enters(s, card)`: the special hunt tile a card brings in (seed: «Коли будь-який
  гравець грає таку карту події, то вказаний на ній особливий жетон гонитви треба відкласти
  вбік, допоки Братство не ввійде в Мордор ... Коли особливий жетон гонитви входить у гру, а
  Братство вже перебуває на треку Мордору, просто негайно додайте цей жетон до запасу гонитви.»).
- `lessen_hunt_damage(s, points)`: a card played while the Free Peoples take a Hunt's damage
  takes points off it (the cards that cancel Hunt damage); used right after the tile is drawn
  (Axe and Bow, Horn of Gondor: table_cards.py), the tile's damage will be that much less.
- `gandalf_guides(s, seat, card)`: Gandalf the Grey's Guide ability, after an Event result was
  used to play `card` («Використавши результат «подія» кубика дій для розіграшу карти події,
  можете відразу взяти з колоди карту події того самого типу.»).
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones as places, cards, fellowship, hunt_tiles
from lotr_table.games.wotr.character_words import guides_with
from lotr_table.games.wotr.flow import FLOW

LOG = ("A special hunt tile waits for Mordor: {tile}.", "A special hunt tile enters the pool: {tile}.",
       "The Hunt's damage is lessened by {points}.")
GUIDE_PROMPT = "Gandalf the Grey, the Guide: draw an event card of the same type?"


def tile_of_card(card: str) -> int:
    return next(i for i, t in enumerate(hunt_tiles.tiles()) if t.card == card)


def special_tile_enters(s, card: str) -> None:
    t = tile_of_card(card)
    if fellowship.on_mordor_track(s):
        places.move_card(s.zones, t, places.ASIDE, places.POOL)
        say(s, "A special hunt tile enters the pool: {tile}.", tile=hunt_tiles.tile(t).id)
    else:
        places.move_card(s.zones, t, places.ASIDE, places.WAITING)
        say(s, "A special hunt tile waits for Mordor: {tile}.", tile=hunt_tiles.tile(t).id)


def lessen_hunt_damage(s, points: int) -> None:
    """While the Hunt's damage question is open: ask it again with `points` fewer («не може
    бути менше за 0»); nothing is left to take at 0."""
    q = s.pending
    if q is None:
        # a tile drawn and not yet applied (a card used right after the draw): its step waits
        for i in range(len(s.stack) - 1, -1, -1):
            if s.stack[i][0] == "hunt_tile_apply":
                step = s.stack[i]
                s.stack[i] = step[:4] + (step[4] + points,)
                return
    if q is None or q.kind != "hunt_damage":
        raise ValueError("no Hunt damage is being taken")
    damage, reveal = q.data
    s.pending = None
    say(s, "The Hunt's damage is lessened by {points}.", points=min(points, damage))
    FLOW.then(s, ("hunt_damage", max(0, damage - points), reveal))
    FLOW.advance(s)


def gandalf_guides(s, seat: int, card: str) -> None:
    """Offer the Free Peoples the draw when the Guide `guide` `draws_after_event` (Gandalf the
    Grey) and the deck of the card's type still holds a card."""
    kind = cards.KINDS[cards.deck_of_card()[card] % 2]
    # the Guide is a companion: «Використавши результат «подія» ... можете» speaks to the Free
    # Peoples, never to the Shadow playing a card while Gandalf guides
    if cards.side_of_seat(s.opts.players, seat) != 0:
        return
    if s.guide not in guides_with("draws_after_event"):
        return
    if kind not in cards.decks_to_draw(s, seat):
        return
    FLOW.ask(s, seat, "gandalf_guide_draw", (Action("deck", deck=kind), Action("no")), GUIDE_PROMPT)


@FLOW.answer("gandalf_guide_draw")
def _on_guide_draw(s, q, action: Action) -> None:
    if action.kind == "deck":
        cards.draw(s, q.seat, action["deck"])
        s.stack.append(("hand_limit", q.seat))

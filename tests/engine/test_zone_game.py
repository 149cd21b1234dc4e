"""What every zone game gets from the kernel (engine/zone_game.py): a resample that keeps each
owner's hidden cards among that owner's hidden zones (every seat knows each deck list, never
who holds which card), and a view whose frame shows a seat only its own log lines and options."""

import random

from lotr_table.engine.log_chain import log_events
from lotr_table.engine.zone_game import by_owner, seat_zone, viewer_of
from lotr_table.engine.zones import NOBODY, OWNER, PUBLIC, Zones, ZoneSpec
from tests.engine import toy_cards

TEAMS = {0: "free", 1: "shadow"}
DECKS = {0: ["gandalf", "sting", "mithril", "lembas"], 1: ["witch_king", "orc", "orc", "warg"]}


def table() -> Zones:
    z = Zones([ZoneSpec("deck0", NOBODY, 0, ordered=True), ZoneSpec("hand0", OWNER, 0),
               ZoneSpec("deck1", NOBODY, 1, ordered=True), ZoneSpec("hand1", OWNER, 1),
               ZoneSpec("field", PUBLIC)], TEAMS)
    for seat, cards in DECKS.items():
        for i, card in enumerate(cards):
            z.create(f"s{seat}.{i}", card, f"deck{seat}")
    z.deal("deck0", "hand0", 2)
    z.deal("deck1", "hand1", 2)
    return z


def owned_cards(z: Zones, seat: int) -> list[str]:
    return sorted(z.card_of[i] for zone in (f"deck{seat}", f"hand{seat}") for i in z.cards[zone])


def test_a_resample_by_owner_keeps_every_hidden_card_in_its_owners_zones():
    z = table()
    for seed in range(30):
        r = z.resample(frozenset({0}), random.Random(seed), pool_of=by_owner)
        assert owned_cards(r, 1) == sorted(DECKS[1]), "the Shadow's deck list is known: none of its cards moves away"
        assert owned_cards(r, 0) == sorted(DECKS[0])
        assert [r.card_of[i] for i in r.cards["hand0"]] == [z.card_of[i] for i in z.cards["hand0"]], \
            "the seat's own hand is known and stays"


def test_one_pool_for_all_may_move_a_card_to_another_owner():
    z = table()
    moved = any(owned_cards(z.resample(frozenset(), random.Random(seed)), 1) != sorted(DECKS[1]) for seed in range(30))
    assert moved, "without pools a hidden card may land in any hidden zone: why the games name their pools"


def test_a_resample_by_owner_depends_only_on_what_the_seat_knows():
    a, b = table(), table()
    # the Shadow's hand and the top of its deck swapped: seat 0 cannot tell the two apart
    hand_card, deck_card = b.cards["hand1"][0], b.cards["deck1"][0]
    b.card_of[hand_card], b.card_of[deck_card] = b.card_of[deck_card], b.card_of[hand_card]
    assert a.view(frozenset({0})) == b.view(frozenset({0}))
    ra = a.resample(frozenset({0}), random.Random(7), pool_of=by_owner)
    rb = b.resample(frozenset({0}), random.Random(7), pool_of=by_owner)
    assert ra.fingerprint() == rb.fingerprint()


def test_each_seats_zone_of_a_kind_is_named_once():
    hand = seat_zone("hand")
    assert [hand(seat) for seat in range(4)] == ["hand0", "hand1", "hand2", "hand3"]
    assert hand(2) is hand(2)


def test_a_viewer_is_a_persons_seats():
    assert viewer_of(None) == frozenset() and viewer_of(2) == frozenset({2})
    assert viewer_of(frozenset({0, 2})) == frozenset({0, 2})


def test_the_view_shows_a_seat_its_own_log_lines_and_not_anothers():
    game = toy_cards.GAME
    s = game.setup(game.Options(), 3)
    private = [(vis, t) for vis, t, _ in log_events(s) if vis >= 0]
    assert {vis for vis, _ in private} == {0, 1, 2, 3}, "each seat is told the cards it drew"
    view = game.view(s, 1)
    assert view["game"] == "skirmish" and view["seats"] == [1]
    mine = sum(1 for vis, _ in private if vis == 1)
    told = sum(1 for line in view["log"] if line["template"] == "You draw {card}.")
    assert told == mine
    assert len(view["log"]) == sum(1 for vis, _, _ in log_events(s) if vis in (-1, 1))


def test_a_view_that_shows_another_seats_options_is_a_leak():
    game = toy_cards.GAME
    s = game.setup(game.Options(), 3)
    asked = game.to_act(s)[0]
    other = next(seat for seat in game.seats() if seat != asked)
    forged = dict(game.view(s, other), question=game.view(s, asked)["question"])
    assert "the view shows another seat's options" in game.leaks(s, other, forged)
    assert game.leaks(s, other, game.view(s, other)) == []

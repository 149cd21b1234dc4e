"""Random legal decks from every card in the data (games/lotr_tcg/random_deck.py): each one
passes deck construction and plays to an end with random play, for 2 to 4 players; the
options' "random" deals them from the game's seed, so a game replays."""

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings, strategies as st

from lotr_table import selfplay
from lotr_table.engine import saves
from lotr_table.engine.playout import random_decision
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.deck_rules import violations
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.random_deck import deal, random_deck
from lotr_table.games.lotr_tcg.state import TcgOptions, play

CARDS = content().cards


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_every_random_deck_passes_deck_construction(seed):
    # R2.6-R2.14 (deck_rules): Frodo, The One Ring, one site of each number 1-9, at least 60
    # cards, as many Free Peoples as Shadow cards, at most 4 of a title (3 besides Frodo's)
    d = random_deck(CARDS, random.Random(seed))
    assert violations(d, CARDS) == []
    sides = Counter(CARDS[c].side for c in d.draw)
    assert 60 <= len(d.draw) <= 64 and sides["free_peoples"] == sides["shadow"]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from([2, 3, 4]), st.sampled_from(["starter", "full"]))
def test_random_decks_play_to_an_end_with_random_play(seed, players, variant):
    report = selfplay.play(GAME, 1, seed, options=TcgOptions(players=players, variant=variant, decks="random"))
    assert report.errors == report.invariant_violations == report.view_leaks == 0, report.problems
    assert report.finished == 1


def test_random_decks_draw_on_every_card_of_the_data():
    # no card is left out: over many decks every card of the set turns up (sites, Frodos,
    # Rings and draw-deck cards alike)
    seen = set()
    rng = random.Random(1)
    for _ in range(400):
        d = random_deck(CARDS, rng)
        seen |= {d.ring_bearer, d.ring, *d.sites, *d.draw}
    deckable = {c.id for c in CARDS.values() if c.type in ("site", "the_one_ring") or c.side
                or "ring-bearer" in c.keywords}
    assert seen == deckable


def test_the_same_seed_deals_the_same_decks_and_another_seed_others():
    assert deal(CARDS, 4, 7) == deal(CARDS, 4, 7)
    assert deal(CARDS, 4, 7) != deal(CARDS, 4, 8)
    assert len(set(deal(CARDS, 4, 7))) == 4          # each seat its own deck


def test_random_options_deal_each_seat_its_deck_from_the_games_seed():
    options = TcgOptions(players=3, decks="random")
    s = GAME.setup(options, 5)
    assert s.decks == deal(CARDS, 3, 5)
    for p, d in enumerate(s.decks):
        ring_bearer = s.bearer[p]
        assert s.zones.card_of[ring_bearer] == d.ring_bearer and ring_bearer in s.zones.cards[play(p)]


def test_a_game_of_random_decks_replays_from_its_save(tmp_path):
    options = TcgOptions.model_validate({"players": 4, "decks": "random"})
    state, actions, rng = GAME.setup(options, 11), [], random.Random(11)
    while GAME.outcome(state) is None:
        seat, action = random_decision(GAME, state, rng)
        state = GAME.apply(state, seat, action)
        actions.append((seat, action))
    loaded = saves.load(saves.write(tmp_path / "random.lotrsave", GAME, options, 11, actions))
    assert loaded.options.decks == "random"
    assert GAME.fingerprint(loaded.state) == GAME.fingerprint(state) and GAME.outcome(loaded.state) == GAME.outcome(state)


def test_the_invariants_hold_each_seat_to_the_cards_of_its_own_random_deck():
    s = GAME.setup(TcgOptions(players=3, decks="random"), 4)
    assert GAME.invariants(s) == []
    s.zones.create("p1.999", s.decks[1].draw[0], "discard1")      # one card more than seat 1's deck holds
    assert GAME.invariants(s) == ["seat 1's cards are not conserved"]

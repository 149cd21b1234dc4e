"""The adapter that seats the public engine johnchampaign/war-of-the-ring's computer player in
our War of the Ring (tools/wotr_peer): our seat's view converts to the peer's state format and
its answers map back onto our legal options. The tests that run the peer skip when node or
the fetched peer (/tmp/wotr-peer, tools/wotr_peer/fetch.sh) is missing."""

import os
import random
import shutil

import pytest

from lotr_table.ai.eye import SeatEye
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.game import GAME
from tools.wotr_peer.convert import peer_state
from tools.wotr_peer.peer_player import BUNDLE, PeerPlayer, PeerProcess

needs_peer = pytest.mark.skipif(shutil.which("node") is None or not os.path.exists(BUNDLE),
                                reason="node or the fetched peer (tools/wotr_peer/fetch.sh) is missing")


def _start_view(seat: int) -> dict:
    return GAME.view(GAME.setup(GAME.Options(players=2), 1), seat)


def test_the_starting_view_converts_to_the_peers_names_and_counts():
    """Erebor starts with 1 regular, 2 elites and a leader of the Dwarves; the Fellowship
    (seven companions, Gandalf the Grey its Guide) in Rivendell, hidden."""
    state = peer_state(_start_view(0), FREE_PEOPLES, "fellowship")
    assert len(state["regions"]) == 105
    assert state["regions"]["erebor"]["units"] == {"dwarves": {"regular": 1, "elite": 2}}
    assert state["regions"]["erebor"]["leaders"] == 1
    ring = state["fellowship"]
    assert ring["location"] == "rivendell" and ring["hidden"] and ring["mordor"] is None
    assert ring["guide"] == "gandalf-grey" and len(ring["companions"]) == 7


def test_the_shadow_sees_no_free_peoples_card():
    state = peer_state(_start_view(1), SHADOW, "huntAllocation")
    assert state["cards"]["fp"]["hand"] == []
    assert all(card == "hidden" for deck in state["cards"]["fp"]["draw"].values() for card in deck)


@needs_peer
def test_the_starting_board_agrees_with_the_peers_own_setup_region_by_region():
    process = PeerProcess()
    try:
        base = process.ask({"base": 1})["base"]
    finally:
        process.close()
    ours = peer_state(_start_view(0), FREE_PEOPLES, "fellowship")
    for rid, theirs in base["regions"].items():
        mine = ours["regions"][rid]
        assert (mine["units"], mine["leaders"], mine["nazgul"]) == (theirs["units"], theirs["leaders"], theirs["nazgul"]), rid
    assert ours["nations"] == base["nations"]


@needs_peer
def test_the_peer_answers_the_first_questions_with_our_legal_options():
    """Its answers to the Fellowship phase and the Hunt allocation of turn 1 are our legal
    actions, taken from its own decision (counted as mapped), not from our fallback."""
    s = GAME.setup(GAME.Options(players=2), 1)
    player = PeerPlayer(PeerProcess())
    try:
        rng = random.Random(0)
        while not player.tally["mapped"] and s.turn == 1:
            seat = GAME.to_act(s)[0]
            action = player.choose(SeatEye(GAME, s, seat), rng)
            assert action in GAME.legal_actions(s, seat)
            s = GAME.apply(s, seat, action)
    finally:
        player.process.close()
    assert player.tally["mapped"] >= 1 and not player.tally["peer_error"]


@needs_peer
def test_an_army_die_s_second_move_is_the_peers_own_choice():
    """«Кубик Армії ... переміщення до двох різних військ»: after the first army moved, whether
    and which second army moves is asked of the peer (its armyMove2), not of our fallback."""
    assert _peer_answers(lambda kind, legal: any(a.kind == "move_another" for a in legal)), \
        "the Shadow never moved a first army"


def _peer_answers(stop, peer_seat: int = 1, seed: int = 1, prompt: str | None = None) -> bool:
    """Our rule of thumb against the peer until the peer's seat meets a question that
    `stop(kind, legal)` accepts (the question's kind and its options): the peer's answer there
    is one of our options, taken from its own decision. False when the game ends first."""
    from lotr_table.games.wotr.heuristic import Heuristic
    s = GAME.setup(GAME.Options(players=2), seed)
    player, ours = PeerPlayer(PeerProcess()), Heuristic()
    rng = random.Random(0)
    try:
        while GAME.outcome(s) is None:
            seat = GAME.to_act(s)[0]
            legal = GAME.legal_actions(s, seat)
            if seat == peer_seat and stop(s.pending.kind, legal) and (
                    prompt is None or (GAME.view(s, seat).get("question") or {}).get("prompt") == prompt):
                before = player.tally["mapped"]
                action = player.choose(SeatEye(GAME, s, seat), rng)
                assert action in legal and player.tally["mapped"] == before + 1
                return True
            chooser = player if seat == peer_seat else ours
            s = GAME.apply(s, seat, chooser.choose(SeatEye(GAME, s, seat), rng))
    finally:
        player.process.close()
    return False


@needs_peer
def test_the_card_discarded_over_the_hand_limit_is_the_peers_own_choice():
    """"Hand limit: 6 cards at any moment. When the hand goes over the limit, the player MUST
    immediately discard the excess" (rules digest 5.2): which card goes is asked of the peer
    (its discardCard), not of our fallback."""
    assert _peer_answers(lambda kind, legal: any(a.kind == "discard" for a in legal))


@needs_peer
def test_a_character_die_s_further_minion_moves_are_the_peers_own_choice():
    """A Character die moves the Nazgûl and the minions, each once: after the first, whether
    another moves is asked of the peer (its charMove2), not of our fallback. (The Nazgûl card's
    own "move another" question, `card_nazgul`, is not a Character die's.)"""
    assert any(_peer_answers(lambda kind, legal: kind == "more_minions", seed=seed)
               for seed in range(1, 6))


@needs_peer
def test_a_nazgul_card_s_further_flights_are_the_peers_own_choice():
    """«Move any or all of the Nazgûl» (Nazgûl Search, The Nazgûl Strike!): whether another
    Nazgûl flies, and which, is asked of the peer (its eventTarget for the card, with the
    flights made so far), not of our fallback."""
    assert any(_peer_answers(lambda kind, legal: kind == "card_nazgul", seed=seed) for seed in range(1, 6))


@needs_peer
def test_the_guide_is_the_peers_own_choice():
    """«Гравець за Вільні Народи може вибирати нового провідника наприкінці кожної фази
    Братства або щоразу, коли ... змінюється склад Братства»: the peer keeps its Guide while
    he may be chosen (its player never changes him), else its engine's first of the highest
    level."""
    assert any(_peer_answers(lambda kind, legal: kind == "guide", peer_seat=0, seed=seed) for seed in range(1, 6))


@needs_peer
def test_the_companions_a_character_die_separates_are_the_peers_own_choice():
    """«Відокремте будь-яку кількість супутників від Братства» with a Character die: the
    group and where it goes are the peer's separateCompanion and separateMove, not our
    fallback."""
    from lotr_table.games.wotr.companions import PROMPTS
    assert any(_peer_answers(lambda kind, legal: kind == "_compound", peer_seat=0, seed=seed, prompt=PROMPTS[0])
               for seed in range(1, 6))


@needs_peer
def test_a_character_die_s_further_companion_moves_are_the_peers_own_choice():
    """A Character die moves the companions on the map, each once (seed, «Переміщення
    персонажів»): after the first, whether another moves, and which, is asked of the peer (its
    charMove2), not of our fallback."""
    assert any(_peer_answers(lambda kind, legal: kind == "more_companions", peer_seat=0, seed=seed)
               for seed in range(1, 6))

"""Review of hidden information (view and resample): leaks found (each test fails today)."""

from __future__ import annotations

import random

import pytest

from tests.games.lotr_coop.rules_helpers import GAME, do, kind, pos, settle, view, who


def test_a_legendary_card_set_aside_in_a_payment_stays_hidden():
    # seed: "Игрокам не позволено показывать друг другу свои карты с руки"; payments.py: items are given
    # "behind the curtain" and go back unseen if the payment fails
    s = pos(location="moria", event_index=4, story=["relentless_time", "fighting"],
            hobbits={"frodo": {"hand": ["gimli", "sting"]}, "sam": {"hand": ["grey_fighting"]}})
    before = view(s, 1)["legendary_in_hands"]
    s = settle(s)
    s = do(s, "pay")                            # Orcs attack: 5 fighting from the group
    s = do(s, "give", card="gimli")
    assert view(s, 1)["legendary_in_hands"] == before      # Sam must not learn what Frodo set aside


def test_a_legendary_council_pick_stays_hidden():
    # seed: "Игрокам не позволено показывать друг другу свои карты с руки" (Council: passed face down, §4.2 [P])
    s = pos(location="rivendell", action_index=1, options={"players": 3},
            hobbits={"frodo": {"hand": ["grey_hiding"]}, "sam": {"hand": ["gimli", "grey_fighting"]},
                     "pippin": {"hand": ["boromir"]}})
    before = view(s, 0)["legendary_in_hands"]
    s = do(s, "pass_card", card="grey_hiding")             # Frodo
    s = do(s, "pass_card", card="gimli")                   # Sam passes Gimli to Pippin, face down
    assert kind(s) == "council" and who(s) == 2
    assert view(s, 0)["legendary_in_hands"] == before      # Frodo must not learn Sam's pick


def test_resample_redraws_another_seats_council_pick():
    # seed: "Игрокам не позволено показывать друг другу свои карты с руки"; resample.py: "A full state
    # consistent with what one seat knows, the hidden parts redrawn"
    s = pos(location="rivendell", action_index=1, options={"players": 3},
            hobbits={"frodo": {"hand": ["grey_hiding"]}, "sam": {"hand": ["grey_travelling", "grey_fighting", "brown_hiding"]},
                     "pippin": {"hand": ["boromir"]}})
    s = do(s, "pass_card", card="grey_hiding")             # Frodo
    s = do(s, "pass_card", card="grey_travelling")         # Sam's pick: hidden from Frodo
    assert kind(s) == "council" and who(s) == 2
    received = set()
    for k in range(20):
        r = GAME.resample(s, 0, random.Random(k))
        r = do(r, "pass_card", card="boromir")             # Pippin; then the cards are delivered
        received.add(tuple(view(r, 2)["hand"]))             # Pippin now holds only Sam's pick
    assert received != {("grey_travelling",)}

"""The Gandalf cards of set 1 beyond the starter decks (those are in test_cards_gandalf.py),
one scenario per ability, from a set-up table. Each test names the card by its collector code
and quotes our text of it."""

from lotr_table.engine.action import Action
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.state import deck, discard, hand, play

from .kit import GAME, act, by_code, codes, find, has, position, strength_of, window_kind


def seats(fp=None, shadow=None, fp_deck="gandalf", shadow_deck="gandalf"):
    return [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]


def test_1R69_albert_dreary_needs_gandalf_to_be_played():
    # "To play, spot Gandalf."
    s = position({"site": 2, "seats": seats({"hand": ["1R69"]})}, seed=1)
    assert not has(s, "play", "1R69")
    s = position({"site": 2, "seats": seats({"play": ["1P364"], "hand": ["1R69"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R69"))
    assert "1R69" in codes(s, play(0))


def test_1R69_albert_dreary_discards_a_moria_condition():
    # "Maneuver: exert Albert Dreary to discard an Isengard or Moria condition."
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1R69", "1C299"]},
                  {"play": ["1C196", "1C176"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R69", target="1C196"))
    assert codes(s, discard(1)) == ["1C196"] and s.wounds[find(s, 0, "1R69")] == 1


def test_1R71_durins_secret_raises_the_move_limit_with_gandalf_a_dwarf_and_an_elf():
    # "Fellowship: spot Gandalf, a Dwarf and an Elf to make the move limit 1 higher this turn."
    s = position({"site": 2, "seats": seats({"play": ["1P364", "1U12"], "hand": ["1R71"]})}, seed=1)
    assert not has(s, "event", "1R71")                   # no Elf
    s = position({"site": 2, "seats": seats({"play": ["1P364", "1U12", "1U51"], "hand": ["1R71"]})}, seed=1)
    before = C.move_limit(s)
    s = act(s, by_code(s, "event", "1R71"))
    assert C.move_limit(s) == before + 1 and s.twilight == 2


def test_1R72_gandalf_has_one_strength_for_each_race_in_the_fellowship():
    # "Gandalf has +1 strength for each of these races you can spot in the fellowship: Hobbit,
    # Dwarf, Elf and Man." 6, Frodo (Hobbit) +1, Gimli (Dwarf) +1, Legolas (Elf) +1; the ally
    # Albert Dreary is a Man but not of the fellowship.
    s = position({"site": 2, "seats": seats({"play": ["1R72", "1U12", "1U51", "1R69"]})}, seed=1)
    assert strength_of(s, 0, "1R72") == 9
    s = position({"site": 2, "seats": seats({"play": ["1R72", "1U12", "1U51", "1U97"]})}, seed=1)
    assert strength_of(s, 0, "1R72") == 10               # Boromir, a Man companion


def test_1U74_gandalfs_pipe_removes_a_burden_for_each_pipe_spotted():
    # "Gandalf may bear it. Fellowship: discard a pipeweed possession and spot X pipes to remove X burdens."
    s = position({"site": 2, "seats": seats({"burdens": 3, "play": [
        "1P364", {"card": "1U74", "on": "1P364"}, {"card": "1U285", "on": "1C290"}, "1C305"]})}, seed=1)
    assert not has(s, "use", "1U74", target=3)
    s = act(s, by_code(s, "use", "1U74", target=2))
    assert s.burdens[0] == 1 and "1C305" in codes(s, discard(0))


def test_1R75_glamdring_gives_gandalf_two_strength_and_damage_plus_one():
    # "Gandalf may bear it (+2 strength); he has damage +1."
    s = position({"site": 2, "seats": seats({"play": ["1P364"], "hand": ["1R75"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R75", bearer="1P364"))
    gandalf = find(s, 0, "1P364")
    assert strength_of(s, 0, "1P364") == 9 and C.damage_bonus(s, gandalf) == 1 and s.twilight == 2


def test_1R75_glamdring_reveals_a_hand_and_removes_twilight_for_each_orc():
    # "Fellowship or Regroup: exert Gandalf to reveal an opponent's hand and remove 1 twilight
    # for each Orc in it." Five Orcs, no limit.
    s = position({"site": 3, "at": "regroup", "twilight": 6, "seats": seats({"play": ["1P364", {"card": "1R75", "on": "1P364"}]},
                  {"hand": ["1C176", "1C176", "1C176", "1U178", "1U178", "1C168"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R75", target=1))
    assert s.twilight == 1 and s.wounds[find(s, 0, "1P364")] == 1
    assert None not in [c["card"] for c in GAME.view(s, 0)["zones"]["hand1"]["cards"]]


def test_1U77_let_folly_be_our_cloak_removes_a_twilight_for_each_companion_exerted():
    # "Fellowship: exert X companions to remove X twilight."
    s = position({"site": 2, "twilight": 2, "seats": seats({"play": ["1P364", "1U12"], "hand": ["1U77"]})}, seed=1)
    three = tuple(sorted(find(s, 0, c) for c in ("1C290", "1P364", "1U12")))
    assert not has(s, "event", "1U77", cost=three)       # only 2 twilight to remove
    two = tuple(sorted(find(s, 0, c) for c in ("1C290", "1U12")))
    s = act(s, by_code(s, "event", "1U77", cost=two))
    assert s.twilight == 0 and all(s.wounds[c] == 1 for c in two)


def test_1R79_the_nine_walkers_needs_gandalf_to_be_played():
    # "To play, spot Gandalf. Plays to your support area."
    s = position({"site": 2, "seats": seats({"hand": ["1R79"]})}, seed=1)
    assert not has(s, "play", "1R79")


def test_1R79_the_nine_walkers_lowers_the_cost_of_a_companion_of_an_unspotted_race():
    # "A companion you play whose race you cannot spot costs 2 less." Boromir (3): no Man in
    # play, 1; with Albert Dreary (a Man), 3.
    s = position({"site": 2, "seats": seats({"play": ["1P364", "1R79"], "hand": ["1U97"]})}, seed=1)
    assert C.cost(s, find(s, 0, "1U97", "hand")) == 1
    s = act(s, by_code(s, "play", "1U97"))
    assert s.twilight == 1
    s = position({"site": 2, "seats": seats({"play": ["1P364", "1R79", "1R69"], "hand": ["1U97"]})}, seed=1)
    assert C.cost(s, find(s, 0, "1U97", "hand")) == 3


def test_1R80_ottar_discards_up_to_three_cards_and_draws_as_many():
    # "To play, spot Gandalf. Fellowship: exert Ottar to discard up to 3 cards from your hand
    # and draw as many."
    s = position({"site": 2, "seats": seats({"hand": ["1R80"]})}, seed=1)
    assert not has(s, "play", "1R80")
    s = position({"site": 2, "seats": seats({"play": ["1P364", "1R80"], "hand": ["1C37", "1C78", "1C76", "1C84"]})}, seed=1)
    three = tuple(sorted(find(s, 0, c, "hand") for c in ("1C37", "1C78", "1C76")))
    assert not any(len(a["target"]) > 3 for a in GAME.legal_actions(s, 0) if a.get("ability") is not None
                   and s.zones.card_of[a["card"]] == "1R80")
    s = act(s, by_code(s, "use", "1R80", target=three))
    assert sorted(codes(s, discard(0))) == ["1C37", "1C76", "1C78"] and len(s.zones.cards[hand(0)]) == 4
    assert s.wounds[find(s, 0, "1R80")] == 1


def test_1R81_questions_that_need_answering_takes_two_of_the_top_four():
    # "Spell. Fellowship: while the twilight pool holds fewer than 3 tokens, spot Gandalf to
    # look at the top 4 cards of your draw deck; take 2 of them into your hand and discard the rest."
    s = position({"site": 2, "twilight": 2, "seats": seats({"play": ["1P364"], "hand": ["1R81"],
                                                           "deck_top": ["1C37", "1C78", "1C76", "1C84"]})}, seed=1)
    top = {s.zones.card_of[i]: i for i in s.zones.cards[deck(0)][-4:]}       # the top is the end
    s = act(s, by_code(s, "event", "1R81"))
    assert s.pending.kind == "look_take" and all(len(a["cards"]) == 2 for a in GAME.legal_actions(s, 0))
    pick = tuple(sorted((top["1C78"], top["1C84"])))
    s = act(s, Action("take", cards=pick))
    assert sorted(codes(s, hand(0))) == ["1C78", "1C84"]
    assert sorted(codes(s, discard(0))) == ["1C37", "1C76", "1R81"] and s.twilight == 5


def test_1R81_questions_that_need_answering_needs_a_low_pool_and_gandalf():
    s = position({"site": 2, "twilight": 3, "seats": seats({"play": ["1P364"], "hand": ["1R81"]})}, seed=1)
    assert not has(s, "event", "1R81")
    s = position({"site": 2, "seats": seats({"hand": ["1R81"]})}, seed=1)
    assert not has(s, "event", "1R81")


def test_1C82_risk_a_little_light_takes_one_of_the_top_two():
    # "Spell. Fellowship: while the twilight pool holds fewer than 2 tokens, spot Gandalf to look
    # at the top 2 cards of your draw deck; take one into your hand and discard the other."
    s = position({"site": 2, "twilight": 1, "seats": seats({"play": ["1P364"], "hand": ["1C82"],
                                                           "deck_top": ["1C37", "1C78"]})}, seed=1)
    top = {s.zones.card_of[i]: i for i in s.zones.cards[deck(0)][-2:]}
    s = act(s, by_code(s, "event", "1C82"))
    s = act(s, Action("take", cards=(top["1C37"],)))
    assert codes(s, hand(0)) == ["1C37"] and sorted(codes(s, discard(0))) == ["1C78", "1C82"]
    s = position({"site": 2, "twilight": 2, "seats": seats({"play": ["1P364"], "hand": ["1C82"]})}, seed=1)
    assert not has(s, "event", "1C82")


def test_1R83_servant_of_the_secret_fire_gives_a_minion_minus_three():
    # "Spell. Skirmish: spot Gandalf to give a minion -3 strength."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1P364", ["1C177"]],
                  "seats": seats({"play": ["1P364"], "hand": ["1R83"]}, {"play": ["1C177"]})}, seed=1)
    before = strength_of(s, 1, "1C177")
    s = act(s, by_code(s, "event", "1R83", target="1C177"))
    assert strength_of(s, 1, "1C177") == before - 3
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1C177"]],
                  "seats": seats({"hand": ["1R83"]}, {"play": ["1C177"]})}, seed=1)
    assert not has(s, "event", "1R83")                   # no Gandalf to spot


def test_1R87_a_wizard_is_never_late_plays_a_gandalf_character_from_the_draw_deck():
    # "Fellowship: play a Gandalf character from your draw deck." (its cost paid, R20.5)
    s = position({"site": 2, "seats": seats({"hand": ["1R87"]})}, seed=1)
    assert not has(s, "event", "1R87", target=find(s, 0, "1U12", "deck"))          # a Dwarven card
    barliman = find(s, 0, "1U70", "deck")
    s = act(s, by_code(s, "event", "1R87", target=barliman))
    assert s.zones.zone_of(barliman) == play(0) and s.twilight == 1
    assert "1U70" not in codes(s, deck(0))


def test_1C85_strength_of_spirit_lets_a_companion_exert_without_a_token():
    # "Spell. Response: when a companion is about to exert, spot Gandalf to place no wound token
    # for that exertion." Gandalf exerts for his own text, and no token is placed.
    s = position({"site": 2, "seats": seats({"play": ["1P364"], "hand": ["1C85", "1U51"]})}, seed=1)
    s = act(s, by_code(s, "use", "1P364", target=find(s, 0, "1U51", "hand")))
    assert window_kind(s) == "about_to:exert"
    s = act(s, by_code(s, "event", "1C85"))
    assert not s.wounds.get(find(s, 0, "1P364")) and "1U51" in codes(s, play(0)) and s.twilight == 1


def test_1C85_strength_of_spirit_needs_gandalf_to_be_spotted():
    # Boromir exerts for Frodo's text with no Gandalf in play: no answer is asked, the token is placed.
    s = position({"site": 2, "seats": seats({"play": ["1U97"], "hand": ["1C85"], "wounds": {"1C290": 1}})}, seed=1)
    s = act(s, by_code(s, "use", "1C290", cost="1U97"))
    assert window_kind(s) != "about_to:exert" and s.wounds[find(s, 0, "1U97")] == 1


def test_1U73_gandalfs_cart_stacks_a_possession_and_plays_it_later():
    # "Plays to your support area. Fellowship: stack a Free Peoples possession (or artifact)
    # from your hand on this card, or play a card stacked here as if from your hand."
    s = position({"site": 2, "seats": seats({"play": ["1U73"], "hand": ["1C299", "1C296"]})}, seed=1)
    assert not has(s, "use", "1U73", target=find(s, 0, "1C296", "hand"))           # an event
    sword = find(s, 0, "1C299", "hand")
    s = act(s, by_code(s, "use", "1U73", target=sword))
    assert s.zones.zone_of(sword) == "stacked0" and strength_of(s, 0, "1C290") == 4 and s.twilight == 0
    s = act(s, by_code(s, "use", "1U73", ability=2, target=(sword, find(s, 0, "1C290"))))
    assert s.attached[sword] == find(s, 0, "1C290") and strength_of(s, 0, "1C290") == 6 and s.twilight == 1


def test_1U73_gandalfs_cart_takes_its_stack_along_when_it_leaves_play():
    from lotr_table.games.lotr_tcg import body
    s = position({"site": 2, "seats": seats({"play": ["1U73"], "hand": ["1C299"]})}, seed=1)
    sword = find(s, 0, "1C299", "hand")
    s = act(s, by_code(s, "use", "1U73", target=sword))
    body.discard_from_play(s, find(s, 0, "1U73"))
    assert sorted(codes(s, discard(0))) == ["1C299", "1U73"]

"""The two starter decks' cards and lists (data/cards_*.json, data/decks.json)."""

import json

import pytest

from lotr_table.games.lotr_tcg.data import DATA_DIR, card_files, content, parse


def raw():
    cards = card_files()
    with open(DATA_DIR / "decks.json", encoding="utf-8") as f:
        decks = json.load(f)
    return cards, decks


def test_every_card_of_both_starter_decks_is_recorded_by_its_collector_code():
    data = content()
    for d in data.decks.values():
        for code in [d.ring_bearer, d.ring, *d.sites, *d.free_peoples, *d.shadow]:
            assert code in data.cards
    assert data.cards["1C150"].title == "Uruk Rager" and data.cards["1C150"].site == 5


def test_each_draw_deck_holds_60_cards_half_free_peoples_half_shadow():
    # R2.7-R2.8: «В вашей игровой колоде должно быть не менее 60 карт, причем карт Свободных
    # народов и карт Тьмы должно быть равное количество.»
    for d in content().decks.values():
        assert sum(d.free_peoples.values()) == sum(d.shadow.values()) == 30


def test_each_adventure_deck_is_one_site_of_each_number():
    # R2.14: «Ваша путевая колода должна состоять из 9 карт разных местностей, по одной на
    # каждый номер от 1 до 9.»
    data = content()
    for d in data.decks.values():
        assert sorted(data.cards[c].site for c in d.sites) == list(range(1, 10))


def test_the_sanctuaries_are_sites_3_and_6():
    # R3.16: «Карты местностей, являющихся святилищами (sanctuary), имеющие номера 3 или 6 ...»
    data = content()
    for d in data.decks.values():
        sanctuaries = sorted(data.cards[c].site for c in d.sites if "sanctuary" in data.cards[c].keywords)
        assert sanctuaries == [3, 6]


def test_the_aragorn_deck_follows_the_machine_list_for_the_disputed_uruk_counts():
    d = content().decks["aragorn"]
    assert (d.shadow["1C151"], d.shadow["1C152"], d.shadow["1C154"]) == (3, 4, 3)
    assert "Savage 3, Shaman 4, Soldier 3" in raw()[1]["note"]


def test_a_deck_with_a_site_number_twice_is_refused():
    cards, decks = raw()
    decks["decks"][0]["sites"][1] = decks["decks"][0]["sites"][0]
    with pytest.raises(ValueError, match="one site of each number"):
        parse(cards, decks)


def test_a_deck_with_more_shadow_than_free_peoples_cards_is_refused():
    cards, decks = raw()
    decks["decks"][1]["shadow"]["1C176"] += 1
    with pytest.raises(ValueError, match="R2.8"):
        parse(cards, decks)


def test_a_record_without_its_source_is_refused():
    cards, decks = raw()
    del cards["cards"][5]["source"]
    with pytest.raises(ValueError, match="source"):
        parse(cards, decks)



def test_every_ability_record_is_in_the_games_vocabulary():
    from lotr_table.games.lotr_tcg import abilities  # noqa: F401  (loads the records)
    from lotr_table.games.lotr_tcg.state import VOCAB
    assert set(VOCAB.cards) == set(content().cards)

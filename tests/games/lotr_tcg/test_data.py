"""The two starter decks' cards and lists (data/cards_*.json, data/decks/*.txt)."""

import pytest

from lotr_table.games.lotr_tcg.data import card_files, content, deck_files, parse


def raw():
    return card_files(), deck_files()


def test_every_card_of_both_starter_decks_is_recorded_by_its_collector_code():
    data = content()
    for d in data.decks.values():
        for code in [d.ring_bearer, d.ring, *d.sites, *d.draw]:
            assert code in data.cards
    assert data.cards["1C150"].title == "Uruk Rager" and data.cards["1C150"].site == 5


def test_each_draw_deck_holds_60_cards_half_free_peoples_half_shadow():
    # R2.7-R2.8: «В вашей игровой колоде должно быть не менее 60 карт, причем карт Свободных
    # народов и карт Тьмы должно быть равное количество.»
    data = content()
    for d in data.decks.values():
        sides = [data.cards[c].side for c in d.draw]
        assert sides.count("free_peoples") == sides.count("shadow") == 30


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
    d = content().decks["aragorn"].counts()
    assert (d["1C151"], d["1C152"], d["1C154"]) == (3, 4, 3)
    assert "Savage 3, Shaman 4, Soldier 3" in raw()[1]["aragorn"]


def test_a_deck_with_a_site_number_twice_is_refused():
    cards, decks = raw()
    decks["aragorn"] = decks["aragorn"].replace("1U327", "1U320")     # site 1 for site 2
    with pytest.raises(ValueError, match="no site 2 .R2.14"):
        parse(cards, decks)


def test_a_deck_with_more_shadow_than_free_peoples_cards_is_refused():
    cards, decks = raw()
    decks["gandalf"] = decks["gandalf"].replace("1x 1C177", "2x 1C177")
    with pytest.raises(ValueError, match="30 Free Peoples and 31 Shadow cards.*R2.8"):
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

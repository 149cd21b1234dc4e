"""Deck construction (R2.6-R2.14, the digest's checklist §2.6): each rule from the seed, and
every rule a deck breaks named at once (games/lotr_tcg/deck_rules.py)."""

import pytest

from lotr_table.games.lotr_tcg import deck_rules
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.deck_rules import IllegalDeck, can_bear_the_ring, violations


def aragorn(**changes):
    """The published Aragorn starter deck, with `changes` made to it."""
    return content().decks["aragorn"].model_copy(update=changes)


def broken(deck, cards=None):
    return [(v.template, dict(v.args)) for v in violations(deck, cards or content().cards)]


def swapped(draw, old, new, times=1):
    """The draw deck with `times` copies of `old` replaced by `new`."""
    out = list(draw)
    for _ in range(times):
        out[out.index(old)] = new
    return tuple(out)


def test_both_published_starter_decks_are_legal():
    for d in content().decks.values():
        assert violations(d, content().cards) == []


def test_a_ring_bearer_who_is_no_frodo_is_refused():
    # R2.6: «Каждый игрок должен иметь карты Фродо и Кольца Всевластья, игральную и путевую колоды.»
    assert broken(aragorn(ring_bearer="1P365")) == [
        (deck_rules.NOT_RING_BEARER, {"card": "Aragorn, King in Exile (1P365)"})]


def test_sam_cannot_start_as_the_ring_bearer():
    # R16.10: Sam takes the Ring only when Frodo dies («только после смерти своего хозяина»)
    assert broken(aragorn(ring_bearer="1C311"))[0][0] == deck_rules.NOT_RING_BEARER


def test_every_frodo_of_the_set_can_start_with_the_ring_and_no_other_card():
    # The reference data marks both Frodos, 1R289 and 1C290, as able to start with the Ring
    # (canStartWithRing): whichever of them the data holds, and nothing else.
    cards = content().cards
    bearers = {c.id for c in cards.values() if can_bear_the_ring(c)}
    assert bearers == {"1R289", "1C290"} & set(cards) and "1C290" in bearers


def test_a_ring_that_is_not_the_one_ring_is_refused():
    # R2.6: the player must have «Кольца Всевластья» outside his decks
    assert broken(aragorn(ring="1C92")) == [(deck_rules.NOT_THE_RING, {"card": "Armor (1C92)"})]


def test_a_draw_deck_below_sixty_cards_is_refused():
    # R2.7: «В вашей игровой колоде должно быть не менее 60 карт»
    d = aragorn()
    draw = list(d.draw)
    draw.remove("1C117")          # a Free Peoples card
    draw.remove("1C150")          # and a Shadow card: still as many of each
    assert broken(aragorn(draw=tuple(draw))) == [(deck_rules.TOO_FEW, {"n": 58})]


def test_a_draw_deck_above_sixty_cards_is_legal():
    # R2.7: «не менее 60 карт»: no maximum
    d = aragorn()
    assert broken(aragorn(draw=d.draw + ("1C92", "1C145"))) == []


def test_unequal_free_peoples_and_shadow_cards_are_refused():
    # R2.8: «причем карт Свободных народов и карт Тьмы должно быть равное количество»
    d = aragorn()
    assert broken(aragorn(draw=swapped(d.draw, "1C150", "1C92"))) == [
        (deck_rules.UNEQUAL, {"fp": 31, "shadow": 29})]


def test_a_site_or_the_one_ring_in_the_draw_deck_is_refused():
    # R2.9: «В этой колоде не могут находиться карты местностей и Кольца Всевластья.»
    d = aragorn()
    draw = d.draw + ("1U320", "1C2")
    found = broken(aragorn(draw=draw))
    assert (deck_rules.OUTSIDE, {"card": "East Road (1U320)"}) in found
    assert (deck_rules.OUTSIDE, {"card": "The One Ring, The Ruling Ring (1C2)"}) in found


def test_a_fifth_copy_of_a_title_is_refused():
    # R2.10: «В колоде может быть до четырех экземпляров одной карты (подзаголовки роли не играют).»
    d = aragorn()
    draw = swapped(d.draw, "1C121", "1C150")        # a fifth Uruk Rager for a Bred for Battle
    assert broken(aragorn(draw=draw)) == [(deck_rules.OVER_TITLE, {"n": 5, "title": "Uruk Rager"})]


def seed_aragorns():
    """The seed's example: Aragorn, King in Exile and Aragorn, Ranger of the North, one title
    with two subtitles (the second made from the first where the data lacks it)."""
    cards = dict(content().cards)
    cards["1R89"] = cards["1P365"].model_copy(update={"id": "1R89", "number": 89, "subtitle": "Ranger of the North"})
    return cards


def test_cards_of_one_title_with_other_subtitles_share_the_four_copies():
    # R2.10: «у вас в колоде могут находиться 4 карты "Арагорн, Король в изгнании" ..., либо 2
    # такие карты и 2 карты "Арагорн, Скиталец Севера" ... Положить в колоду по четыре
    # экземпляра обеих карт нельзя, так как у них одно название»
    cards = seed_aragorns()
    d = aragorn()
    assert d.counts()["1P365"] == 2
    two_and_two = swapped(d.draw, "1U97", "1R89", 2)
    assert broken(aragorn(draw=two_and_two), cards) == []
    four_and_four = swapped(swapped(two_and_two, "1C117", "1P365", 2), "1C104", "1R89", 2)
    assert broken(aragorn(draw=four_and_four), cards) == [(deck_rules.OVER_TITLE, {"n": 8, "title": "Aragorn"})]


def test_a_unique_card_may_have_four_copies_in_the_deck():
    # R2.12: the copy limit is the same for unique cards (uniqueness limits what is in play, R19.2)
    d = aragorn()
    assert content().cards["1P365"].unique and d.counts()["1P365"] == 2
    assert broken(aragorn(draw=swapped(d.draw, "1C117", "1P365", 2))) == []
    assert broken(aragorn(draw=swapped(d.draw, "1C117", "1P365", 3))) == [
        (deck_rules.OVER_TITLE, {"n": 5, "title": "Aragorn"})]


def test_three_frodos_in_the_draw_deck_at_most():
    # R2.11: «Исключение: поскольку Фродо всегда присутствует в Братстве Кольца, в колоду можно
    # положить только три карты Фродо.»
    d = aragorn()
    assert broken(aragorn(draw=swapped(d.draw, "1C117", "1C290", 3))) == []
    assert broken(aragorn(draw=swapped(d.draw, "1C117", "1C290", 3) + ("1C290", "1C145"))) == [
        (deck_rules.OVER_RING_BEARER, {"n": 4, "title": "Frodo"})]


def test_an_adventure_deck_of_eight_sites_is_refused():
    # R2.14: «Ваша путевая колода должна состоять из 9 карт местностей»
    d = aragorn()
    assert broken(aragorn(sites=d.sites[:8])) == [(deck_rules.SITES_COUNT, {"n": 8}), (deck_rules.NO_SITE, {"n": 9})]


def test_two_sites_of_one_number_are_refused():
    # R2.14: «каждая из которых имеет отличный от других номер, от 1 до 9»
    gandalfs_site_1 = content().decks["gandalf"].sites[0]
    d = aragorn()
    assert broken(aragorn(sites=d.sites[:8] + (gandalfs_site_1,))) == [
        (deck_rules.SITE_TWICE, {"k": 2, "n": 1}), (deck_rules.NO_SITE, {"n": 9})]


def test_a_card_in_the_adventure_deck_that_is_no_site_is_refused():
    # R2.14: the adventure deck is site cards only
    d = aragorn()
    found = broken(aragorn(sites=d.sites[:8] + ("1C150",)))
    assert found == [(deck_rules.NOT_A_SITE, {"card": "Uruk Rager (1C150)"}), (deck_rules.NO_SITE, {"n": 9})]


def test_a_starting_companion_missing_from_the_draw_deck_is_refused():
    # R2.19: the first game's starting companion comes out of the deck's own cards
    d = aragorn()
    no_aragorn = tuple(c for c in d.draw if c != "1P365") + ("1C92", "1C107")
    assert broken(aragorn(draw=no_aragorn)) == [(deck_rules.STARTING, {"card": "Aragorn, King in Exile (1P365)"})]


def test_an_unknown_collector_code_is_named():
    d = aragorn()
    assert broken(aragorn(draw=swapped(d.draw, "1C150", "1C999"))) == [
        (deck_rules.UNKNOWN, {"code": "1C999"}), (deck_rules.UNEQUAL, {"fp": 30, "shadow": 29})]


def test_every_broken_rule_is_named_not_only_the_first():
    d = aragorn()
    deck = aragorn(ring_bearer="1P365", draw=swapped(d.draw[2:], "1C121", "1C150"), sites=d.sites[1:])
    with pytest.raises(IllegalDeck) as refused:
        deck_rules.check(deck, content().cards)
    assert [v.template for v in refused.value.violations] == [
        deck_rules.NOT_RING_BEARER, deck_rules.TOO_FEW, deck_rules.UNEQUAL, deck_rules.OVER_TITLE,
        deck_rules.SITES_COUNT, deck_rules.NO_SITE, deck_rules.STARTING]
    message = str(refused.value)
    assert "58 cards: it needs at least 60 (R2.7)" in message and "no site 1 (R2.14)" in message

"""The Trading Card Game's deck builder, used as a player would: a legal deck made from
nothing and saved where the lobby looks, an illegal one refused with each rule it breaks
named, the filters and the search, a starter deck opened as a template."""

from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from lotr_table.engine import folders
from lotr_table.games.lotr_tcg import deck_list
from lotr_table.games.lotr_tcg.data import content
from lotr_table.table import i18n
from lotr_table.table.deck_builder import DeckBuilder


@pytest.fixture
def builder(qtbot, data_dir, english):
    made = DeckBuilder()
    qtbot.addWidget(made)
    return made


def pick_by_filter(builder, **chosen):
    """The codes the builder shows once its filter boxes are set as a player sets them."""
    for key, value in chosen.items():
        box = builder.filters[key]
        box.setCurrentIndex(box.findData(value))
    return builder.shown_codes()


def test_a_legal_deck_is_made_from_nothing_and_saved_where_the_lobby_looks(builder):
    # R2.6-R2.14: Frodo and The One Ring, nine sites numbered 1 to 9, a draw deck of at least
    # 60 cards, as many Free Peoples as Shadow, at most 4 of a title.
    assert builder.problems_shown()[:2] == ["No Ring-bearer yet: add a Frodo (R2.6).",
                                           "No One Ring yet: add The One Ring (R2.6)."]
    cards = content().cards
    builder.add_card("1C290")                            # Frodo, Son of Drogo: the Ring-bearer
    builder.add_card("1C2")                              # The One Ring, The Ruling Ring
    sites = pick_by_filter(builder, type="site")
    for n in range(1, 10):
        builder.add_card(next(c for c in sites if cards[c].site == n))
    pick_by_filter(builder, type=None)
    for side in ("free_peoples", "shadow"):
        shown = pick_by_filter(builder, side=side)
        added = 0
        for code in shown:
            card = cards[code]
            if card.type in ("site", "the_one_ring") or card.title == "Frodo":
                continue
            for _ in range(2):
                if added < 30:
                    builder.add_card(code)
                    added += 1
    assert builder.draft.sides() == (30, 30)
    assert builder.count_label.text() == "Draw deck: 60 cards — 30 Free Peoples, 30 Shadow"
    assert builder.bearer_label.text() == "Ring-bearer: Frodo, Son of Drogo"
    assert builder.problems_shown() == ["None: the deck is legal."]
    builder.name.setText("My first deck")
    path = builder.save()
    assert path is not None and path in folders.saved_decks("lotr_tcg")
    deck = deck_list.load(path, cards)                   # the program reads it back, legal
    assert Counter(deck.draw) == Counter(builder.draft.draw) and deck.ring_bearer == "1C290"


def test_an_illegal_deck_is_refused_with_each_rule_it_breaks_named(builder):
    # Every rule broken is named at once, not only the first (the digest's checklist §2.6).
    builder.add_card("1C290")
    builder.add_card("1C2")
    builder.add_card("1U320")                             # one site only, numbered 1
    builder.add_card("1U320")                             # and it twice
    for _ in range(5):
        builder.add_card("1C92")                          # five of one title
    builder.add_card("1C176")                             # a Shadow card beside them
    shown = builder.problems_shown()
    assert shown == [
        "The draw deck holds 6 cards: it needs at least 60 (R2.7).",
        "The draw deck holds 5 Free Peoples and 1 Shadow cards: it needs as many of each (R2.8).",
        f"The draw deck holds 5 cards titled {content().cards['1C92'].title}: at most 4 of one title (R2.10).",
        "The adventure deck holds 2 cards: it needs exactly 9 sites (R2.14).",
        "The adventure deck holds 2 sites numbered 1: it needs one of each (R2.14).",
    ] + [f"The adventure deck has no site {n} (R2.14)." for n in range(2, 10)]
    builder.name.setText("Too few")
    assert builder.save() is None
    assert builder.status.text() == "Not saved: the deck breaks the rules named above."
    assert folders.saved_decks("lotr_tcg") == []


def test_the_filters_and_the_search_keep_what_they_name(builder):
    cards = content().cards
    assert len(builder.shown_codes()) == 365
    moria_minions = pick_by_filter(builder, culture="moria", type="minion", cost=4)
    assert moria_minions and all(cards[c].culture == "moria" and cards[c].type == "minion" and cards[c].cost == 4
                                 for c in moria_minions)
    pick_by_filter(builder, culture=None, type=None, cost=None)
    assert set(pick_by_filter(builder, keyword="ranger", rarity="rare")) == {
        c.id for c in cards.values() if "ranger" in c.keywords and c.id[1] == "R"}
    pick_by_filter(builder, keyword=None, rarity=None)
    builder.search.setText("overwhelmed only by triple")
    assert set(builder.shown_codes()) == {c.id for c in cards.values() if "overwhelmed only by triple" in c.text}


def test_the_search_reads_the_chosen_language(builder):
    i18n.set_language("ru")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)      # the window retranslates
    builder.search.setText("кольцо всевластия")
    assert {"1R1", "1C2"} <= set(builder.shown_codes())
    assert builder.filters["culture"].itemText(builder.filters["culture"].findData("dwarven")) == "Гномы"


def test_a_starter_deck_opens_as_a_template_and_is_saved_as_a_new_list(builder):
    builder.template_box.setCurrentIndex(builder.template_box.findData("aragorn"))
    builder.template_box.activated.emit(builder.template_box.currentIndex())
    assert builder.problems_shown() == ["None: the deck is legal."]
    assert builder.draft.ring_bearer == "1C290" and len(builder.draft.sites) == 9
    builder.remove_card("1C290")                          # the template is changed, not the starter
    assert builder.problems_shown()[0] == "No Ring-bearer yet: add a Frodo (R2.6)."
    assert content().decks["aragorn"].ring_bearer == "1C290"

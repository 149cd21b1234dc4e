"""The Confrontation table's words: names, log lines, action labels and refusal arguments go
through tr in the catalogue's contexts, and the table redraws them when the language changes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent

from lotr_table.games.confrontation.game import GAME
from lotr_table.games.confrontation.options import ConfrontationOptions
from lotr_table.table import i18n
from lotr_table.table.confrontation import make_options_form, translate_arg, words
from tests.games.confrontation.scenario import FP
from tests.table.confrontation.table_kit import Table


def test_action_labels_in_plain_words(english):
    assert words.action_label({"kind": "move", "hero": "gandalf_c", "to": "fangorn", "via": "tunnel"}) == \
        "Move Gandalf to Fangorn through the Moria tunnel"
    assert words.action_label({"kind": "defender", "target": "random"}) == "Fight a hidden defender at random"
    assert words.action_label({"kind": "crebain", "target": "hidden", "region": "rhudaur"}) == \
        "Play Crebain of Dunland on a hidden hero in Rhudaur"
    assert words.action_label({"kind": "play", "card": "f_noble"}) == "Play \u201cNoble Sacrifice\u201d"
    assert words.action_label({"kind": "mouth_swap", "source": "discard"}) == "Swap for the 4 from the discard"
    assert words.action_label({"kind": "draft", "tile": 3, "face": "alternative"}) == \
        "Field the alternative face of tile 3"
    assert words.action_label({"kind": "choose_specials", "cards": ["palantir", "recall"]}) == \
        "Choose the special cards \u201cPalantir\u201d, \u201cRecall to Mordor\u201d"


def test_log_lines_and_refusal_arguments(english):
    entry = {"template": "{side} plays {special}.", "args": {"side": "fellowship", "special": "shadowfax"}}
    assert words.log_line(entry) == "The Fellowship plays \u201cShadowfax\u201d."
    entry = {"template": "{side} wins: {reason}. {n} points.",
             "args": {"side": "sauron", "reason": "Frodo died", "n": 6}}
    assert words.log_line(entry) == "Sauron wins: Frodo died. 6 points."
    assert translate_arg("hero", "witchking_c") == "Witch King"
    assert translate_arg("to", "high_pass") == "the High Pass"          # in a sentence: "to the High Pass"
    assert translate_arg("card", "s_eye") == "\u201cThe Eye of Sauron\u201d"
    assert translate_arg("hero", "nobody") == "nobody"
    assert words.refusal("{to} already holds as many heroes of your side as it may.", {"to": "shire"}) == \
        "The Shire already holds as many heroes of your side as it may."


def test_every_word_is_asked_in_its_context(english):
    words.hero_name("frodo_c"), words.hero_text("frodo_c"), words.region_name("shire")
    words.card_name("f_magic"), words.card_text("f_magic"), words.special_name("gwaihir")
    words.special_text("gwaihir"), words.side_title("sauron"), words.word("hand")
    asked = i18n.asked()
    for pair in [("confrontation.hero", "Frodo"), ("confrontation.region", "The Shire"),
                 ("confrontation.card", "Magic"), ("confrontation.special", "Gwaihir the Wind"),
                 ("confrontation.side", "Sauron"), ("confrontation.word", "hand")]:
        assert pair in asked


def test_switching_the_language_redraws_the_table(qtbot, english):
    t = Table(qtbot, GAME.setup(None, 1), FP)
    english_texts = t.drawn()
    assert "The Shire" in english_texts and "Fallen: Fellowship" not in english_texts  # placing: no fallen yet
    before = set(i18n.asked())
    loaded = i18n.set_language("ru")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    t.panel.retranslate()
    russian = t.drawn()
    assert ("confrontation.region", "The Shire") in i18n.asked()
    if loaded:
        assert russian != english_texts
        assert words.side_title("fellowship") != "Fellowship"
        assert any(words.side_title("fellowship") in text for text in russian + t.widget_texts())
    else:   # no catalogue: at least every word was asked again
        assert before <= i18n.asked()
    i18n.set_language("en")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    t.panel.retranslate()
    assert "The Shire" in t.drawn()


def test_the_options_form(qtbot, english):
    form = make_options_form()
    qtbot.addWidget(form)
    assert form.options() == ConfrontationOptions()
    form.heroes.setCurrentIndex(3)
    form.specials.setCurrentIndex(3)
    form.cards["shadowfax"].setChecked(True)
    form.cards["palantir"].setChecked(True)
    form.handicap_seat.setCurrentIndex(1)
    form.match.setCurrentIndex(1)
    form.fellowship_seat.setCurrentIndex(1)
    opts = form.options()
    assert opts.heroes == "draft_secret" and opts.specials == "handicap" and opts.handicap_seat == 1
    assert set(opts.handicap_cards) == {"shadowfax", "palantir"}
    assert opts.match and opts.fellowship_seat == 1
    form.retranslate()
    form.set_options(ConfrontationOptions(specials="opponent_picks"))
    assert form.options() == ConfrontationOptions(specials="opponent_picks")
    assert not form.handicap.isVisibleTo(form)

"""Help: each game's rules in every language with pictures the table draws, the keyboard
shortcuts, a first-run introduction remembered once seen, and a lobby that says what each game is."""

from __future__ import annotations

import re

import pytest

from lotr_table.engine import registry
from lotr_table.games.confrontation.options import ConfrontationOptions
from lotr_table.table import games, help, i18n
from lotr_table.table import settings as stored
from lotr_table.table.seating import PERSON
from tests.table import toy_table
from tests.table.helpers import click

GAMES = ("confrontation", "lotr_coop", "wotr_cards", "lotr_tcg")


@pytest.fixture
def real_window(qtbot, data_dir, english):
    from lotr_table.table.main_window import MainWindow
    made = MainWindow(stored.load())
    qtbot.addWidget(made)
    made.show()
    yield made
    made.close()


@pytest.fixture
def toy_too(toy, monkeypatch):
    """Windows of earlier tests, at the toy's table, may still be about when the language changes:
    their game must still be there to be retranslated."""
    monkeypatch.setitem(registry._loaded, "toy", toy_table.GAME)
    monkeypatch.setattr(games, "TABLES", {**games.TABLES, "toy": "tests.table.toy_table"})


def _sections(html: str) -> list[str]:
    return re.findall(r"<h2>(.*?)</h2>", html)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_language_tells_the_rules_in_the_same_sections(game_id):
    table = games.table(game_id)
    texts = {code: table.rules_text(code) for code in i18n.LANGUAGES}
    counts = {code: len(_sections(text)) for code, text in texts.items()}
    assert len(set(counts.values())) == 1 and counts["en"] >= 6, counts
    pictures = {code: re.findall(r'src="picture:(\w+)"', text) for code, text in texts.items()}
    assert pictures["ru"] == pictures["uk"] == pictures["en"] != []
    assert set(pictures["en"]) == set(table.rules_pictures())
    # each text is in its own language: the Russian and Ukrainian ones are not the English
    assert re.search("[а-яА-Я]", texts["ru"]) and re.search("[іїєґ]", texts["uk"])
    assert not re.search("[а-яА-Я]", texts["en"])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_window_shows_the_text_and_the_pictures_the_table_draws(qtbot, real_window, game_id):
    window = real_window.show_rules(game_id)
    assert window.isVisible()
    assert games.title(game_id) in window.windowTitle()
    names = window.pictures()
    assert names
    views = games.table(game_id).rules_pictures()
    for name in names:
        image = help.draw_picture(game_id, name, *views[name])
        assert image.width() == help.PICTURE_WIDTH and image.height() > 100
        # the picture is drawn, not blank: it holds many colours
        colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)}
        assert len(colours) > 20
    window.close()


def test_the_rules_follow_the_language(qtbot, toy_too, real_window):
    window = real_window.show_rules("confrontation")
    assert "Goal" in window.browser.toPlainText()
    real_window.choose_language("ru")
    assert "Цель" in window.browser.toPlainText()
    assert window.windowTitle().startswith("Правила")
    window.close()


def test_the_help_menu_offers_each_games_rules_the_keys_and_the_introduction(qtbot, real_window):
    real_window._fill_help_menu()
    texts = [a.text() for a in real_window.help_menu.actions() if a.text()]
    assert texts == ["Rules: The Lord of the Rings: The Confrontation", "Rules: The Lord of the Rings (cooperative)",
                     "Rules: War of the Ring: The Card Game", "Rules: The Lord of the Rings Trading Card Game",
                     "Rules: War of the Ring",
                     "&Keyboard shortcuts", "How to play at this &table"]


def test_the_shortcuts_list_every_key_of_the_menus(qtbot, real_window):
    window = real_window.show_shortcuts()
    listed = window.browser.toPlainText()
    menu_keys = [a.shortcut().toString() for menu in (real_window.game_menu, real_window.view_menu)
                 for a in menu.actions() if not a.shortcut().isEmpty()]
    assert menu_keys
    for keys in menu_keys:
        if keys != "F11":           # the full-screen key is the platform's; listed as F11
            assert keys in listed, keys
    window.close()


def test_the_first_game_shows_the_introduction_once(qtbot, real_window):
    real_window.start_game("confrontation", ConfrontationOptions(), {0: PERSON, 1: PERSON}, False, seed=1)
    intro = real_window.intro
    assert intro.isVisible() and intro.geometry() == real_window._pages.rect()
    assert set(intro.lines) == {"move", "zoom", "preview", "undo"}
    click(qtbot, intro.close_button)
    assert not intro.isVisible() and stored.load().seen_intro
    real_window.start_game("confrontation", ConfrontationOptions(), {0: PERSON, 1: PERSON}, False, seed=2)
    assert not intro.isVisible()


def test_the_introduction_is_not_shown_after_a_restart_but_may_be_asked_for(qtbot, data_dir, english):
    from lotr_table.table.main_window import MainWindow
    stored.save(stored.Settings(seen_intro=True))
    window = MainWindow(stored.load())
    qtbot.addWidget(window)
    window.show()
    window.start_game("confrontation", ConfrontationOptions(), {0: PERSON, 1: PERSON}, False, seed=1)
    assert not window.intro.isVisible()
    window._fill_help_menu()
    next(a for a in window.help_menu.actions() if a.text() == "How to play at this &table").trigger()
    assert window.intro.isVisible()
    window.close()


def test_the_lobby_says_what_each_game_is(qtbot, toy_too, real_window):
    lobby = real_window.lobby
    seen = {}
    for row in range(lobby.game_list.count()):
        lobby.game_list.setCurrentRow(row)
        seen[lobby.chosen_game()] = (lobby.about_title.text(), lobby.about_facts.text(), lobby.about_text.text())
    assert seen["confrontation"][1].startswith("2 players")
    assert seen["lotr_coop"][1].startswith("2 to 5 players")
    assert all(len(seen[game_id][2]) > 200 for game_id in GAMES)
    lobby.game_list.setCurrentRow(list(seen).index("lotr_coop"))
    real_window.choose_language("uk")
    assert lobby.about_facts.text().startswith("від 2 до 5")

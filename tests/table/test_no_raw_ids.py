"""No id, template key or English fallback is ever drawn: random positions of each game,
reached by random legal actions from a seed, are drawn for the seat to act in each language,
and every text the table shows (what the scene paints, the scene's and the panel's text items,
labels, buttons, tooltips, the log) is read back."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6 import QtGui
from PySide6.QtGui import QImage, QPainter, QTextDocumentFragment
from PySide6.QtWidgets import (QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel, QTextEdit,
                               QWidget)

from lotr_table.engine import registry
from lotr_table.table import catalogue, games, i18n
from lotr_table.table.kit import look as kit_look
from lotr_table.table.kit import paint
from tests.games.behaviour_record import option_mix

GAMES = ("confrontation", "lotr_coop", "wotr_cards", "lotr_tcg")
LANGUAGES = ("en", "ru", "uk")
SEEDS = range(4)
POSITIONS_PER_GAME = 14
MAX_ACTIONS = 1500

RAW_ID = re.compile(r"\b[A-Za-z_]\w*:\w+|\b[a-z]+_[a-z0-9_]+\b")       # "card:brown_hiding", "gandalf_c"
TEMPLATE = re.compile(r"[{}]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
KEY_NAMES = {"Enter", "Esc", "Tab", "Space", "Ctrl", "Shift", "Alt"}     # keys keep their Latin names


def positions(game_id: str, seed: int):
    """(state, seat) at moments spread over one seeded random game (some of them seen by no
    seat: the public view), and the first payments in it
    (where a hobbit has set something aside: the moment ids once leaked)."""
    game = registry.get_game(game_id)
    mix = option_mix(game_id)
    state = game.setup(mix[seed * 7 % len(mix)], seed)
    rng = random.Random(seed)
    states = []
    for _ in range(MAX_ACTIONS):
        to_act = game.to_act(state)
        if not to_act:
            break
        seat = rng.choice(to_act)
        states.append((state, seat))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    states.append((state, None))
    picked = states[::max(1, len(states) // POSITIONS_PER_GAME)] + states[-1:]
    picked += [(s, None) for s, _ in picked[1::3]]            # and what a seat behind the curtain sees
    paying = [(s, seat) for s, seat in states if seat is not None and (game.view(s, seat).get("giving") or {}).get("mine")]
    return picked + paying[:3]


def shown_texts(panel) -> list[str]:
    """Every text the panel shows now: painted on the scene, items' texts and tooltips, and the
    widgets' labels, buttons, tooltips and the log."""
    out: list[str] = []
    scene = panel.scene
    rect = scene.itemsBoundingRect()
    image = QImage(800, max(1, int(800 * rect.height() / max(rect.width(), 1))), QImage.Format.Format_ARGB32)
    with paint.recording() as strings, kit_look.recording() as sized:
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
        panel.grab()
    out += strings + [text for text, _ in sized]
    for item in scene.items():
        if isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        out.append(item.toolTip())
    for widget in [panel, *panel.findChildren(QWidget)]:
        if isinstance(widget, (QLabel, QAbstractButton)):
            out.append(widget.text())
        elif isinstance(widget, QTextEdit):
            out.append(widget.toPlainText())
        out.append(widget.toolTip())
    return [plain(text) for text in out if text]


def plain(text: str) -> str:
    """A rich-text label's words without its markup."""
    return QTextDocumentFragment.fromHtml(text).toPlainText() if QtGui.Qt.mightBeRichText(text) else text


def english_sources(lang: str) -> set[str]:
    """The English sources of the catalogue that this language translates differently: one of
    them drawn under Russian or Ukrainian is an English fallback."""
    ts = catalogue.read_ts(catalogue.ts_path(lang)).messages
    return {source for key, source in ((k, k[1]) for k in catalogue.entries())
            if len(source) > 3 and LATIN_WORD.search(source) and ts[key].translation != source}


def problems(texts: list[str], lang: str, english: set[str]) -> set[str]:
    found = set()
    for text in texts:
        for line in text.splitlines():
            if RAW_ID.search(line):
                found.add(f"raw id: {line!r}")
            if TEMPLATE.search(line):
                found.add(f"template braces: {line!r}")
            latin = set(LATIN_WORD.findall(line)) - KEY_NAMES
            if lang != "en" and (line.strip() in english or latin):
                found.add(f"English under {lang}: {line!r}")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_random_positions_draw_no_id_template_or_english_fallback(qtbot, game_id, lang, english):
    game = registry.get_game(game_id)
    panel = games.table(game_id).make_panel()
    qtbot.addWidget(panel)
    panel.resize(1600, 1000)
    panel.show()
    try:
        assert i18n.set_language(lang) or lang == "en"
        panel.retranslate()             # as the main window does on a switch
        english_words = english_sources(lang) if lang != "en" else set()
        found: set[str] = set()
        seen = 0
        for seed in SEEDS:
            for state, seat in positions(game_id, seed):
                panel.show_view(game.view(state, seat), seat)
                texts = shown_texts(panel)
                seen += len(texts)
                found |= problems(texts, lang, english_words)
        print("\n".join(sorted(found)))
        assert sorted(found) == []
        assert seen > 1000          # the table really showed words
    finally:
        i18n.set_language("en")
        QCoreApplication.sendPostedEvents(panel, QEvent.Type.LanguageChange)


def test_the_check_sees_an_id_a_template_and_english(english):
    assert problems(["Сэм откладывает: card:brown_hiding"], "ru", set())
    assert problems(["gandalf_c"], "en", set())
    assert problems(["{hero} погибает."], "ru", set())
    assert problems(["Погиб Frodo"], "ru", set())
    assert problems(["Elven Cloak"], "uk", {"Elven Cloak"})
    assert not problems(["Сэм откладывает: Уклонение (коричн.)", "Сила: 5", "Клавіші: Enter"], "ru", set())
    assert not problems(["Sam sets Hiding (brown) aside", "Strength: 5"], "en", set())

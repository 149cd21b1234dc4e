"""The translation catalogue (lotr_table/table/catalogue.py) and the .ts files built from it:
complete, well-formed, placeholders intact, compiled by pyside6-lrelease on demand and loaded
by Qt; and everything the engine can say is in the catalogue."""

from __future__ import annotations

import json
import os
import random
import re
import string
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from lotr_table.table import catalogue
from tests.table import asked_check

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = ("ru", "uk")


@pytest.fixture(scope="module")
def entries():
    return catalogue.entries()


def fields(text: str) -> list[str]:
    """The placeholders of a str.format template, each once, e.g. ["hero", "to"] (a word
    chosen by a name's form names its field again: "{hero} {hero:dies|pl:die}")."""
    return sorted({name for _, name, _, _ in string.Formatter().parse(text) if name is not None})


# --- the .ts files ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", sorted(catalogue.LANGUAGES))
def test_each_ts_is_qt_linguist_xml_with_every_entry_translated(lang, entries):
    path = catalogue.ts_path(lang)
    root = ET.parse(path).getroot()
    assert root.tag == "TS" and root.get("version") == "2.1"
    assert root.get("language") == catalogue.LANGUAGES[lang]
    ts = catalogue.read_ts(path)
    missing = [key for key in entries if key not in ts.messages]
    assert missing == []
    unfinished = [key for key in entries if ts.messages[key].kind]
    assert unfinished == []
    empty = [key for key in entries if not ts.messages[key].translation.strip()]
    assert empty == []
    assert catalogue.problems(lang, entries) == []


def test_the_english_catalogue_is_the_source_itself(entries):
    """...or the source with words chosen by the names' number ("{hero} {hero:dies|pl:die}."),
    which read by default is the source."""
    from lotr_table.table import agreement
    ts = catalogue.read_ts(catalogue.ts_path("en"))
    assert [key for key in entries if agreement.plain(ts.messages[key].translation) != key[1]] == []
    assert [key for key in entries if ts.messages[key].translation != key[1]
            and not agreement.choices(ts.messages[key].translation)] == []


@pytest.mark.parametrize("lang", sorted(catalogue.LANGUAGES))
def test_placeholders_of_each_translation_match_the_source(lang, entries):
    ts = catalogue.read_ts(catalogue.ts_path(lang))
    wrong = [(key, ts.messages[key].translation) for key in entries
             if fields(ts.messages[key].translation) != fields(key[1])]
    assert wrong == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_menu_accelerators_stay_one_per_entry(lang, entries):
    ts = catalogue.read_ts(catalogue.ts_path(lang))
    wrong = [(key, ts.messages[key].translation) for key in entries
             if key[1].count("&") == 1 and ts.messages[key].translation.count("&") != 1]
    assert wrong == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_are_really_translated(lang, entries):
    """Long texts (hero and card texts, log lines) never stay in English."""
    ts = catalogue.read_ts(catalogue.ts_path(lang))
    same = [key for key in entries if len(key[1]) > 40 and ts.messages[key].translation == key[1]]
    assert same == []


@pytest.mark.parametrize("lang", sorted(catalogue.LANGUAGES))
def test_the_ts_files_are_in_sync_with_the_catalogue(lang, entries):
    """What `catalogue sync` would write is what is there (sorted, stable): run it after
    adding a tr() call or changing the engine's texts."""
    path = catalogue.ts_path(lang)
    expected = catalogue.render_ts(catalogue.merge(catalogue.read_ts(path), lang, entries, notes=catalogue.comments()))
    assert path.read_text(encoding="utf-8") == expected


def test_names_are_cyrillic_in_both_languages_from_one_list():
    """One name list for every game (translations/glossary.csv): Confrontation's heroes,
    regions and cards have the Russian names the cooperative game and the Russian rulebooks
    use, and Ukrainian follows the Ukrainian War of the Ring book."""
    ru = catalogue.read_ts(catalogue.ts_path("ru")).messages
    uk = catalogue.read_ts(catalogue.ts_path("uk")).messages
    assert ru[("confrontation.region", "Mordor")].translation == "Мордор"
    assert ru[("confrontation.hero", "Frodo")].translation == "Фродо"
    assert ru[("confrontation.region", "The Shire")].translation == "Шир"
    assert ru[("confrontation.card", "Noble Sacrifice")].translation == "Благородная жертва"
    assert ru[("confrontation.side", "the Fellowship")].translation == "Братство"
    # the same person is one name in both games
    assert ru[("confrontation.hero", "Gandalf")].translation == ru[("lotr_coop.card", "Gandalf")].translation == "Гэндальф"
    assert ru[("confrontation.card", "Elven Cloak")].translation == ru[("lotr_coop.card", "Elven Cloak")].translation
    assert ru[("confrontation.outcome", "Frodo died")].translation == "погиб Фродо"
    # Ukrainian names follow the Ukrainian War of the Ring book
    assert uk[("confrontation.hero", "Gandalf")].translation == "Ґандальф"
    assert uk[("confrontation.hero", "Witch King")].translation == "Король-Відьмак"
    assert uk[("confrontation.region", "The Shire")].translation == "Шир"
    assert uk[("confrontation.region", "The High Pass")].translation == "Високий Прохід"
    assert "Персненосцем" in uk[("confrontation.log", "{hero} in {region} becomes the Ring-bearer.")].translation


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_latin_name_is_left_in_a_game_text(lang, entries):
    """Game texts name heroes, places and cards in Cyrillic: no word in Latin letters (a
    placeholder aside) is left in any of the games' own texts."""
    ts = catalogue.read_ts(catalogue.ts_path(lang)).messages
    latin = [(key, ts[key].translation) for key in entries
             if "." in key[0] and re.search(r"[A-Za-z]{2,}", re.sub(r"\{[^}]*\}", "", ts[key].translation))]
    assert latin == []


def test_the_translations_follow_the_glossary(entries):
    assert catalogue.glossary_problems(entries) == []


def test_the_glossary_check_finds_a_name_and_a_text_that_part_from_it():
    from lotr_table.table.glossary import Term, problems
    frodo = Term(term="frodo", contexts="toy.hero", english="Frodo", english_form="m", russian="Фродо",
                 russian_form="m", russian_from="seed 004", ukrainian="Фродо", ukrainian_form="m",
                 ukrainian_from="seed 003")
    moria = Term(term="moria", contexts="", english="Moria", english_form="f", russian="Мори|я",
                 russian_form="f", russian_from="seed 004", ukrainian="Морі|я", ukrainian_form="f",
                 ukrainian_from="seed 003")
    catalogue_ = [("toy.hero", "Frodo"), ("toy.log", "{hero} leaves Moria."), ("toy.log", "Frodo waits.")]
    good = {"ru": {("toy.hero", "Frodo"): "Фродо", ("toy.log", "{hero} leaves Moria."): "{hero} покидает Морию.",
                   ("toy.log", "Frodo waits."): "Фродо ждёт."}}
    assert problems(good, catalogue_, (frodo, moria)) == []
    bad = {"ru": {("toy.hero", "Frodo"): "Frodo", ("toy.log", "{hero} leaves Moria."): "{hero} покидает Moria.",
                  ("toy.log", "Frodo waits."): "Фродо ждёт."}}
    assert problems(bad, catalogue_, (frodo, moria)) == [
        "glossary (ru): [toy.hero] 'Frodo' is 'Frodo', the glossary says 'Фродо'",
        "glossary (ru): [toy.log] '{hero} leaves Moria.' names 'Moria', not as 'Мория': '{hero} покидает Moria.'",
    ]


def test_each_glossary_row_is_a_known_form_and_source():
    from lotr_table.table import glossary
    rows = glossary.terms()
    assert len({t.term for t in rows}) == len(rows) > 80
    assert all(t.form(lang) in ("m", "f", "n", "pl") for t in rows for lang in glossary.LANGUAGES)
    assert {t.russian_from.split()[0] for t in rows} <= {"seed", "published", "ours"}
    # a decision recorded in the glossary reaches the translators' comments
    notes = catalogue.comments()
    assert "спокуса" in notes[("LotrCoopPanel", "Corruption")]


# --- sync and check --------------------------------------------------------------------------

def test_sync_keeps_translations_adds_new_entries_unfinished_and_marks_vanished_ones():
    old = catalogue.TsFile("ru_RU", {
        ("A", "kept"): catalogue.Message("сохранено"),
        ("A", "gone"): catalogue.Message("ушло"),
        ("A", "gone untranslated"): catalogue.Message("", "unfinished"),
        ("B", "half done"): catalogue.Message("наполовину", "unfinished"),
    })
    merged = catalogue.merge(old, "ru", [("A", "kept"), ("A", "new"), ("B", "half done")])
    assert merged.messages == {
        ("A", "kept"): catalogue.Message("сохранено"),
        ("A", "new"): catalogue.Message("", "unfinished"),
        ("B", "half done"): catalogue.Message("наполовину", "unfinished"),
        ("A", "gone"): catalogue.Message("ушло", "vanished"),
    }
    # an entry that comes back gets its translation back
    again = catalogue.merge(merged, "ru", [("A", "gone")])
    assert again.messages[("A", "gone")] == catalogue.Message("ушло")
    # pruning drops what vanished
    pruned = catalogue.merge(merged, "ru", [("A", "kept")], prune=True)
    assert pruned.messages == {("A", "kept"): catalogue.Message("сохранено")}
    # English needs no translator
    english = catalogue.merge(None, "en", [("A", "new")])
    assert english.messages == {("A", "new"): catalogue.Message("new")}


def test_ts_text_is_escaped_and_reads_back(tmp_path):
    tricky = ("Ctx & <co>", 'Say "hi" & <b>it\'s</b>\nnext line')
    ts = catalogue.TsFile("uk_UA", {tricky: catalogue.Message("Скажи «привіт» & <b>'це'</b>\nдалі")})
    path = tmp_path / "x.ts"
    path.write_text(catalogue.render_ts(ts), encoding="utf-8")
    assert catalogue.read_ts(path).messages == ts.messages


def test_contexts_and_messages_are_sorted():
    text = catalogue.ts_path("uk").read_text(encoding="utf-8")
    root = ET.fromstring(text)
    contexts = [c.findtext("name") for c in root.iter("context")]
    assert contexts == sorted(contexts) and len(contexts) == len(set(contexts))
    for context in root.iter("context"):
        sources = [m.findtext("source") for m in context.iter("message")]
        assert sources == sorted(sources)


def test_check_passes_on_the_repository(capsys):
    assert catalogue.main(["check"]) == 0
    assert catalogue.declaration_problems() == []


def test_the_catalogue_imports_and_runs_without_qt():
    code = ("import sys; from lotr_table.table import catalogue; n = len(catalogue.entries()); "
            "print(n, any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    count, qt = done.stdout.split()
    assert int(count) > 200 and qt == "False"


# --- what the catalogue holds ----------------------------------------------------------------

def test_the_catalogue_holds_the_engine_texts(entries):
    from lotr_table.games.confrontation import data, refusal, text, turn
    have = set(entries)
    for h in data.heroes().values():
        assert ("confrontation.hero", h.name) in have and ("confrontation.hero_text", h.text) in have
    for r in data.board_data().regions:
        assert ("confrontation.region", r.name) in have
    for c in data.combat_cards().values():
        assert ("confrontation.card", c.name) in have
        assert not c.text or ("confrontation.card_text", c.text) in have
    for c in data.special_cards().values():
        assert ("confrontation.special", c.name) in have and ("confrontation.special_text", c.text) in have
    for template in text._ACTIONS.values():
        assert ("confrontation.action", template) in have
    assert ("confrontation.action", " through the Moria tunnel") in have
    for reason in turn.REASONS:
        assert ("confrontation.reason", reason) in have and ("confrontation.outcome", reason) in have
    for template in refusal.TEMPLATES:
        assert ("confrontation.refusal", template) in have
    # a template concatenated with optional words: both variants
    assert ("confrontation.log", "{hero} moves from {frm} to {to}.") in have
    assert ("confrontation.log", "{hero} moves from {frm} to {to} through the Moria tunnel.") in have
    assert ("confrontation.log", "A hero of {side} moves from {frm} to {to} through the Moria tunnel.") in have
    for word in ("hand", "discard", "classic", "alternative", "a hidden hero", "a hidden defender at random"):
        assert ("confrontation.word", word) in have
    for side in ("the Fellowship", "Sauron", "Fellowship"):
        assert ("confrontation.side", side) in have


def test_the_catalogue_holds_every_literal_tr_call_of_the_table(tmp_path):
    (tmp_path / "w.py").write_text(
        "from lotr_table.table.i18n import tr\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "def f(x):\n"
        "    a = tr('Menu', '&Game')\n"
        "    b = QCoreApplication.translate('Dialogs', 'Save the game')\n"
        "    c = tr('confrontation.hero', x)\n"          # not literal: data, covered elsewhere
        "    return tr('Table', 'It is ' + ('late' if x else 'early'))\n", encoding="utf-8")
    assert sorted(catalogue.ui_entries(tmp_path)) == [
        ("Dialogs", "Save the game"), ("Menu", "&Game"), ("Table", "It is early"), ("Table", "It is late")]


def _log_templates(state):
    log = state.log
    while log:
        (_, template, _), log = log
        yield template


@pytest.mark.parametrize("seed", range(12))
def test_everything_random_games_say_is_in_the_catalogue(seed, entries):
    """Log lines, action labels and outcome reasons of random legal games."""
    from lotr_table.engine import get_game
    from lotr_table.games.confrontation import text
    game = get_game("confrontation")
    rng = random.Random(seed)
    opts = game.Options(
        heroes=rng.choice(["classic", "alternative", "draft_known", "draft_secret"]),
        specials=rng.choice(["none", "choose_two", "opponent_picks", "handicap"]),
        handicap_seat=rng.choice([0, 1]), handicap_cards=("shadowfax", "gwaihir", "palantir", "crebain"),
        match=rng.choice([False, True]), fellowship_seat=rng.choice([0, 1]))
    state = game.setup(opts, seed)
    have = set(entries)
    missing = set()
    for _ in range(4000):
        to_act = game.to_act(state)
        if not to_act:
            break
        seat = rng.choice(to_act)
        legal = game.legal_actions(state, seat)
        for action in legal:
            if action.kind not in text._ACTIONS:
                missing.add(("confrontation.action", action.kind))
        state = game.apply(state, seat, rng.choice(legal))
    missing |= {("confrontation.log", t) for t in _log_templates(state)} - have
    outcome = game.outcome(state)
    if outcome is not None and outcome.reason:
        missing |= {("confrontation.outcome", outcome.reason)} - have
    assert missing == set()


# --- compiled catalogues ---------------------------------------------------------------------

@pytest.mark.parametrize("lang", sorted(catalogue.LANGUAGES))
def test_lrelease_compiles_each_ts_and_qt_loads_it(lang, tmp_path, qapp):
    from PySide6.QtCore import QTranslator

    from lotr_table.table import i18n
    qm = tmp_path / f"lotr_table_{lang}.qm"
    i18n.compile_ts(catalogue.ts_path(lang), qm)
    assert qm.exists() and qm.stat().st_size > 0
    translator = QTranslator()
    assert translator.load(str(qm))
    expected = {"ru": ("Мордор", "&Игра", "Братство"), "uk": ("Мордор", "&Гра", "Братство"),
                "en": ("Mordor", "&Game", "the Fellowship")}[lang]
    got = (translator.translate("confrontation.region", "Mordor"), translator.translate("Menu", "&Game"),
           translator.translate("confrontation.side", "the Fellowship"))
    if lang == "en":
        got = tuple(g or s for g, s in zip(got, ("Mordor", "&Game", "the Fellowship")))
    assert got == expected
    if lang != "en":
        # the leading space of an appended phrase survives the round trip
        assert translator.translate("confrontation.action", " through the Moria tunnel").startswith(" ")
        # a multi-line source is found too
        source = "{file} cannot be opened:\n{reason}"
        assert "\n" in translator.translate("Window", source)


def test_qm_path_builds_the_catalogue_on_demand_and_again_when_the_ts_changes(tmp_path, monkeypatch):
    from lotr_table.table import i18n
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "data"))
    ts_dir = tmp_path / "translations"
    ts_dir.mkdir()
    ts = ts_dir / "lotr_table_uk.ts"
    ts.write_bytes(catalogue.ts_path("uk").read_bytes())
    monkeypatch.setattr(i18n, "TRANSLATIONS_DIR", ts_dir)

    qm = i18n.qm_path("uk")
    assert qm is not None and qm.exists() and qm.suffix == ".qm"
    assert qm.is_relative_to(tmp_path / "data")                 # a cache, never beside the .ts
    assert not list(ts_dir.glob("*.qm"))
    built = qm.stat().st_mtime_ns
    assert i18n.qm_path("uk") == qm and qm.stat().st_mtime_ns == built     # not rebuilt when fresh

    later = time.time() + 5
    os.utime(ts, (later, later))
    assert i18n.qm_path("uk") == qm                                         # touched, not changed
    ts.write_text(ts.read_text(encoding="utf-8").replace("&amp;Гра", "&amp;Гра!"), encoding="utf-8")
    changed = i18n.qm_path("uk")
    assert changed != qm and changed.exists()                               # changed: built anew
    assert qm.exists()              # another copy of the program sharing the folder may use it
    assert i18n.qm_path("xx") is None                                       # no such catalogue


def test_set_language_switches_the_running_program(qapp, tmp_path, monkeypatch):
    from lotr_table.table import i18n
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "data"))
    try:
        assert i18n.set_language("uk")
        assert i18n.tr("Menu", "&Game") == "&Гра"
        assert i18n.tr("confrontation.hero", "Gandalf") == "Ґандальф"
        assert i18n.set_language("ru")
        assert i18n.tr("confrontation.hero", "Gandalf") == "Гэндальф"
        assert i18n.tr("confrontation.word", "discard") == "сброс"
    finally:
        i18n.set_language("en")
    assert i18n.tr("Menu", "&Game") == "&Game"


def test_compiled_catalogues_are_never_committed():
    assert "*.qm" in (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    done = subprocess.run(["git", "ls-files", "*.qm"], capture_output=True, text=True, cwd=ROOT)
    if done.returncode == 0:
        assert done.stdout.strip() == ""


# --- the session-end check of what was asked -------------------------------------------------

def test_asked_texts_missing_from_the_catalogue_are_listed():
    catalogue_ = [("Menu", "&Game"), ("confrontation.hero", "Frodo")]
    asked = {("Menu", "&Game"), ("Menu", "&Nope"), ("toy", "Rounds"), ("toy.outcome", "north scored more")}
    assert asked_check.unknown_asked(asked, catalogue_) == [("Menu", "&Nope")]


def test_the_session_check_is_quiet_when_no_qt_test_ran():
    """A run without the table (e.g. tests/engine only) never imports i18n: nothing is asked
    and the session-end hook neither fails nor loads Qt."""
    code = ("import sys, types; sys.modules.pop('lotr_table.table.i18n', None)\n"
            "from tests.table import asked_check\n"
            "assert asked_check.asked_so_far() == set()\n"
            "session = types.SimpleNamespace(exitstatus=0)\n"
            "asked_check.pytest_sessionfinish(session, 0)\n"
            "assert session.exitstatus == 0\n"
            "print(any(m.split('.')[0] == 'PySide6' for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_what_the_program_asked_so_far_is_in_the_catalogue(entries):
    """The same check as at the session's end, for what this module's tests asked."""
    assert asked_check.unknown_asked(asked_check.asked_so_far(), entries) == []


def test_view_texts_are_json_strings():
    """Sanity: the catalogue is plain (context, source) strings."""
    json.dumps(catalogue.entries())


# --- the games' declarations -----------------------------------------------------------------

def test_a_registered_game_brings_its_declared_texts_and_the_sessions_refusal(toy):
    """Adding a game adds its texts: the catalogue asks the registry, not the source."""
    have = set(catalogue.entries())
    assert {(t.context, t.source) for t in toy.texts()} <= have
    assert ("toy.refusal", "the game is over") in have
    assert ("toy.outcome", "north scored more") in have


def test_declaration_problems_name_the_game_and_the_text(toy, monkeypatch):
    from lotr_table.engine.texts import Text
    monkeypatch.setattr(type(toy), "texts", lambda self: [
        Text("toy.log", "{who} wins"), Text("confrontation.log", "borrowed"), Text("toy.log", " "),
        Text("toy.log", "{unclosed")])
    assert catalogue.declaration_problems() == [
        "toy: [confrontation.log] 'borrowed': the context is not the game's own",
        "toy: [toy.log] ' ': an empty text",
        "toy: [toy.log] '{unclosed': not a template (expected '}' before end of string)",
    ]


def test_a_note_for_the_translators_goes_into_the_ts_and_reads_back(tmp_path):
    key = ("toy.log", "{side} draws")
    ts = catalogue.merge(None, "uk", [key], notes={key: "side: north or south"})
    path = tmp_path / "x.ts"
    path.write_text(catalogue.render_ts(ts), encoding="utf-8")
    assert "<extracomment>side: north or south</extracomment>" in path.read_text(encoding="utf-8")
    assert catalogue.read_ts(path).messages[key] == catalogue.Message("", "unfinished", "side: north or south")


def test_the_catalogue_reads_no_source_but_the_tables(monkeypatch):
    """The games' and the engine's texts come from their declarations; only the table's own
    tr() calls are read from source, as lupdate would."""
    read = []
    original = Path.read_text

    def recording(self, *args, **kwargs):
        read.append(self)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", recording)
    catalogue.entries()
    sources = [p for p in read if p.suffix == ".py"]
    assert sources and all(p.is_relative_to(catalogue.TABLE_DIR) for p in sources)


# Russian spelling, one rule each (recorded in the glossary's notes and here):
# «Кольценосец» always with a capital, as the cooperative rulebook writes it; ё always written
# where it is said, as the cooperative rulebook does (счёт, щёлкните, ещё, её, вперёд).
WITHOUT_YO = ("еще", "ее", "нее", "вперед", "щелкните", "щелкнуть", "счет", "идет", "нападет", "вернет", "дает",
              "зашел", "пришел", "четырех", "трех", "побежден", "сохраненн-")     # "-": any ending


def test_russian_keeps_one_spelling_rule_for_the_ring_bearer_and_for_yo(entries):
    ru = catalogue.read_ts(catalogue.ts_path("ru")).messages
    texts = [ru[key].translation for key in entries]
    assert [t for t in texts if "кольценос" in t] == []
    loose = [(word, t) for t in texts for word in WITHOUT_YO
             if re.search(rf"(?<![а-яё]){word.rstrip('-')}" + ("" if word.endswith("-") else "(?![а-яё])"), t,
                          re.IGNORECASE)]
    assert loose == []


def test_the_glossary_check_fails_on_a_departure_from_the_book_not_recorded():
    """A game's term is said in its book's word in every message of that game: a text naming it
    in another word fails, and so does any text of the game saying a word the glossary records
    as not the book's (`avoid`), whatever its English."""
    from lotr_table.table.glossary import Term, problems
    location = Term(term="location", contexts="", english="location", english_form="f", russian="локаци|я",
                    russian_form="f", russian_from="seed 000", ukrainian="локаці|я", ukrainian_form="f",
                    ukrainian_from="ours", games="toy", avoid="ru:местност; uk:місцевіст")
    catalogue_ = [("toy.log", "The location is won."), ("toy.log", "Move on."), ("other.log", "Move on.")]
    good = {"ru": {("toy.log", "The location is won."): "Локация взята.", ("toy.log", "Move on."): "Дальше.",
                   ("other.log", "Move on."): "Дальше, на местность."}}
    assert problems(good, catalogue_, (location,)) == []
    bad = {"ru": {("toy.log", "The location is won."): "Местность взята.", ("toy.log", "Move on."): "Дальше, на местность.",
                  ("other.log", "Move on."): "Дальше, на местность."}}
    found = problems(bad, catalogue_, (location,))
    assert len(found) == 3 and all("toy.log" in line for line in found)
    assert any("names 'location', not as 'локация'" in line for line in found)
    assert sum("which toy's book does not" in line for line in found) == 2


def test_each_games_rulebook_words_are_in_the_glossary():
    """The newer games' own words are rows of the glossary bound to their game, with the
    words their books do not say recorded (issue 29)."""
    from lotr_table.table import glossary
    rows = {t.term: t for t in glossary.terms()}
    for term, game, word in [("tcg_ringwraith", "lotr_tcg", "Назгулы"), ("tcg_possession", "lotr_tcg", "снаряжение"),
                             ("tcg_vitality", "lotr_tcg", "здоровье"), ("cg_location", "wotr_cards", "локация"),
                             ("cg_leadership", "wotr_cards", "лидерство"), ("cg_army", "wotr_cards", "Воинство"),
                             ("cg_combat_phase", "wotr_cards", "фаза сражений"), ("cg_defence", "wotr_cards", "оборона")]:
        assert game in rows[term].games.split() and rows[term].word("ru") == word and rows[term].avoided("ru")
    # every departure from a book is written down with its reason
    assert "Хранитель Кольца" in rows["ring_bearer"].note

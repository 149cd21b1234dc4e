"""Deck lists as plain text (games/lotr_tcg/deck_list.py): the lines a list may hold, every
line that cannot be read named with its number, export then import giving the same deck, the
starter decks shipped as lists, and a game played from list files (the options carry the
cards, so a saved game replays without the files)."""

import random

import pytest
from pydantic import ValidationError

from lotr_table import cli
from lotr_table.engine import registry, rules, saves
from lotr_table.engine.playout import random_decision
from lotr_table.games.lotr_tcg import deck_list, deck_rules
from lotr_table.games.lotr_tcg.data import DECKS_DIR, content
from lotr_table.games.lotr_tcg.deck_list import DeckListError, read, write
from lotr_table.games.lotr_tcg.random_deck import random_deck
from lotr_table.games.lotr_tcg.state import TcgOptions

CARDS = content().cards


def problems(text, cards=None):
    with pytest.raises(DeckListError) as refused:
        read(text, cards or CARDS, "test")
    return [(p.template, dict(p.args)) for p in refused.value.problems]


def aragorn_text():
    return (DECKS_DIR / "aragorn.txt").read_text(encoding="utf-8")


def test_both_starter_decks_ship_as_lists_that_read_to_the_published_decks():
    assert sorted(p.stem for p in DECKS_DIR.glob("*.txt")) == ["aragorn", "gandalf"]
    for name in ("aragorn", "gandalf"):
        assert deck_list.load(DECKS_DIR / f"{name}.txt", CARDS) == content().decks[name]


def test_a_starter_list_names_frodo_the_ring_nine_sites_and_sixty_cards():
    d = content().decks["aragorn"]
    assert (d.ring_bearer, d.ring, d.starting) == ("1C290", "1C2", ("1P365",))
    assert len(d.sites) == 9 and len(d.draw) == 60 and d.counts()["1C150"] == 4


@pytest.mark.parametrize("name", ["aragorn", "gandalf"])
def test_export_then_import_gives_the_same_starter_deck(name):
    d = content().decks[name]
    assert read(write(d, CARDS), CARDS, name) == d


@pytest.mark.parametrize("seed", range(5))
def test_export_then_import_gives_the_same_random_deck(seed):
    d = random_deck(CARDS, random.Random(seed), "random")
    assert read(write(d, CARDS), CARDS, "random") == d


def minimal(lines):
    """A list of the Aragorn deck's Ring-bearer, Ring and sites, and the given draw lines."""
    head = ["Ring-bearer: 1C290", "Ring: 1C2", "Sites:", *content().decks["aragorn"].sites, "Draw deck:"]
    return "\n".join(head + list(lines)) + "\n"


def test_a_card_is_named_by_code_by_title_or_by_title_and_subtitle_with_or_without_x():
    d = read(minimal(["4x 1C150", "3 Uruk Savage", "2 Aragorn, King in Exile", "1C92", "2X 1u94"]), CARDS, "t")
    assert d.counts() == {"1C150": 4, "1C151": 3, "1P365": 2, "1C92": 1, "1U94": 2}


def test_case_accents_and_curly_quotes_do_not_matter_in_a_title():
    d = read(minimal(["1 the bridge of khazad-dum", "1 galadriel\u2019s glade", "2 URUK   RAGER"]), CARDS, "t")
    assert "1C349" in d.sites and "1C351" in d.sites and d.counts() == {"1C150": 2}


def test_comments_and_blank_lines_are_skipped():
    d = read(minimal(["# the Uruk-hai", "", "4x 1C150   # Uruk Rager", "   # more"]), CARDS, "t")
    assert d.counts() == {"1C150": 4}


def test_a_site_goes_to_the_adventure_deck_wherever_it_is_listed():
    text = "Ring-bearer: 1C290\nRing: 1C2\nFree Peoples:\n1U320\n1 Bree Gate\n2x 1C150\n"
    d = read(text, CARDS, "t")
    assert d.sites == ("1U320", "1U327") and d.draw == ("1C150", "1C150")


def test_an_unknown_card_is_named_with_its_line():
    assert problems(minimal(["4x 1C150", "2 Uruk Ragr"])) == [(deck_list.NO_CARD, {"line": 15, "ref": "Uruk Ragr"})]


@pytest.mark.parametrize("count", ["0x", "-2", "x4", "4.5x"])
def test_a_bad_count_is_named_with_its_line(count):
    assert problems(minimal([f"{count} Uruk Rager"])) == [(deck_list.BAD_COUNT, {"line": 14, "count": count})]


def test_a_title_two_cards_share_is_ambiguous_until_the_subtitle_or_code_says_which():
    # the seed's example of one title with two subtitles: Aragorn, King in Exile and Aragorn,
    # Ranger of the North (the choices in the order of their collector numbers)
    cards = dict(CARDS)
    assert problems(minimal(["2 Aragorn"]), cards) == [(deck_list.AMBIGUOUS, {
        "line": 14, "ref": "Aragorn",
        "choices": "Aragorn, Ranger of the North (1R89), Aragorn, King in Exile (1P365)"})]
    d = read(minimal(["2 Aragorn, Ranger of the North", "1 1P365"]), cards, "t")
    assert d.counts() == {"1R89": 2, "1P365": 1}


def test_a_list_without_ring_bearer_or_ring_says_so():
    assert problems("4x 1C150\n") == [(deck_list.NO_RING_BEARER, {"example": "Ring-bearer: 1C290"}),
                                      (deck_list.NO_RING, {"example": "Ring: 1C2"})]


def test_a_second_ring_bearer_line_is_refused():
    assert problems("Ring-bearer: 1C290\nRing: 1C2\nRing-bearer: 1C290\n") == [
        (deck_list.TWICE, {"line": 3, "key": "Ring-bearer"})]


def test_every_line_that_cannot_be_read_is_named_at_once():
    found = problems(minimal(["4x 1C150", "nine Uruk Rager", "0x 1C150", "Mordor Orc"]))
    assert [(t, a["line"]) for t, a in found] == [(deck_list.NO_CARD, 15), (deck_list.BAD_COUNT, 16),
                                                  (deck_list.NO_CARD, 17)]


def test_loading_an_illegal_list_names_every_broken_deck_rule(tmp_path):
    path = tmp_path / "uruks.txt"
    path.write_text(aragorn_text().replace("4x 1C150", "5x 1C150").replace("1U361", ""), encoding="utf-8")
    with pytest.raises(deck_rules.IllegalDeck) as refused:
        deck_list.load(path, CARDS)
    assert [v.template for v in refused.value.violations] == [
        deck_rules.UNEQUAL, deck_rules.OVER_TITLE, deck_rules.SITES_COUNT, deck_rules.NO_SITE]


def test_a_missing_file_is_refused_with_its_name(tmp_path):
    with pytest.raises(DeckListError) as refused:
        deck_list.load(tmp_path / "nowhere.txt", CARDS)
    assert refused.value.problems[0].template == deck_list.UNREADABLE
    assert "nowhere.txt" in str(refused.value)


def test_the_options_read_a_list_file_into_the_deck_it_names(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text(aragorn_text(), encoding="utf-8")
    options = TcgOptions.model_validate({"decks": [str(path), "gandalf"]})
    assert options.decks[0] == content().decks["aragorn"].model_copy(update={"id": "mine"})
    assert options.decks[1] == "gandalf"


def test_options_read_as_json_as_a_save_holds_them_never_open_a_file(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text(aragorn_text(), encoding="utf-8")
    with pytest.raises(ValidationError, match="no published deck"):
        TcgOptions.model_validate_json('{"decks": ["%s", "gandalf"]}' % path, strict=True)


def test_the_options_refuse_an_illegal_list_naming_its_violations(tmp_path):
    path = tmp_path / "short.txt"
    path.write_text(aragorn_text().replace("4x 1C150", "2x 1C150"), encoding="utf-8")
    with pytest.raises(ValidationError, match=r"28 Shadow cards: it needs as many of each \(R2.8\)"):
        TcgOptions.model_validate({"decks": [str(path), "aragorn"]})


def test_the_options_refuse_an_illegal_deck_written_into_them():
    record = content().decks["aragorn"].model_dump(mode="json")
    record["sites"] = record["sites"][:8]
    with pytest.raises(ValidationError, match=r"no site 9 \(R2.14\)"):
        TcgOptions.model_validate({"decks": [record, "gandalf"]})


def test_a_game_from_list_files_is_saved_and_replayed_without_the_files(tmp_path):
    mine, theirs = tmp_path / "mine.txt", tmp_path / "theirs.txt"
    mine.write_text(aragorn_text(), encoding="utf-8")
    theirs.write_text(write(random_deck(CARDS, random.Random(3)), CARDS), encoding="utf-8")
    game = registry.get_game("lotr_tcg")
    options = TcgOptions.model_validate({"decks": [str(mine), str(theirs)], "variant": "full"})
    state, actions, rng = game.setup(options, 9), [], random.Random(9)
    for _ in range(150):
        if game.outcome(state) is not None:
            break
        seat, action = random_decision(game, state, rng)
        state = game.apply(state, seat, action)
        actions.append((seat, action))
    path = saves.write(tmp_path / "game.lotrsave", game, options, 9, actions)
    mine.unlink()
    theirs.unlink()
    loaded = saves.load(path)
    assert loaded.options == options
    assert game.fingerprint(loaded.state) == game.fingerprint(state)


def test_the_command_line_plays_two_list_files(tmp_path, capsys):
    path = tmp_path / "mine.txt"
    path.write_text(aragorn_text(), encoding="utf-8")
    options = '{"decks": ["%s", "%s"]}' % (path, DECKS_DIR / "gandalf.txt")
    assert cli.main(["selfplay", "lotr_tcg", "--games", "2", "--seed", "1", "--options", options]) == 0
    assert '"errors": 0' in capsys.readouterr().out


def test_the_command_line_refuses_an_illegal_list_with_its_violations(tmp_path, capsys):
    path = tmp_path / "bad.txt"
    path.write_text(aragorn_text().replace("Ring: 1C2", "Ring: 1C92"), encoding="utf-8")
    options = '{"decks": ["%s", "gandalf"]}' % path
    assert cli.main(["selfplay", "lotr_tcg", "--games", "1", "--options", options]) == 2
    assert "Armor (1C92) is not The One Ring (R2.6)." in capsys.readouterr().err


def test_the_data_hash_of_saves_follows_the_deck_lists(monkeypatch, tmp_path):
    game = registry.get_game("lotr_tcg")
    real = rules.data_sha256(game)
    copy = tmp_path / "data"
    (copy / "decks").mkdir(parents=True)
    for path in rules._data_folder(game).rglob("*"):
        if path.is_file():
            (copy / path.relative_to(rules._data_folder(game))).write_bytes(path.read_bytes())
    monkeypatch.setattr(rules, "_data_folder", lambda g: copy)
    monkeypatch.setattr(rules, "_known", {})
    assert rules.data_sha256(game) == real
    (copy / "decks" / "aragorn.txt").write_text(aragorn_text().replace("4x 1C150", "3x 1C150\n1x 1C145"))
    monkeypatch.setattr(rules, "_known", {})
    assert rules.data_sha256(game) != real

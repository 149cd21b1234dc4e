"""What War of the Ring says is said in words: every log line, prompt, refusal, outcome and
action a random game shows is declared for the translators, and the English log and the
actions name regions, nations, sides, results and cards, never their ids. It is registered
for self-play and the catalogue, and not offered in the lobby (no table yet)."""

from __future__ import annotations

import random
import re

import pytest

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.engine.log_chain import log_events
from lotr_table.games.wotr import words
from lotr_table.games.wotr.board import SIDES, board
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.options import WotrOptions

from tests.games.wotr.play import at_actions, die, pick, play

B = board()
# an id as the engine writes one: lower case with an underscore, or a bare side, result or deck id
_IDS = set(B.ids) | set(B.nation_ids) | set(SIDES) | set(words.RESULT_NAMES) | set(words.USE_NAMES)
_ID = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


def ids_in(text: str) -> list[str]:
    return [w for w in _ID.findall(text)] + [w for w in re.findall(r"[a-z_]+", text) if w in _IDS and "_" in w]


def declared(context: str) -> set[str]:
    return {t.source for t in GAME.texts() if t.context == context}


@pytest.mark.parametrize("players", (2, 3, 4))
def test_random_games_show_only_declared_texts_and_name_no_ids(players):
    rng = random.Random(players)
    logs, prompts, refusals = declared("wotr.log"), declared("wotr.prompt"), declared("wotr.refusal")
    actions = set(words.ACTION_NAMES) | {"pick"}
    for number in range(6):
        s = GAME.setup(WotrOptions(players=players, turn_limit=4), number)
        while not s.over:
            seat = rng.choice(GAME.to_act(s))
            legal = GAME.legal_actions(s, seat)
            assert s.pending.prompt in prompts
            for action in legal:
                assert action.kind in actions
                assert ids_in(GAME.describe(action)) == [], GAME.describe(action)
            stray = rng.choice(legal)
            other = (seat + 1) % players
            if stray not in GAME.legal_actions(s, other):
                with pytest.raises(IllegalAction) as refused:
                    GAME.apply(s, other, stray)
                assert refused.value.template in refusals
            s = GAME.apply(s, seat, rng.choice(legal))
        assert {t for _, t, _ in log_events(s)} <= logs
        for line in GAME.log_lines(s):
            assert ids_in(line) == [], line


def test_the_log_names_regions_sides_and_nations():
    s = at_actions({"politics": {"gondor": {"step": 0, "active": True}},
                    "armies": {"minas_tirith": {"gondor": {"regular": 2}}}}, ["muster", "army"], [])
    s = play(s, 0, die("army"), pick("use", "move"), pick("army", "minas_tirith"),
             pick("units", (("gondor", "regular", 1),)), pick("to", "druadan_forest"))
    assert "The Free Peoples player moves an army from Minas Tirith to Drúadan Forest." in GAME.log_lines(s)
    assert GAME.describe(pick("units", (("gondor", "regular", 2), ("rohan", "leaders", 1)))) \
        == "Gondor: regular units ×2, Rohan: leaders ×1"
    assert GAME.describe(die("army_muster")) == "Use a die showing Army/Muster"
    assert GAME.describe(Action("advance", nation="sauron", piece="leaders")) == "Advance a Nazgûl of Sauron"
    assert words.card_name("sh_char_08b") == "The Nazgûl Strike!"
    assert words.CARD_NAMES["sh_char"].format(number="8b") == "Shadow Character card 8b"


def test_every_region_and_nation_has_its_seeds_ukrainian_name_and_a_russian_one():
    from lotr_table.table import catalogue
    ru = catalogue.read_ts(catalogue.ts_path("ru")).messages
    uk = catalogue.read_ts(catalogue.ts_path("uk")).messages
    for names, context in ((B.names, "wotr.region"), (B.nation_names, "wotr.nation")):
        for name in names:
            assert uk[(context, name["en"])].translation == name["uk"]
            assert ru[(context, name["en"])].translation and not ru[(context, name["en"])].kind
    assert uk[("wotr.region", "Helm's Deep")].translation == "Гельмів Яр"
    assert ru[("wotr.region", "Helm's Deep")].translation == "Хельмова Падь"


def test_registered_and_offered_in_the_lobby():
    from lotr_table.table import games
    assert "wotr" in registry.game_ids() and registry.get_game("wotr") is GAME
    assert "wotr" in games.available() and "wotr" not in games.PREVIEWS

"""The game declares every text it can show (engine/texts.py): random games show no log
line, prompt or outcome reason it has not declared, and every literal template of a say() or
ask() call in its source is declared, reached or not."""

import ast
import random
from pathlib import Path

from lotr_table.engine.playout import random_decision
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.state import TcgOptions

def declared():
    return {(t.context, t.source) for t in GAME.texts()}


def test_random_games_show_only_declared_texts():
    known = declared()
    rng = random.Random(3)
    for g in range(6):
        s = GAME.setup(TcgOptions(players=2 + g % 2), g)
        while not s.over:
            seat, action = random_decision(GAME, s, rng)
            s = GAME.apply(s, seat, action)
            q = GAME.view(s, seat)["question"]
            if q and q["prompt"]:
                assert ("lotr_tcg.prompt", q["prompt"]) in known, q["prompt"]
        view = GAME.view(s, None)
        for line in view["log"]:
            assert ("lotr_tcg.log", line["template"]) in known, line["template"]
        assert ("lotr_tcg.outcome", view["outcome"]["reason"]) in known


def test_every_literal_template_in_the_source_is_declared():
    known = {source for _, source in declared()}
    root = Path(__file__).resolve().parents[3] / "lotr_table" / "games" / "lotr_tcg"
    checked = 0
    for path in root.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            index = {"say": 1, "ask": 4}.get(name)
            if index is None or len(node.args) <= index:
                continue
            arg = node.args[index]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value:
                assert arg.value in known, f"{path.name}: {arg.value!r}"
                checked += 1
    assert checked > 50


def test_every_card_title_and_text_is_declared():
    from lotr_table.games.lotr_tcg.data import content
    known = declared()
    for c in content().cards.values():
        assert ("lotr_tcg.card", c.title) in known
        if c.text:
            assert ("lotr_tcg.card_text", c.text) in known

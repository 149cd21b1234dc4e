"""The game declares every text it shows (for the translation catalogue, once it is registered):
seeded random games of every scenario show no log line, prompt or outcome reason that
texts() does not declare, and every literal say() or ask() template is declared."""

import ast
import random
from pathlib import Path

from lotr_table.games.wotr_cards.game import GAME

PACKAGE = Path(__file__).resolve().parents[3] / "lotr_table" / "games" / "wotr_cards"


def declared() -> set[tuple[str, str]]:
    return {(t.context, t.source) for t in GAME.texts()}


def test_random_games_show_only_declared_texts():
    known = declared()
    for number, options in enumerate(GAME.selfplay_options()):
        s = GAME.setup(options, 40 + number)
        rng = random.Random(number)
        while not s.over:
            seat = GAME.to_act(s)[0]
            view = GAME.view(s, seat)
            for line in view["log"]:
                assert ("wotr_cards.log", line["template"]) in known, line["template"]
            assert ("wotr_cards.prompt", view["question"]["prompt"]) in known, view["question"]["prompt"]
            s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
        assert ("wotr_cards.outcome", GAME.outcome(s).reason) in known


def test_every_literal_template_is_declared():
    known = {source for _, source in declared()}
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in ("say", "ask"):
                index = 1 if getattr(node.func, "id", "") == "say" else 4
                if len(node.args) > index and isinstance(node.args[index], ast.Constant):
                    assert node.args[index].value in known, f"{path.name}: {node.args[index].value!r}"

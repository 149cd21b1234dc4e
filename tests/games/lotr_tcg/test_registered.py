"""The LOTR TCG is registered with its rules only: self-play and replay find it by id, the
catalogue holds its texts, and the lobby offers it (table/lotr_tcg)."""

import random

from lotr_table import cli, selfplay
from lotr_table.engine import registry, saves
from lotr_table.engine.playout import random_decision
from lotr_table.games.lotr_tcg.state import TcgOptions


def test_the_registry_knows_the_game_by_its_id():
    assert "lotr_tcg" in registry.game_ids()
    assert registry.get_game("lotr_tcg").id == "lotr_tcg"


def test_the_lobby_offers_the_game_now_that_it_has_a_table():
    from lotr_table.table import games
    assert "lotr_tcg" in games.available()
    assert games.is_available("lotr_tcg")


def test_selfplay_by_id_spreads_games_over_both_variants_player_counts_and_random_decks():
    game = registry.get_game("lotr_tcg")
    offered = game.selfplay_options()
    assert {(o.variant, o.players) for o in offered} >= {("starter", 2), ("starter", 3), ("full", 2), ("full", 3),
                                                          ("starter", 4), ("full", 4)}
    assert any(o.decks == "random" for o in offered)
    report = selfplay.play(game, len(offered), seed=1)
    assert report.finished == report.games == len(offered)
    assert report.errors == report.invariant_violations == report.view_leaks == 0, report.problems


def test_the_cli_plays_it_with_options(capsys):
    assert cli.main(["selfplay", "lotr_tcg", "--games", "2", "--seed", "1",
                     "--options", '{"players": 3, "variant": "full"}']) == 0
    assert '"errors": 0' in capsys.readouterr().out


def test_replay_opens_a_saved_game_and_prints_its_end(tmp_path, capsys):
    game, options, rng = registry.get_game("lotr_tcg"), TcgOptions(players=2), random.Random(5)
    state, actions = game.setup(options, 5), []
    while game.outcome(state) is None:
        seat, action = random_decision(game, state, rng)
        state = game.apply(state, seat, action)
        actions.append((seat, action))
    path = saves.write(tmp_path / "tcg.lotrsave", game, options, 5, actions)
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == game.position_text(state).splitlines()[0]
    assert out[-1].startswith("Outcome: won by ")
    assert cli.main(["replay", str(path), "--at", "3"]) == 0

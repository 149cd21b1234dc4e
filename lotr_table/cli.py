"""`lotr-table`: the table window, or a subcommand. This module only parses arguments."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from lotr_table import __version__, replay, selfplay
from lotr_table.engine import registry


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
    except SystemExit as stop:                 # --help, --version and usage errors end here
        return stop.code if isinstance(stop.code, int) else 0 if stop.code is None else 2
    try:
        if args.command == "selfplay":
            return selfplay.command(args.game, args.games, args.seed, args.max_actions)
        if args.command == "replay":
            return replay.command(args.save)
        return _open_table()
    except BrokenPipeError:
        # `lotr-table replay x | head`: the reader left; stop quietly, as other tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="lotr-table", description="Lord of the Rings tabletop games at one screen.")
    parser.add_argument("--version", action="version", version=f"lotr-table {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser("selfplay", help="play random legal games with every check switched on")
    play.add_argument("game", metavar="GAME", help="game id: " + ", ".join(registry.game_ids()))
    play.add_argument("--games", type=_positive, default=100, metavar="N", help="games to play (default 100)")
    play.add_argument("--seed", type=int, default=0, metavar="S", help="first game seed (default 0)")
    play.add_argument("--max-actions", type=_positive, default=5000, metavar="M",
                      help="a game longer than this is an error (default 5000)")

    show = commands.add_parser("replay", help="load a save and print the final position, log and outcome")
    show.add_argument("save", metavar="SAVE", help="a .lotrsave file")
    return parser


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _open_table() -> int:
    try:
        from lotr_table.table import app
    except ModuleNotFoundError as missing:
        # Only the table's own absence is expected; a missing Qt inside it is a real error.
        if missing.name not in ("lotr_table.table", "lotr_table.table.app"):
            raise
        print(_WITHOUT_TABLE.format(version=__version__, games=", ".join(registry.game_ids()) or "none yet"))
        return 0
    return app.run() or 0


_WITHOUT_TABLE = """\
LOTR Table {version}. The table window is not built yet.

Games: {games}

Commands:
  lotr-table selfplay GAME [--games N] [--seed S] [--max-actions M]
      play random legal games, checking invariants and hidden information
  lotr-table replay SAVE
      load a .lotrsave file and print the final position, log and outcome
  lotr-table --version"""

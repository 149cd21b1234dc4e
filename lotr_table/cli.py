"""`lotr-table`: the table window, or a subcommand. This module only parses arguments.

It imports nothing of the subcommands (replay, self-play, the engine's saves, pydantic) at
the top: the window opens without them, and each subcommand loads what it uses. A start with
no arguments opens the window without building the parser (argparse, and the gettext, locale
and shutil it brings, are a tenth of what the program adds to a bare window's start)."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    import argparse

from lotr_table import __version__
from lotr_table.engine import registry          # names the games; imports none of them
from lotr_table.engine.folders import SAVE_SUFFIX


def main(argv: Sequence[str] | None = None) -> int:
    given = list(sys.argv[1:] if argv is None else argv)
    if not given:
        return _open_table()
    if len(given) == 1 and given[0].lower().endswith(SAVE_SUFFIX) and not given[0].startswith("-"):
        # `lotr-table game.lotrsave`: what a double-click on a save file runs; in any case,
        # since Windows and macOS match file types so (GAME.LOTRSAVE).
        return _open_table(given[0])
    try:
        args = _parser().parse_args(argv)
    except SystemExit as stop:                 # --help, --version and usage errors end here
        return stop.code if isinstance(stop.code, int) else 0 if stop.code is None else 2
    try:
        if args.command == "selfplay":
            from lotr_table import selfplay
            return selfplay.command(args.game, args.games, args.seed, args.max_actions, args.options)
        if args.command == "replay":
            from lotr_table import replay
            return replay.command(args.save, args.at)
        if args.command == "arena":
            from lotr_table import arena
            return arena.command(args.game, args.a, args.b, args.games, args.seed, args.workers, args.options)
        if args.command == "screenshot":
            from lotr_table.table import screenshot    # Qt is loaded only for the commands that draw
            return screenshot.command(args.game, args.lang, args.out, args.save, args.seat, args.size,
                                      args.position)
        return _open_table()
    except BrokenPipeError:
        # `lotr-table replay x | head`: the reader left; stop quietly, as other tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _parser() -> argparse.ArgumentParser:
    import argparse
    parser = argparse.ArgumentParser(prog="lotr-table", description="Lord of the Rings tabletop games at one screen.",
                                     epilog=f"`lotr-table FILE{SAVE_SUFFIX}` opens a saved game in the window.")
    parser.add_argument("--version", action="version", version=f"lotr-table {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser(
        "selfplay", help="play random legal games with every check switched on",
        description="Play random legal games with every check switched on; print one JSON line. War of the "
                    "Ring's random seats choose among the legal actions leaning to their side's aims and to "
                    "playing an event card when a die offers one and a combat card rather than none (the card "
                    "still chosen at random among those offered), so that every card gets played. A game that "
                    "counts its cards (War of the Ring) adds each card half's plays ('counted': 'event' and "
                    "'combat'), the halves never played ('never') and the cards neither half of which was played "
                    "('never_any'). Problems go to standard error as they are found.")
    play.add_argument("game", metavar="GAME", help="game id: " + ", ".join(registry.game_ids()))
    play.add_argument("--games", type=_positive, default=100, metavar="N", help="games to play (default 100)")
    play.add_argument("--seed", type=int, default=0, metavar="S", help="first game seed (default 0)")
    play.add_argument("--max-actions", type=_positive, default=5000, metavar="M",
                      help="a game longer than this is an error (default 5000)")
    play.add_argument("--options", metavar="JSON", default=None,
                      help='the game\'s options as JSON, e.g. \'{"players": 4}\' (default: the game\'s own mix; '
                           'War of the Ring plays 2, 3 and 4 people in turn)')

    show = commands.add_parser("replay", help="load a save and print the final position, log and outcome")
    show.add_argument("save", metavar="SAVE", help="a .lotrsave file")
    show.add_argument("--at", type=int, metavar="N", help="show the game after its first N actions (default: all)")

    duel = commands.add_parser("arena", help="two computer players play N games, sides alternating; prints one JSON line")
    duel.add_argument("game", metavar="GAME", help="game id: " + ", ".join(registry.game_ids()))
    duel.add_argument("--a", required=True, metavar="SPEC", help="player A: random, heuristic, mcts:easy|normal|hard")
    duel.add_argument("--b", required=True, metavar="SPEC", help="player B, as for --a")
    duel.add_argument("--games", type=_positive, default=10, metavar="N", help="games to play (default 10)")
    duel.add_argument("--seed", type=int, default=0, metavar="S", help="first game seed (default 0)")
    duel.add_argument("--workers", type=_positive, default=2, metavar="W", help="processes (default 2)")
    duel.add_argument("--options", metavar="JSON", help='game options, e.g. \'{"heroes": "draft_secret"}\'')

    picture = commands.add_parser("screenshot", help="draw the table window off screen into a PNG file")
    picture.add_argument("game", metavar="GAME", help="game id: " + ", ".join(registry.game_ids()))
    picture.add_argument("--lang", choices=("ru", "uk", "en"), default="en", help="language (default en)")
    picture.add_argument("--out", required=True, metavar="FILE.png", help="the picture to write")
    picture.add_argument("--save", metavar="FILE", help="show this save's position instead of a new game")
    picture.add_argument("--position", metavar="NAME",
                         help="a demo position the game's table offers (lotr_coop: moria, helms_deep, "
                              "shelobs_lair, mordor, rivendell)")
    picture.add_argument("--seat", type=int, metavar="N", help="whose table to show (default: the seat to act)")
    picture.add_argument("--size", type=_size, default=(1600, 1000), metavar="WxH",
                         help="window size in pixels (default 1600x1000)")
    return parser


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit() and int(width) > 0 and int(height) > 0):
        import argparse
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT in pixels, like 1600x1000, not {text!r}")
    return int(width), int(height)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        import argparse
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _open_table(save: str | None = None) -> int:
    try:
        from lotr_table.table import settings, translation_files
        # On a machine with no compiled catalogue yet, lrelease runs beside the imports below.
        language = settings.load().language
        if translation_files.wanted_before_first_frame(language):
            translation_files.start_compiling(language)
        from lotr_table.table import app
    except ModuleNotFoundError as missing:
        # Only the table's own absence is expected; a missing Qt inside it is a real error.
        if missing.name not in ("lotr_table.table", "lotr_table.table.app"):
            raise
        print(_WITHOUT_TABLE.format(version=__version__, games=", ".join(registry.game_ids()) or "none yet"))
        return 0
    return app.run(save=save) or 0


_WITHOUT_TABLE = """\
LOTR Table {version}. The table window is not built yet.

Games: {games}

Commands:
  lotr-table selfplay GAME [--games N] [--seed S] [--max-actions M] [--options JSON]
      play random legal games, checking invariants and hidden information
  lotr-table replay SAVE
      load a .lotrsave file and print the final position, log and outcome
  lotr-table arena GAME --a SPEC --b SPEC [--games N] [--seed S]
      computer players against each other; one JSON line of results
  lotr-table --version"""

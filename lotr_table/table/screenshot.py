"""`lotr-table screenshot GAME --lang uk --out x.png`: the real main window, drawn off screen
into a picture, so anyone can look at a screen without clicking through to it.

A new game with the default options (or a save's position, or a demo position the game's
table offers: `--position NAME`, e.g. an adventure in progress on a chosen board) is put on the
table and the curtain is lifted for one seat, the seat to act unless told otherwise. A table
package may offer `demo_position(name | None) -> dict | None` (a readable position for the
engine's `position(dict, seed)`); a game whose table offers a default one is shown in it. Nothing is
remembered or autosaved: a picture must leave the player's data as it was.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from lotr_table.engine import registry

SEED = 1      # the same picture every time for the same code
DEFAULT_SIZE = (1600, 1000)


def command(game_id: str, lang: str, out: Path | str, save: Path | str | None = None,
            seat: int | None = None, size: tuple[int, int] = DEFAULT_SIZE, position: str | None = None) -> int:
    if game_id not in registry.game_ids():
        print(f"unknown game {game_id!r}; known games: {', '.join(registry.game_ids())}", file=sys.stderr)
        return 2
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")   # read when the QApplication is made

    from lotr_table.table import games
    if not games.is_available(game_id):
        print(f"the table of {game_id!r} is not built yet, so there is nothing to draw", file=sys.stderr)
        return 2

    from PySide6.QtWidgets import QApplication

    from lotr_table.engine.saves import SaveError
    from lotr_table.engine.session import Session
    from lotr_table.table import i18n
    from lotr_table.table.app import APP_NAME
    from lotr_table.table.main_window import MainWindow
    from lotr_table.table.settings import Settings

    app = QApplication.instance() or QApplication(["lotr-table"])
    app.setApplicationName(APP_NAME)
    if not i18n.set_language(lang) and lang != i18n.DEFAULT_LANGUAGE:
        print(f"no {lang} translation was found; the picture is in English", file=sys.stderr)

    game = registry.get_game(game_id)
    demo = None
    if save is None:
        offered = getattr(games.table(game_id), "demo_position", None)
        if position is not None and offered is None:
            print(f"the table of {game_id!r} offers no positions", file=sys.stderr)
            return 2
        try:
            demo = offered(position) if offered is not None else None
        except KeyError as unknown:
            print(f"unknown position {position!r}: {unknown.args[0] if unknown.args else ''}", file=sys.stderr)
            return 2
    elif position is not None:
        print("--position and --save cannot be used together", file=sys.stderr)
        return 2
    from lotr_table.table.kit import motion
    moving = motion.enabled()
    motion.set_enabled(False)       # a picture never catches a piece half-way
    window = MainWindow(Settings(language=lang), persist=False)
    try:
        if save is not None:
            try:
                session = Session.from_save(save)
            except SaveError as error:
                print(f"cannot load {save}: {error.message}", file=sys.stderr)
                return 2
            if session.game.id != game_id:
                print(f"{save} is a save of {session.game.id!r}, not of {game_id!r}", file=sys.stderr)
                return 2
            window.play(session, path=Path(save))
        elif demo is not None:
            session = _position_session(game, demo)
            window.play(session)
        else:
            session = Session(game, game.Options(), SEED)
            window.play(session)
        if seat is not None and seat not in game.seats(session.options):
            print(f"there is no seat {seat} in this game (seats: {game.seats(session.options)})", file=sys.stderr)
            return 2
        window.reveal(seat)

        window.resize(*size)
        window.show()
        app.processEvents()
        window.fit()
        app.processEvents()
        picture = window.grab()
        if (picture.width(), picture.height()) != tuple(size):
            print(f"the window cannot be made {size[0]}x{size[1]}: its smallest size is "
                  f"{window.minimumSizeHint().width()}x{window.minimumSizeHint().height()}", file=sys.stderr)
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        if not picture.save(str(out), "PNG"):
            print(f"cannot write {out}", file=sys.stderr)
            return 1
        print(f"{out}: {picture.width()}x{picture.height()}, {game_id}, {lang}, "
              f"seat {window.table.at_screen if window.table.at_screen is not None else 'public'}")
        return 0
    finally:
        window.close()
        window.deleteLater()
        motion.set_enabled(moving)


def _position_session(game, position: dict):
    """A session that starts at a readable position instead of a new game (never saved)."""
    from lotr_table.engine.session import Session
    options = game.Options.model_validate(position.get("options", {}))
    return Session.at_position(game, options, position, SEED)

"""Whose turn it is, which side the seat at the screen plays, and the match so far."""

from __future__ import annotations

import html

from lotr_table.table.confrontation import words
from lotr_table.table.i18n import tr


def phase_line(view: dict) -> str:
    phase = view.get("phase")
    if view.get("outcome") or phase == "over":
        return tr("TurnIndicator", "The game is over")
    if phase == "draft":
        return tr("TurnIndicator", "Setting up: choosing the heroes")
    if phase == "specials":
        return tr("TurnIndicator", "Setting up: choosing the special cards")
    if phase == "place":
        return tr("TurnIndicator", "Setting up: placing the heroes")
    active = words.side_title(view.get("active", ""))
    text = tr("TurnIndicator", "Turn {n}: {side} moves").format(n=view.get("turn", 0), side=active)
    if view.get("battle"):
        text += " \u2014 " + tr("TurnIndicator", "battle in {region}").format(
            region=words.region_name(view["battle"]["region"]))
    return text


def indicator_text(view: dict) -> str:
    """The top of the side column: the game of the match, the phase, the side played."""
    lines = []
    game = (tr("TurnIndicator", "Game {n} of 2").format(n=view.get("game_no", 1)) if view.get("match")
            else tr("TurnIndicator", "Single game"))
    lines.append(f"<span style='color:#bba983'>{html.escape(game)}</span>")
    lines.append(f"<b style='font-size:15pt'>{html.escape(phase_line(view))}</b>")
    side = view.get("side")
    if side:
        you = tr("TurnIndicator", "You play {side}").format(side=words.side_in_text(side))
        lines.append(html.escape(you[:1].upper() + you[1:]))
    if view.get("match") and (view.get("results") or view.get("game_no", 1) > 1):
        a, b = view.get("scores", [0, 0])
        lines.append(html.escape(tr("TurnIndicator", "Match score: player 1 \u2014 {a}, player 2 \u2014 {b}")
                                 .format(a=a, b=b)))
    return "<br>".join(lines)

"""War of the Ring's words at the table, in the player's language: region and nation names
(the game's texts, "wotr.region", "wotr.nation"; the glossary holds their forms), a log
line, the side column's lines. No id is ever drawn: every name goes through `tr`."""

from __future__ import annotations

from lotr_table.games.wotr import words as rules_words
from lotr_table.games.wotr.board import board
from lotr_table.table.agreement import fill
from lotr_table.table.i18n import tr, tr_name

# an argument of a log line -> the context its English name is translated in
_CONTEXT = {"region": "wotr.region", "source": "wotr.region", "target": "wotr.region", "settlement": "wotr.region",
            "first": "wotr.region", "second": "wotr.region", "army": "wotr.region", "from": "wotr.region",
            "nation": "wotr.nation", "side": "wotr.side", "result": "wotr.result", "to": "wotr.result",
            "die": "wotr.result", "seat": "wotr.seat", "ally": "wotr.seat", "deck": "wotr.deck",
            "card": "wotr.card", "given": "wotr.card", "paid": "wotr.card", "kind": "wotr.piece",
            "piece": "wotr.piece", "use": "wotr.use", "companion": "wotr.companion", "replaced": "wotr.companion",
            "minion": "wotr.minion", "tile": "wotr.tile", "proposal": "wotr.proposal"}


def region_name(region_id: str):
    b = board()
    return tr_name("wotr.region", b.names[b.region(region_id)]["en"])


def nation_name(nation_id: str):
    b = board()
    return tr_name("wotr.nation", b.nation_names[b.nation(nation_id)]["en"])


def side_name(side: str) -> str:
    return tr("wotr.table", "Free Peoples") if side == "free_peoples" else tr("wotr.table", "Shadow")


def players_of(view: dict | None) -> int:
    """How many people play: a hand each in the zones every seat's view counts."""
    return sum(1 for zone in ((view or {}).get("zones") or {}) if zone.startswith("hand")) or 2


def seat_name(view: dict, seat: int) -> str:
    players = players_of(view)
    return tr("wotr.seat", rules_words.seat_name(players, seat))


def log_line(entry: dict, view: dict) -> str:
    players = players_of(view)
    shown = {}
    for key, value in (entry.get("args") or {}).items():
        english = rules_words.name_of(key, value, players)
        context = _CONTEXT.get(key)
        if key == "to" and value in board().index:
            context = "wotr.region"
        shown[key] = tr_name(context, english) if context else english
    return fill(tr("wotr.log", entry["template"]), **shown)


def indicator(view: dict) -> str:
    """The turn, each side's victory points, and a word that this is a look at the map."""
    vp = view.get("victory_points") or {}
    return "<br>".join([
        tr("wotr.table", "War of the Ring \u00b7 Turn {n}").format(n=view.get("turn", 1)),
        tr("wotr.table", "{fp}: {a} VP \u00b7 {shadow}: {b} VP").format(
            fp=side_name("free_peoples"), a=vp.get("free_peoples", 0), shadow=side_name("shadow"),
            b=vp.get("shadow", 0)),
    ])


def preview_heading() -> str:
    return tr("wotr.table", "The map of Middle-earth")


def preview_prompt() -> str:
    return tr("wotr.table", "A look at the board: the decisions of War of the Ring are not at the table yet. "
                            "Zoom with the wheel or + and -, pan by dragging or with the arrow keys, 0 fits the map, "
                            "a double click zooms to a region.")

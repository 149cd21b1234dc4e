"""What the cooperative table is made of (lotr_table.table.kit.panel.TableParts): the boards,
hobbits, cards and tiles in a CoopScene seen through a CoopView, the gestures of hands.Hands,
the questions of questions.py, and its own words and colours."""

from __future__ import annotations

from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import look, words
from lotr_table.table.lotr_coop.hands import Hands
from lotr_table.table.lotr_coop.log_reading import turn_from
from lotr_table.table.lotr_coop.questions import CoopQuestions
from lotr_table.table.lotr_coop.scene import CoopScene
from lotr_table.table.lotr_coop.table_view import CoopView
from lotr_table.table.kit.panel import TableParts


def indicator_text(view: dict) -> str:
    """Where the Fellowship is, at which level, whose turn, and the variants played."""
    loc = words.location(view.get("location", ""))
    level = words.word(view.get("level", "standard"))
    lines = [tr("LotrCoopPanel", "{location} · {level} game").format(location=loc, level=level)]
    active = next((h for h in view.get("hobbits", []) if h.get("active")), None)
    if active is not None and view.get("board"):
        lines.append(tr("LotrCoopPanel", "Turn of {hobbit}").format(hobbit=words.hobbit(active.get("hobbit", ""))))
    variants = view.get("variants") or {}
    shown = [name for key, name in (("relay", tr("LotrCoopPanel", "relay")),
                                    ("equality", tr("LotrCoopPanel", "equality in the Fellowship")),
                                    ("competition", tr("LotrCoopPanel", "competition"))) if variants.get(key)]
    if shown:
        lines.append(tr("LotrCoopPanel", "Variants: {names}").format(names=", ".join(shown)))
    return "\n".join(lines)


PARTS = TableParts(
    game_id="lotr_coop",
    side_width=390,
    side=look.SIDE,
    questions=CoopQuestions,
    make_scene=CoopScene,
    make_view=CoopView,
    make_hands=Hands,
    indicator=indicator_text,
    log_line=words.log_line,
    seat_name=lambda view, seat: words.seat_name(seat, view),
    log_heading=lambda: tr("LotrCoopPanel", "Game log"),
    turn_from=turn_from,
    # the hobbits win together: a hint's chance is the Fellowship's, of coming through the adventure
    # at hand (in Mordor: destroying the Ring; games/lotr_coop/ai_knowledge.py says why not the journey)
    chance_words=lambda: tr("LotrCoopPanel", "to come through the adventure at hand"),
)

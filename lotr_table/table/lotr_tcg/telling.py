"""The strip's two lines in words, from the view alone: the turn, the phase and the action
window (who may act now, who has passed), and the fight (the assignments, the skirmish being
fought face to face with each side's strength, the archery totals the log just told)."""

from __future__ import annotations

from lotr_table.table.i18n import tr
from lotr_table.table.lotr_tcg.naming import CARDS, TcgNaming, keyword_name, phase_name

ARCHERY = "Archery: the minions shoot {m}, the fellowship {f}."


def window_line(view: dict, naming: TcgNaming) -> str:
    if view.get("outcome"):
        return tr("lotr_tcg.table", "The game is over.")
    head = tr("lotr_tcg.table", "Turn {n}: {phase}").format(n=view.get("turn") or 1, phase=phase_name(view.get("phase")))
    question = view.get("question") or {}
    window = question.get("window")
    parts = [head]
    if window:
        parts.append(tr("lotr_tcg.table", "to act: {seats}").format(
            seats=", ".join(naming.seat(s) for s in question.get("waiting", ()))))
        if window.get("passed"):
            parts.append(tr("lotr_tcg.table", "passed: {seats}").format(
                seats=", ".join(naming.seat(s) for s in window["passed"])))
    elif question.get("waiting"):
        parts.append(tr("lotr_tcg.table", "to decide: {seats}").format(
            seats=", ".join(naming.seat(s) for s in question["waiting"])))
    return " \u00b7 ".join(parts)


def _side(cards: list[str], view: dict, naming: TcgNaming) -> tuple[str, int]:
    strength = view.get("strength") or {}
    names, total = [], 0
    for inst in cards:
        n = strength.get(inst, 0)
        total += n
        code = naming.known.get(inst)
        damage = f" ({keyword_name('damage+1')})" if code and "damage+1" in CARDS[code].keywords else ""
        names.append(f"{naming.instance(inst)} {n}{damage}")
    return " + ".join(names), total


def fight_line(view: dict, naming: TcgNaming) -> str:
    skirmish = view.get("skirmish")
    if skirmish and skirmish[0]:
        fp, a = _side([skirmish[0]], view, naming)
        shadow, b = _side(list(skirmish[1]), view, naming)
        return tr("lotr_tcg.table", "Skirmish: {fp} against {shadow} \u2014 strength {a} against {b}").format(
            fp=fp, shadow=shadow or "\u2014", a=a, b=b)
    assigned = view.get("assigned") or {}
    if assigned:
        pairs = [f"{naming.instance(c)} \u2694 {', '.join(str(naming.instance(m)) for m in ms)}"
                 for c, ms in assigned.items() if ms]
        if pairs:
            return tr("lotr_tcg.table", "Assigned: {pairs}").format(pairs="; ".join(pairs))
    if view.get("phase") == "archery":
        for entry in reversed((view.get("log") or [])[-40:]):     # told a moment ago
            if entry["template"] == ARCHERY:
                return naming.log_line(entry)
    return ""

"""The Hunt roll's dice at the War of the Ring table: the view's log gives the dice the Shadow
rolled, the re-rolls and which hit (games/wotr/hunt.py), and the Fellowship's plate draws them,
a hit in red, with the successes."""

from __future__ import annotations

from tests.table.wotr.test_board_margins import drawn_words, show, table, walk  # noqa: F401  (the fixture)


def test_the_hunt_rolls_dice_are_drawn_with_the_hits(table):
    # «гравець за Тінь виконує кидок гонитви, кидаючи кількість бойових кубиків, що відповідає
    # рівню гонитви. Кожен результат «6» – це успіх.»
    s, seat = walk(3, lambda s, seat, v: bool(v.get("hunt_drawn")))
    show(table, s, seat)
    entry = next(e for e in reversed(table.view["log"]) if e["template"].startswith("The Shadow hunts"))
    args = entry["args"]
    assert len(args["rolled"]) == args["dice"] and sum(args["hit"]) == args["successes"]
    assert all(not hit for face, hit in zip(args["rolled"] + args["again"], args["hit"]) if face == 1)
    ring = table.scene.margins.ring
    assert ring.roll[2:] == (tuple(args["rolled"]), tuple(args["again"]), tuple(args["hit"]))
    drawn = drawn_words(table)
    faces = [str(f) for f in args["rolled"] + args["again"]]
    at = drawn.index("Hunt roll:")
    assert drawn[at + 1:at + 1 + len(faces)] == faces and drawn[at + 1 + len(faces)] == f"\u2192 {args['successes']}"

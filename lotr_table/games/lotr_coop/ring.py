"""The Ring (seed: ВЛАСТЬ КОЛЬЦА) and passing it at the end of an adventure (ПЕРЕДАЧА КОЛЬЦА).

Free action `ring` (offered to the Ring-bearer in open questions during an adventure, once per
adventure): the Ring-bearer rolls (no Belt; the Mithril coat may ignore the result but does
not change the count) and moves one track of his choice 4 − symbols spaces; those spaces
have no effect; completing the main track ends the adventure at once.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.cards import draw
from lotr_table.games.lotr_coop.flow import free, say, step, then
from lotr_table.games.lotr_coop.state import State


def can_use(s: State, seat: int) -> bool:
    return (not s.over and s.ring_bearer == seat and not s.ring_used and s.hobbits[seat].alive
            and tables.loc(s).kind == "adventure" and not s.scratch.get("adventure_over"))


def actions(s: State, seat: int) -> list[Action]:
    return [act("ring")] if can_use(s, seat) else []


@free("ring")
def _put_on(s: State, seat: int, a: Action) -> None:
    s.ring_used = True
    say(s, "{hobbit} puts on the Ring.", hobbit=s.hobbits[seat].hobbit)
    then(s, ("roll", seat, "ring"), ("ring_move",))


@step("ring_move")
def _ring_move(s: State) -> None:
    if s.over:
        return
    face = s.scratch.pop("ring_face", "blank")
    # seed: «четыре минус количество символов, выпавшее на кубике угрозы»
    n = 4 - tables.face_index()[face][1]
    rb = s.ring_bearer
    say(s, "The Ring moves a marker {n} spaces.", n=n)
    then(s, ("choose_track", rb, n, False))


def pass_ring(s: State) -> None:
    """seed: «Игрок с наибольшим количеством жетонов Кольца становится новым Кольценосцем.
    При равенстве … тому претенденту, который сидит ближе к нынешнему Кольценосцу по часовой
    стрелке». A9: the Ring-bearer tied for most keeps it; A10: nobody has any: he keeps it."""
    rb = s.ring_bearer
    order = s.clockwise_from(rb)
    best, new = 0, rb
    for i in order:
        r = s.hobbits[i].life["ring"]
        if r > best:
            best, new = r, i
    if best == 0 or s.hobbits[rb].alive and s.hobbits[rb].life["ring"] == best:
        new = rb
    for h in s.hobbits:
        h.life = {"heart": 0, "sun": 0, "ring": 0}
    if new != rb:
        s.ring_bearer = new
        say(s, "{hobbit} becomes the Ring-bearer.", hobbit=s.hobbits[new].hobbit)
    else:
        say(s, "{hobbit} remains the Ring-bearer.", hobbit=s.hobbits[new].hobbit)
    s.ring_used = False
    # seed: «Новый Кольценосец тянет две карты» (A36: also one who keeps the Ring)
    draw(s, new, 2)
    for i in s.clockwise_from(new):
        if s.hobbits[i].hobbit == "fatty":
            # seed: «играющий за Фэтти берёт две карты в конце каждого приключения»
            draw(s, i, 2)


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "{hobbit} puts on the Ring.",
    "The Ring moves a marker {n} spaces.",
    "{hobbit} remains the Ring-bearer.",
    "{hobbit} becomes the Ring-bearer.",
)

"""Activity tracks: moving progress markers, space rewards, track completion.

Steps:
  ("advance_track", activity, n, seat, effects)  move a marker up to n spaces; with effects,
      `seat` takes every reward entered, the die spaces are rolled after the other rewards
      (seed: «сначала необходимо совершить все действия (например, взять руны), а только потом
      бросить кубик угрозы»); effects False = the Ring (nothing happens on those spaces).
      Completing the main track ends the adventure (after the rolls, or at once with the Ring);
      in Mordor the Crack of Doom follows at the end of the turn.
  ("choose_track", seat, n, effects)  `seat` picks an incomplete track of this board
      (decision kind "choose_track", actions track(track)), then it advances.
Helpers: incomplete(s), complete(s, act), end_now(s) (the adventure is over: its main track
complete, or its last event resolved), award_card(s, seat, card).
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop.actions import act
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.flow import answer, ask, say, step, then
from lotr_table.games.lotr_coop.moves import draw_gold, give_runes, move_hobbit
from lotr_table.games.lotr_coop.state import State


def incomplete(s: State) -> list[str]:
    """Tracks of this board whose marker is not on the last space (board order)."""
    lc = tables.loc(s)
    return [a for a, sp in lc.tracks.items() if s.tracks.get(a, 0) < len(sp) - 1]


def complete(s: State, act: str) -> bool:
    """seed: a track is complete when its marker reached the last space (A24)."""
    sp = tables.loc(s).tracks.get(act)
    return sp is not None and s.tracks.get(act, 0) >= len(sp) - 1


def part_complete(s: State, act: str) -> bool:
    """Helm's Deep: the first part of a two-part track is complete (marker at its end or beyond)."""
    lc = tables.loc(s)
    end = lc.parts.get(act)
    return end is not None and s.tracks.get(act, 0) >= end


def end_now(s: State) -> None:
    """The adventure is over (main track complete or last event resolved)."""
    if not s.scratch.get("adventure_over"):
        s.scratch["adventure_over"] = True
        say(s, "The adventure in {location} is over.", location=tables.loc(s).id)


def award_card(s: State, seat: int, card: str) -> bool:
    """Give `seat` a legendary card from this board's row, if it is still there (else nothing)."""
    if card not in s.row or not s.hobbits[seat].alive:
        return False
    s.row.remove(card)
    s.hobbits[seat].hand.append(card)
    say(s, "{hobbit} takes {card}.", hobbit=s.hobbits[seat].hobbit, card=card)
    return True


@step("advance_track")
def _advance(s: State, act: str, n: int, seat: int, effects: bool) -> None:
    if s.over:
        return
    lc = tables.loc(s)
    spaces = lc.tracks.get(act)
    if spaces is None:
        return
    pos = s.tracks[act]
    last = len(spaces) - 1
    to = min(last, pos + n)
    if to == pos:
        return
    s.tracks[act] = to
    say(s, "The {track} marker moves {n} to space {pos}.", track=act, n=to - pos, pos=to)
    if act == lc.main:
        s.scratch["main_number"] = lc.numbers[to]
    finished = act == lc.main and to == last
    if not effects:
        if finished:
            then(s, ("main_complete", False))
        return
    h = s.hobbits[seat]
    rolls = 0
    for code in spaces[pos + 1:to + 1]:
        if code == "die":
            rolls += 1
        elif not h.alive:
            continue                     # reading: a dead active player takes no rewards
        elif code == "rune":
            give_runes(s, seat, 1)
        elif code == "gold":
            draw_gold(s, seat)
        elif code in tables.LIFE:
            h.life[code] += 1
            say(s, "{hobbit} takes a {token} token.", hobbit=h.hobbit, token=code)
        elif code == "heal":
            move_hobbit(s, seat, -1, "space")
        elif code.startswith("card:"):
            award_card(s, seat, code[5:])
    steps = [("roll", seat, "space")] * rolls
    if finished:
        steps.append(("main_complete", True))
    then(s, *steps)


@step("main_complete")
def _main_complete(s: State, rolled: bool) -> None:
    if s.over:
        return
    say(s, "The main track is complete.")
    end_now(s)
    if tables.loc(s).index == tables.MORDOR:
        # The Crack of Doom waits until what completed the track is fully resolved (the rolls
        # still due, e.g. Gollum's: «обязан бросить кубик угрозы сразу после розыгрыша»; seed:
        # «Бросьте кубик угрозы, и если после броска Кольценосец не погибает, приключение
        # успешно завершится»; A7: the active player finishes his turn, then the end of the
        # adventure): the end of the turn starts it (adventure.py, adventure_end).
        s.scratch["crack"] = rolled


@step("choose_track")
def _choose(s: State, seat: int, n: int, effects: bool) -> None:
    if s.over:
        return
    options = incomplete(s)
    if not options:
        return
    if len(options) == 1:
        then(s, ("advance_track", options[0], n, seat, effects))
        return
    chooser = seat
    if not s.hobbits[seat].alive:
        # reading: a dead active player's tile still takes effect; the next living player
        # clockwise chooses the track in his stead (the dead player takes no rewards)
        alive = s.clockwise_from(seat)
        if not alive:
            return
        chooser = alive[0]
    ask(s, chooser, "choose_track", [act("track", track=a) for a in options],
        "{hobbit}: choose a track to move {n}", data=(n, effects, seat),
        hobbit=s.hobbits[chooser].hobbit, n=n)


@answer("choose_track")
def _on_track(s: State, d, a: Action) -> None:
    n, effects, seat = d.data
    then(s, ("advance_track", a["track"], n, seat, effects))


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "The adventure in {location} is over.",
    "{hobbit} takes {card}.",
    "{hobbit} takes a {token} token.",
    "The {track} marker moves {n} to space {pos}.",
    "The main track is complete.",
)
# every question this module asks, declared for translation (texts.py)
PROMPT_TEMPLATES = (
    "{hobbit}: choose a track to move {n}",
)

"""The engine loop: run every forced step until a side must decide or the game is over."""

from __future__ import annotations

from lotr_table.engine.flow import Flow
from lotr_table.engine.kernel_state import state_fields
from lotr_table.games.confrontation import battle, setup_phase, turn
from lotr_table.games.confrontation.board import F, S
from lotr_table.games.confrontation.content import SIDES
from lotr_table.games.confrontation.pieces import pieces_of, say
from lotr_table.games.confrontation.state import State

STAGES = {
    "draft": setup_phase.stage_draft,
    "specials": setup_phase.stage_specials,
    "place": setup_phase.stage_place,
    "start": turn.stage_start,
    "main": turn.stage_main,
    "tunnel": turn.stage_tunnel,
    "arrived": turn.stage_arrived,
    "battle": battle.stage_battle,
    "after_move": turn.stage_after_move,
    "end_turn": turn.stage_end_turn,
}

# the handler for each kind of decision
HANDLERS = {
    "draft": setup_phase.on_draft,
    "announce": setup_phase.on_announce,
    "choose_specials": setup_phase.on_choose_specials,
    "place": setup_phase.on_place,
    "main": turn.on_main,
    "ambush": turn.on_ambush,
    "after_move": turn.on_after_move,
    "defender": battle.on_defender,
    "gwaihir": battle.on_gwaihir,
    "fp_text": battle.on_fp_text,
    "s_text": battle.on_s_text,
    "play": battle.on_play,
    "s_force": battle.on_s_force,
    "mouth": battle.on_mouth,
    "fetch": battle.on_fetch,
    "s_retreat": battle.on_s_retreat,
    "f_retreat": battle.on_f_retreat,
    "support": battle.on_support,
    "wormtongue": battle.on_wormtongue,
}


def _idle(s: State) -> None:
    """No step waits: the stages of the turn (or the end of the game) say what comes next,
    run here until a question is posed or a stage pushes a step for the kernel."""
    stack = s.stack
    while s.pending is None and not s.over and not stack:
        if s.winner >= 0:
            finish_game(s)
        else:
            STAGES[s.stage](s)


def _settle(s: State) -> bool:
    """A side that has won ends the game even while a question was being posed."""
    if s.winner >= 0 and not s.over:
        s.pending = None
        finish_game(s)
        return True
    return False


# Confrontation's handlers take the side that answered (its questions are asked of sides)
FLOW = Flow("confrontation", idle=_idle, settle=_settle)
FLOW.seat_answers.update(HANDLERS)
advance = FLOW.advance
decide = FLOW.decide


def finish_game(s: State) -> None:
    """Seed: "победитель получает 1 очко за каждого своего героя, оставшегося на поле"."""
    side = s.winner
    if s.battle is not None:  # the cards of an unfinished battle go to the discards
        for o in (F, S):
            for i in s.battle.table[o]:
                s.disc[o] |= 1 << i
    points = sum(1 for p in pieces_of(side) if s.loc[p] >= 0)
    seat = s.seat_of(side)
    s.scores[seat] += points
    s.results.append((s.game_no, side, points, s.reason))
    say(s, "{side} wins: {reason}. {n} points.", side=SIDES[side], reason=s.reason, n=points)
    s.barrier += 1
    if s.opts.match and s.game_no == 1:
        _second_game(s)
        return
    s.over = True
    s.phase = "over"
    s.pending = None
    s.battle = None
    # the game is over: everything may be shown
    s.rev = [max(r, 1) if s.loc[p] >= 0 else r for p, r in enumerate(s.rev)]


def _second_game(s: State) -> None:
    """Seed: "Рекомендуется сыграть 2 партии, чередуя стороны". Everything starts afresh
    but the match's own record: score, results, the RNG, the undo barrier and the log."""
    fresh = State(opts=s.opts, rng=s.rng, game_no=2, fp_seat=1 - s.fp_seat, scores=s.scores,
                  results=s.results, barrier=s.barrier, log=s.log, fixed_draws=s.fixed_draws)
    for name in state_fields(State):
        setattr(s, name, getattr(fresh, name))
    say(s, "Second game: the players swap sides.")
    setup_phase.begin_game(s)


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "{side} wins: {reason}. {n} points.",
    "Second game: the players swap sides.",
)

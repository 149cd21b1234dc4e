"""Before play: the drafts, the choice of special cards, and the hidden placement
(seed: ПОДГОТОВКА, Драфт, Специальные карты)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from lotr_table.engine.action import Action
from lotr_table.engine.flow import Question
from lotr_table.games.confrontation import actions
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import SIDES, special_ids, tile_faces
from lotr_table.games.confrontation.pieces import pieces_of, say
from lotr_table.games.confrontation.state import UNPLACED, State

FACES = ("classic", "alternative")


def begin_game(s: State) -> None:
    """Start (or restart, for the second game of a match) at the first setup step."""
    mode = s.opts.heroes
    if mode in ("classic", "alternative"):
        face = 0 if mode == "classic" else 1
        for p in range(18):
            s.hero[p] = tile_faces()[p][face]
        begin_specials(s)
    else:
        s.phase = "draft"
        s.stage = "draft"


# -- draft ---------------------------------------------------------------------------

def draft_options(s: State, side: int) -> tuple[Action, ...]:
    n = len(s.draft[side])
    if n >= 9:
        return ()
    return tuple(Action("draft", tile=n + 1, face=f) for f in FACES)


def stage_draft(s: State) -> None:
    opts = (draft_options(s, F), draft_options(s, S))
    if opts[F] or opts[S]:
        s.pending = Question(-1, "draft", opts)
        return
    for side in (F, S):
        for i, p in enumerate(pieces_of(side)):
            s.hero[p] = tile_faces()[p][FACES.index(s.draft[side][i])]
    if s.opts.heroes == "draft_known":
        # seed: "выбранные герои показываются сопернику"
        for side in (F, S):
            say(s, "{side} fields: {heroes}.", side=SIDES[side],
                heroes=tuple(s.hero[p] for p in pieces_of(side)))
        s.barrier += 1
    else:
        for side in (F, S):
            say(s, "You field: {heroes}.", vis=side, heroes=tuple(s.hero[p] for p in pieces_of(side)))
        say(s, "Both players have chosen their heroes in secret.")
    begin_specials(s)


def on_draft(s: State, side: int, action: Action) -> None:
    s.draft[side].append(action["face"])
    s.stage = "draft"


# -- special cards ---------------------------------------------------------------------

def begin_specials(s: State) -> None:
    s.phase = "specials"
    s.sp_avail = [0, 0]
    s.sp_used = [0, 0]
    s.sp_done = [False, False]
    s.sp_count = -1
    mode = s.opts.specials
    s.sp_secret = mode == "choose_two"
    if mode == "handicap":
        side = s.side_of(s.opts.handicap_seat)
        for i, cid in enumerate(special_ids()[side]):
            if cid in s.opts.handicap_cards:
                s.sp_avail[side] |= 1 << i
        if s.sp_avail[side]:
            say(s, "Handicap: {side} may use {cards}.", side=SIDES[side],
                cards=tuple(c for c in special_ids()[side] if c in s.opts.handicap_cards))
    if mode in ("none", "handicap"):
        begin_placement(s)
    else:
        s.stage = "specials"


def _subsets(ids: tuple[str, ...], n: int) -> tuple[Action, ...]:
    return tuple(Action("choose_specials", cards=list(c)) for c in combinations(ids, n))


def stage_specials(s: State) -> None:
    mode = s.opts.specials
    if mode == "opponent_picks" and s.sp_count < 0:
        # seed: "игрок Братства объявляет число от 0 до 4"
        s.pending = Question(F, "announce", tuple(Action("announce", count=n) for n in range(5)))
        return
    opts = []
    for side in (F, S):
        if s.sp_done[side]:
            opts.append(())
        elif mode == "choose_two":
            opts.append(_subsets(special_ids()[side], 2))
        else:
            opts.append(_subsets(special_ids()[1 - side], s.sp_count))
    if opts[F] or opts[S]:
        s.pending = Question(-1, "choose_specials", tuple(opts))
        return
    if mode == "opponent_picks":
        s.barrier += 1  # both choices become known together
        for side in (F, S):
            say(s, "{side} may use: {cards}.", side=SIDES[side], cards=_names(s, side))
    else:
        for side in (F, S):
            say(s, "You chose the special cards {cards}.", vis=side, side=SIDES[side], cards=_names(s, side))
        say(s, "Both players have chosen their special cards in secret.")
    begin_placement(s)


def _names(s: State, side: int) -> tuple[str, ...]:
    return tuple(c for i, c in enumerate(special_ids()[side]) if s.sp_avail[side] >> i & 1)


def on_announce(s: State, side: int, action: Action) -> None:
    s.sp_count = action["count"]
    say(s, "The Fellowship announces {n} special cards each.", n=s.sp_count)
    if s.sp_count == 0:
        s.sp_done = [True, True]
    s.stage = "specials"


def on_choose_specials(s: State, side: int, action: Action) -> None:
    owner = side if s.opts.specials == "choose_two" else 1 - side
    for cid in action["cards"]:
        s.sp_avail[owner] |= 1 << special_ids()[owner].index(cid)
    s.sp_done[side] = True
    s.stage = "specials"


# -- placement -----------------------------------------------------------------------

def begin_placement(s: State) -> None:
    s.phase = "place"
    s.stage = "place"


def _home(side: int) -> int:
    return board().shire if side == F else board().mordor


def place_options(s: State, side: int) -> tuple[Action, ...]:
    """Seed: 4 heroes in the home corner, the other 5 one to each region in front of it;
    none in the mountains."""
    b = board()
    todo = [p for p in pieces_of(side) if s.loc[p] == UNPLACED]
    if not todo:
        return ()
    home = _home(side)
    used = [0] * len(b.ids)
    for p in pieces_of(side):
        if s.loc[p] >= 0:
            used[s.loc[p]] += 1
    free = [r for r in b.front_of[side] if used[r] == 0]
    if used[home] < 4:
        free.append(home)
    return _place_actions(tuple(s.hero[p] for p in todo), tuple(b.ids[r] for r in free))


@lru_cache(maxsize=4096)
def _place_actions(heroes: tuple[str, ...], regions: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(actions.place(h, r) for h in heroes for r in regions)


def stage_place(s: State) -> None:
    opts = (place_options(s, F), place_options(s, S))
    if opts[F] or opts[S]:
        s.pending = Question(-1, "place", opts)
        return
    say(s, "The heroes are placed. Sauron moves first.")
    s.phase = "turn"
    s.active = S
    s.stage = "start"


def on_place(s: State, side: int, action: Action) -> None:
    p = next(q for q in pieces_of(side) if s.hero[q] == action["hero"])
    s.loc[p] = board().index[action["region"]]
    say(s, "You place {hero} in {region}.", vis=side, hero=s.hero[p], region=action["region"])
    s.stage = "place"


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "Both players have chosen their heroes in secret.",
    "You field: {heroes}.",
    "{side} fields: {heroes}.",
    "Handicap: {side} may use {cards}.",
    "Both players have chosen their special cards in secret.",
    "You chose the special cards {cards}.",
    "{side} may use: {cards}.",
    "The Fellowship announces {n} special cards each.",
    "The heroes are placed. Sauron moves first.",
    "You place {hero} in {region}.",
)

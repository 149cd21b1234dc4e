"""A turn: the one compulsory move, the special cards around it, arrival and winning
(seed: ХОД, ПЕРЕДВИЖЕНИЕ, ОКОНЧАНИЕ ИГРЫ, Специальные карты)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.flow import Question
from lotr_table.games.confrontation import actions
from lotr_table.games.confrontation.abilities import (
    AMBUSHERS, HALTS_WHEN_REVEALED, RUNNERS, SPECIAL, TUNNEL, URUK, WINS_ENTERING, keywords, special_with,
)
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import SIDES, hero_name, special_bit, special_ids
from lotr_table.games.confrontation.data import special_cards
from lotr_table.games.confrontation.movement import hero_moves, ordinary_moves
from lotr_table.games.confrontation.pieces import (
    counts, draw, find_hero, hide, hide_all_shown, pieces_of, place_dead, region_id, reveal, say,
)
from lotr_table.games.confrontation.state import DEAD, HIDDEN, KEPT, Battle, State

PALANTIR = special_with("reveals_region")
_SPARED = board().index[SPECIAL[PALANTIR][1].except_region]    # the Palantir never looks there


def has_special(s: State, special_id: str) -> bool:
    side, bit = special_bit(special_id)
    return bool(s.sp_avail[side] >> bit & 1) and not (s.sp_used[side] >> bit & 1)


def use_special(s: State, special_id: str) -> None:
    side, bit = special_bit(special_id)
    s.sp_used[side] |= 1 << bit
    say(s, "{side} plays {special}.", side=SIDES[side], special=special_id)


# -- winning -----------------------------------------------------------------------------

# every reason a game can end, for the translation catalogue
REASONS = (
    "three Sauron heroes stand in the Shire", "Frodo died", "Frodo died in battle against the Warg",
    "Frodo died and Sam is not on the board", "the Ring-bearer Sam died", "the Fellowship could not move",
    "Sauron could not move", "Frodo entered Mordor", "Sam entered Mordor", "the Witch King entered the Shire",
)


def win(s: State, side: int, reason: str) -> None:
    assert reason in REASONS, reason
    if s.winner < 0:
        s.winner = side
        s.reason = reason


def check_shire(s: State) -> None:
    """Seed: Sauron wins at once "если А) в Shire находятся 3 его героя"."""
    shire = board().shire
    if sum(1 for p in pieces_of(S) if s.loc[p] == shire) >= 3:
        win(s, S, "three Sauron heroes stand in the Shire")


def kill(s: State, p: int, in_battle_with: int = -1) -> None:
    """Remove a dead hero (face up by the opponent) and pass on or lose the Ring."""
    say(s, "{hero} dies.", hero=s.hero[p])
    place_dead(s, p)
    if p != s.ring_bearer:
        return
    h = s.hero[p]
    passes = keywords(h, "ring_passes_to")
    if not passes:
        win(s, S, "Frodo died" if hero_name(h) == "Frodo" else "the Ring-bearer Sam died")
    else:
        # seed (Frodo, alternative): "Если погибает в бою против Warg или когда Sam уже
        # отсутствует на поле, игрок Саурана немедленно выигрывает"
        sam = find_hero(s, F, tuple(passes[0].heroes))
        if in_battle_with >= 0 and s.hero[in_battle_with] in passes[0].lost_against:
            win(s, S, "Frodo died in battle against the Warg")
        elif sam < 0 or s.loc[sam] < 0:
            win(s, S, "Frodo died and Sam is not on the board")
        else:
            s.ring_bearer = sam
            reveal(s, sam)  # "в этот момент игрок Братства должен показать Sam'a"
            say(s, "{hero} in {region} becomes the Ring-bearer.", hero=s.hero[sam], region=region_id(s.loc[sam]))
            if s.battle is None:
                hide(s, sam)


# -- the turn ----------------------------------------------------------------------------

def stage_start(s: State) -> None:
    s.turns += 1
    s.pre_move = False
    s.must_move = s.king_target if s.active == S else -1
    s.may_not_move = -1
    s.stage = "main"


def follow_up(s: State, p: int, to: int, mover_ok) -> bool:
    """Would a legal compulsory move remain after a pre-move special (readings A-10, A-11)?
    A special move that wins at once needs none (digest 5.2: Frodo carried into Mordor by
    Shadowfax wins; reading A-38: the Witch King carried into the Shire)."""
    b = board()
    if (p == s.ring_bearer and to == b.mordor) or WINS_ENTERING.get(s.hero[p]) == to or (
            p >= 9 and to == b.shire and sum(1 for q in pieces_of(S) if s.loc[q] == b.shire) >= 2):
        return True
    frm = s.loc[p]
    s.loc[p] = to
    try:
        c = counts(s)
        return any(mover_ok(q) and hero_moves(s, q, c) for q in pieces_of(s.active) if s.loc[q] >= 0)
    finally:
        s.loc[p] = frm


def main_options(s: State) -> list[Action]:
    side = s.active
    c = counts(s)
    b = board()
    out: list[Action] = []
    for p in pieces_of(side):
        if s.loc[p] < 0 or p == s.may_not_move or (s.must_move >= 0 and p != s.must_move):
            continue
        for t, kind in hero_moves(s, p, c):
            out.append(actions.move(s.hero[p], b.ids[t], kind == TUNNEL))
    if s.pre_move:
        return out
    for card in _AHEAD[side]:
        if has_special(s, card):
            out.extend(_moves_ahead_first(s, side, c, card, SPECIAL[card][1]))
    # under A King Revealed Sauron may not skip his turn; and his cards are played "по
    # окончании хода игрока Братства", so not before the Fellowship has had a turn
    if side == F or (s.must_move < 0 and s.turns > 1):
        for card in _SKIPPING[side]:
            if has_special(s, card):
                shape, params = SPECIAL[card]
                out.extend(OFFERS[shape](s, side, c, card, params))
    return out


def _by_timing(timing: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Each side's special cards of one timing, in the order of specials.json."""
    return tuple(tuple(c for c in special_ids()[side] if special_cards()[c].timing == timing)
                 for side in (F, S))  # type: ignore[return-value]


_AHEAD = _by_timing("before_move")               # Shadowfax, The Dark of Mordor
_SKIPPING = _by_timing("end_of_opponent_turn")   # the cards that cost the turn


def _moves_ahead_first(s: State, side: int, c, card: str, params) -> list[Action]:
    """Seed (Shadowfax, The Dark of Mordor): forward into an adjacent region with no enemy
    heroes and not full; then the ordinary move "обязательно этим же героем" (or, for the
    Dark of Mordor, another hero; never a revealed Watcher)."""
    b = board()
    out = []
    for p in pieces_of(side):
        if s.loc[p] < 0 or (s.hero[p] in HALTS_WHEN_REVEALED and s.rev[p] != HIDDEN):
            continue
        # a hero named by A King Revealed must make the move: he alone (same hero) or not
        # this one (another hero)
        if params.then == "same_hero":
            if s.must_move >= 0 and p != s.must_move:
                continue
            want = lambda q, p=p: q == p  # noqa: E731
        elif p == s.must_move:
            continue
        elif s.must_move >= 0:
            want = lambda q, p=p: q != p and q == s.must_move  # noqa: E731
        else:
            want = lambda q, p=p: q != p  # noqa: E731
        ahead = b.fp_forward(s.loc[p]) if side == F else b.fwd[S][s.loc[p]]
        for t in ahead:
            if c[1 - side][t] == 0 and c[side][t] < b.capacity[t] and follow_up(s, p, t, want):
                extra = {"via": "tunnel"} if (s.loc[p], t) == b.tunnel else {}
                out.append(Action(card, hero=s.hero[p], to=b.ids[t], **extra))
    return out


def _offer_return(s: State, side: int, c, card: str, params) -> list[Action]:
    r = board().index[params.region]
    if c[1 - side][r] == 0 and c[side][r] < board().capacity[r]:
        if any(s.hero[p] in params.heroes and s.loc[p] == DEAD for p in pieces_of(side)):
            return [Action(card)]
    return []


def _offer_naming(s: State, side: int, c, card: str, params) -> list[Action]:
    if any(s.hero[p] in params.reveals and s.loc[p] >= 0 for p in pieces_of(side)):
        return [Action(card, **t) for t in _king_targets(s, c)]
    return []


def _offer_recall(s: State, side: int, c, card: str, params) -> list[Action]:
    r = board().index[params.region]
    if c[1 - side][r] != 0:
        return []
    return [Action(card, hero=s.hero[p]) for p in pieces_of(side)
            if s.loc[p] >= 0 and s.loc[p] != r and c[side][r] < board().capacity[r]]


def _offer_reveal(s: State, side: int, c, card: str, params) -> list[Action]:
    return [Action(card, **t) for t in _targets(s, 1 - side, lambda p: True)]


# what the cards that cost the turn offer, by the keyword the card names
OFFERS = {"returns_dead_hero": _offer_return, "names_hero_to_move": _offer_naming,
          "recalls_hero": _offer_recall, "reveals_for_good": _offer_reveal}


def _targets(s: State, side: int, eligible) -> list[dict]:
    """Choosing an enemy hero on the board: a revealed one by name, or one of the hidden
    pieces of a region (the chooser cannot tell hidden pieces apart)."""
    out = []
    b = board()
    hidden_regions = set()
    for p in pieces_of(side):
        if s.loc[p] < 0 or not eligible(p):
            continue
        if s.rev[p] != HIDDEN:
            out.append({"region": b.ids[s.loc[p]], "target": s.hero[p]})
        else:
            hidden_regions.add(s.loc[p])
    out.extend({"region": b.ids[r], "target": "hidden"} for r in sorted(hidden_regions))
    return out


def _king_targets(s: State, c) -> list[dict]:
    # reading A-12: a Sauron hero with a legal move known from public information; never a
    # revealed Watcher (seed: "Нельзя выбрать The Watcher, если он уже раскрыт")
    def eligible(p: int) -> bool:
        if s.rev[p] != HIDDEN:
            return s.hero[p] not in HALTS_WHEN_REVEALED and bool(hero_moves(s, p, c))
        return bool(ordinary_moves(s, p, c))
    return _targets(s, S, eligible)


def palantir_options(s: State) -> list[Action]:
    if s.active != S or not has_special(s, PALANTIR):
        return []
    b = board()
    spared = _SPARED
    regions = sorted({s.loc[p] for p in pieces_of(F) if s.loc[p] >= 0 and s.loc[p] != spared})
    return [Action(PALANTIR, region=b.ids[r]) for r in regions]


def palantir_window(s: State) -> bool:
    """Whether Sauron is asked about the Palantir outside his move decision. With secretly
    chosen special cards (reading A-32) the window opens whenever the Fellowship cannot rule
    the Palantir out, so its presence betrays nothing (digest 8.6); Sauron may only pass then."""
    if s.active != S:
        return False
    if not any(s.loc[p] >= 0 and s.loc[p] != _SPARED for p in pieces_of(F)):
        return False
    if has_special(s, PALANTIR):
        return True
    _, bit = special_bit(PALANTIR)
    return s.sp_secret and not s.sp_used[S] >> bit & 1 and bool(s.sp_avail[S] & ~s.sp_used[S])


def stage_main(s: State) -> None:
    opts = main_options(s)
    if not opts:
        if s.pre_move:
            s.stage = "end_turn"
            return
        # seed: "Если в свой ход игрок не может сходить вперед своим героем, он немедленно проигрывает"
        say(s, "{side} cannot move.", side=SIDES[s.active])
        win(s, 1 - s.active, "the Fellowship could not move" if s.active == F else "Sauron could not move")
        return
    s.pending = Question(s.active, "main", tuple(opts + palantir_options(s)))


def _piece(s: State, side: int, hero_id: str) -> int:
    return next(p for p in pieces_of(side) if s.hero[p] == hero_id)


def _pick_target(s: State, side: int, action: Action) -> int:
    r = board().index[action["region"]]
    if action["target"] != "hidden":
        return _piece(s, side, action["target"])
    hidden = [p for p in pieces_of(side) if s.loc[p] == r and s.rev[p] == HIDDEN]
    return hidden[draw(s, len(hidden))] if len(hidden) > 1 else hidden[0]


def do_palantir(s: State, region: str) -> None:
    """Seed: reveal all Fellowship heroes in one region (not the Shire) until the turn ends."""
    use_special(s, PALANTIR)
    r = board().index[region]
    s.palantir = r
    for p in pieces_of(F):
        if s.loc[p] == r:
            reveal(s, p)
            say(s, "Palantir reveals {hero} in {region}.", hero=s.hero[p], region=region)


def move_piece(s: State, p: int, to: int, via_tunnel: bool, kind: str) -> None:
    b = board()
    frm = s.loc[p]
    side = F if p < 9 else S
    if kind == URUK:
        reveal(s, p)  # seed: "Можно раскрыть, чтобы пройти вперед любое количество областей"
    words = " through the Moria tunnel" if via_tunnel else ""
    if s.rev[p] != HIDDEN:
        say(s, "{hero} moves from {frm} to {to}" + words + ".", hero=s.hero[p], frm=b.ids[frm], to=b.ids[to])
    else:
        say(s, "{hero} moves from {frm} to {to}" + words + ".", vis=side, hero=s.hero[p],
            frm=b.ids[frm], to=b.ids[to])
        say(s, "A hero of {side} moves from {frm} to {to}" + words + ".", vis=1 - side,
            side=SIDES[side], frm=b.ids[frm], to=b.ids[to])
    s.loc[p] = to
    s.mover, s.move_from, s.move_to = p, frm, to
    s.stage = "tunnel" if via_tunnel else "arrived"


def on_main(s: State, side: int, action: Action) -> None:
    b = board()
    k = action.kind
    if k == PALANTIR:
        do_palantir(s, action["region"])
        s.stage = "main"
        return
    shape, params = ("move", None) if k == "move" else SPECIAL[k]
    if shape in ("move", "moves_ahead_first"):
        p = _piece(s, side, action["hero"])
        to = b.index[action["to"]]
        kind = ""
        if k == "move" and s.hero[p] in RUNNERS and to not in b.fwd[S][s.loc[p]]:
            kind = URUK  # more than one region: the Uruk-Hai must show himself
        if k != "move":
            use_special(s, k)
            s.pre_move = True
            if params.then == "same_hero":
                s.must_move = p
            else:
                s.may_not_move = p
        s.premove_special = k != "move"
        move_piece(s, p, to, action.get("via") == "tunnel", kind)
        return
    # the specials that cost the player's own turn
    use_special(s, k)
    if shape == "returns_dead_hero":
        p = next(q for q in pieces_of(side) if s.hero[q] in params.heroes and s.loc[q] == DEAD)
        s.loc[p] = b.index[params.region]
        s.rev[p] = HIDDEN  # seed: Crebain's effect does not pass to the new Gandalf
        say(s, "{hero} returns in Fangorn.", hero=s.hero[p])
    elif shape == "names_hero_to_move":
        aragorn = next(q for q in pieces_of(side) if s.hero[q] in params.reveals and s.loc[q] >= 0)
        reveal(s, aragorn)
        say(s, "{hero} is revealed in {region}.", hero=s.hero[aragorn], region=b.ids[s.loc[aragorn]])
        hide(s, aragorn)
        target = _pick_target(s, 1 - side, action)
        s.king_target = target
        say(s, "Sauron must move the chosen hero in {region} next turn.", region=b.ids[s.loc[target]])
    elif shape == "recalls_hero":
        p = _piece(s, side, action["hero"])
        say(s, "A Sauron hero is recalled from {frm} to Mordor.", frm=b.ids[s.loc[p]])
        s.loc[p] = b.index[params.region]
        if s.rev[p] != KEPT:
            s.rev[p] = HIDDEN
    elif shape == "reveals_for_good":
        target = _pick_target(s, 1 - side, action)
        reveal(s, target)
        s.rev[target] = KEPT  # "должен оставаться раскрытым до окончания партии"
        say(s, "Crebain of Dunland reveal {hero} in {region} for the rest of the game.",
            hero=s.hero[target], region=b.ids[s.loc[target]])
    s.stage = "end_turn"


def stage_tunnel(s: State) -> None:
    """Seed: the Balrog in Caradhras may be revealed as a hero passes through the tunnel.
    The window opens whenever any Sauron hero stands there, so it betrays nothing (A-40)."""
    guard = board().tunnel_guard
    if any(s.loc[p] == guard for p in pieces_of(S)):
        opts = [Action("pass")]
        if any(s.loc[p] == guard and s.hero[p] in AMBUSHERS for p in pieces_of(S)):
            opts.insert(0, Action("ambush"))
        s.pending = Question(S, "ambush", tuple(opts))
    else:
        s.stage = "arrived"


def on_ambush(s: State, side: int, action: Action) -> None:
    if action.kind == "pass":
        s.stage = "arrived"
        return
    balrog = next(p for p in pieces_of(S) if s.loc[p] == board().tunnel_guard and s.hero[p] in AMBUSHERS)
    reveal(s, balrog)
    say(s, "The Balrog in Caradhras kills {hero} in the Moria tunnel.", hero=s.hero[s.mover])
    kill(s, s.mover)
    hide(s, balrog)
    s.stage = "end_turn"  # reading A-10a: a Shadowfax hero killed here ends the turn


def stage_arrived(s: State) -> None:
    b = board()
    p, to = s.mover, s.move_to
    if s.rev[p] != HIDDEN and s.hero[p] in RUNNERS:
        hide(s, p)  # reading A-26: hidden again when the move ends
    if p == s.ring_bearer and to == b.mordor:
        win(s, F, "Frodo entered Mordor" if hero_name(s.hero[p]) == "Frodo" else "Sam entered Mordor")
        return
    if WINS_ENTERING.get(s.hero[p]) == to:      # the Witch King (alternative) in the Shire
        win(s, S, "the Witch King entered the Shire")
        return
    check_shire(s)
    if s.winner >= 0:
        return
    if s.premove_special:
        s.premove_special = False
        s.stage = "main"
        return
    enemy = S if p < 9 else F
    if any(s.loc[q] == to for q in pieces_of(enemy)):
        s.battle = Battle(region=to, attacker=p)
        s.stage = "battle"
    else:
        s.stage = "after_move"


def stage_after_move(s: State) -> None:
    check_shire(s)
    if s.winner >= 0:
        return
    if palantir_window(s):
        s.pending = Question(S, "after_move", tuple([Action("pass")] + palantir_options(s)))
    else:
        s.stage = "end_turn"


def on_after_move(s: State, side: int, action: Action) -> None:
    if action.kind == PALANTIR:
        do_palantir(s, action["region"])
    s.stage = "end_turn"


def stage_end_turn(s: State) -> None:
    if s.active == S:
        s.king_target = -1
    s.palantir = -1
    hide_all_shown(s)
    s.active = 1 - s.active
    s.stage = "start"


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "{side} plays {special}.",
    "{hero} in {region} becomes the Ring-bearer.",
    "{hero} dies.",
    "{side} cannot move.",
    "Palantir reveals {hero} in {region}.",
    "A hero of {side} moves from {frm} to {to} through the Moria tunnel.",
    "A hero of {side} moves from {frm} to {to}.",
    "{hero} moves from {frm} to {to} through the Moria tunnel.",
    "{hero} moves from {frm} to {to}.",
    "Crebain of Dunland reveal {hero} in {region} for the rest of the game.",
    "A Sauron hero is recalled from {frm} to Mordor.",
    "Sauron must move the chosen hero in {region} next turn.",
    "{hero} is revealed in {region}.",
    "{hero} returns in Fangorn.",
    "The Balrog in Caradhras kills {hero} in the Moria tunnel.",
)

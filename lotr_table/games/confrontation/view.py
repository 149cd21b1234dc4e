"""What one seat may know (seed: "Карты на руках всегда закрыты", "Все герои размещаются
закрытыми", "Все сыгранные Боевые карты в любое время могут быть просмотрены"). `view` is
the only door to hidden information; `leaks` checks a view against the true state."""

from __future__ import annotations

from lotr_table.games.confrontation.acts_on import acts_on, attempted
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import SIDES, card_ids, special_ids
from lotr_table.games.confrontation.pieces import PUBLIC, log_events, pieces_of
from lotr_table.games.confrontation.state import DEAD, HIDDEN, KEPT, State
from lotr_table.games.confrontation.text import render


def _knows_face(s: State, side: int | None, p: int) -> bool:
    return s.over or s.rev[p] != HIDDEN or side == (F if p < 9 else S)


def _cards(side: int, mask: int) -> list[str]:
    ids = card_ids()[side]
    return [ids[i] for i in range(9) if mask >> i & 1]


def _roster_public(s: State) -> bool:
    return s.opts.heroes != "draft_secret" and s.phase not in ("draft",)


def build_view(s: State, seat: int | None, legal) -> dict:
    side = None if seat is None else s.side_of(seat)
    b = board()
    regions: dict[str, list[dict]] = {rid: [] for rid in b.ids}
    for owner in (F, S):
        shown, hidden = [], []
        for p in pieces_of(owner):
            r = s.loc[p]
            if r < 0:
                continue
            if _knows_face(s, side, p):
                shown.append((r, {"side": SIDES[owner], "hero": s.hero[p], "revealed": s.rev[p] != HIDDEN,
                                  "kept": s.rev[p] == KEPT}))
            else:
                hidden.append((r, {"side": SIDES[owner], "hero": None, "revealed": False, "kept": False}))
        if owner != side:
            shown.sort(key=lambda e: e[1]["hero"])
        for r, entry in shown + hidden:
            regions[b.ids[r]].append(entry)
    view: dict = {
        "game": "confrontation",
        "seat": seat,
        "side": None if side is None else SIDES[side],
        "seat_sides": {str(x): SIDES[s.side_of(x)] for x in (0, 1)},
        "game_no": s.game_no,
        "match": s.opts.match,
        "scores": list(s.scores),
        "phase": s.phase,
        "active": SIDES[s.active],
        "turn": s.turns,
        "heroes_mode": s.opts.heroes,
        "regions": regions,
        "dead": {SIDES[o]: [s.hero[p] for p in pieces_of(o) if s.loc[p] == DEAD] for o in (F, S)},
        "hand_counts": {SIDES[o]: bin(s.hand[o]).count("1") for o in (F, S)},
        "hand": _cards(side, s.hand[side]) if side is not None else None,
        "discards": {SIDES[o]: _cards(o, s.disc[o]) for o in (F, S)},
        "ring_bearer": s.hero[s.ring_bearer] if side == F or s.rev[s.ring_bearer] != HIDDEN or s.over else None,
        "results": [{"game": g, "winner": SIDES[w], "points": pts, "reason": why} for g, w, pts, why in s.results],
        "over": s.over,
    }
    view["roster"] = {
        SIDES[o]: ([s.hero[p] for p in pieces_of(o)] if (o == side or _roster_public(s) or s.over) and s.hero[pieces_of(o)[0]] else None)
        for o in (F, S)
    }
    view["draft"] = list(s.draft[side]) if side is not None else None
    view["specials"] = {}
    for o in (F, S):
        ids = special_ids()[o]
        avail = s.sp_avail[o] & ~s.sp_used[o]
        public = not s.sp_secret or o == side or s.over
        if s.phase == "specials" and s.opts.specials == "opponent_picks" and o == side:
            public = False  # chosen by the opponent in secret: known once both have chosen
        view["specials"][SIDES[o]] = {
            "available": [ids[i] for i in range(4) if avail >> i & 1] if public else None,
            "available_count": bin(avail).count("1"),
            "used": [ids[i] for i in range(4) if s.sp_used[o] >> i & 1],
        }
    if s.king_target >= 0:
        view["king_target"] = {"region": b.ids[s.loc[s.king_target]],
                               "hero": s.hero[s.king_target] if _knows_face(s, side, s.king_target) else None}
    if s.palantir >= 0:
        view["palantir"] = b.ids[s.palantir]
    if side is not None and s.must_move >= 0 and s.active == side:
        view["must_move"] = s.hero[s.must_move]
    if side is not None and s.may_not_move >= 0 and s.active == side:
        view["may_not_move"] = s.hero[s.may_not_move]
    view["battle"] = _battle_view(s, side)
    acting = []
    if s.pending is not None:
        if s.pending.seat == -1:
            acting = [o for o in (F, S) if s.pending.actions[o]]
        else:
            acting = [s.pending.seat]
    view["to_act"] = [SIDES[o] for o in acting]
    view["decision"] = s.pending.kind if s.pending is not None and side in acting else None
    view["actions"] = [a.to_json() for a in legal] if side in acting else []
    view["acts_on"] = _acts_on(s, side, legal) if side in acting else []
    view["attempt"] = attempted(view["decision"])
    # the special cards the seat chooses among, laid out face up to be read while it chooses
    view["specials_to_choose"] = (sorted({c for a in legal if a.kind == "choose_specials" for c in a["cards"]})
                                  if side in acting else [])
    view["log"] = _log(s, side)
    if s.over:
        last = s.results[-1]
        view["outcome"] = {"winner": SIDES[last[1]], "reason": last[3], "scores": list(s.scores)}
    return view


def _acts_on(s: State, side: int, legal) -> list[dict]:
    """What each option acts on, beside view["actions"]: a hero's source is the region its
    own side sees it in."""
    b = board()
    regions = {s.hero[p]: b.ids[s.loc[p]] for p in pieces_of(side) if s.loc[p] >= 0 and s.hero[p]}
    return [acts_on(a, regions) for a in legal]


def _battle_view(s: State, side: int | None) -> dict | None:
    bt = s.battle
    if bt is None:
        return None
    b = board()
    out: dict = {"region": b.ids[bt.region], "attacker_side": SIDES[0 if bt.attacker < 9 else 1]}
    if bt.fp >= 0 and bt.stage != "B1":
        out["fellowship"] = s.hero[bt.fp] if _knows_face(s, side, bt.fp) else None
        out["sauron"] = s.hero[bt.sp] if _knows_face(s, side, bt.sp) else None
        out["table"] = {SIDES[o]: [card_ids()[o][i] for i in bt.table[o]] for o in (F, S)}
        out["committed"] = {SIDES[o]: bt.chosen[o] >= 0 for o in (F, S)}
        if side is not None and bt.chosen[side] >= 0:
            out["my_choice"] = card_ids()[side][bt.chosen[side]]
        out["no_cards"] = bt.no_cards
        out["support"] = bt.support > 0
        out["gwaihir"] = bt.gwaihir
    return out


def _log(s: State, side: int | None) -> list[dict]:
    out = []
    for vis, template, args in log_events(s):
        if vis == PUBLIC or vis == side:
            out.append({"text": render(template, args), "template": template, "args": dict(args)})
    return out


def leaks(s: State, seat: int, view: dict) -> list[str]:
    """Secrets of the other side found in seat's view."""
    if s.over:
        return []
    side = s.side_of(seat)
    enemy = 1 - side
    found = []
    b = board()
    for rid, entries in view["regions"].items():
        r = b.index[rid]
        known = sorted(s.hero[p] for p in pieces_of(enemy) if s.loc[p] == r and s.rev[p] != HIDDEN)
        shown = sorted(e["hero"] for e in entries if e["side"] == SIDES[enemy] and e["hero"] is not None)
        if shown != known:
            found.append(f"{rid}: enemy identities {shown} shown, only {known} are revealed")
    if view["hand"] is not None and set(view["hand"]) - set(_cards(side, s.hand[side])):
        found.append("the hand holds cards that are not the seat's own")
    if s.sp_secret and view["specials"][SIDES[enemy]]["available"] is not None:
        found.append("the enemy's secret special cards are shown")
    if (s.phase == "specials" and s.opts.specials == "opponent_picks"
            and view["specials"][SIDES[side]]["available"] is not None):
        found.append("the enemy's pick of special cards is shown before both have chosen")
    if s.opts.heroes == "draft_secret" and view["roster"][SIDES[enemy]] is not None:
        found.append("the enemy's secret draft is shown")
    if s.phase == "draft" and view["roster"][SIDES[enemy]] is not None:
        found.append("the enemy's draft is shown before it is complete")
    bt = view.get("battle")
    if bt and s.battle is not None and s.battle.chosen[enemy] >= 0:
        mine = bt.get("my_choice")
        if mine is not None and mine in card_ids()[enemy]:
            found.append("the enemy's secret card choice is shown")
    rb = view.get("ring_bearer")
    if side == S and rb is not None and s.rev[s.ring_bearer] == HIDDEN:
        found.append("the hidden Ring-bearer is named")
    if view.get("king_target") and view["king_target"]["hero"] and side == F and s.rev[s.king_target] == HIDDEN:
        found.append("the hidden designated hero is named")
    return found

"""The peer's computer player in one of our seats: our seat's view converted (convert.py),
its decision asked of a node process (decide.mjs, bundled by fetch.sh), the answer mapped
back onto one of our legal options. Our engine stays the referee: the seat only ever plays
one of our legal actions.

What is converted: the Hunt allocation (our "hunt" question -> the peer's huntAllocation),
the Fellowship phase (declare / enter Mordor -> the peer's fellowship phase), the action
phase (our choice of a die -> the peer's actionResolution): the peer's action names a die
face and an intent (move an army from A to B, attack B, muster in C, a nation's politics, draw
from a deck, play a card, move or hide the Fellowship...), and the parts of our compound
action that follow are answered from that intent; a battle's questions and the Hunt's damage
(its pendingChoice: convert.CHOICE_OF_QUESTION), an Army die's second army (armyMove2), a
two-figure muster's second figure (musterSecond), a Character die's further minion moves
(charMove2) and companion moves (charMove2 too: the peer moves one companion at a time), the
hand limit's discard (discardCard), the companions a Character die
separates and where they go (separateCompanion, then its separateMove), a Nazgûl card's
flights (its eventTarget for the card, with the flights so far) and the Guide (the peer's
player never changes him; its engine's reassignGuide when he leaves).

What is not (the stated fallback: our own rule of thumb, heuristic.decide, counted in
`tally`): the other questions of event cards and cards on the table (a card's target, a unit
it recruits), where a revealed Fellowship stands, which pieces of an army move (the peer moves
the whole army unless it names a split; we then take the largest group offered), and every part the intent does not name or names an option we do not offer."""

from __future__ import annotations

import collections
import json
import random
import subprocess

from lotr_table.engine.action import Action
from lotr_table.games.wotr import dice
from lotr_table.games.wotr.heuristic import decide, side_of_seat
from lotr_table.games.wotr.characters import characters
from tools.wotr_peer.convert import (CHOICE_OF_QUESTION, PHASE_OF_QUESTION, SIDE, our_character, our_face,
                                     our_id, peer_id, peer_state, pending)

BUNDLE = "/tmp/wotr-peer/decide.bundle.mjs"

# the peer's action kinds -> the uses of our die they stand for, best first
USES = {
    "moveFellowship": (dice.FELLOWSHIP_MOVE,),
    "hideFellowship": (dice.HIDE, dice.STRIDER_HIDE),
    "separateCompanion": (dice.SEPARATE,),
    "moveArmy": (dice.MOVE, dice.LEADER_MOVE),
    "attack": (dice.ATTACK, dice.LEADER_ATTACK),
    "diplomaticAction": (dice.DIPLOMACY,),
    "drawEvent": (dice.DRAW,),
    "playEvent": (dice.PLAY_EVENT,),
    "bringMinion": (dice.PLAY_MINION,),
    "bringUpgrade": (dice.PLAY_CHARACTER,),
    "moveCharacter": (dice.MOVE_COMPANIONS, dice.MOVE_MINIONS),
    "companionMuster": (dice.COMPANION_POLITICS,),
    "sarumanMuster": (dice.VOICE_RECRUIT, dice.VOICE_ELITES),
    "forceDiscardCard": (dice.DISCARD_TABLE,),
    "skipDie": (dice.SKIP,),
}


# the die faces that serve a peer action that names none (the peer's engine picks the die
# itself), plainest first; Will of the West last, as it serves any
FACES_FOR = {
    "moveFellowship": ("character",), "hideFellowship": ("character",), "separateCompanion": ("character",),
    "moveCharacter": ("character",), "moveArmy": ("army", "army_muster", "character"),
    "attack": ("army", "army_muster", "character"), "recruitUnit": ("muster", "army_muster"),
    "diplomaticAction": ("muster", "army_muster"), "bringMinion": ("muster", "army_muster"),
    "sarumanMuster": ("muster", "army_muster"), "companionMuster": ("character", "muster", "army_muster", "army", "event"),
    "drawEvent": ("event",), "playEvent": ("event", "character", "army", "muster", "army_muster"),
    "bringUpgrade": ("will_of_the_west",), "forceDiscardCard": ("will_of_the_west", "event"),
}


class PeerProcess:
    def __init__(self, bundle: str = BUNDLE) -> None:
        self.proc = subprocess.Popen(["node", bundle], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)

    def ask(self, message: dict) -> dict:
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=5)


class PeerPlayer:
    name = "peer"

    def __init__(self, process: PeerProcess) -> None:
        self.process = process
        self.intent: dict | None = None
        self.answered: set = set()
        self.tally: collections.Counter = collections.Counter()
        # what a Character die has moved so far (the peer's CharMoveState) and the Nazgûl of
        # the peer's last group move still to fly (ours fly one by one)
        self.char_moves: dict | None = None
        self.repeat: dict | None = None
        # a Nazgûl card's flights so far (the peer's eventTarget `applied`), by the card and turn
        self.flights: tuple[tuple, list] | None = None

    def choose(self, eye, rng: random.Random) -> Action:
        legal = eye.legal_actions()
        if len(legal) == 1:
            if legal[0].kind == "die":
                # a die taken without a choice: the peer still names what it is for, and the
                # parts that follow answer from that intent
                view = eye.view()
                self._mapped(view, side_of_seat(view, eye.seat), legal, rng)
            return legal[0]
        view = eye.view()
        side = side_of_seat(view, eye.seat)
        mapped = self._mapped(view, side, legal, rng)
        if mapped is not None:
            self.tally["mapped"] += 1
            return mapped
        q = (view.get("question") or {}).get("kind")
        part = next((a.get("part") for a in legal if a.kind == "pick"), None)
        self.tally[f"fallback:{q}{':' + part if part else ''}"] += 1
        return decide(view, side, legal, rng)

    def _ask(self, view: dict, side: int, phase: str, rng: random.Random, choice=None, combat=None,
             gone: tuple = ()) -> dict | None:
        state = peer_state(view, side, phase)
        if gone:        # companions already taken out of the Fellowship by this action
            fs = state["fellowship"]
            fs["companions"] = [c for c in fs["companions"] if c not in gone]
        if choice is not None:
            state["pendingChoice"], state["pendingCombat"] = choice, combat
        answer = self.process.ask({"state": state, "actor": SIDE[side], "seed": rng.randrange(1 << 30)})
        if "error" in answer:
            self.tally["peer_error"] += 1
            return None
        return answer["action"]

    def _mapped(self, view: dict, side: int, legal: list[Action], rng: random.Random) -> Action | None:
        q = (view.get("question") or {}).get("kind")
        if q in PHASE_OF_QUESTION:
            self.intent = None
            peer = self._ask(view, side, PHASE_OF_QUESTION[q], rng)
            return None if peer is None else _phase_answer(q, peer, legal)
        if q in CHOICE_OF_QUESTION:
            self.intent = None
            asked = pending(view, side, q)
            if asked is None:
                return None
            peer = self._ask(view, side, "actionResolution", rng, *asked)
            if peer is not None and peer["kind"] == "combatRetreat" and peer["retreat"]:
                where = self._ask(view, side, "actionResolution", rng, {**asked[0], "kind": "retreatTo"}, asked[1])
                return next((a for a in legal if a.kind == "retreat" and where and a.get("region") == our_id(where.get("region", ""))),
                            next((a for a in legal if a.kind == "retreat"), None))
            if peer is not None and peer["kind"] == "armyMove2":
                # the second army of an Army die: its parts answer from the peer's move
                if peer.get("done") or not peer.get("from"):
                    return next((a for a in legal if a.kind == "done"), None)
                chosen = next((a for a in legal if a.kind == "move_another"), None)
                self.intent = {**peer, "kind": "moveArmy"} if chosen is not None else None
                self.answered = set()
                return chosen
            return None if peer is None else _choice_answer(peer, legal)
        if q == "guide":
            return _guide_answer(view, legal)
        if q == "card_nazgul":
            return self._card_nazgul(view, side, legal, rng)
        if q == "hand_limit":
            # the peer's discardCard: its own pick of the card to lose (its phases.ts asks it
            # the same way once its hand is over the limit)
            self.intent = None
            peer = self._ask(view, side, "actionResolution", rng, {"owner": SIDE[side], "kind": "discardCard", "data": {}})
            if peer is None or peer.get("kind") != "discardCard":
                return None
            return next((a for a in legal if a.kind == "discard" and a.get("card") == our_id(peer["card"])), None)
        if q == "opportunity":
            self.intent = None
            peer = self._ask(view, side, "actionResolution", rng)
            if peer is None:
                return None
            chosen = _die_answer(peer, legal)
            # the parts that follow answer from the peer's intent only when its die was taken
            self.intent = peer if chosen is not None else None
            self.answered = set()
            self.char_moves, self.repeat = {"chars": [], "movedNazgul": {}}, None
            return chosen
        if q in ("more_minions", "more_companions") and self.char_moves is not None:
            return self._more_minions(view, side, legal, rng)
        if q == "_compound" and self.intent is not None:
            part = next((a.get("part") for a in legal if a.kind == "pick"), None)
            if part == "second" and self.intent["kind"] == "recruitUnit" and part not in self.answered:
                self.answered.add(part)
                return self._second_figure(view, side, legal, rng)
            if part == "companions" and self.intent["kind"] == "separateCompanion" and part not in self.answered:
                self.answered.add(part)
                return self._separated(view, side, legal, rng)
            # a part asked twice belongs to a later action (a die taken without a question,
            # its only option): the intent is spent
            answer = None if part in self.answered else _part_answer(self.intent, legal)
            self.answered.add(part)
            if answer is None:
                self.intent = None      # once we answer a part ourselves, the rest is ours too
            elif part == "to" and self.intent["kind"] == "moveCharacter":
                self._char_moved(self.intent)
            return answer
        self.intent = None          # the action is over: a later question is not part of it
        return None


    def _char_moved(self, intent: dict) -> None:
        if self.char_moves is None:
            return
        if intent.get("char") == "nazgul":
            landed = self.char_moves["movedNazgul"]
            landed[intent["to"]] = landed.get(intent["to"], 0) + 1
            if self.repeat is None or self.repeat["intent"] is not intent:
                self.repeat = {"intent": intent, "left": (intent.get("count") or 1) - 1}
        else:
            self.char_moves["chars"].append(intent["char"])

    def _more_minions(self, view: dict, side: int, legal: list[Action], rng: random.Random) -> Action | None:
        """Another figure on the same Character die: the rest of the peer's Nazgûl group
        first (it moves a region's Nazgûl together, we one by one), then the peer's
        charMove2 (another figure, or done)."""
        another = next((a for a in legal if a.kind in ("another_minion", "another_companion")), None)
        done = next((a for a in legal if a.kind == "done"), None)
        if self.repeat is not None and self.repeat["left"] > 0:
            self.repeat["left"] -= 1
            self.intent, self.answered = self.repeat["intent"], set()
            return another
        choice = {"owner": SIDE[side], "kind": "charMove2", "data": self.char_moves}
        peer = self._ask(view, side, "actionResolution", rng, choice, None)
        self.intent = None
        if peer is None:
            return None
        if peer["kind"] == "charMove2":
            return done
        if peer["kind"] == "moveCharacter" and another is not None:
            self.intent, self.answered, self.repeat = peer, set(), None
            return another
        return None

    def _card_nazgul(self, view: dict, side: int, legal: list[Action], rng: random.Random) -> Action | None:
        """A Nazgûl card's "move another?" (Nazgûl Search, The Nazgûl Strike!, ...: «Move any
        or all of the Nazgûl»): the peer's eventTarget for the card, asked with the flights
        it has made so far: done, or a group of Nazgûl (or the Witch-king) from a region, then
        where it goes and how many; ours fly one by one, so the rest of its group follow."""
        another = next((a for a in legal if a.kind == "another_minion"), None)
        done = next((a for a in legal if a.kind == "done"), None)
        self.intent = None
        if self.repeat is not None and self.repeat["left"] > 0:
            self.repeat["left"] -= 1
            self.intent, self.answered = self.repeat["intent"], set()
            return another
        played = next((i for i in range(len(view["log"]) - 1, -1, -1)
                       if view["log"][i].get("template") == "{seat} plays {card}."), None)
        if played is None:
            return None
        card = peer_id(dict(view["log"][played]["args"])["card"])
        key = (card, view.get("turn"))          # one card is played once a turn
        if self.flights is None or self.flights[0] != key:
            self.flights = (key, [])
        applied = self.flights[1]
        data = {"card": card, "applied": applied, "left": 12, "repeat": 12}
        choice = {"owner": SIDE[side], "kind": "eventTarget", "data": data}
        peer = self._ask(view, side, "actionResolution", rng, choice, None)
        if peer is None or peer.get("kind") != "eventTarget":
            return None
        if peer.get("done"):
            return done
        if not peer.get("region"):          # the group chosen: now where it goes
            pick = {"companion": peer.get("companion"), "from": peer.get("from")}
            peer = self._ask(view, side, "actionResolution", rng, {**choice, "data": {**data, "applied": applied + [pick]}}, None)
            if peer is None or peer.get("kind") != "eventTarget" or not peer.get("region"):
                return None
        flight = {k: peer.get(k) for k in ("companion", "from", "region", "count")}
        applied.append(flight)
        self.intent = {"kind": "moveCharacter", "char": flight["companion"], "from": flight["from"],
                       "to": flight["region"]}
        self.answered = set()
        self.repeat = {"intent": self.intent, "left": (flight.get("count") or 1) - 1}
        return another

    def _separated(self, view: dict, side: int, legal: list[Action], rng: random.Random) -> Action | None:
        """The companions a Character die separates: the peer names the first
        (separateCompanion), then at its separateMove adds others one by one and names where
        the group goes (its range the Fellowship's progress plus the highest level: fellowship.ts
        separationRange). Its group is our option of the same companions; its target answers
        our part "to"."""
        intent = self.intent
        group = [intent["companion"]]
        ring = view["ring"]
        level = {c.id: c.level for c in characters().companions}
        for _ in range(len(ring["companions"])):
            reach = ring["progress"] + max(level.get(our_character(c), 0) for c in group)
            choice = {"owner": SIDE[side], "kind": "separateMove",
                      "data": {"companions": list(group), "from": peer_id(view["fellowship"]), "range": reach}}
            peer = self._ask(view, side, "actionResolution", rng, choice, None, gone=tuple(group))
            if peer is None or peer.get("kind") != "separateMove":
                self.intent = None
                return None
            if peer.get("companion") and peer.get("target") is None:
                group.append(peer["companion"])
                continue
            self.intent = {**intent, "to": peer.get("target") or peer_id(view["fellowship"])}
            break
        want = sorted(our_character(c) for c in group)
        chosen = next((a for a in legal if a.kind == "pick" and isinstance(a["value"], (list, tuple))
                       and sorted(a["value"]) == want), None)
        if chosen is None:
            self.intent = None
        return chosen

    def _second_figure(self, view: dict, side: int, legal: list[Action], rng: random.Random) -> Action | None:
        """Where the second figure of a two-figure muster goes: the peer's musterSecond."""
        intent = self.intent
        choice = {"owner": SIDE[side], "kind": "musterSecond",
                  "data": {"figure": intent.get("then") or "regular", "first": intent["region"]}}
        peer = self._ask(view, side, "actionResolution", rng, choice, None)
        if peer is None or peer.get("done") or not peer.get("region"):
            self.intent = None
            return None
        want = our_id(peer["region"])
        chosen = next((a for a in legal if a.kind == "pick" and a["value"] == want), None)
        if chosen is None:
            self.intent = None
        return chosen


def _guide_answer(view: dict, legal: list[Action]) -> Action | None:
    """The peer's player never changes the Guide (its changeGuide is never chosen), and its
    engine, when the Guide leaves, takes the first companion of the highest level in the
    Fellowship's order (fellowship.ts reassignGuide): so the Guide stays while he may, else
    the first offered in the Fellowship's order (the options are all of the highest level)."""
    offered = {a.get("companion"): a for a in legal if a.kind == "guide"}
    ring = view["ring"]
    for c in [ring.get("guide")] + list(ring["companions"]):
        if c in offered:
            return offered[c]
    return None


def _die_answer(peer: dict, legal: list[Action]) -> Action | None:
    kind = peer["kind"]
    if kind == "pass":
        return next((a for a in legal if a.kind == "pass"), None)
    if kind == "useElvenRing":
        return next((a for a in legal if a.kind == "ring"), None)
    face = peer.get("die") or peer.get("face")
    faces = FACES_FOR.get(kind, ())
    if kind == "playEvent":
        # an Event result plays any card; a Character result a character card (rulebook p.17)
        faces = ("event", "character") if "-char-" in peer["cardId"] else ("event",)
    faces = (our_face(face),) if face else faces + ("will_of_the_west",)
    offered = {a.get("result"): a for a in legal if a.kind == "die"}
    return next((offered[f] for f in faces if f in offered), None)


# the peer's answers to its pendingChoice -> our options' kinds
CASUALTY = {"removeRegular": ("remove", "regular"), "reduceElite": ("downgrade", "elite"),
            "removeElite": ("remove", "elite")}
HUNT_DAMAGE = {"corruption": "use_ring", "guide": "lose_guide", "random": "lose_random"}


def _choice_answer(peer: dict, legal: list[Action]) -> Action | None:
    kind = peer["kind"]
    by_kind = {}
    for a in legal:
        by_kind.setdefault(a.kind, a)
    if kind == "playCombatCard":
        if peer["cardId"] is None:
            return by_kind.get("no_card")
        return next((a for a in legal if a.kind == "combat_card" and a.get("card") == our_id(peer["cardId"])), None)
    if kind == "casualtyStep":
        step, piece = CASUALTY[peer["step"]]
        return next((a for a in legal if a.kind == step and a.get("piece") == piece and a.get("nation") == peer["nation"]), None)
    if kind == "combatContinue":
        return by_kind.get("yes" if peer["cont"] else "no")
    if kind == "combatRetreat":
        return by_kind.get("stay")
    if kind == "siegeWithdraw":
        return by_kind.get("withdraw" if peer["withdraw"] else "field")
    if kind == "siegeExtend":
        return by_kind.get("downgrade" if peer["extend"] else "end")
    if kind in ("advanceChoice", "besiegerAdvance"):
        return by_kind.get("advance" if peer["advance"] else "done")
    if kind == "huntDamage":
        return by_kind.get(HUNT_DAMAGE.get(peer["mode"], ""))
    return None


def _phase_answer(q: str, peer: dict, legal: list[Action]) -> Action | None:
    kind = peer["kind"]
    if kind == "allocateHunt":
        hunts = [a for a in legal if a.kind == "hunt"]
        return min(hunts, key=lambda a: abs(a["n"] - peer["dice"])) if hunts else None
    if kind == "enterMordor":
        return next((a for a in legal if a.kind == "enter_mordor"), None)
    if kind == "declareFellowship":
        return next((a for a in legal if a.get("region") == our_id(peer["target"])), None)
    if kind == "skipFellowshipPhase":
        return next((a for a in legal if a.kind in ("keep_hidden", "stay_out", "no", "pass")), None)
    return None


def _part_answer(intent: dict, legal: list[Action]) -> Action | None:
    picks = [a for a in legal if a.kind == "pick"]
    if not picks:
        return None
    part = picks[0].get("part")
    kind = intent["kind"]
    by_value = {_key(a["value"]): a for a in picks}
    want = None
    if part == "use":
        for use in USES.get(kind, ()):
            if use in by_value:
                return by_value[use]
        if kind == "recruitUnit":
            return by_value.get(_recruit_use(intent))
        return None
    if part == "army":
        want = intent.get("from")
    elif part in ("to", "target"):
        want = intent.get("to") or intent.get("target") or intent.get("region")
    elif part in ("settlement", "first"):
        want = intent.get("region")
    elif part == "nation":
        want = intent.get("nation")
    elif part == "deck":
        want = intent.get("deck")
    elif part == "card":
        want = intent.get("cardId")
    elif part == "from" and kind == "moveCharacter":
        want = intent.get("from")
    elif part == "minion" and kind == "moveCharacter":
        want = intent.get("char")
    elif part == "companions" and kind == "moveCharacter" and intent.get("char"):
        # the peer moves one companion at a time (its charMove2 names the next)
        return by_value.get((our_character(intent["char"]),))
    elif part == "minion":
        want = intent.get("minion")
        return by_value.get(our_character(want)) if want else None
    elif part == "units":
        return _units_answer(intent.get("move") or intent.get("rearguard_kept"), picks)
    elif part == "die" and kind == "useElvenRing":
        want = our_face(intent["from"])
    elif part == "result" and kind == "useElvenRing":
        want = our_face(intent["to"])
    elif part == "companion" and kind == "bringUpgrade":
        return by_value.get(our_character(intent["which"]))
    elif part == "second" and kind == "recruitUnit":
        want = intent.get("region")
    if want is None:
        return None
    return by_value.get(our_id(want))


def _recruit_use(intent: dict) -> str | None:
    """The peer's recruitUnit names its first figure and `then` its second (rulebook p.22:
    a Muster die recruits an Elite, or two Regulars, two Leaders, or one of each)."""
    if intent.get("elite"):
        return dice.RECRUIT_ELITE
    first = "leader" if intent.get("leader") or intent.get("nazgul") else "regular"
    second = intent.get("then", first)
    if first != second:
        return dice.RECRUIT_BOTH
    return dice.RECRUIT_LEADERS if first == "leader" else dice.RECRUIT_REGULARS


def _units_answer(move: dict | None, picks: list[Action]) -> Action:
    """The whole army when the peer names no split; else the group nearest its selection
    (our Leaders are counted per nation, the peer's as one number of Leaders or Nazgûl)."""
    def counts(value) -> dict:
        out: dict = {}
        for nation, kind, n in value:
            key = "leaders" if kind == "leaders" else (nation, kind)
            out[key] = out.get(key, 0) + n
        return out

    groups = [a for a in picks if isinstance(a["value"], (list, tuple))]
    if not move:
        return max(groups, key=lambda a: sum(counts(a["value"]).values()))
    want: dict = {}
    for nation, c in (move.get("units") or {}).items():
        for kind in ("regular", "elite"):
            if c.get(kind):
                want[(nation, kind)] = c[kind]
    leaders = (move.get("leaders") or 0) + (move.get("nazgul") or 0)
    if leaders:
        want["leaders"] = leaders

    def distance(a) -> int:
        have = counts(a["value"])
        return sum(abs(have.get(k, 0) - want.get(k, 0)) for k in set(have) | set(want))
    return min(groups, key=distance)


def _key(value):
    return tuple(map(_key, value)) if isinstance(value, (list, tuple)) else value

"""Why a battle action is refused: the hero texts, Gwaihir, Gandalf's support and Sauron's
battle cards each name the rule that forbids them in this battle, or the moment they belong
to. Both battling heroes are revealed by then, so naming them betrays nothing."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.confrontation.abilities import STOOD_IN_FOR as FRODOS  # the heroes a companion stands in for
from lotr_table.games.confrontation.battle import swap_partners
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import card_index
from lotr_table.games.confrontation.movement import retreat_targets
from lotr_table.games.confrontation.pieces import counts, in_region, pieces_of
from lotr_table.games.confrontation.state import State
from lotr_table.games.confrontation.text import render

# the battle's steps in order (battle.py): a hero text belongs before the cards
_BEFORE_TEXTS = ("B0", "B1", "B1a")
_BEFORE_CARDS = _BEFORE_TEXTS + ("B2", "B3")
HERO_TEXTS = {"retreat", "substitute", "prove", "swap", "no_cards"}

TEMPLATES = (
    "Against the Warg the Fellowship hero's text does not count.",
    "Frodo may retreat only when he defends.",
    "{hero} may retreat only when he attacks.",
    "{hero}'s text does not allow that.",
    "Sam takes Frodo's place only when Frodo defends with Sam beside him.",
    "Sam takes Frodo's place only once in an attack.",
    "Frodo is revealed beside Sam only when Sam defends with Frodo beside him.",
    "Smeagol may swap places only when he defends.",
    "Smeagol may swap places only when no other Fellowship hero is with him.",
    "Smeagol swaps only with a Fellowship hero in an adjacent region, never sideways in the mountains or along the Anduin.",
    "Aragorn may decide on a battle without cards only when he defends.",
    "Wormtongue may escape only when he is defeated.",
    "Heroes' texts are used before the combat cards are played.",
    "Gwaihir the Wind cannot be played in a battle against the Warg.",
    "Gwaihir the Wind needs a region for {hero} to retreat to.",
    "Gwaihir the Wind is played at the start of a battle, before the heroes' texts.",
    "Only the alternative Gandalf lends his strength.",
    "Gandalf cannot lend his strength in a battle against the Warg.",
    "Gandalf cannot lend his strength to a battle he fights himself.",
    "Gandalf lends his strength only from the battle's region or one next to it.",
    "Gandalf lends his strength once the combat cards are played.",
    "Only the Balrog in Caradhras can kill a hero in the Moria tunnel.",
    "Only the alternative Saruman can force another card.",
    "Saruman may force another card only once in a battle.",
    "Saruman cannot force another card: the Fellowship has no other card.",
    "Only the Mouth of Sauron can swap his card for the 4.",
    "The 4 is not in your {source}.",
    "Your card is already the 4.",
    "{card} was sent back by Saruman: you must show another card.",
    "Only a revealed hero can be named as the defender; a hidden one is chosen at random.",
    "{hero} cannot retreat into a region held by the enemy.",
    "{hero} cannot retreat to {to}.",
    "Wormtongue escapes only into an empty region.",
    "No moving sideways in the mountains.",
    "{to} already holds as many heroes of your side as it may.",
)


def refuse(template: str, **args) -> IllegalAction:
    return IllegalAction(render(template, tuple(sorted(args.items()))), template, args)


def rule(s: State, side: int, action: Action) -> IllegalAction | None:
    """The rule that forbids this battle action in the battle being fought, or the moment it
    belongs to; None when neither forbids it (then only its target can be wrong)."""
    k = action.kind
    if k == "ambush":
        guard = board().tunnel_guard
        if not any(s.loc[p] == guard and s.hero[p] == "balrog" for p in pieces_of(S)):
            return refuse("Only the Balrog in Caradhras can kill a hero in the Moria tunnel.")
        return None
    b = s.battle
    if b is None or b.fp < 0:
        return None
    if k == "gwaihir":
        return _gwaihir(s, b)
    if k == "support":
        return _support(s, b)
    if k == "force_other":
        if s.hero[b.sp] != "saruman_a":
            return refuse("Only the alternative Saruman can force another card.")
        if b.forced:
            return refuse("Saruman may force another card only once in a battle.")
        if s.hand[F] == 0:
            return refuse("Saruman cannot force another card: the Fellowship has no other card.")
        return None
    if k == "mouth_swap":
        return _mouth(s, b, action)
    if k not in HERO_TEXTS:
        return None
    pending = s.pending.kind if s.pending is not None else None
    if k == "retreat" and (pending in ("f_retreat", "s_retreat") or (side == F and b.gwaihir)):
        return None                      # a Retreat card or Gwaihir orders this retreat
    found = _fellowship_text(s, b, action) if side == F else _sauron_text(s, b, action)
    if found is not None or pending in ("fp_text", "s_text", "wormtongue"):
        return found                     # the text's own question is open: only its choice is wrong
    last = "B2" if side == F else "B3"
    if b.stage not in _BEFORE_CARDS or (b.stage == "B3" and last == "B2"):
        return refuse("Heroes' texts are used before the combat cards are played.")
    return None


def _fellowship_text(s: State, b, action: Action) -> IllegalAction | None:
    k = action.kind
    hero = s.hero[b.fp]
    if s.hero[b.sp] == "warg":
        return refuse("Against the Warg the Fellowship hero's text does not count.")
    defending = b.fp == b.defender
    others = [q for q in in_region(s, F, b.region) if q != b.fp]
    if k == "retreat":
        if hero == "frodo_c":
            return None if defending else refuse("Frodo may retreat only when he defends.")
        if hero in ("pippin", "faramir"):
            return None if not defending else refuse("{hero} may retreat only when he attacks.", hero=hero)
    elif k == "substitute" and hero in FRODOS:
        if not (defending and any(s.hero[q] == "sam_c" for q in others)):
            return refuse("Sam takes Frodo's place only when Frodo defends with Sam beside him.")
        return refuse("Sam takes Frodo's place only once in an attack.") if b.sam_defended else None
    elif k == "prove" and hero == "sam_c":
        if not (defending and any(s.hero[q] in FRODOS for q in others)):
            return refuse("Frodo is revealed beside Sam only when Sam defends with Frodo beside him.")
        return None
    elif k == "swap" and hero == "smeagol":
        if not defending:
            return refuse("Smeagol may swap places only when he defends.")
        if others:
            return refuse("Smeagol may swap places only when no other Fellowship hero is with him.")
        if action.get("hero") not in {s.hero[q] for q in swap_partners(s, b)}:
            return refuse("Smeagol swaps only with a Fellowship hero in an adjacent region, never sideways "
                          "in the mountains or along the Anduin.")
        return None
    elif k == "no_cards" and hero == "aragorn_a":
        return None if defending else refuse("Aragorn may decide on a battle without cards only when he defends.")
    return refuse("{hero}'s text does not allow that.", hero=hero)


def _sauron_text(s: State, b, action: Action) -> IllegalAction | None:
    k = action.kind
    hero = s.hero[b.sp]
    if k == "retreat" and hero == "gollum":
        return None
    if k == "retreat" and hero == "wormtongue":
        return None if s.pending is not None and s.pending.kind == "wormtongue" else \
            refuse("Wormtongue may escape only when he is defeated.")
    if k == "no_cards" and hero == "saruman_c":
        return None
    return refuse("{hero}'s text does not allow that.", hero=hero)


def _gwaihir(s: State, b) -> IllegalAction | None:
    if s.hero[b.sp] == "warg":
        return refuse("Gwaihir the Wind cannot be played in a battle against the Warg.")
    if b.stage not in _BEFORE_TEXTS:
        return refuse("Gwaihir the Wind is played at the start of a battle, before the heroes' texts.")
    if not retreat_targets(s, b.fp, "side_or_back", counts(s)):
        return refuse("Gwaihir the Wind needs a region for {hero} to retreat to.", hero=s.hero[b.fp])
    return None


def _support(s: State, b) -> IllegalAction | None:
    gandalf = next((q for q in pieces_of(F) if s.hero[q] == "gandalf_a" and s.loc[q] >= 0), -1)
    if gandalf < 0:
        return refuse("Only the alternative Gandalf lends his strength.")
    if s.hero[b.sp] == "warg":
        return refuse("Gandalf cannot lend his strength in a battle against the Warg.")
    if gandalf == b.fp:
        return refuse("Gandalf cannot lend his strength to a battle he fights himself.")
    if s.loc[gandalf] not in board().adjacent[b.region] | {b.region}:
        return refuse("Gandalf lends his strength only from the battle's region or one next to it.")
    if b.stage in _BEFORE_CARDS or b.stage == "B4":
        return refuse("Gandalf lends his strength once the combat cards are played.")
    return None


def _mouth(s: State, b, action: Action) -> IllegalAction | None:
    if s.hero[b.sp] != "mouth":
        return refuse("Only the Mouth of Sauron can swap his card for the 4.")
    four = card_index(S, 4)
    if b.card[S] == four:
        return refuse("Your card is already the 4.")
    source = action.get("source")
    pile = {"hand": s.hand[S], "discard": s.disc[S]}.get(source) if isinstance(source, str) else None
    if pile is None or not pile >> four & 1:
        return refuse("The 4 is not in your {source}.", source=str(source))
    return None


def target(s: State, side: int, action: Action) -> IllegalAction | None:
    """A battle action allowed now whose choice is wrong: the card, the defender, the region."""
    b = s.battle
    k = action.kind
    if k == "play" and b is not None and b.forced and side == F:
        # the hand holds the card sent back, which may not be shown again (never() has
        # already refused a card not in the hand)
        return refuse("{card} was sent back by Saruman: you must show another card.", card=action.get("card"))
    if k == "defender":
        return refuse("Only a revealed hero can be named as the defender; a hidden one is chosen at random.")
    if k == "retreat" and b is not None:
        return _retreat(s, b, side, action["to"])
    return None


DIRECTIONS = {
    "back": "{hero} must retreat backwards, and {to} is not an adjacent region behind.",
    "side": "{hero} must retreat sideways, and {to} is not an adjacent region beside.",
    "side_or_back": "{hero} must retreat sideways or backwards, and {to} is not an adjacent region beside or behind.",
    "forward": "{hero} must retreat forwards, and {to} is not an adjacent region ahead.",
}


def _direction(s: State, b) -> str | None:
    """Which way the retreat now asked for goes (battle.py: the card, Gwaihir or the text)."""
    k = s.pending.kind if s.pending is not None else None
    if k in ("f_retreat", "wormtongue"):
        return "back"
    if k == "s_retreat":
        return "side"
    if k == "fp_text":
        return "side_or_back" if b.gwaihir else {"frodo_c": "side", "faramir": "side", "pippin": "back"}.get(s.hero[b.fp])
    if k == "s_text":
        return "forward"
    return None


def _retreat(s: State, b, side: int, to: str) -> IllegalAction:
    bd = board()
    fighter = b.fp if side == F else b.sp
    hero = s.hero[fighter]
    r, t = s.loc[fighter], bd.index[to]
    way = _direction(s, b)
    if way is not None:
        ways = {"back": bd.back[side][r], "side": bd.sideways_for(side, r), "forward": bd.fwd[side][r]}
        ways["side_or_back"] = ways["side"] + ways["back"]
        if t not in ways[way]:
            if "side" in way and bd.mountain[r] and bd.mountain[t] and t in bd.adjacent[r]:
                return refuse("No moving sideways in the mountains.")
            return refuse(DIRECTIONS.get(way, "{hero} cannot retreat to {to}."), hero=hero, to=to)
    c = counts(s)
    if c[1 - side][t]:
        return refuse("{hero} cannot retreat into a region held by the enemy.", hero=hero)
    if c[side][t] >= bd.capacity[t]:
        return refuse("{to} already holds as many heroes of your side as it may.", to=to)
    if s.pending is not None and s.pending.kind == "wormtongue" and c[side][t]:
        return refuse("Wormtongue escapes only into an empty region.")
    return refuse("{hero} cannot retreat to {to}.", hero=hero, to=to)


TEMPLATES = TEMPLATES + tuple(DIRECTIONS.values())

"""A battle in four steps, with every hero text and combat card in the seed's order
(seed: БИТВА; rules digest 6.6 for the fine order, readings A-13 to A-25).

Steps: B0 choose the defender, B1 reveal, B1a Gwaihir window, B2 Fellowship text, B3 Sauron
text, B4 cards (B4_2 Saruman, B4_3 Mouth of Sauron, B4_5 Sauron text card, B4_6 Fellowship
text card), B5 Gandalf's support, B6 compare, B7 the fallen, B8 end of battle.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.flow import Question
from lotr_table.games.confrontation import actions
from lotr_table.games.confrontation.abilities import (
    KEYWORDS, LENDERS, SILENCERS, SPECIAL, STOOD_IN_FOR, applies, special_with,
)
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import card_ids, card_index, card_tables, special_bit, strength_of
from lotr_table.games.confrontation.movement import retreat_targets
from lotr_table.games.confrontation.pieces import (
    counts, draw, hide, hide_all_shown, in_region, pieces_of, reveal, say,
)
from lotr_table.games.confrontation.state import ALL_CARDS, HIDDEN, Battle, State
from lotr_table.games.confrontation.turn import (
    do_palantir, has_special, kill, palantir_options, palantir_window, use_special,
)

GWAIHIR = special_with("replaces_hero_text")


def _warg(s: State, b: Battle) -> bool:
    """Seed: "если в битве участвует Warg, текст героя Братства игнорируется"."""
    return s.hero[b.sp] in SILENCERS


def _fp_hero(s: State, b: Battle) -> str:
    """The Fellowship hero's text in force ('' when the Warg silences it)."""
    return "" if _warg(s, b) else s.hero[b.fp]


def _region(r: int) -> str:
    return board().ids[r]


def _retreat_actions(targets: list[int]) -> list[Action]:
    return [Action("retreat", to=_region(t)) for t in targets]


def _on_field(s: State, b: Battle) -> bool:
    """Both battling heroes alive and still in the battle region."""
    return s.loc[b.fp] == b.region and s.loc[b.sp] == b.region and not b.dead


# -- B0: the defender ------------------------------------------------------------------

def b0_choose_defender(s: State, b: Battle) -> None:
    a = b.attacker
    enemy = S if a < 9 else F
    if s.loc[a] != b.region:
        return _end_attack(s)
    defenders = in_region(s, enemy, b.region)
    if not defenders:
        return _end_attack(s)
    if len(defenders) == 1:
        return _set_defender(s, b, defenders[0])
    opts = _defender_options(s, b, defenders)
    if len(opts) == 1 and opts[0].get("target") == "random" and not (b.attacker >= 9 and palantir_window(s)):
        hidden = [p for p in defenders if s.rev[p] == HIDDEN]
        return _set_defender(s, b, hidden[draw(s, len(hidden))])
    s.pending = Question(1 - enemy, "defender", tuple(opts))


def _defender_options(s: State, b: Battle, defenders: list[int]) -> list[Action]:
    """Seed: "случайным образом из закрытых или конкретного из уже раскрытых героев"."""
    opts = []
    if any(s.rev[p] == HIDDEN for p in defenders):
        opts.append(Action("defender", target="random"))
    opts.extend(Action("defender", target=s.hero[p]) for p in defenders if s.rev[p] != HIDDEN)
    if b.attacker >= 9:
        opts.extend(palantir_options(s))
    return opts


def on_defender(s: State, side: int, action: Action) -> None:
    b = s.battle
    if action.kind == "palantir":
        do_palantir(s, action["region"])
        return  # the same choice is asked again, now with the revealed heroes named
    enemy = 1 - side
    defenders = in_region(s, enemy, b.region)
    if action["target"] == "random":
        hidden = [p for p in defenders if s.rev[p] == HIDDEN]
        _set_defender(s, b, hidden[draw(s, len(hidden))])
    else:
        _set_defender(s, b, next(p for p in defenders if s.hero[p] == action["target"]))


def _set_defender(s: State, b: Battle, d: int) -> None:
    b.defender = d
    if "stands_in_for" in KEYWORDS[s.hero[d]]:
        b.sam_defended = True  # reading A-14: Sam stands in for Frodo only once per attack
    b.stage = "B1"


# -- B1: reveal; B1a: Gwaihir ----------------------------------------------------------

def b1_reveal(s: State, b: Battle) -> None:
    a, d = b.attacker, b.defender
    b.fp, b.sp = (a, d) if a < 9 else (d, a)
    reveal(s, b.fp)
    reveal(s, b.sp)
    say(s, "Battle in {region}: {attacker} attacks {defender}.", region=_region(b.region),
        attacker=s.hero[a], defender=s.hero[d])
    b.stage = "B1a"


def b1a_gwaihir(s: State, b: Battle) -> None:
    # seed: "Играется в начале битвы, до выполнения текстов героев ... Нельзя сыграть в битве
    # против Warg"; reading A-44: refused when the retreat it orders is impossible
    # With secretly chosen special cards the window opens whenever Sauron cannot rule
    # Gwaihir out, so its presence betrays nothing (digest 8.6); without the card: pass only.
    if not _warg(s, b) and retreat_targets(s, b.fp, SPECIAL[GWAIHIR][1].retreat, counts(s)):
        if has_special(s, GWAIHIR):
            s.pending = Question(F, "gwaihir", (Action(GWAIHIR), Action("pass")))
            return
        _, bit = special_bit(GWAIHIR)
        if s.sp_secret and not s.sp_used[F] >> bit & 1 and s.sp_avail[F] & ~s.sp_used[F]:
            s.pending = Question(F, "gwaihir", (Action("pass"),))
            return
    b.stage = "B2"


def on_gwaihir(s: State, side: int, action: Action) -> None:
    b = s.battle
    if action.kind == GWAIHIR:
        use_special(s, GWAIHIR)
        b.gwaihir = True
    b.stage = "B2"


# -- B2: the Fellowship hero's text ------------------------------------------------------

def b2_fellowship_text(s: State, b: Battle) -> None:
    if _warg(s, b):
        b.stage = "B3"
        return
    c = counts(s)
    fp, sp = b.fp, b.sp
    h = s.hero[fp]
    sh = s.hero[sp]
    defending = fp == b.defender
    if b.gwaihir:
        # the text becomes "Немедленно отступить вбок или назад"
        targets = retreat_targets(s, fp, SPECIAL[GWAIHIR][1].retreat, c)
        if len(targets) == 1:
            return _fp_retreat(s, b, targets[0])
        s.pending = Question(F, "fp_text", tuple(_retreat_actions(targets)))
        return
    kw = KEYWORDS[h]
    # instant defeats, "до того, как сыграны любые карты"
    if "kills_instantly" in kw and any(sh in k.against for k in kw["kills_instantly"]):
        b.dead.append(sp)
        b.stage = "B7"
        return
    if "dies_with_enemy" in kw:
        b.dead.extend((fp, sp))
        b.stage = "B7"
        return
    opts: list[Action] = []
    if not b.window_done:
        others = [q for q in in_region(s, F, b.region) if q != fp]
        company = defending and bool(others)
        # someone may stand in for him (Sam for Frodo): the window opens whenever he has
        # company, so the absence of a stand-in is not betrayed
        guarded = company and h in STOOD_IN_FOR
        if guarded and not b.sam_defended and any(
                h in k.heroes for q in others for k in KEYWORDS[s.hero[q]].get("stands_in_for", ())):
            opts.append(Action("substitute"))
        # he is stronger beside someone (Sam beside Frodo): likewise a window in company
        beside = kw.get("strength_beside", ()) if company else ()
        if beside and any(s.hero[q] in k.heroes for k in beside for q in others):
            opts.append(Action("prove"))
        for k in kw.get("retreats", ()):
            if applies(k.when, not defending):
                opts.extend(_retreat_actions(retreat_targets(s, fp, k.direction, c)))
        if defending and not others and "swaps_with_neighbour" in kw:
            opts.extend(Action("swap", hero=s.hero[q]) for q in swap_partners(s, b))
        if "fights_without_cards" in kw and not b.no_cards and any(
                applies(k.when, not defending) for k in kw["fights_without_cards"]):
            opts.append(Action("no_cards"))
        if opts or guarded or beside:
            opts.append(Action("pass"))
    if opts:
        s.pending = Question(F, "fp_text", tuple(opts))
        return
    b.stage = "B3"


def swap_partners(s: State, b: Battle) -> list[int]:
    """Reading A-04: a Fellowship hero in an ordinarily adjacent region; not sideways in the
    mountains; not along the river row (one of the two would go upstream); not the tunnel."""
    bd = board()
    r = b.region
    out = []
    for q in pieces_of(F):
        t = s.loc[q]
        if t < 0 or t == r or t not in bd.adjacent[r]:
            continue
        if bd.row[t] == bd.row[r] and (bd.mountain[r] or (r, t) in bd.river or (t, r) in bd.river):
            continue
        out.append(q)
    return out


def _fp_retreat(s: State, b: Battle, to: int) -> None:
    say(s, "{hero} retreats from {frm} to {to}.", hero=s.hero[b.fp], frm=_region(b.region), to=_region(to))
    s.loc[b.fp] = to
    b.retreated = F
    b.stage = "B7"


def on_fp_text(s: State, side: int, action: Action) -> None:
    b = s.battle
    k = action.kind
    b.window_done = True
    if k == "retreat":
        return _fp_retreat(s, b, board().index[action["to"]])
    if k == "substitute":
        guarded = s.hero[b.fp]
        sam, stand_in = next((q, k) for q in in_region(s, F, b.region)
                             for k in KEYWORDS[s.hero[q]].get("stands_in_for", ()) if guarded in k.heroes)
        reveal(s, sam)
        say(s, "{hero} takes Frodo's place in the battle.", hero=s.hero[sam])
        b.defender = b.fp = sam
        b.sam_defended = True
        b.sam_proved = True
        if s.hero[b.sp] in stand_in.killed_by:
            # seed (Sam): "при этом в бою с Orcs (классическая версия) последние немедленно
            # побеждают Sam'a" — also in a later battle of the attack (reading A-14)
            b.dead.append(sam)
            b.stage = "B7"
            return
        b.stage = "B2"
        return
    if k == "prove":
        beside = KEYWORDS[s.hero[b.fp]].get("strength_beside", ())
        frodo = next(q for q in in_region(s, F, b.region) if any(s.hero[q] in x.heroes for x in beside))
        reveal(s, frodo)
        say(s, "{hero} is revealed beside Sam: Sam has strength 5.", hero=s.hero[frodo])
        b.sam_proved = True
        b.stage = "B3"
        return
    if k == "swap":
        # seed: Smeagol "может поменяться местами с соседним героем Братства ... новый герой
        # обороняется вместо Smeagol'a"; the battle is as if it never happened
        partner = next(q for q in pieces_of(F) if s.hero[q] == action["hero"])
        smeagol = b.fp
        say(s, "Smeagol swaps places with a Fellowship hero from {frm}.", frm=_region(s.loc[partner]))
        s.loc[smeagol], s.loc[partner] = s.loc[partner], s.loc[smeagol]
        hide(s, smeagol)
        b.defender = partner
        b.window_done = False
        b.stage = "B1"
        return
    if k == "no_cards":
        b.no_cards = True
        say(s, "{hero} decides the battle is fought without cards.", hero=s.hero[b.fp])
    b.stage = "B3"


# -- B3: the Sauron hero's text --------------------------------------------------------

def b3_sauron_text(s: State, b: Battle) -> None:
    fp, sp = b.fp, b.sp
    kw = KEYWORDS[s.hero[sp]]
    attacking = sp == b.attacker
    if attacking and b.first and "kills_first_attacked" in kw:
        # seed: "Немедленно побеждают вражеского героя, которого первым атакуют в данной области"
        b.dead.append(fp)
        b.stage = "B7"
        return
    if "kills_instantly" in kw and any(s.hero[fp] in k.against for k in kw["kills_instantly"]):
        b.dead.append(fp)
        b.stage = "B7"
        return
    opts: list[Action] = []
    for k in kw.get("retreats", ()):
        if applies(k.when, attacking):
            opts.extend(_retreat_actions(retreat_targets(s, sp, k.direction, counts(s))))
    if "fights_without_cards" in kw and not b.no_cards and any(
            applies(k.when, attacking) for k in kw["fights_without_cards"]):
        opts.append(Action("no_cards"))
    if opts:
        opts.append(Action("pass"))
        s.pending = Question(S, "s_text", tuple(opts))
        return
    b.stage = "B4"


def on_s_text(s: State, side: int, action: Action) -> None:
    b = s.battle
    if action.kind == "retreat":
        to = board().index[action["to"]]
        say(s, "{hero} retreats from {frm} to {to}.", hero=s.hero[b.sp], frm=_region(b.region), to=action["to"])
        s.loc[b.sp] = to
        b.retreated = S
        b.stage = "B7"
        return
    if action.kind == "no_cards":
        b.no_cards = True
        say(s, "{hero} decides the battle is fought without cards.", hero=s.hero[b.sp])
    b.stage = "B4"


# -- B4: combat cards ------------------------------------------------------------------

def _card_actions(hand: int, side: int, exclude: int = -1) -> tuple[Action, ...]:
    ids = card_ids()[side]
    return tuple(actions.play(ids[i]) for i in range(9) if hand >> i & 1 and i != exclude)


def _gandalf_first(s: State, b: Battle) -> bool:
    """Gandalf (classic): "Игрок Саурона должен первым выбрать и сыграть свою карту"."""
    return "enemy_plays_first" in KEYWORDS[_fp_hero(s, b)]


def b4_cards(s: State, b: Battle) -> None:
    if b.no_cards:
        b.stage = "B5"
        return
    if _gandalf_first(s, b):
        if not b.table[S]:
            s.pending = Question(S, "play", _card_actions(s.hand[S], S))
        elif not b.table[F]:
            s.pending = Question(F, "play", _card_actions(s.hand[F], F))
        else:
            b.stage = "B4_2"
        return
    opts = tuple(() if b.chosen[side] >= 0 else _card_actions(s.hand[side], side) for side in (F, S))
    if opts[F] or opts[S]:
        s.pending = Question(-1, "play", opts)
        return
    for side in (F, S):
        _put_on_table(s, b, side, b.chosen[side])
        b.chosen[side] = -1
    s.barrier += 1
    say(s, "Cards revealed: the Fellowship plays {card}, Sauron plays {card2}.",
        card=card_ids()[F][b.card[F]], card2=card_ids()[S][b.card[S]])
    b.stage = "B4_2"


def _put_on_table(s: State, b: Battle, side: int, i: int) -> None:
    s.hand[side] &= ~(1 << i)
    b.table[side].append(i)
    b.card[side] = i


def on_play(s: State, side: int, action: Action) -> None:
    b = s.battle
    i = card_ids()[side].index(action["card"])
    if b.stage == "B4" and not _gandalf_first(s, b):
        b.chosen[side] = i  # a secret commitment; revealed when both have chosen
        return
    _put_on_table(s, b, side, i)
    s.barrier += 1
    say(s, "{side} plays {card}.", side=("fellowship", "sauron")[side], card=action["card"])
    if b.stage == "B4_2b":  # Saruman (alternative) made the Fellowship show another card
        b.stage = "B4_3"
        return
    if side == S and _gandalf_first(s, b) and card_tables()[S][1][i] == "magic" and not _s_ignored(s, b, i):
        # "он обязан полностью выполнить ее и открыть свою новую карту" before the Fellowship chooses
        _start_magic(s, b, S)


def b4_2_saruman(s: State, b: Battle) -> None:
    # seed (Saruman, alternative): "можно принудить его открыть другую ... нельзя, если у игрока
    # Братства оставалась только 1 Боевая карта"
    if "forces_another_card" in KEYWORDS[s.hero[b.sp]] and not b.forced and s.hand[F] != 0:
        s.pending = Question(S, "s_force", (Action("force_other"), Action("pass")))
        return
    b.stage = "B4_3"


def on_s_force(s: State, side: int, action: Action) -> None:
    b = s.battle
    if action.kind == "pass":
        b.stage = "B4_3"
        return
    b.forced = True
    first = b.table[F].pop()
    s.hand[F] |= 1 << first
    b.card[F] = -1
    say(s, "Saruman forces the Fellowship to show another card; {card} returns to the hand.",
        card=card_ids()[F][first])
    b.stage = "B4_2b"
    s.pending = Question(F, "play", _card_actions(s.hand[F], F, exclude=first))


def b4_3_mouth(s: State, b: Battle) -> None:
    for k in KEYWORDS[s.hero[b.sp]].get("swaps_card_for", ()):
        four = card_index(S, k.value)
        if b.card[S] == four or b.mouth_done:
            continue
        opts = []
        if s.hand[S] >> four & 1:
            opts.append(Action("mouth_swap", source="hand"))
        if s.disc[S] >> four & 1:
            opts.append(Action("mouth_swap", source="discard"))
        if opts:
            s.pending = Question(S, "mouth", tuple(opts + [Action("pass")]))
            return
    b.stage = "B4_5"


def on_mouth(s: State, side: int, action: Action) -> None:
    b = s.battle
    b.mouth_done = True
    if action.kind == "mouth_swap":
        four = card_index(S, KEYWORDS[s.hero[b.sp]]["swaps_card_for"][0].value)
        replaced = b.table[S]
        if action["source"] == "hand":
            # "если «4» берется из руки — первая карта возвращается в руку"
            s.hand[S] &= ~(1 << four)
            s.hand[S] |= 1 << replaced[0]
            for i in replaced[1:]:
                s.disc[S] |= 1 << i
        else:
            # "если из сброса — кладется в сброс"
            s.disc[S] &= ~(1 << four)
            for i in replaced:
                s.disc[S] |= 1 << i
        b.table[S] = [four]
        b.card[S] = four
        say(s, "The Mouth of Sauron replaces his card with the 4 from the {source}.", source=action["source"])
    b.stage = "B4_5"


def _s_ignored(s: State, b: Battle, i: int) -> bool:
    """Is Sauron's card i ignored by a hero text?"""
    if "own_card_ignored" in KEYWORDS[s.hero[b.sp]]:
        return True  # the Cave Troll: "Карта игрока Саурана игнорируется"
    kind = card_tables()[S][1][i]
    # Frodo (alternative): "Текстовая карта игрока Саурана игнорируется"; Elrond: two of them
    ignores = KEYWORDS[_fp_hero(s, b)].get("ignores_enemy_cards", ())
    return bool(kind and ignores) and any(k.cards == "all" or kind in k.cards for k in ignores)


def _start_magic(s: State, b: Battle, side: int) -> None:
    """Seed (Magic): replace it at once with any of your discarded cards; with none, it has
    neither strength nor effect."""
    if s.disc[side] == 0:
        b.card[side] = -1
        say(s, "Magic finds no discarded card: it has no strength and no effect.")
        b.magic_done[side] = True
        return
    ids = card_ids()[side]
    s.pending = Question(side, "fetch", tuple(Action("fetch", card=ids[i]) for i in range(9) if s.disc[side] >> i & 1))


def on_fetch(s: State, side: int, action: Action) -> None:
    b = s.battle
    i = card_ids()[side].index(action["card"])
    s.disc[side] &= ~(1 << i)
    b.table[side].append(i)
    b.card[side] = i
    b.magic_done[side] = True
    s.barrier += 1
    say(s, "Magic brings back {card}.", card=action["card"])


def b4_5_sauron_card(s: State, b: Battle) -> None:
    i = b.card[S]
    if i < 0 or b.s_resolved:
        b.stage = "B4_6"
        return
    if _s_ignored(s, b, i):
        b.ignored[S] = True
        b.stage = "B4_6"
        return
    kind = card_tables()[S][1][i]
    if kind == "magic":
        if not b.magic_done[S]:
            return _start_magic(s, b, S)
        b.card[S] = -1  # the discard was empty
        b.stage = "B4_6"
        return
    b.s_resolved = True
    if kind == "eye":
        fi = b.card[F]
        if fi >= 0 and card_tables()[F][1][fi]:
            b.ignored[F] = True  # "Текстовая карта, сыгранная со стороны Братства, игнорируется"
            say(s, "The Eye of Sauron: the Fellowship's card is ignored.")
    elif kind == "retreat":
        b.s_retreat_played = True
        targets = retreat_targets(s, b.sp, "side", counts(s))
        if len(targets) == 1:
            _s_card_retreat(s, b, targets[0])
        elif targets:
            s.pending = Question(S, "s_retreat", tuple(_retreat_actions(targets)))
            return
        else:
            say(s, "Retreat (Sideways) is impossible; the card has no effect.")
    b.stage = "B4_6"


def _s_card_retreat(s: State, b: Battle, to: int) -> None:
    say(s, "{hero} retreats from {frm} to {to}.", hero=s.hero[b.sp], frm=_region(b.region), to=_region(to))
    s.loc[b.sp] = to
    b.retreated = S


def on_s_retreat(s: State, side: int, action: Action) -> None:
    _s_card_retreat(s, s.battle, board().index[action["to"]])
    s.battle.stage = "B4_6"


def b4_6_fellowship_card(s: State, b: Battle) -> None:
    i = b.card[F]
    if i < 0 or b.ignored[F] or b.f_resolved:
        return _after_text_cards(s, b)
    kind = card_tables()[F][1][i]
    if kind == "magic":
        if not b.magic_done[F]:
            return _start_magic(s, b, F)
        b.card[F] = -1
        return _after_text_cards(s, b)
    b.f_resolved = True
    if kind == "noble":
        if b.s_retreat_played:
            # "В случае если игрок Саурана сыграл карту «Retreat», никто не погибает"
            say(s, "Noble Sacrifice is cancelled by Sauron's Retreat.")
            if b.retreated != S:
                b.stage = "B7"  # reading A-18: no comparison; a new battle follows
                return
        else:
            b.dead.extend((b.fp, b.sp))
            b.stage = "B7"
            return
    elif kind == "cloak":
        b.strength_ignored[S] = True  # also a Strength card Magic brought back
    elif kind == "retreat":
        if s.loc[b.fp] == b.region:
            targets = retreat_targets(s, b.fp, "back", counts(s))
            if len(targets) == 1:
                _f_card_retreat(s, b, targets[0])
            elif targets:
                s.pending = Question(F, "f_retreat", tuple(_retreat_actions(targets)))
                return
    _after_text_cards(s, b)


def _f_card_retreat(s: State, b: Battle, to: int) -> None:
    say(s, "{hero} retreats from {frm} to {to}.", hero=s.hero[b.fp], frm=_region(b.region), to=_region(to))
    s.loc[b.fp] = to
    if b.retreated < 0:
        b.retreated = F


def on_f_retreat(s: State, side: int, action: Action) -> None:
    b = s.battle
    _f_card_retreat(s, b, board().index[action["to"]])
    _after_text_cards(s, b)


def _after_text_cards(s: State, b: Battle) -> None:
    b.stage = "B5" if _on_field(s, b) else "B7"


# -- B5: Gandalf (alternative) lends his strength; B6: compare -----------------------------

def _gandalf_a_possible(s: State) -> bool:
    mode = s.opts.heroes
    if mode in ("alternative", "draft_secret"):
        return True
    return mode == "draft_known" and any(h in LENDERS for h in s.hero[:9])


def b5_support(s: State, b: Battle) -> None:
    # seed (Gandalf, alternative): "нельзя если битва с Warg; нельзя если нападает или обороняется сам"
    if not _warg(s, b) and not b.support and _gandalf_a_possible(s):
        near = board().adjacent[b.region] | {b.region}
        helpers = [q for q in pieces_of(F) if q != b.fp and s.loc[q] in near]
        if helpers:
            opts = [Action("pass")]
            if any(s.hero[q] in LENDERS for q in helpers):
                opts.insert(0, Action("support"))
            s.pending = Question(F, "support", tuple(opts))
            return
    b.stage = "B6"


def on_support(s: State, side: int, action: Action) -> None:
    b = s.battle
    if action.kind == "support":
        g = next(q for q in pieces_of(F) if s.hero[q] in LENDERS)
        reveal(s, g)
        b.support = KEYWORDS[s.hero[g]]["lends_strength"][0].amount
        say(s, "Gandalf is revealed to lend 1 strength.")
    else:
        b.support = -1  # declined: do not ask again
    b.stage = "B6"


def hero_strength(s: State, b: Battle, p: int) -> int:
    """Printed strength changed only by the hero's own text (digest 6.3)."""
    h = s.hero[p]
    base = strength_of()[h]
    if p < 9 and _warg(s, b):
        return base
    kw = KEYWORDS[h]
    if not kw:
        return base
    attacking = p == b.attacker
    for k in kw.get("strength_beside", ()):
        return k.strength if b.sam_proved else base
    for k in kw.get("matches_enemy_strength", ()):
        return hero_strength(s, b, b.sp if p < 9 else b.fp) if applies(k.when, attacking) else base
    for k in kw.get("strength_becomes", ()):
        if applies(k.when, attacking) and (not k.regions or board().ids[b.region] in k.regions):
            return k.strength
    return base


def _card_value(s: State, b: Battle, side: int) -> int:
    i = b.card[side]
    if i < 0 or b.ignored[side] or (side == S and b.strength_ignored[S]):
        return 0
    v = card_tables()[side][0][i]
    return max(v, 0)


def b6_compare(s: State, b: Battle) -> None:
    f = hero_strength(s, b, b.fp) + _card_value(s, b, F) + max(b.support, 0)
    x = hero_strength(s, b, b.sp) + _card_value(s, b, S)
    say(s, "Strength: the Fellowship {n}, Sauron {n2}.", n=f, n2=x)
    if f <= x:
        b.dead.append(b.fp)
    if x <= f:
        b.dead.append(b.sp)
    b.stage = "B7"


# -- B7: the fallen; B8: end of battle -----------------------------------------------------

def b7_fallen(s: State, b: Battle) -> None:
    dead = list(dict.fromkeys(b.dead))
    sp = b.sp
    escape = KEYWORDS[s.hero[sp]].get("escapes_when_defeated", ())
    if sp in dead and escape and not b.wormtongue_done:
        b.wormtongue_done = True
        # seed (Wormtongue): "Если побежден, может отступить назад на соседнюю пустую область"
        targets = retreat_targets(s, sp, escape[0].direction, counts(s), empty=escape[0].empty)
        if targets:
            s.pending = Question(S, "wormtongue", tuple(_retreat_actions(targets) + [Action("pass")]))
            return
    sauron_won = b.fp in dead and sp not in dead
    for p in dead:
        kill(s, p, in_battle_with=sp if p < 9 else b.fp)
    for k in KEYWORDS[s.hero[sp]].get("returns_after_victory", ()) if sauron_won else ():
        home = board().index[k.region]
        if b.region != home and s.loc[sp] == b.region:
            _shelob_returns(s, sp, home)
    b.dead = []
    b.stage = "B8"


def on_wormtongue(s: State, side: int, action: Action) -> None:
    b = s.battle
    if action.kind == "retreat":
        say(s, "Wormtongue escapes backwards to {to}.", to=action["to"])
        s.loc[b.sp] = board().index[action["to"]]
        b.dead = [p for p in b.dead if p != b.sp]
    b.stage = "B7"


def _shelob_returns(s: State, p: int, home: int) -> None:
    """Seed: "немедленно возвращается в Gondor; при этом немедленно погибает ... если там
    присутствует герой Братства или 2 других героя Саурона" (Gondor's maximum)."""
    say(s, "Shelob returns to Gondor.")
    s.loc[p] = home
    c = counts(s)
    if c[F][home] > 0 or c[S][home] - 1 >= board().capacity[home]:
        kill(s, p)


def b8_end(s: State, b: Battle) -> None:
    for side in (F, S):
        for i in b.table[side]:
            s.disc[side] |= 1 << i
    if s.hand[F] == 0 and s.hand[S] == 0:
        # seed: "Когда использованы все 9 Боевых карт ... каждый игрок забирает все свои карты"
        s.hand = [ALL_CARDS, ALL_CARDS]
        s.disc = [0, 0]
        say(s, "All combat cards are spent: both players take their cards back.")
    hide_all_shown(s, keep_region=s.palantir)
    nb = Battle(region=b.region, attacker=b.attacker)
    nb.first = False  # the Orcs' first attack is spent
    nb.sam_defended = b.sam_defended
    s.battle = nb


def _end_attack(s: State) -> None:
    s.battle = None
    s.stage = "after_move"


STEPS = {
    "B0": b0_choose_defender,
    "B1": b1_reveal,
    "B1a": b1a_gwaihir,
    "B2": b2_fellowship_text,
    "B3": b3_sauron_text,
    "B4": b4_cards,
    "B4_2": b4_2_saruman,
    "B4_3": b4_3_mouth,
    "B4_5": b4_5_sauron_card,
    "B4_6": b4_6_fellowship_card,
    "B5": b5_support,
    "B6": b6_compare,
    "B7": b7_fallen,
    "B8": b8_end,
}


def stage_battle(s: State) -> None:
    b = s.battle
    STEPS[b.stage](s, b)


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "Battle in {region}: {attacker} attacks {defender}.",
    "{hero} retreats from {frm} to {to}.",
    "{hero} decides the battle is fought without cards.",
    "Smeagol swaps places with a Fellowship hero from {frm}.",
    "{hero} is revealed beside Sam: Sam has strength 5.",
    "{hero} takes Frodo's place in the battle.",
    "Cards revealed: the Fellowship plays {card}, Sauron plays {card2}.",
    "{side} plays {card}.",
    "Saruman forces the Fellowship to show another card; {card} returns to the hand.",
    "The Mouth of Sauron replaces his card with the 4 from the {source}.",
    "Magic finds no discarded card: it has no strength and no effect.",
    "Magic brings back {card}.",
    "Retreat (Sideways) is impossible; the card has no effect.",
    "The Eye of Sauron: the Fellowship's card is ignored.",
    "Noble Sacrifice is cancelled by Sauron's Retreat.",
    "Gandalf is revealed to lend 1 strength.",
    "Strength: the Fellowship {n}, Sauron {n2}.",
    "Wormtongue escapes backwards to {to}.",
    "Shelob returns to Gondor.",
    "All combat cards are spent: both players take their cards back.",
)

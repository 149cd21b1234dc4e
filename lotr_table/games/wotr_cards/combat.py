"""The combat phase (rules §10): path and battleground combats, support, casualties chosen
by the defending side, the winner's victory area and corruption."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr_cards.cards import FREE_PEOPLES, SHADOW, locations
from lotr_table.games.wotr_cards.flow import FLOW, VOCAB
from lotr_table.games.wotr_cards.procedures import AT_LOCATION, cycle, eliminate, items_of
from lotr_table.games.wotr_cards.scenarios import setup_of
from lotr_table.games.wotr_cards.state import ACTIVE, ASIDE, at, reserve, vp_area
from lotr_table.games.wotr_cards.table_talk import card, other, owner, seats, side_of

LOCATIONS = locations()
THREE_HUNTERS = ("legolas", "gimli", "strider", "aragorn")


def location_of(s, instance: str) -> str | None:
    """The active location a card (or its bearer) stands on, or None in a reserve."""
    loc = AT_LOCATION.get(s.zones.zone_of(s.bearer.get(instance, instance)))
    return loc if loc is not None and loc in s.zones.cards[ACTIVE] else None


def active_path(s) -> str | None:
    return next((l for l in s.zones.cards[ACTIVE] if LOCATIONS[l].kind == "path"), None)


def active_battlegrounds(s) -> list[str]:
    return [l for l in s.zones.cards[ACTIVE] if LOCATIONS[l].kind == "battleground"]


def in_play_ids(s) -> set[str]:
    z = s.zones
    out = {z.card_of[i] for seat in seats(s) for i in z.cards[reserve(seat)]}
    for loc in z.cards[ACTIVE]:
        out |= {z.card_of[i] for i in z.cards[at(loc)]}
    return out


def _bonus(s, holder: str, carrier_card: str, icon: str, loc: str | None, supporting: str | None) -> int:
    """The 'icons' keywords of one card (the holder itself or an item on it)."""
    total = 0
    for kw in VOCAB.keywords(carrier_card, "icons"):
        n = kw.add.get(icon, 0)
        if not n or kw.lend_to or kw.to_location:
            continue
        if kw.at is not None and kw.at != loc:
            continue
        if kw.supporting and (supporting is None or s.zones.card_of[supporting] not in kw.supporting):
            continue
        if kw.while_in_play and not (set(kw.while_in_play) & in_play_ids(s)):
            continue
        if kw.beside_faction is not None:
            if loc is None or not any(card(s, i).faction == kw.beside_faction and card(s, i).type == "character"
                                      for i in s.zones.cards[at(loc)]):
                continue
        if kw.per_two_here is not None:
            if loc is None:
                continue
            n *= sum(1 for i in s.zones.cards[at(loc)]
                     if card(s, i).faction == kw.per_two_here and card(s, i).type in ("army", "character")) // 2
        total += n
    return total


def icons(s, instance: str, icon: str, supported: dict | None = None) -> int:
    """A card's icons of one kind: printed, its items', added tokens, its texts'; leadership
    counts only while the card is supported (rules §10.3)."""
    supported = supported or {}
    loc = location_of(s, instance)
    c = card(s, instance)
    kinds = (icon,)
    if icon in ("bg_atk", "bg_def") and instance in supported:
        kinds = (icon, "lead_" + icon[3:])
    total = 0
    army_supports = next((ch for ch, army in supported.items() if army == instance), None) if c.type == "army" else None
    for carrier in [instance] + items_of(s, instance):
        cc = card(s, carrier)
        for k in kinds:
            total += cc.icons.get(k, 0)
            total += dict(s.tokens.get(carrier, ())).get(k, 0)
        total += _bonus(s, instance, cc.id, icon, loc, army_supports)
    if c.type == "character":
        for seat in seats(s):
            for r in s.zones.cards[reserve(seat)]:
                for kw in VOCAB.keywords(s.zones.card_of[r], "icons"):
                    if c.id in kw.lend_to:
                        total += kw.add.get(icon, 0)
    return total


def location_icons(s, loc: str, icon: str) -> int:
    """A location's own icons: printed defence (unless reactivated from the other side's
    victory area, rules §10.5), added tokens, and what items there give the path (the Phial)."""
    total = dict(s.tokens.get(loc, ())).get(icon, 0)
    l = LOCATIONS[loc]
    if icon in ("bg_def", "path_def") and icon[:2] == ("pa" if l.kind == "path" else "bg") and loc not in s.reactivated_against:
        total += l.defence
    for i in s.zones.cards[at(loc)]:
        for item in items_of(s, i):
            for kw in VOCAB.keywords(s.zones.card_of[item], "icons"):
                if kw.to_location:
                    total += kw.add.get(icon, 0)
    return total


def supports(s, loc: str, chosen: tuple = ()) -> dict:
    """character -> the army supporting it, fixed as the combat starts (seed, СИМВОЛЫ
    ЛИДЕРСТВА: «Каждое воинство может поддерживать только одного персонажа»): an army whose
    text rewards supporting someone supports that one (the Dead Men), then the choices its
    player made (`chosen`: (army, character) pairs, `support_question`), then each
    character with leadership icons, most first, takes an army of its faction (or as its
    text or a round rule says)."""
    out = {}
    for side in (FREE_PEOPLES, SHADOW):
        chars, armies, allowed = _fixed_supports(s, loc, side, chosen, out)
        for ch in chars:
            if ch in out:
                continue
            army = next((a for a in armies if allowed(a, ch)), None)
            if army is not None:
                armies.remove(army)
                out[ch] = army
    return out


def _supporters(s, loc: str, side: str):
    """A side's characters here, most leadership icons first (attack when it attacks, defence
    when it defends); those of them whose leadership icons count; its armies; and which army
    may support whom."""
    cards_here = s.zones.cards[at(loc)]
    icon = "lead_atk" if side != LOCATIONS[loc].side else "lead_def"
    everyone = sorted((i for i in cards_here if card(s, i).type == "character" and card(s, i).side == side),
                      key=lambda i: (-card(s, i).icons.get(icon, 0), i))
    leading = [i for i in everyone if card(s, i).icons.get(icon, 0)]
    armies = sorted(i for i in cards_here if card(s, i).type == "army" and card(s, i).side == side)
    hunting = "three_hunters" in s.round_rules

    def allowed(army: str, ch: str) -> bool:
        c = card(s, ch)
        if hunting and c.id in THREE_HUNTERS:
            return True
        return card(s, army).faction in {c.faction} | {kw.also_of for kw in VOCAB.keywords(c.id, "battlegrounds") if kw.also_of}
    return everyone, leading, armies, allowed


def _named_support(s, everyone: list, armies: list, out: dict) -> None:
    """An army whose text rewards supporting a named character (the Dead Men) supports it."""
    for army in list(armies):
        wanted = {n for kw in VOCAB.keywords(card(s, army).id, "icons") for n in kw.supporting}
        ch = next((c for c in everyone if card(s, c).id in wanted and c not in out), None) if wanted else None
        if ch is not None:
            armies.remove(army)
            out[ch] = army


def _fixed_supports(s, loc: str, side: str, chosen: tuple, out: dict):
    """The named supports and the players' choices of one side, put in `out`; what is left:
    the characters whose leadership counts, the armies, and who may support whom."""
    everyone, leading, armies, allowed = _supporters(s, loc, side)
    _named_support(s, everyone, armies, out)
    for army, ch in chosen:
        if army in armies and ch in leading and ch not in out:
            armies.remove(army)
            out[ch] = army
    return leading, armies, allowed


SUPPORT_PROMPT = "Choose the character this army supports."


def support_question(s, loc: str, chosen: tuple) -> tuple[str, list[str]] | None:
    """(army, characters) where an army could support either of two characters and which one
    it supports changes the count (whose leadership icons count): its player chooses. None
    where every way of supporting counts the same leadership icons."""
    if LOCATIONS[loc].kind == "path":
        return None
    out: dict = {}
    for side in (FREE_PEOPLES, SHADOW):
        chars, armies, allowed = _fixed_supports(s, loc, side, chosen, out)
        free = [c for c in chars if c not in out]
        if len(free) < 2 or not armies:
            continue
        if len(_supported_sets(armies, free, allowed)) > 1:
            for army in armies:
                could = [c for c in free if allowed(army, c)]
                if len(could) >= 2:
                    return army, could
    return None


def _supported_sets(armies: list, chars: list, allowed) -> set:
    """Every set of characters some way of supporting leaves supported: each army in turn
    supports one character not yet supported that it may, as long as one is left."""
    found = set()

    def go(k: int, taken: frozenset) -> None:
        if k == len(armies):
            found.add(taken)
            return
        could = [c for c in chars if c not in taken and allowed(armies[k], c)]
        for c in could:
            go(k + 1, taken | {c})
        if not could:
            go(k + 1, taken)
    go(0, frozenset())
    return found


def defender_of(s, loc: str) -> str:
    l = LOCATIONS[loc]
    return FREE_PEOPLES if l.kind == "path" else l.side


def _fighters(s, loc: str, side: str) -> list[str]:
    return sorted(i for i in s.zones.cards[at(loc)] if card(s, i).side == side and card(s, i).type in ("army", "character"))


def count(s, loc: str, chosen: tuple = ()) -> dict:
    """A combat's icons counted, as it would start now (rules §10): each fighting card's attack
    or defence icons (`cards`), the location's own (`location`: defence, `location_attack`),
    the totals, and the supports fixed as it starts. On a path only characters attack."""
    path = LOCATIONS[loc].kind == "path"
    defender = defender_of(s, loc)
    atk_icon, def_icon = ("path_atk", "path_def") if path else ("bg_atk", "bg_def")
    sup = {} if path else supports(s, loc, chosen)
    attacking = {i: icons(s, i, atk_icon, sup) for i in _fighters(s, loc, other(defender))
                 if path is False or card(s, i).type == "character"}
    defending = {i: icons(s, i, def_icon, sup) for i in _fighters(s, loc, defender)}
    location_attack, own = location_icons(s, loc, atk_icon), location_icons(s, loc, def_icon)
    return {"attack": location_attack + sum(attacking.values()), "defence": own + sum(defending.values()),
            "location": own, "location_attack": location_attack, "cards": {**attacking, **defending},
            "defender": defender, "supports": sup}


COMBAT_ORDER_PROMPT = "Choose the location whose combat is fought next."


def first_player(s) -> int:
    return setup_of(s.opts).slots[s.first]


@FLOW.step("combat_order")
def _combat_order(s) -> None:
    """«Сражения происходят по очереди в каждой активной локации в порядке, выбираемом первым
    игроком.» (rules §10): the first player names the next combat while more than one is left;
    the order matters where a combat takes away a card another location's count relies on
    (Théoden's "+1 while Gandalf is in play")."""
    left = [l for l in s.zones.cards[ACTIVE] if LOCATIONS[l].kind == "path"] + active_battlegrounds(s)
    if len(left) == 1:
        FLOW.then(s, ("combat", left[0]))
    elif left:
        # each option names its location as an activation's choice does ("path", "battleground")
        FLOW.ask(s, first_player(s), "combat_order", [Action(LOCATIONS[l].kind, location=l) for l in left],
                 COMBAT_ORDER_PROMPT)


@FLOW.answer("combat_order")
def _on_combat_order(s, q, action) -> None:
    FLOW.then(s, ("combat", action["location"]), ("combat_order",))


@FLOW.step("combat")
def _combat(s, loc: str, chosen: tuple = ()) -> None:
    asked = support_question(s, loc, chosen)
    if asked is not None:
        army, could = asked
        FLOW.ask(s, owner(army), "support", [Action("support", card=army, character=c) for c in could],
                 SUPPORT_PROMPT, data=(loc, chosen))
        return
    counted = count(s, loc, chosen)
    attack, own, total_def, sup = counted["attack"], counted["location"], counted["defence"], counted["supports"]
    fighters = tuple((card(s, i).id, n, card(s, i).side != counted["defender"]) for i, n in counted["cards"].items())
    s.combats = (s.combats[0], s.combats[1] + ((loc, attack, own, total_def, fighters),)) if s.combats else s.combats
    remaining = max(0, attack - own)
    say(s, "Combat at {location}: {attack} attack, {defence} defence on the location.", location=loc, attack=attack, defence=own)
    FLOW.then(s, ("casualties", loc, remaining, tuple(sorted(sup.items())), attack, total_def))


@FLOW.answer("support")
def _on_support(s, q, action) -> None:
    loc, chosen = q.data
    FLOW.then(s, ("combat", loc, chosen + ((action["card"], action["character"]),)))


def _candidates(s, loc: str, sup: dict) -> list[tuple[str, int]]:
    path = LOCATIONS[loc].kind == "path"
    icon = "path_def" if path else "bg_def"
    out = []
    for i in _fighters(s, loc, defender_of(s, loc)):
        if path and card(s, i).type != "character":
            continue
        n = icons(s, i, icon, sup)
        if n >= 1:
            out.append((i, n))
    return out


CASUALTY_PROMPT = "Choose a card to eliminate to cancel attack icons."


@FLOW.step("casualties")
def _casualties(s, loc: str, remaining: int, sup: tuple, attack: int, total_def: int) -> None:
    """The defending side eliminates cards, one at a time, until no attack icon is left or no
    card with a defence icon is (rules §10.1, A3). A choice that changes nothing is not asked."""
    found = _candidates(s, loc, dict(sup))
    if remaining <= 0 or not found:
        FLOW.then(s, ("combat_end", loc, attack, total_def, remaining))
        return
    if len(found) == 1 or remaining >= sum(n for _, n in found):
        inst, n = found[0]
        _kill(s, loc, inst, n, remaining, sup, attack, total_def)
        return
    defenders = [x for x in _order(s) if side_of(s, x) == defender_of(s, loc)]
    chooser = next((x for x in defenders if any(owner(i) == x for i, _ in found)), defenders[0])
    options = [Action("casualty", card=i) for i, _ in found]
    context = (loc, remaining, sup, attack, total_def)
    if len({owner(i) for i, _ in found}) == 1:
        FLOW.ask(s, chooser, "casualty", options, CASUALTY_PROMPT, data=context, location=loc)
        return
    # cards of two players: one proposes, the partner confirms; if they do not agree, the
    # attacking side chooses (rules A3, the published rule)
    FLOW.then(s, ("attackers_choose", context))
    FLOW.joint(s, "casualty", chooser, tuple(x for x in defenders if x != chooser), tuple(options), CASUALTY_PROMPT, context)


def _agreed(s, proposer, action, context) -> None:
    s.stack.pop()                           # the attackers' choice is not needed
    loc, remaining, sup, attack, total_def = context
    n = dict(_candidates(s, loc, dict(sup)))[action["card"]]
    _kill(s, loc, action["card"], n, remaining, sup, attack, total_def)


FLOW.joint_kind("casualty", _agreed)


@FLOW.step("attackers_choose")
def _attackers_choose(s, context) -> None:
    loc = context[0]
    attackers = [x for x in _order(s) if side_of(s, x) != defender_of(s, loc)]
    found = _candidates(s, loc, dict(context[2]))
    say(s, "The defenders do not agree: the attackers choose.")
    FLOW.ask(s, attackers[0], "casualty", [Action("casualty", card=i) for i, _ in found], CASUALTY_PROMPT,
             data=context, location=loc)


def _order(s) -> list[int]:
    slots = setup_of(s.opts).slots
    return list(dict.fromkeys(slots[(s.first + k) % len(slots)] for k in range(len(slots))))


def _kill(s, loc, inst, n, remaining, sup, attack, total_def) -> None:
    reason = "path_combat" if LOCATIONS[loc].kind == "path" else "battleground_combat"
    eliminate(s, inst, reason)
    FLOW.then(s, ("casualties", loc, max(0, remaining - n), sup, attack, total_def))


@FLOW.answer("casualty")
def _on_casualty(s, q, action) -> None:
    loc, remaining, sup, attack, total_def = q.data
    n = dict(_candidates(s, loc, dict(sup)))[action["card"]]
    _kill(s, loc, action["card"], n, remaining, sup, attack, total_def)


@FLOW.step("combat_end")
def _combat_end(s, loc: str, attack: int, total_def: int, remaining: int) -> None:
    l = LOCATIONS[loc]
    defender = defender_of(s, loc)
    zone = at(loc)                           # read again after each change (Zones.copy_shared)
    for i in [i for i in s.zones.cards[zone] if i not in s.bearer and card(s, i).side == defender]:
        cycle(s, i)                          # the defenders left standing (their items with them)
    for i in [i for i in s.zones.cards[zone] if i not in s.bearer]:
        if i in s.zones.cards[zone]:
            eliminate(s, i, "path_combat" if l.kind == "path" else "battleground_combat")
    for i in list(s.zones.cards[zone]):      # an item whose bearer left by another way
        eliminate(s, i)
    s.tokens.pop(loc, None)
    s.reactivated_against -= {loc}
    duel = l.kind == "path" and setup_of(s.opts).duel_paths
    if duel and total_def == attack:
        s.zones.move(loc, ASIDE)
        say(s, "{location} goes to nobody: attack and defence are equal.", location=loc)
    elif remaining == 0 and (not duel or total_def > attack):
        s.zones.move(loc, vp_area(defender))
        say(s, "{side} win {location}.", side=defender, location=loc)
    else:
        s.zones.move(loc, vp_area(other(defender)))
        say(s, "{side} win {location}.", side=other(defender), location=loc)
        if l.kind == "path":
            n = remaining
            s.corruption += n
            say(s, "The Shadow gain {n} corruption.", n=n)
    if l.kind == "path" and l.path >= setup_of(s.opts).max_path:
        s.final = True

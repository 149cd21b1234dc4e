"""What is in play and what it is: the active cards (R19.1), the filters card texts use
("a Hobbit", "a ranger companion", "a Gondor Man"), and the quantities cards change
(strength, vitality, twilight costs, archery totals) with every modifier applied."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lotr_table.games.lotr_tcg.data import Card, content
from lotr_table.games.lotr_tcg.state import VOCAB, card, owner, play, table_zones  # noqa: F401  (owner: for the rules)

CHARACTER_TYPES = ("companion", "ally", "minion")
RACES = ("hobbit", "man", "elf", "dwarf", "wizard", "orc", "uruk-hai", "nazgul")
TYPES = ("companion", "ally", "minion", "possession", "condition", "event", "site")


@lru_cache(maxsize=1)
def _cards() -> dict:
    return content().cards


def current_site(s: Any) -> str | None:
    return s.path.get(s.marker.get(s.fp))


def site_number(s: Any) -> int:
    return s.marker.get(s.fp, 1)


def in_play_of(s: Any, seat: int) -> list[str]:
    return s.zones.cards[play(seat)]


def active(s: Any) -> tuple[tuple[str, str, int], ...]:
    """(instance, card, controller) of every active card (R19.1): the FP player's Free
    Peoples cards and The One Ring, the other players' Shadow cards, and the FP player's
    site (R8.9). A card borne by an active card is active with it."""
    frozen = s.cache.get("active")
    if frozen is not None:                   # a read-only pass (offers) keeps it once
        return frozen
    # Worked out once per layout (the zones' memo, dropped by every move) and turn of the
    # table (the FP player, the eliminated, the phase, the site): a decision asks it many times.
    site = current_site(s)
    key = ("active", s.fp, s.out, s.phase == "setup", site)
    memo = s.zones.memo
    found = memo.get(key)
    if found is None:
        found, steady = _active(s, site)
        if steady:
            memo[key] = found
    return found


def _active(s: Any, site: str | None) -> tuple[tuple, bool]:
    """The active cards, and whether they follow from the key `active` keeps them by: not
    when a second copy of a unique Shadow card was set aside, which asks who bears what."""
    cards = _cards()
    card_of = s.zones.card_of
    doubled = None                           # R19.6, worked out only when a unique Shadow card is met
    out = []
    for p in s.seats_in_game():
        for inst in s.zones.cards[play(p)]:
            c = cards[card_of[inst]]
            if p == s.fp:
                if c.side != "shadow":
                    out.append((inst, c.id, p))
            elif c.side == "shadow":
                bearer = s.attached.get(inst)
                if c.unique or (bearer is not None and cards[card_of[bearer]].unique):
                    if doubled is None:
                        doubled = _second_copies(s, cards, card_of)
                    if inst in doubled or bearer in doubled:
                        continue
                out.append((inst, c.id, p))
    if site is not None and s.phase != "setup":
        out.append((site, card_of[site], s.fp))
    return tuple(out), not doubled


def on_table(s: Any) -> frozenset:
    """The cards (templates) in any player's play area or on the path: every active card is
    among them (the rules ask this first, to skip weighing which are active when none of
    the cards they look for is here). Worked out once per layout."""
    memo = s.zones.memo
    found = memo.get("on_table")
    if found is None:
        card_of, cards = s.zones.card_of, s.zones.cards
        found = memo["on_table"] = frozenset(card_of[i] for z in _table_zones(s.opts.players) for i in cards[z])
    return found


_table_zones = lru_cache(maxsize=None)(table_zones)


def _second_copies(s: Any, cards: dict, card_of: dict) -> set[str]:
    """R19.6: when two players' copies of one unique Shadow card would both be active, only
    the copy of the player nearest the FP player's right is (walking counter-clockwise); the
    others are inactive, with what they bear."""
    first: dict[str, int] = {}
    out = set()
    for p in s.shadow_players():
        for inst in s.zones.cards[play(p)]:
            c = cards[card_of[inst]]
            if c.side == "shadow" and c.unique:
                if first.setdefault(c.title, p) != p:
                    out.add(inst)
    return out


class reading:
    """While the rules only read the state (gathering a seat's offers), the active cards are
    listed once: `with reading(s): ...`."""

    def __init__(self, s: Any) -> None:
        self.s = s

    def __enter__(self) -> None:
        self.s.cache.pop("active", None)
        self.s.cache["active"] = tuple(active(self.s))

    def __exit__(self, *exc) -> None:
        self.s.cache.pop("active", None)


def is_active(s: Any, inst: str) -> bool:
    return any(i == inst for i, _, _ in active(s))


def companions(s: Any, seat: int | None = None) -> list[str]:
    seat = s.fp if seat is None else seat
    return [i for i in in_play_of(s, seat) if card(s, i).type == "companion"]


def allies(s: Any, seat: int | None = None) -> list[str]:
    seat = s.fp if seat is None else seat
    return [i for i in in_play_of(s, seat) if card(s, i).type == "ally"]


def minions(s: Any, seat: int | None = None) -> list[str]:
    seats = [seat] if seat is not None else [p for p in s.seats_in_game() if p != s.fp]
    return [i for p in seats for i in in_play_of(s, p) if card(s, i).type == "minion"]


def allies_at_home(s: Any) -> list[str]:
    """Allies take part in archery and skirmishes only at their home site (R8.15), or while
    a card lets them (One Whom Men Would Follow)."""
    return [i for i in allies(s) if card(s, i).home == site_number(s) or has_lasting(s, "fights", i)]


def borne_by(s: Any, bearer: str) -> list[str]:
    return [i for i, b in s.attached.items() if b == bearer]


def site_keywords(s: Any) -> tuple[str, ...]:
    site = current_site(s)
    return card(s, site).keywords if site is not None else ()


def roaming(s: Any, inst: str) -> bool:
    """R9.8 (engine reading): a minion is roaming while the fellowship's site number is below
    its own."""
    c = card(s, inst)
    return c.type == "minion" and c.site is not None and site_number(s) < c.site


def skirmish_opponents(s: Any, inst: str) -> list[str]:
    if not s.fought:
        return []
    comp, mins = s.fought
    if inst == comp:
        return list(mins)
    if inst in mins:
        return [comp] if comp is not None else []      # the companion may have died in it
    return []


def matches(s: Any, inst: str, filt: str, me: str = "", controller: int = -1) -> bool:
    """Whether card `inst` fits `filt`: alternatives split by "|", each a list of terms all
    of which must hold, split by ","; `me` is the card whose text asks."""
    c = card(s, inst)
    for alt in _parsed(filt):
        for t in alt:
            if not _term(s, inst, c, t, me, controller):
                break
        else:
            return True
    return False


@lru_cache(maxsize=None)
def _parsed(filt: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(t.strip() for t in alt.split(",") if t.strip()) for alt in filt.split("|"))


def _term(s: Any, inst: str, c: Card, term: str, me: str, controller: int) -> bool:
    if term.startswith("not:"):
        return not _term(s, inst, c, term[4:], me, controller)
    if term in TYPES:
        return c.type == term
    if term == "character":
        return c.type in CHARACTER_TYPES
    if term in RACES:
        return c.race == term
    if term.startswith("culture:"):
        return c.culture == term[8:]
    if term.startswith("title:"):
        return c.title == term[6:]
    if term.startswith("signet:"):
        return c.signet == term[7:]
    if term in ("shadow", "free_peoples"):
        return c.side == term
    if term == "self":
        return inst == me
    if term == "other":
        return inst != me
    if term == "bearer":
        return s.attached.get(me) == inst
    if term == "yours":
        return owner(inst) == controller
    if term == "roaming":
        return roaming(s, inst)
    if term == "weapon":
        return c.item_class in ("hand weapon", "ranged weapon")
    if term == "on_companion":
        b = s.attached.get(inst)
        return b is not None and card(s, b).type == "companion"
    if term == "no_stranger_free":      # "limit 1 per ranger"
        return not any(s.zones.card_of[i] == "1U108" for i in borne_by(s, inst))
    if term == "first_this_phase":
        return not s.used.get(("first_orc", s.phase))
    if term == "first_nazgul_this_turn":        # Ford of Bruinen: until a Nazgûl is paid for this turn
        return not s.used.get("first_nazgul")
    if term.startswith("skirmishing:"):
        what = term[12:].replace(";", ",")      # "skirmishing:orc;culture:sauron"
        return any(matches(s, o, what, me, controller) for o in skirmish_opponents(s, inst))
    if term == "ring-bearer":
        return inst in s.bearer.values()
    if term == "fp_ring-bearer":             # the Free Peoples player's Ring-bearer
        return inst == s.bearer.get(s.fp)
    if term == "wearing_the_ring":           # the Free Peoples player's Ring-bearer, The One Ring on
        return s.ring_on and inst == s.bearer.get(s.fp)
    if term == "in_skirmish":                # fighting the skirmish being resolved
        return bool(s.fought) and (inst == s.fought[0] or inst in s.fought[1])
    if term == "attached":                   # borne by a card, or on a site
        return inst in s.attached
    if term == "unassigned":                 # neither fighting a skirmish nor waiting to
        return not (s.assigned.get(inst) or (s.fought and s.fought[0] == inst)
                    or any(inst in ms for ms in s.assigned.values()))
    if term.startswith("bearing:"):      # "bearing:weapon", "bearing:class:hand weapon"
        return any(matches(s, i, term[8:]) for i in borne_by(s, inst))
    if term.startswith("class:"):        # an item class: "class:hand weapon"
        return c.item_class == term[6:]
    if term.startswith("borne_by:"):         # an item borne by a character that fits
        b = s.attached.get(inst)
        return b is not None and matches(s, b, term[9:], me, controller)
    if term == "against_bearer":         # skirmishing the bearer of the card whose text asks
        b = s.attached.get(me)
        return b is not None and inst in skirmish_opponents(s, b)
    if term == "winner":                     # on the winning side of the skirmish just resolved
        return inst in s.used.get("winners", ())
    if term.startswith("timing:"):          # an event with this timing word
        return term[7:] in c.timing
    if term == "loser":                      # on the losing side of the skirmish just resolved
        return inst in s.used.get("losers", ())
    if term.startswith("bears:"):            # "bears:condition;culture:ringwraith"
        return any(matches(s, i, term[6:].replace(";", ",").replace("&", ","), me, controller) for i in borne_by(s, inst))
    if term.startswith("here:"):            # the fellowship's site has this keyword
        return term[5:] in site_keywords(s)
    if term.startswith("site_from:"):       # the fellowship is at this site number or higher
        return site_number(s) >= int(term[10:])
    if term == "exhausted":
        return c.type in CHARACTER_TYPES and exhausted(s, inst)
    if term == "wounded":
        return s.wounds.get(inst, 0) > 0
    if term == "skirmishing_me":            # in the same skirmish as the card whose text asks
        return me in skirmish_opponents(s, inst)
    if term == "bearer_here":               # the card whose text asks is on the fellowship's site
        return me != "" and s.attached.get(me) is not None and s.attached.get(me) == current_site(s)
    if term == "bears_none_like_me":        # "limit 1 per site": bears no card of the asking card's title
        return not any(card(s, i).title == card(s, me).title for i in borne_by(s, inst) if i != me)
    if term.startswith("home:"):
        return c.home == int(term[5:])
    if term.startswith("race:"):         # races the list above does not name (troll, balrog)
        return c.race == term[5:]
    if term == "can_exert":
        return not exhausted(s, inst)
    if term == "race_unspotted":         # The Nine Walkers: no active character of its race
        return not any(i != inst and card(s, i).type in CHARACTER_TYPES and card(s, i).race == c.race
                       for i, _, _ in active(s))
    if term == "archer":
        return is_archer(s, inst)
    if ":" in term:
        return _prefixed(s, inst, c, term, me, controller)
    return term in c.keywords


def _prefixed(s: Any, inst: str, c: Card, term: str, me: str, controller: int) -> bool:
    kind, _, value = term.partition(":")
    if kind == "home":
        return c.home == int(value)
    if kind == "item":
        return c.item_class == value
    if kind == "at_site":                    # "at_site:6-8": the fellowship is at one of those sites
        low, _, high = value.partition("-")
        return int(low) <= site_number(s) <= int(high or low)
    if kind == "site":                       # "site:plains": the fellowship's site has that keyword
        return value in site_keywords(s)
    if kind == "bears":                      # "bears:culture:dwarven&item:hand weapon"
        what = value.replace("&", ",")
        return any(matches(s, i, what, me, controller) for i in borne_by(s, inst))
    return term in c.keywords


# -- quantities ------------------------------------------------------------------------


def modified(s: Any, what: str, target: Any, base: int) -> int:
    lent = borrowed(s)
    if lent:
        return VOCAB.modified(s, list(active(s)) + lent, what, target, base)
    codes = _modifying(what)
    if not codes or codes.isdisjoint(on_table(s)):
        return base                         # no card of this game, or none in play, changes it
    # only the active cards with a modifier of this quantity are asked (most have none)
    return VOCAB.modified(s, [x for x in active(s) if x[1] in codes], what, target, base)


@lru_cache(maxsize=None)
def _modifying(what: str) -> frozenset:
    """The cards with a continuous modifier of `what` (the records are loaded once)."""
    return frozenset(code for code, b in VOCAB.cards.items()
                     if any(ab.type == "modifier" and ab.what == what for ab in b.abilities))




@lru_cache(maxsize=1)
def _site_text_holders() -> frozenset:
    return VOCAB.holders("site_text")


def borrowed(s: Any) -> list[tuple[str, str, int]]:
    """(ally, site card, controller) for each active card that has the game text of its
    player's own site of a number on the path (Silinde, Uruviel: "While you can spot your
    site 3, Silinde has the game text of that site")."""
    holders = _site_text_holders()
    if holders.isdisjoint(on_table(s)) or s.phase == "setup":
        return []                            # the common case, asked on every modified quantity
    card_of = s.zones.card_of
    zone = s.zones.cards[play(s.fp)]
    if holders.isdisjoint(map(card_of.__getitem__, zone)):
        return []                            # the common case, asked on every modified quantity
    out = []
    for inst in zone:
        for text in VOCAB.keywords(card_of[inst], "site_text"):
            site = s.path.get(text.site)
            if site is not None and owner(site) == s.fp:
                out.append((inst, card_of[site], s.fp))
    return out


def lasting(s: Any, kind: str, inst: str) -> int:
    """The sum of lasting effects of `kind` on one card (those naming it, and those naming a
    filter it fits)."""
    total = 0
    for k, target, amount, _until in s.effects:
        if k == kind and target == inst:
            total += amount
        elif k == kind + "_all" and matches(s, inst, target):
            total += amount
    return total


def has_lasting(s: Any, kind: str, inst: str) -> bool:
    return any(k == kind and target == inst for k, target, _a, _u in s.effects)


def strength(s: Any, inst: str) -> int:
    c = card(s, inst)
    value = (c.strength or 0) + sum(card(s, i).strength or 0 for i in _bonus_items(s, inst))
    value += lasting(s, "strength", inst)
    if c.id in _PER_SPOT:
        value += _PER_SPOT[c.id](s, inst, c.id)
    if c.id in _counting_cards():
        value += counted(s, inst, "strength_each")
    return max(0, modified(s, "strength", inst, value))


def _bonus_items(s: Any, inst: str) -> list[str]:
    """What a character bears that adds to its strength: not a possession whose bonus is
    cancelled (Parry), nor a weapon while it skirmishes a minion that denies them."""
    items = [i for i in borne_by(s, inst) if card(s, i).type in ("possession", "the_one_ring")]
    if not items:
        return items
    if s.effects:
        items = [i for i in items if not has_lasting(s, "no_bonus", i)]
    if s.fought and modified(s, "weapons_denied", inst, 0) > 0:
        items = [i for i in items if not matches(s, i, "weapon")]
    return items


@lru_cache(maxsize=1)
def _counting_cards() -> frozenset:
    """The cards whose own quantity grows with what can be spotted ("+1 for each other
    Moria Orc you can spot")."""
    return frozenset(code for code, b in VOCAB.cards.items()
                     if any(ab.type == "modifier" and ab.what.endswith("_each") for ab in b.abilities))


def counted(s: Any, inst: str, what: str) -> int:
    """A card's own modifiers of `what` ("strength_each"): `amount` for each active card its
    spot condition's filter finds, seen from the card itself."""
    total = 0
    for ab in VOCAB.cards[card(s, inst).id].abilities:
        if ab.type == "modifier" and ab.what == what and ab.condition is not None:
            f = ab.condition.params.filter
            total += ab.amount * sum(1 for i, _, _ in active(s) if matches(s, i, f, inst, owner(inst)))
    return total


def vitality(s: Any, inst: str) -> int:
    c = card(s, inst)
    # a possession or a condition may print a vitality bonus (The Saga of Elendil)
    return (c.vitality or 0) + sum(card(s, i).vitality or 0 for i in borne_by(s, inst)
                                   if card(s, i).type in ("possession", "condition", "the_one_ring"))


def exhausted(s: Any, inst: str) -> bool:
    """R15.4: one wound from death, a character cannot exert."""
    return s.wounds.get(inst, 0) >= vitality(s, inst) - 1


def damage_bonus(s: Any, inst: str) -> int:
    """Printed damage +N, and what cards give (Ranger's Sword, Moria Stairway, Dagger Strike)."""
    return card(s, inst).damage() + max(0, modified(s, "damage", inst, 0)) + lasting(s, "damage", inst)


def defender_bonus(s: Any, inst: str) -> int:
    """Printed defender +N, and what cards give until the regroup phase (Elendil's Valor)."""
    return card(s, inst).defender() + modified(s, "defender", inst, 0) + lasting(s, "defender", inst)


def fierce(s: Any, inst: str) -> bool:
    """Printed fierce, made fierce for a while, or fierce at a site (Weathertop)."""
    return ("fierce" in card(s, inst).keywords or has_lasting(s, "fierce", inst)
            or modified(s, "fierce", inst, 0) > 0)


def cost(s: Any, inst: str, discount: int = 0) -> int:
    """A card's twilight cost with every modifier, the roaming penalty of a minion (R9.7)
    and a discount a card gives; never below 0 (ambiguity 11)."""
    c = card(s, inst)
    value = modified(s, "cost", inst, c.cost) - discount
    if c.id in _own_cost_cards():            # its own text changes its cost, from the hand
        value = VOCAB.modified(s, ((inst, c.id, owner(inst)),), "own_cost", inst, value)
    value = max(0, value)
    if roaming(s, inst):
        value += _roaming_penalty(s, inst)
    return value


def _roaming_penalty(s: Any, inst: str) -> int:
    """R9.7: 2, lowered by a tracker of the minion's own player or by the site (read only
    when one is there)."""
    codes = _modifying("roaming")
    card_of = s.zones.card_of
    if codes.isdisjoint(card_of.values()):
        return 2
    here = card_of.get(current_site(s))          # a site's text (Bree Streets) lowers it too
    if here not in codes and not any(card_of[i] in codes for i in s.zones.cards[play(owner(inst))]):
        return 2
    return max(0, modified(s, "roaming", inst, 2))


def shadow_number(s: Any, site: str) -> int:
    return max(0, modified(s, "shadow_number", site, card(s, site).shadow_number or 0))


def minion_archery(s: Any) -> int:
    archers = sum(1 for m in minions(s) if "archer" in card(s, m).keywords)
    base = archers
    # Anduin Banks: +2 for each companion over 4; Brown Lands: +1 for each minion archer (limit +4)
    base += modified(s, "minion_archery_per_companion_over_4", None, 0) * max(0, len(companions(s)) - 4)
    base += modified(s, "minion_archery_per_archer", None, 0) * min(4, archers)
    base += lasting_total(s, "minion_archery")
    return max(0, modified(s, "minion_archery", None, base))


def fellowship_archery(s: Any) -> int:
    base = sum(1 for c in companions(s) + allies_at_home(s) if is_archer(s, c) and not has_lasting(s, "no_archery", c))
    base += lasting_total(s, "fellowship_archery")
    return max(0, modified(s, "fellowship_archery", None, base))


def skipped(s: Any, phase: str) -> bool:
    """A site's text skips a phase there (Anduin Wilderland, Buckleberry Ferry)."""
    return modified(s, "skip_" + phase, None, 0) > 0


def cannot_play(s: Any, inst: str) -> bool:
    """A card's text forbids playing this card (Breeland Forest: stealth events)."""
    return modified(s, "cannot_play", inst, 0) > 0


@lru_cache(maxsize=1)
def _archer_makers() -> frozenset:
    """The cards with a modifier that makes a character an archer (Elven Bow)."""
    return frozenset(code for code, b in VOCAB.cards.items()
                     if any(ab.type == "modifier" and ab.what == "archer" for ab in b.abilities))


def is_archer(s: Any, inst: str) -> bool:
    """Archer printed, or made one by a card in play (Elven Bow). Only the cards that can
    make archers are asked: a filter naming "archer" sits on the strength path."""
    if "archer" in card(s, inst).keywords:
        return True
    makers = _archer_makers()
    card_of = s.zones.card_of
    if all(makers.isdisjoint(map(card_of.__getitem__, s.zones.cards[play(p)])) for p in s.seats_in_game()):
        return False                         # the common case: no such card in play
    found = [e for e in active(s) if e[1] in makers]
    return bool(found) and VOCAB.modified(s, found, "archer", inst, 0) > 0


def lasting_total(s: Any, kind: str) -> int:
    """A lasting change of a total rather than of a card (Double Shot: the fellowship archery
    total +1)."""
    return sum(amount for k, _target, amount, _until in s.effects if k == kind)


def overwhelm_multiplier(s: Any, inst: str) -> int:
    """Overwhelmed at double strength (R13.7); Coat of Mail and Bounder make it triple."""
    extra = modified(s, "overwhelm", inst, 0) + lasting(s, "overwhelm", inst)
    return 3 if extra > 0 else 2


def move_limit(s: Any) -> int:
    limit = s.move_limit + s.used.get("move_limit_bonus", 0)
    lowered = modified(s, "move_limit", None, limit)
    return limit if lowered >= limit else max(1, lowered)       # lowered, never below 1


def listens(s: Any, event_name: str) -> bool:
    """Whether a card in play has a trigger on this event: the events only some cards answer
    (a Shadow phase's beginning, an assignment, a death) are announced only then."""
    codes = triggered_by(event_name)
    card_of = s.zones.card_of
    if codes.isdisjoint(on_table(s)):
        return False                         # no such card at the table (the common case)
    return any(card_of[i] in codes for p in s.seats_in_game() for i in s.zones.cards[play(p)])


# card id -> (s, instance, card id) -> strength it has for what can be spotted
# (filled by shadow_abilities for every card with a strength_per_spot keyword)
_PER_SPOT: dict = {}


@lru_cache(maxsize=1)
def _own_cost_cards() -> frozenset:
    return frozenset(code for code, b in VOCAB.cards.items()
                     if any(ab.type == "modifier" and ab.what == "own_cost" for ab in b.abilities))


@lru_cache(maxsize=None)
def triggered_by(event: str) -> frozenset:
    """The cards with a trigger on this event."""
    return frozenset(code for code, b in VOCAB.cards.items() if any(ab.type == "trigger" and ab.on == event for ab in b.abilities))


@lru_cache(maxsize=None)
def with_keyword(name: str) -> frozenset:
    """The cards with this keyword ability ("exert_to_play")."""
    return VOCAB.holders(name)


def card_of_code(code: str) -> Card:
    return _cards()[code]

"""Zones: card and piece instances with ids, in zones whose visibility is declared.

A game declares its zones once (`ZoneSpec`: who may see what is in it), puts instances in
them, and gets three things from the declarations instead of writing them:

- `view(viewer)`: what a viewer (a set of seats: one person's) may see: every zone's count,
  and each card it may see as {"id", "card"}; a card it may not see is `null`, with no id,
  so nothing about a hidden card (not even which instance it is) reaches the view;
- `leaks(viewer, view)`: the hidden cards a view shows anyway (a hand-made view's mistake);
- `resample(viewer, rng)`: a full layout consistent with what the viewer knows, every card
  it does not know redrawn. It depends only on what the viewer can tell (the layout of
  known cards and the multiset of the hidden ones), never on the true hidden order, so two
  layouts the viewer cannot tell apart resample to the same one for the same random seed.

Knowing a card is more than seeing its zone: a card revealed to a seat (`reveal`), or seen
in a zone the seat could see, stays known to it when it moves to a hidden zone (a card
shown and then taken back into a hand), until its zone is shuffled. But a seat that cannot
tell which card left a zone it does not see (its owner chose one, unseen, for another hidden
zone: a card cycled from a hand) cannot tell either whether the card it knew there is the
one that left: every card it knew in that zone is now known only to lie in one of the two
(`vague`); its view lists such a card under each of those zones as "maybe", never at a
place, and resample puts it at a hidden place of one of them. A seat that knew the card
that moved, or sees it land, can tell, and keeps what it knew.

The resample assumes the viewer knows which cards are hidden in all, or in each pool a game
names (each owner's deck list: the lists are public, as in War of the Ring and both card
games; engine/zone_game.py); a game whose decks are secret plugs its own prior in through the
Game's `resample` hook.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable

PUBLIC = "public"        # everyone sees every card
OWNER = "owner"          # the owning seat sees them (a hand)
TEAM = "team"            # every seat of the owner's team sees them (a shared reserve)
NOBODY = "nobody"        # nobody sees them (a deck), though everyone sees how many
TOP = "top"              # everyone sees the top card only (a discard pile face down but the top)

VISIBILITIES = (PUBLIC, OWNER, TEAM, NOBODY, TOP)

Viewer = frozenset          # the seats of one person; frozenset() is the public view
_IDENTITIES = object()      # in Zones._own: card_of is this copy's alone
_PLACES = object()          # in Zones._own: the instances' zones (_zone) are this copy's alone
_KNOWLEDGE = object()       # in Zones._own: `known` is this copy's alone
_VAGUE = object()           # in Zones._own: `vague` is this copy's alone


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    id: str
    visibility: str
    owner: int | None = None           # the seat a hand or deck belongs to
    ordered: bool = False              # the order matters (a deck): shown top last

    def __post_init__(self) -> None:
        if self.visibility not in VISIBILITIES:
            raise ValueError(f"zone {self.id!r}: unknown visibility {self.visibility!r}")
        if self.visibility in (OWNER, TEAM) and self.owner is None:
            raise ValueError(f"zone {self.id!r}: {self.visibility} visibility needs an owner")


class Zones:
    """The instances of one state. `specs` and `teams` are shared by every copy; the
    placement, identities and knowledge are copied by `copy()`, or by `copy_shared()`,
    which shares each zone's list until one of the two changes it: a game whose zones are
    many and whose actions change few of them (War of the Ring: The Card Game) copies
    that way. After `copy_shared` a zone's list may be replaced when it is first changed,
    so its rules change zones only through these methods and never keep a zone's list
    across a change of that zone (read it again). The identities (`card_of`) are shared
    too until `create` adds one; change them on a full `copy()` only (a resample does).
    Which zone each instance lies in is kept beside the lists (asked on many moves and by
    the rules), so `zone_of` looks nowhere; shared the same way until a move. Who knows
    which card (`known`, read only outside) is shared too until someone learns something.

    `memo` keeps what a game works out from the layout alone (which cards are in play), by
    the game's own keys: a change of the layout drops it, a shared copy shares it while
    neither changes (a pass changes nothing), and a full copy starts without it. A game
    whose memo reads a few zones only names them (`memo_from`): a change elsewhere (a card
    cycled from a hand when the memo holds the cards in play) keeps it."""

    __slots__ = ("specs", "teams", "seers", "cards", "card_of", "known", "vague", "_own", "memo", "_zone",
                 "memo_from", "_everyone", "_blind", "_vague_zones")

    def __init__(self, specs: Iterable[ZoneSpec], teams: dict[int, str],
                 memo_from: Iterable[str] | None = None) -> None:
        self.specs: dict[str, ZoneSpec] = {z.id: z for z in specs}
        self.teams = dict(teams)                           # seat -> team
        # the zones the memo is worked out from; None: every zone
        self.memo_from: frozenset | None = None if memo_from is None else frozenset(memo_from)
        # zone -> the seats that see its cards: asked on every move, fixed by the declarations
        self.seers: dict[str, frozenset] = {z: self._seers_of(z) for z in self.specs}
        self.cards: dict[str, list[str]] = {z: [] for z in self.specs}   # zone -> instances, top last
        self.card_of: dict[str, str] = {}                  # instance -> card (template) id
        self.known: dict[str, frozenset] = {}              # instance -> seats that know it and where it is
        # instance -> {seat: the zones it may lie in}: the seats that know the card but not which
        # of these zones holds it (never a seat of `known`); each inner dict replaced, never changed
        self.vague: dict[str, dict[int, frozenset]] = {}
        self._vague_zones: frozenset | None = frozenset()     # every zone `vague` names; None: to work out
        self._everyone = frozenset(self.teams)
        # (zone left, zone reached) -> the seats that see neither which card leaves nor which
        # lands, and ("unseen", seat, owner) -> the owner's zones the seat does not see: worked
        # out from the declarations on first use, shared by every copy
        self._blind: dict[tuple, frozenset] = {}
        self._own: set | None = None        # the zones whose list is this copy's alone; None: all
        self.memo: dict = {}                 # derived from the layout; replaced, never cleared
        self._zone: dict[str, str] = {}      # instance -> the zone it lies in

    def copy(self) -> "Zones":
        c = Zones.__new__(Zones)
        c.specs = self.specs
        c.teams = self.teams
        c.seers = self.seers
        c.memo_from = self.memo_from
        c.cards = dict(zip(self.cards, map(list.copy, self.cards.values())))   # the quickest way to copy every list
        c.card_of = dict(self.card_of)
        c.known = dict(self.known)
        c.vague = dict(self.vague)
        c._vague_zones = self._vague_zones
        c._everyone = self._everyone
        c._blind = self._blind
        c._own = None
        c.memo = {}
        c._zone = dict(self._zone)
        return c

    def copy_shared(self) -> "Zones":
        """A copy that shares every zone's list with this one until either changes it (see
        the class): copying every list was most of the cost of a copy."""
        c = Zones.__new__(Zones)
        c.specs = self.specs
        c.teams = self.teams
        c.seers = self.seers
        c.memo_from = self.memo_from
        c.cards = self.cards.copy()
        c.card_of = self.card_of
        c.known = self.known
        c.vague = self.vague
        c._vague_zones = self._vague_zones
        c._everyone = self._everyone
        c._blind = self._blind
        c._own = set()
        c.memo = self.memo
        c._zone = self._zone
        self._own = set()
        return c

    def _pile(self, zone: str) -> list[str]:
        """A zone's list to change in place: a list still shared with a copy is copied first."""
        if self.memo_from is None or zone in self.memo_from:     # the caller changes the zone
            self.memo = {}
        own = self._own
        if own is None or zone in own:
            return self.cards[zone]
        items = self.cards[zone] = self.cards[zone].copy()
        own.add(zone)
        return items

    # -- changing the layout -------------------------------------------------------------

    def create(self, instance: str, card: str, zone: str) -> None:
        if instance in self.card_of:
            raise ValueError(f"instance {instance!r} exists already")
        own = self._own
        if own is not None and _IDENTITIES not in own:      # shared by copy_shared: copied first
            self.card_of = dict(self.card_of)
            own.add(_IDENTITIES)
        self.card_of[instance] = card
        self._knowledge()[instance] = frozenset()
        self._pile(zone).append(instance)
        self._places()[instance] = zone
        self._learn(instance, zone)

    def _knowledge(self) -> dict[str, frozenset]:
        """`known` to change: still shared with a copy, copied first."""
        own = self._own
        if own is not None and _KNOWLEDGE not in own:
            self.known = dict(self.known)
            own.add(_KNOWLEDGE)
        return self.known

    def _vagueness(self) -> dict[str, dict[int, frozenset]]:
        """`vague` to change: still shared with a copy, copied first."""
        own = self._own
        if own is not None and _VAGUE not in own:
            self.vague = dict(self.vague)
            own.add(_VAGUE)
        self._vague_zones = None
        return self.vague

    def _places(self) -> dict[str, str]:
        """The instances' zones to change: still shared with a copy, copied first."""
        own = self._own
        if own is not None and _PLACES not in own:
            self._zone = dict(self._zone)
            own.add(_PLACES)
        return self._zone

    def zone_of(self, instance: str) -> str:
        zone = self._zone.get(instance)
        if zone is None:
            raise KeyError(f"no instance {instance!r}")
        return zone

    def move(self, instance: str, to: str, bottom: bool = False, source: str | None = None,
             shown: bool = False, apart: tuple = ()) -> None:
        """`source`: the zone the instance lies in, when the caller knows it (a wrong one is
        refused: the card is not in that list). `shown`: everyone sees which card moves (it
        is shown, or named, as it goes), so every seat knows it from now on; otherwise a seat that sees neither `source` nor the
        card land cannot tell which card left (see the module: `vague`), save that it was
        none of the cards `apart` (held apart in sight: a card being played while its cost is
        paid from the same hand)."""
        # _pile written out: a move is the commonest change
        cards, own, memo_from = self.cards, self._own, self.memo_from
        source = self.zone_of(instance) if source is None else source
        if shown:
            self.reveal(instance, self._everyone)
        if memo_from is None or source in memo_from or to in memo_from:
            self.memo = {}
        if own is not None and source not in own:
            cards[source] = cards[source].copy()
            own.add(source)
        cards[source].remove(instance)
        if own is not None and to not in own:
            cards[to] = cards[to].copy()
            own.add(to)
        if bottom:
            cards[to].insert(0, instance)
        else:
            cards[to].append(instance)
        self._places()[instance] = to
        self._learn(instance, to)
        if not shown:
            blind = self._blind.get((source, to))
            if blind is None:
                blind = self._blind[(source, to)] = self._everyone - self.seers[source] - self._landing_seers(to)
            # they cannot tell which card of `source` this was: it matters only when they know
            # a card there or the card moved (most moves: no), looked for without a Python loop
            if blind and (self.known[instance] & blind or not all(map(blind.isdisjoint, map(self.known.__getitem__, cards[source])))
                          or self.vague and (self._vague_zones is None or source in self._vague_zones)):
                self._blur(source, to, blind, instance, apart)

    def _blur(self, source: str, to: str, blind: frozenset, moved: str, apart: tuple = ()) -> None:
        """A card left `source` for `to` unseen by these seats: each card they knew in `source`
        may be the one that went (now in one of the two), the card that went among them, and
        so may each card they knew to lie in one of several zones, `source` among them."""
        known = self.known
        lost_by = None
        lost_by = [inst for inst in self.cards[source] if known[inst] & blind and inst not in apart] or None
        if known[moved] & blind:
            lost_by = [moved] if lost_by is None else lost_by + [moved]
        if self.vague:                  # before those just made vague: they hold `to` already
            self._spread(source, to, blind)
        if lost_by is not None:
            both = frozenset((source, to))
            knowledge, vague = self._knowledge(), self._vagueness()
            for inst in lost_by:
                lost = knowledge[inst] & blind
                knowledge[inst] = knowledge[inst] - lost
                vague[inst] = {**vague.get(inst, {}), **{seat: both for seat in lost}}

    def _spread(self, source: str, to: str, blind: frozenset) -> None:
        """Cards these seats know to lie in one of several zones, `source` among them, may now
        lie in `to` too."""
        places = self._vague_zones
        if places is None:
            places = self._vague_zones = frozenset(z for where in self.vague.values() for zs in where.values() for z in zs)
        if source not in places:        # asked on every draw while any card is known vaguely
            return
        grown = None
        for inst, where in self.vague.items():
            for seat, zs in where.items():
                if source in zs and seat in blind and to not in zs:
                    if grown is None:
                        grown = []
                    grown.append((inst, where))
                    break
        if grown is not None:
            vague = self._vagueness()
            for inst, where in grown:
                now = {seat: (zs | {to} if source in zs and seat in blind else zs) for seat, zs in where.items()}
                # a card that may lie in any of its owner's zones a seat cannot see is known no
                # better than the public deck list tells: the seat forgets it (and asks no more)
                now = {seat: zs for seat, zs in now.items() if not zs >= self._unseen(seat, self.specs[source].owner)}
                if now:
                    vague[inst] = now
                else:
                    del vague[inst]

    def _unseen(self, seat: int, owner: int | None) -> frozenset:
        """The zones of `owner` (None: of nobody) whose cards `seat` does not see, kept per pair."""
        key = ("unseen", seat, owner)
        zones = self._blind.get(key)
        if zones is None:
            zones = self._blind[key] = frozenset(z for z, spec in self.specs.items()
                                                 if spec.owner == owner and seat not in self.seers[z])
        return zones

    def deal(self, source: str, to: str, n: int) -> None:
        """The top `n` cards of `source` onto `to` one by one, the top card first (a draw): the
        same as n moves, each zone's list looked up once."""
        pile = self._pile(source)
        if not 0 <= n <= len(pile):
            raise ValueError(f"{source} holds {len(pile)} cards, not {n}")
        dealt = pile[len(pile) - n:]
        del pile[len(pile) - n:]
        dealt.reverse()
        self._land(dealt, to)
        if self.vague and dealt:         # the top cards: whoever did not see them land cannot tell if a card it placed vaguely went
            self._spread(source, to, self._everyone - self._landing_seers(to))

    def gather(self, source: str, to: str) -> None:
        """Every card of `source` onto `to`, the bottom card first (a pile put back into a
        deck): the same as moving them one by one."""
        pile = self._pile(source)
        gathered = pile.copy()
        pile.clear()
        self._land(gathered, to)
        if self.vague and gathered:
            self._spread(source, to, self._everyone - self._landing_seers(to))

    def _landing_seers(self, zone: str) -> frozenset:
        """The seats that see which card lands on a zone (a top zone's top: everyone)."""
        return self._everyone if self.specs[zone].visibility == TOP else self.seers[zone]

    def _land(self, instances: list[str], to: str) -> None:
        if self.specs[to].visibility == TOP:      # each card is the seen top as it lands
            for inst in instances:
                self._pile(to).append(inst)
                self._places()[inst] = to
                self._learn(inst, to)
            return
        self._pile(to).extend(instances)
        places = self._places()
        for inst in instances:
            places[inst] = to
            self._learn(inst, to)

    def top(self, zone: str) -> str | None:
        items = self.cards[zone]
        return items[-1] if items else None

    def reveal(self, instance: str, seats: Iterable[int]) -> None:
        """Show one card to these seats (a look at the top card, a card shown from hand)."""
        seen, known = frozenset(seats), self.known[instance]
        if not seen <= known:
            self._knowledge()[instance] = known | seen
            if instance in self.vague:
                self._placed(instance, seen)

    def _placed(self, instance: str, seats: frozenset) -> None:
        """These seats now know where the card lies: what they knew vaguely of it is void."""
        where = self.vague.get(instance)
        if where is not None and not seats.isdisjoint(where):
            rest = {seat: zs for seat, zs in where.items() if seat not in seats}
            if rest:
                self._vagueness()[instance] = rest
            else:
                del self._vagueness()[instance]

    def shuffle(self, zone: str, draw) -> None:
        """Shuffle a zone with `draw(n) -> [0, n)`: whoever could not see the zone forgets
        which card is where in it."""
        items = self._pile(zone)
        for i in range(len(items) - 1, 0, -1):
            j = draw(i + 1)
            items[i], items[j] = items[j], items[i]
        seers = self._seers(zone)
        known = self._knowledge()
        for inst in items:
            known[inst] = seers
        for inst in items[-1:]:
            self._learn(inst, zone)

    def _seers(self, zone: str) -> frozenset:
        return self.seers[zone]

    def _seers_of(self, zone: str) -> frozenset:
        spec = self.specs[zone]
        if spec.visibility == PUBLIC:
            return frozenset(self.teams)
        if spec.visibility == OWNER:
            return frozenset((spec.owner,))
        if spec.visibility == TEAM:
            team = self.teams[spec.owner]
            return frozenset(s for s, t in self.teams.items() if t == team)
        return frozenset()

    def _learn(self, instance: str, zone: str) -> None:
        spec = self.specs[zone]
        seers = self.seers[zone]
        if spec.visibility == TOP:
            top = self.cards[zone][-1] if self.cards[zone] else None
            if top == instance:
                seers = frozenset(self.teams)
        known = self.known[instance]
        if not seers <= known:           # a card cycled from hand teaches its owner nothing new
            self._knowledge()[instance] = known | seers
            if instance in self.vague:
                self._placed(instance, seers)

    # -- what a viewer may see ------------------------------------------------------------

    def sees(self, viewer: Viewer, zone: str, index: int) -> bool:
        """Whether a viewer may see which card lies at `index` of a zone."""
        instance = self.cards[zone][index]
        if self.known[instance] & viewer:
            return True
        spec = self.specs[zone]
        if spec.visibility == PUBLIC:
            return True
        if spec.visibility == TOP:
            return index == len(self.cards[zone]) - 1
        return bool(self._seers(zone) & viewer)

    def view(self, viewer: Viewer) -> dict[str, Any]:
        """Each zone: its count, the cards the viewer may see at their places, and under
        "maybe" the cards it knows lie in one of several zones, this one among them (with no
        id: which hidden place holds it is what the viewer does not know)."""
        maybe: dict[str, list] = {}
        for card, zones in self.vaguely(viewer):
            for z in zones:
                maybe.setdefault(z, []).append({"card": card, "zones": list(zones)})
        out = {}
        card_of, known = self.card_of, self.known
        for z, items in self.cards.items():
            spec = self.specs[z]
            if spec.visibility == PUBLIC or self.seers[z] & viewer:     # every card seen (`sees`)
                shown = [{"id": inst, "card": card_of[inst]} for inst in items]
            elif spec.visibility != TOP:                # seen only where known (`sees`, inlined)
                shown = [{"id": inst, "card": card_of[inst]} if known[inst] & viewer else None
                         for inst in items]
            else:
                shown = [{"id": inst, "card": card_of[inst]} if self.sees(viewer, z, i) else None
                         for i, inst in enumerate(items)]
            out[z] = {"visibility": spec.visibility, "owner": spec.owner, "count": len(items),
                      "cards": shown, "maybe": maybe.get(z, [])}
        return out

    def _vague_to(self, viewer: Viewer) -> list[tuple[str, frozenset]]:
        """(instance, the zones it may lie in) of each card the viewer knows only vaguely, by
        instance: a person with several seats knows where each of them places it."""
        out = []
        for inst, where in sorted(self.vague.items()):
            if self.known[inst] & viewer:
                continue
            zones = None
            for seat, zs in where.items():
                if seat in viewer:
                    zones = zs if zones is None else zones & zs
            if zones is not None:
                out.append((inst, zones))
        return out

    def vaguely(self, viewer: Viewer) -> list[tuple[str, tuple]]:
        """(card, the zones it may lie in, sorted) of each card the viewer knows only vaguely,
        sorted: what the view shows of them, with no instance."""
        return sorted((self.card_of[inst], tuple(sorted(zones))) for inst, zones in self._vague_to(viewer))

    def hidden(self, viewer: Viewer) -> list[tuple[str, int]]:
        """The (zone, index) slots whose card the viewer does not know, zones in declared order."""
        specs, seers, known = self.specs, self.seers, self.known
        out = []
        for z, items in self.cards.items():
            if not items or specs[z].visibility == PUBLIC or seers[z] & viewer:
                continue                    # a zone the viewer sees whole (`sees`) hides nothing
            if specs[z].visibility == TOP:
                out += [(z, i) for i in range(len(items)) if not self.sees(viewer, z, i)]
            else:                           # seen only where known (`sees`, inlined)
                out += [(z, i) for i, inst in enumerate(items) if not known[inst] & viewer]
        return out

    def leaks(self, viewer: Viewer, zones_view: dict) -> list[str]:
        """Hidden cards that a zones view nonetheless shows."""
        bad = []
        for z, i in self.hidden(viewer):
            shown = zones_view.get(z, {}).get("cards", [])
            if i < len(shown) and shown[i] is not None:
                bad.append(f"{z}[{i}] is hidden from seats {sorted(viewer)} but the view shows {shown[i]}")
        return bad

    def resample(self, viewer: Viewer, rng: random.Random,
                 pool_of: Callable[[ZoneSpec], Hashable] | None = None,
                 family: Callable[[Any], Hashable] | None = None) -> "Zones":
        """A copy with every card the viewer does not know redrawn from the hidden multiset.
        `pool_of(spec)` says which pool a hidden card of that zone is redrawn from (its owner's
        deck list: zone_game.by_owner), so a card never leaves its pool; None: one pool for
        every hidden card. `family(card)`, when given, splits each pool further by the card
        itself (War of the Ring: a character card is never redrawn as a strategy card, though
        a hand holds both). A card the viewer knows vaguely ("in one of these zones") goes
        first to a hidden place of one of its zones, drawn at random. Pools are taken in the
        order of their keys (None first), slots in declared zone order and each pool sorted
        first, so the result depends on what the viewer knows and on `rng` only."""
        out = self.copy()

        def key_of(zone: str, card: Any) -> Hashable:
            key = None if pool_of is None else pool_of(self.specs[zone])
            return key if family is None else (key, family(card))

        pools: dict = {}
        for z, i in self.hidden(viewer):
            pools.setdefault(key_of(z, self.card_of[self.cards[z][i]]), []).append((z, i))
        vague: dict = {}                # pool -> the cards the viewer knows vaguely there
        for inst, zones in self._vague_to(viewer):
            keys = {key_of(z, self.card_of[inst]) for z in zones}
            if len(keys) > 1:
                raise ValueError(f"a card is known to lie in one of {sorted(zones)}, zones of several pools")
            vague.setdefault(keys.pop(), []).append((inst, zones))
        for key in sorted(pools, key=lambda k: (k is not None, k)):
            slots = pools[key]
            placed = self._place_vague(out, vague[key], slots, rng) if key in vague else {}
            free = [slot for slot in slots if slot not in placed]
            pool = sorted(self.card_of[self.cards[z][i]] for z, i in slots)
            for card in placed.values():
                pool.remove(card)
            rng.shuffle(pool)
            for (z, i), card in zip(free, pool):
                out.card_of[out.cards[z][i]] = card
        return out

    def _place_vague(self, out: "Zones", vague: list, slots: list, rng: random.Random) -> dict:
        """Each vaguely known card at a hidden slot of one of its zones, drawn at random (a
        matching, so that several fit together): {slot: card}; what the viewer knew of it
        moves with the card to the instance now there."""
        cards = sorted((self.card_of[inst], tuple(sorted(zones)), inst) for inst, zones in vague)
        choices = []
        for card, zones, _ in cards:
            fits = [slot for slot in slots if slot[0] in zones]
            rng.shuffle(fits)
            choices.append(fits)
        holder: dict = {}                     # slot -> index into cards

        def seat(k: int, seen: set) -> bool:  # an augmenting path (Kuhn's matching)
            for slot in choices[k]:
                if slot in seen:
                    continue
                seen.add(slot)
                if slot not in holder or seat(holder[slot], seen):
                    holder[slot] = k
                    return True
            return False

        for k in range(len(cards)):
            if not seat(k, set()):
                raise ValueError(f"no hidden place is left for {cards[k][0]} in {cards[k][1]}")
        vague_out, out._vague_zones = out.vague, None
        moved = {cards[k][2]: out.cards[z][i] for (z, i), k in holder.items()}
        records = {old: vague_out.pop(old) for old in moved}
        for old, new in moved.items():
            out.card_of[new] = self.card_of[old]
            vague_out[new] = records[old]
        return {slot: cards[k][0] for slot, k in holder.items()}

    def fingerprint(self) -> tuple:
        layout = (tuple((z, tuple(self.card_of[i] for i in items)) for z, items in self.cards.items()),
                  tuple(sorted((i, tuple(sorted(k))) for i, k in self.known.items())))
        if not self.vague:               # as before vague knowledge was kept
            return layout
        return layout + (tuple(sorted((i, tuple(sorted((seat, tuple(sorted(zs))) for seat, zs in where.items())))
                                      for i, where in self.vague.items())),)

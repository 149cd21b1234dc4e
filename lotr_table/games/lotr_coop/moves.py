"""Moving hobbits and Sauron on the corruption track, deaths, runes.

seed: «Если фишка хоббита оказывается на одном делении с фишкой Саурана или правее её,
герой погибает»; «все его карты и жетоны жизни сбрасываются, но он сохраняет руны».
"""

from __future__ import annotations

from lotr_table.games.lotr_coop import scoring
from lotr_table.games.lotr_coop.flow import say
from lotr_table.games.lotr_coop.state import State


TRACK_END = 15       # the corruption track runs 0..15 (digest §0.3 [P]; Sauron starts on 15 at most)


def move_hobbit(s: State, seat: int, n: int, cause: str = "") -> None:
    """n > 0: right (more corrupted); n < 0: left, never below 0 (A35) nor past the track's
    last space (15: a hobbit that far has met Sauron anyway). Checks death."""
    h = s.hobbits[seat]
    if not h.alive or n == 0 or s.over:
        return
    new = min(TRACK_END, max(0, h.pos + n))
    if new == h.pos:
        say(s, "{hobbit} is already on space 0 and cannot move left.", hobbit=h.hobbit)
        return
    moved = new - h.pos
    h.pos = new
    if moved > 0:
        say(s, "{hobbit} moves {n} right on the corruption track, to space {pos}.", hobbit=h.hobbit, n=moved, pos=new)
        if new >= s.sauron:
            kill(s, seat, "sauron")
    else:
        say(s, "{hobbit} moves {n} left on the corruption track, to space {pos}.", hobbit=h.hobbit, n=-moved, pos=new)


def move_sauron(s: State, n: int = 1) -> None:
    """Sauron moves n spaces left; every hobbit he reaches dies (A18: if the Ring-bearer is
    among them, the game is lost whatever else happens)."""
    if s.over or n <= 0:
        return
    s.sauron = max(0, s.sauron - n)
    say(s, "Sauron moves {n} towards the hobbits, to space {pos}.", n=n, pos=s.sauron)
    caught = [i for i, h in enumerate(s.hobbits) if h.alive and h.pos >= s.sauron]
    rb = s.ring_bearer
    for i in caught:
        if i != rb:
            kill(s, i, "sauron")
    if rb in caught:
        kill(s, rb, "sauron")


def kill(s: State, seat: int, cause: str) -> None:
    """The hobbit of `seat` dies. cause: "sauron" (met Sauron) or "penalty" (could not pay).

    Hand, aside items and life tokens are discarded; runes are kept for the score. The
    Ring-bearer's death loses the game, unless Relay and cause != "sauron" (the next living
    player clockwise takes the Ring); in Competition a Ring-bearer who meets Sauron with at
    least 3 Ring tokens goes over to Sauron and wins alone."""
    h = s.hobbits[seat]
    if not h.alive or s.over:
        return
    rings = h.life.get("ring", 0)
    h.alive = False
    s.journey_discard.extend(h.hand)
    h.hand = []
    if s.aside.get(seat):
        # items set aside in a payment (payments.py: "card:<id>", "token:…", "runes:…")
        s.journey_discard.extend(i[5:] for i in s.aside.pop(seat) if i.startswith("card:"))
    h.life = {"heart": 0, "sun": 0, "ring": 0}
    if cause == "sauron":
        say(s, "{hobbit} is caught by Sauron and dies.", hobbit=h.hobbit)
    else:
        say(s, "{hobbit} cannot pay and dies.", hobbit=h.hobbit)
    if seat == s.active:
        # seed: «его ход тут же завершается». Reading: the next living player clockwise acts
        # as the active player for whatever is still being resolved (the tile still takes full
        # effect), and his own turn follows (end_turn sees "handover").
        s.turn_over = True
        nxt = [i for i in s.clockwise_from(seat) if i != seat]
        if nxt:
            s.active = nxt[0]
            s.scratch["handover"] = True
    if seat != s.ring_bearer:
        return
    if s.opts.competition and cause == "sauron" and rings >= 3:
        scoring.corrupted(s, seat)
        return
    if s.opts.relay and cause != "sauron":
        nxt = [i for i in s.clockwise_from(seat) if i != seat]
        if nxt:
            s.ring_bearer = nxt[0]
            say(s, "Relay: {hobbit} takes up the burden of the Ring.", hobbit=s.hobbits[nxt[0]].hobbit)
            return
    scoring.lose(s, "The Ring-bearer has fallen.")


def give_runes(s: State, seat: int, n: int) -> None:
    h = s.hobbits[seat]
    if not h.alive or n <= 0:
        return
    h.runes += n
    h.gained += n
    if s.opts.competition:
        say(s, "{hobbit} takes a rune.", hobbit=h.hobbit)
        say(s, "{hobbit} takes runes worth {n}.", vis=seat, hobbit=h.hobbit, n=n)
    else:
        say(s, "{hobbit} takes runes worth {n}.", hobbit=h.hobbit, n=n)


def spend_runes(s: State, seat: int, n: int) -> None:
    h = s.hobbits[seat]
    if n > h.runes:
        raise ValueError(f"{h.hobbit} has runes worth {h.runes}, not {n}")
    h.runes -= n
    say(s, "{hobbit} spends runes worth {n}.", hobbit=h.hobbit, n=n)


def draw_gold(s: State, seat: int) -> None:
    """Draw one gold rune blind (seed: «вслепую берёт одну особую руну»)."""
    h = s.hobbits[seat]
    if not h.alive or not s.gold_stack:
        return
    v = s.gold_stack.pop()
    s.barrier += 1
    h.runes += v
    h.gained += v
    h.gold.append(v)
    if s.opts.competition:
        say(s, "{hobbit} draws a gold rune.", hobbit=h.hobbit)
        say(s, "{hobbit} draws a gold rune worth {n}.", vis=seat, hobbit=h.hobbit, n=v)
    else:
        say(s, "{hobbit} draws a gold rune worth {n}.", hobbit=h.hobbit, n=v)


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "{hobbit} moves {n} left on the corruption track, to space {pos}.",
    "{hobbit} moves {n} right on the corruption track, to space {pos}.",
    "{hobbit} is already on space 0 and cannot move left.",
    "Sauron moves {n} towards the hobbits, to space {pos}.",
    "Relay: {hobbit} takes up the burden of the Ring.",
    "{hobbit} cannot pay and dies.",
    "{hobbit} is caught by Sauron and dies.",
    "{hobbit} takes runes worth {n}.",
    "{hobbit} takes a rune.",
    "{hobbit} spends runes worth {n}.",
    "{hobbit} draws a gold rune worth {n}.",
    "{hobbit} draws a gold rune.",
)
# every reason for the game's end given here, declared for translation (texts.py)
OUTCOME_REASONS = (
    "The Ring-bearer has fallen.",
)

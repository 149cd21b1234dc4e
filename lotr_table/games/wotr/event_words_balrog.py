"""Balrog of Moria's words in the card language (registered into event_words.VOCABULARY).

The card lies on the Shadow's table («Викладіть на стіл») until the Shadow discards it for one
of its two uses:

- the moment `fellowship_moved` (table_cards.py): the Ring-bearers' figure was moved on the map
  because the Fellowship was declared or revealed (fellowship.declare, hunt.py's reveal), the
  moment's parameters naming where it stood (`source`), where it stands now (`to`) and how many
  regions it could go (`steps`). The region test `fellowship_passed` holds for the regions that
  move went into, out of or through ({"name": "exists", "in": {"kind": "region", "is":
  ["moria"], "fellowship_passed": true}}). No path is kept (fellowship.py), so, as for the
  Shadow strongholds it passes, the Free Peoples are taken to have gone the way that costs them
  least: the region counts when the figure left it or ended in it, or when no way of at most
  `steps` regions avoids it.
- `extra_hunt_tile` (event_words_fellowship's `hunt_tile_drawn` "extra"): one more Hunt tile, «If the tile shows an Eye, discard it without
  effect; otherwise follow the rules for a successful Hunt» (hunt.py's damage and reveal), its
  Reveal icon ignored when the Fellowship was declared in a Free Peoples city or stronghold (the
  seed: «ігноруйте будь-який символ розкриття на взятому жетоні, якщо Братство було оголошене у
  фортеці чи місті Вільних Народів»). Its place among the tiles of one reveal is the seed's
  example: the revealing tile first, then the Balrog's, then the stronghold's.
- the keyword `combat_from_table`: its combat half may be played from the table as if from the
  hand, the card leaving the table for it (combat.py offers it among the hand's).
"""

from __future__ import annotations

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import fellowship, hunt, hunt_tiles, table_cards
from lotr_table.games.wotr.board import board
from lotr_table.games.wotr.event_words import LANGUAGE, VOCABULARY
from lotr_table.games.wotr.flow import FLOW

LOG = ("The Reveal icon is ignored: the Fellowship was declared in a Free Peoples city or stronghold.",)


def passed(source: int, to: int, steps: int, region: int) -> bool:
    """Whether a move of at most `steps` regions from `source` to `to` must go into, out of or
    through `region` (none does when the figure stayed where it was)."""
    if source == to:
        return False
    if region in (source, to):
        return True
    b = board()
    # the regions reached in k steps without entering `region`
    reached = {source}
    frontier = {source}
    for _ in range(steps):
        frontier = {n for r in frontier for n in b.neighbours[r] if n != region and n not in reached}
        if to in frontier:
            return False
        if not frontier:
            break
        reached |= frontier
    return True


@LANGUAGE.test("region", "fellowship_passed", bool)
def _fellowship_passed(s, ctx, region: str, yes: bool) -> bool:
    moved = dict(ctx.event)
    if "to" not in moved:
        return not yes
    b = board()
    return passed(b.region(moved["source"]), b.region(moved["to"]), moved["steps"], b.region(region)) == yes


def extra_hunt_tile(s) -> None:
    """event_words_fellowship's `hunt_tile_drawn` {"draw": "extra"}."""
    t = hunt.draw_tile(s)
    kind = hunt_tiles.tile(t)
    say(s, "The Shadow draws a hunt tile: {tile}.", tile=kind.id)
    if kind.damage == hunt_tiles.EYE:
        say(s, "The tile is set aside without effect.")
        return
    damage, reveal = hunt.damage_of(s, t, "card", 0), hunt.reveals(s, kind)
    # declared (still hidden where it was declared) in a refuge of the Free Peoples
    if reveal and s.fellowship_hidden and fellowship._fp_refuge(s, s.fellowship_region):
        reveal = False
        say(s, "The Reveal icon is ignored: the Fellowship was declared in a Free Peoples city or stronghold.")
    FLOW.then(s, ("hunt_damage", damage, reveal), ("hunt_reveal", reveal))


VOCABULARY.keyword("combat_from_table")(table_cards.combat_halves)

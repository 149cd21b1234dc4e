"""The Fellowship of the Ring (seed: Розділ VIII) and the Ring's victory (Розділ X).

No hidden path is kept: the Ring-bearers' figure stands at the last known region and the
progress counter says how far they may have gone since («Рух Братства фіксується ...
лише тоді, коли ... оголошує ... або ... розкрите»). Declaring and revealing put the figure
within that many regions (board.within counts passable borders only, so never across an
impassable one) and set the counter to 0.

`s.mordor` is the step on the Mordor Track, -1 before entering; on the track the figure's
region no longer matters.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones as places, hunt_tiles, politics, table_cards
from lotr_table.games.wotr.board import CITY, FREE_PEOPLES, SHADOW, STRONGHOLD, board
from lotr_table.games.wotr.characters import GOLLUM, companion_id, guides_possible, level
from lotr_table.games.wotr.flow import FLOW

CORRUPTION_LIMIT = 12          # «Коли значення споганення досягає 12, ... гра закінчується перемогою Тіні»
CRACK_OF_DOOM = 5              # the Mordor Track's last step
MORDOR_GATES = ("minas_morgul", "morannon")

PROMPTS = {
    "declare": "Declare the Fellowship's position?",
    "enter_mordor": "Enter Mordor?",
    "reveal_to": "The Fellowship is revealed: choose where it stands.",
    "guide": "Choose the Fellowship's Guide.",
}
LOG = (
    "The Free Peoples declare the Fellowship in {region}.",
    "The Ring-bearers heal: their corruption falls to {corruption}.",
    "The Fellowship enters Mordor.",
    "The Fellowship moves on ({progress}).",
    "The Fellowship hides.",
    "The Fellowship is revealed in {region}.",
    "The Fellowship advances on the Mordor Track ({progress}).",
    "The Fellowship stays on its step of the Mordor Track.",
    "The Ring-bearers' corruption is now {corruption}.",
    "The Ring-bearers idle in Mordor: their corruption rises to {corruption}.",
)
OUTCOMES = ("The Ring is destroyed in the Crack of Doom.", "The Ring-bearers are corrupted: the Ring is Sauron's.")


# ---- what may be done -----------------------------------------------------------------------

def on_mordor_track(s) -> bool:
    return s.mordor >= 0


def may_move(s) -> bool:
    """«гравець за Вільні Народи не може переміщувати його за допомогою результату «персонаж»
    кубика дій, поки Братство знову не буде приховане»; on the Mordor Track it moves until
    the Crack of Doom."""
    return s.fellowship_hidden and s.mordor < CRACK_OF_DOOM and not s.over


def may_hide(s) -> bool:
    return not s.fellowship_hidden


def _fp_refuge(s, region: int) -> bool:
    """A Free Peoples' city or stronghold not held by the enemy."""
    b = board()
    return b.settlement_of[region] in (CITY, STRONGHOLD) and s.controller[region] == FREE_PEOPLES


def declare_targets(s) -> tuple[int, ...]:
    return board().within(s.fellowship_region, s.fellowship_progress)


def reveal_targets(s) -> tuple[int, ...]:
    """«таке переміщення ніколи не може завершитися в регіоні з фортецею чи містом,
    контрольованим Вільними Народами»; with the counter at 0 the figure stays where it is."""
    if s.fellowship_progress == 0:
        return (s.fellowship_region,)
    found = tuple(r for r in declare_targets(s) if not _fp_refuge(s, r))
    return found or (s.fellowship_region,)


def shadow_strongholds_passed(s, region: int) -> int:
    """The fewest Shadow-held strongholds a way of at most `progress` steps from the last known
    region to `region` passes through, leaves, enters or ends in («Якщо під час цього Братство
    переміщується через, виходить з, входить в або залишається у фортеці Тіні, усе ще
    контрольованій гравцем за Тінь, тоді цей гравець негайно бере жетон гонитви»; «по одному
    жетонові гонитви за кожну фортецю Тіні»). No path is recorded, so the Free Peoples are
    taken to have gone the way that costs them least."""
    b = board()
    held = [int(b.settlement_of[r] == STRONGHOLD and s.controller[r] == SHADOW) for r in range(len(b.ids))]
    best = {s.fellowship_region: held[s.fellowship_region]}
    found = best.get(region)
    for _ in range(s.fellowship_progress):
        step: dict[int, int] = {}
        for r, cost in best.items():
            for n in b.neighbours[r]:
                c = cost + held[n]
                if c < step.get(n, 99):
                    step[n] = c
        best = step
        if region in best and (found is None or best[region] < found):
            found = best[region]
    return found or 0


# ---- corruption and the Ring's victory ----------------------------------------------------

def corrupt(s, points: int) -> None:
    """Corruption changes, within 0..12; at 12 the Shadow wins at once."""
    s.corruption = max(0, min(CORRUPTION_LIMIT, s.corruption + points))
    say(s, "The Ring-bearers' corruption is now {corruption}.", corruption=s.corruption)
    ring_victory(s)


def ring_victory(s) -> None:
    """The Ring's two victories end the game at once, before any military check (conditions 1
    and 2 come before 3 and 4: «умови перемоги з меншим номером мають пріоритет»)."""
    if s.over:
        return
    if s.corruption >= CORRUPTION_LIMIT:
        _won(s, SHADOW, OUTCOMES[1])
    elif s.mordor >= CRACK_OF_DOOM:
        _won(s, FREE_PEOPLES, OUTCOMES[0])


def _won(s, side: int, reason: str) -> None:
    s.winner = side
    s.over = True
    s.pending = None
    say(s, reason)


# ---- the companions -------------------------------------------------------------------------

def eliminate(s, companion: int) -> None:
    """A companion dies; a new Guide of the highest level, Gollum when none is left (his card,
    the digest §8.5: as soon as no companion remains, Gollum becomes the Guide)."""
    s.fellowship = tuple(c for c in s.fellowship if c != companion)
    s.fallen = s.fallen + (companion,)
    s.companions = len(s.fellowship)
    if s.guide == companion or s.guide == GOLLUM:
        # the Free Peoples' choice among equals is taken as the first of them
        s.guide = guides_possible(s.fellowship)[0] if s.fellowship else GOLLUM
    FLOW.then(s, ("guide_offer",))
    if places.on_tables(s):
        FLOW.then(s, ("table_check",))        # a card on the table whose condition needed him


def guide_level(s) -> int:
    return 0 if s.guide == GOLLUM else level(s.guide)


# ---- the Fellowship phase ----------------------------------------------------------------------

def phase(s) -> None:
    """Phase 2: declare (hidden only), then enter Mordor from Minas Morgul or Morannon."""
    FLOW.then(s, ("declare_offer",), ("mordor_offer",), ("guide_offer",))


@FLOW.step("declare_offer")
def _declare_offer(s) -> None:
    if s.over or not s.fellowship_hidden or on_mordor_track(s):
        return
    b = board()
    acts = tuple(Action("declare", region=b.ids[r]) for r in declare_targets(s)) + (Action("keep_hidden"),)
    FLOW.ask(s, s.leading[FREE_PEOPLES], "declare", acts, PROMPTS["declare"])


@FLOW.answer("declare")
def _on_declare(s, q, action: Action) -> None:
    if action.kind == "declare":
        declare(s, board().region(action["region"]))


def declare(s, region: int) -> None:
    """«Братство оголошує свою позицію»: the figure moves, the counter to 0, still hidden; in a
    Free Peoples' city or stronghold the Ring-bearers heal one point."""
    table_cards.fellowship_moved(s, s.fellowship_region, region, s.fellowship_progress)
    s.fellowship_region = region
    s.fellowship_progress = 0
    say(s, "The Free Peoples declare the Fellowship in {region}.", region=board().ids[region])
    politics.fellowship_declared(s, region)
    table_cards.happened(s, "fellowship_declared_or_revealed")
    if _fp_refuge(s, region):
        table_cards.happened(s, "fellowship_declared_in_refuge")
    if _fp_refuge(s, region) and s.corruption > 0:
        s.corruption -= 1
        say(s, "The Ring-bearers heal: their corruption falls to {corruption}.", corruption=s.corruption)


@FLOW.step("mordor_offer")
def _mordor_offer(s) -> None:
    b = board()
    if s.over or on_mordor_track(s) or b.ids[s.fellowship_region] not in MORDOR_GATES:
        return
    FLOW.ask(s, s.leading[FREE_PEOPLES], "enter_mordor", (Action("enter_mordor"), Action("stay_out")),
             PROMPTS["enter_mordor"])


@FLOW.answer("enter_mordor")
def _on_enter_mordor(s, q, action: Action) -> None:
    if action.kind == "enter_mordor":
        enter_mordor(s)


def enter_mordor(s) -> None:
    """The figure on the track's first step; the pool rebuilt with the Eye tiles drawn before
    («покладіть до жетонів, що залишалися на цю мить у запасі, усі раніше взяті жетони з
    символом Ока»)."""
    s.mordor = 0
    z = s.zones
    for t in s.hunt_drawn:
        if hunt_tiles.is_eye(t):
            places.move_card(z, t, places.DRAWN, places.POOL)
    # «Коли Братство ввійде в Мордор, усі ці особливі жетони додають до запасу гонитви.»
    for t in s.hunt_waiting:
        places.move_card(z, t, places.WAITING, places.POOL)
    say(s, "The Fellowship enters Mordor.")


@FLOW.step("guide_offer")
def _guide_offer(s) -> None:
    """«Гравець за Вільні Народи може вибирати нового провідника наприкінці кожної фази
    Братства або щоразу, коли ... змінюється склад Братства», among the companions of the
    highest level only."""
    possible = guides_possible(s.fellowship)
    if s.over or len(possible) < 2:
        return
    FLOW.ask(s, s.leading[FREE_PEOPLES], "guide",
             tuple(Action("guide", companion=companion_id(c)) for c in possible), PROMPTS["guide"])


@FLOW.answer("guide")
def _on_guide(s, q, action: Action) -> None:
    s.guide = next(c for c in s.fellowship if companion_id(c) == action["companion"])


# ---- moving and hiding ---------------------------------------------------------------------

def move(s) -> None:
    """A Character result moves the Fellowship one step; then the Hunt, then the die into the
    Hunt Box («він кладе цей кубик у комірку гонитви після завершення дій»)."""
    if on_mordor_track(s):
        s.mordor_tried = True
        FLOW.then(s, ("hunt_tile", "mordor", 0), ("fellowship_die",))
        return
    s.fellowship_progress += 1
    say(s, "The Fellowship moves on ({progress}).", progress=s.fellowship_progress)
    FLOW.then(s, ("hunt_roll",), ("fellowship_die",))


def hide(s) -> None:
    s.fellowship_hidden = True
    if on_mordor_track(s):
        s.mordor_tried = True
    say(s, "The Fellowship hides.")


@FLOW.step("fellowship_die")
def _fellowship_die(s) -> None:
    if table_cards.lasting(s, "fellowship_dice_kept_out", FREE_PEOPLES):
        return                            # The Last Battle on the table
    s.hunt_box_fp += 1


def idle_in_mordor(s) -> None:
    """«Якщо фаза дій завершується, а гравець за Вільні Народи не спробував перемістити чи
    приховати Братство на треку Мордору ..., значення споганення ... збільшується на 1»."""
    if on_mordor_track(s) and not s.mordor_tried and not s.over:
        s.corruption = min(CORRUPTION_LIMIT, s.corruption + 1)
        say(s, "The Ring-bearers idle in Mordor: their corruption rises to {corruption}.", corruption=s.corruption)
        ring_victory(s)

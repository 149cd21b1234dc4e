"""The scenarios: who plays which deck, the turn order, the opening hands and the draws
(rules §3, §6, §7.5, §11.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from lotr_table.engine.seats import SeatInfo
from lotr_table.games.wotr_cards.cards import FACTIONS, FREE_PEOPLES, SHADOW

Scenario = Literal["trilogy", "duel", "three_player_duel", "fellowship"]


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    scenario: Scenario = "trilogy"
    players: int = 4          # people at the table: Trilogy 2-4; the others as the scenario says

    @model_validator(mode="after")
    def _players(self) -> "Options":
        allowed = {"trilogy": (2, 3, 4), "duel": (2,), "three_player_duel": (3,), "fellowship": (2,)}[self.scenario]
        if self.players not in allowed:
            raise ValueError(f"{self.scenario} is played by {' or '.join(map(str, allowed))} people")
        return self


@dataclass(frozen=True)
class Deck:
    name: str                   # the deck's story name: "frodo", "witch_king", ...
    side: str
    factions: tuple[str, ...]
    opening_draw: int
    opening_cycle: int
    draw: int                   # the draw phase
    ring: str                   # "trilogy" (once a game, 1 VP unused), "duel" (once a round), "none"


@dataclass(frozen=True)
class Setup:
    decks: tuple[Deck, ...]     # seat i plays decks[i]
    slots: tuple[int, ...]      # the turn-order track: seats in turn order (a seat may stand twice)
    max_path: int
    duel_paths: bool            # the Duel path rule: Free Peoples must exceed the attack
    doubled: tuple[str, ...]    # sides whose single player does an "each player" effect twice


FP_ALL, SH_ALL = FACTIONS[FREE_PEOPLES], FACTIONS[SHADOW]
FRODO = Deck("frodo", FREE_PEOPLES, ("dwarves", "hobbits", "rohan", "wizards"), 7, 2, 3, "trilogy")
ARAGORN = Deck("aragorn", FREE_PEOPLES, ("dunedain", "elves"), 7, 2, 3, "trilogy")
WITCH_KING = Deck("witch_king", SHADOW, ("mordor",), 7, 2, 4, "trilogy")
SARUMAN = Deck("saruman", SHADOW, ("isengard", "monsters", "harad"), 7, 2, 4, "trilogy")

SETUPS = {
    "trilogy": Setup((FRODO, WITCH_KING, ARAGORN, SARUMAN), (0, 1, 2, 3), 9, False, ()),
    "duel": Setup((Deck("gandalf", FREE_PEOPLES, FP_ALL, 4, 0, 4, "duel"), Deck("witch_king", SHADOW, SH_ALL, 6, 0, 6, "duel")),
                  (0, 1), 9, True, (FREE_PEOPLES, SHADOW)),
    "three_player_duel": Setup((Deck("gandalf", FREE_PEOPLES, FP_ALL, 6, 0, 6, "duel"), WITCH_KING, SARUMAN),
                               (0, 1, 0, 2), 9, True, (FREE_PEOPLES,)),
    "fellowship": Setup((Deck("balrog", SHADOW, SH_ALL, 7, 2, 4, "none"), Deck("gandalf", FREE_PEOPLES, FP_ALL, 7, 2, 3, "none")),
                        (0, 1), 6, False, ()),
}

# The Fellowship of the Ring's fixed decks (rules §6.6), its schedule of battlegrounds and its paths.
FELLOWSHIP_DECKS = {
    "balrog": [("saruman", 1), ("ugluk", 1), ("palantir_of_orthanc", 1), ("sarumans_staff", 1),
               ("goblins_of_the_misty_mountains", 2), ("balrog_of_moria", 1), ("barrow_wights", 1), ("caradhras_the_cruel", 1),
               ("cave_troll", 1), ("flocks_of_crebain", 1), ("hill_troll", 1),
               ("mordor_orcs", 3), ("grishnakh", 1), ("black_breath", 1), ("black_riders_mount", 1), ("morgul_blade", 1),
               ("nazguls_mantle", 1), ("the_ringwraiths_are_abroad", 1),
               ("the_beguiler", 1), ("the_black_easterling", 1), ("the_commander", 1), ("the_destroyer", 1), ("the_hunter", 1),
               ("the_messenger", 1), ("the_reaver", 1), ("the_warrior", 1), ("the_witch_king", 1)],
    "gandalf": [("boromir", 1), ("strider", 1), ("blade_of_westernesse", 1),
                ("high_elves", 2), ("arwen", 1), ("elrond", 1), ("galadriel", 1), ("legolas", 1), ("bow_of_the_galadhrim", 1),
                ("elven_cloak", 1), ("lembas", 1), ("mirror_of_galadriel", 1), ("nenya_ring_of_adamant", 1),
                ("phial_of_galadriel", 1), ("vilya_ring_of_air", 1),
                ("gimli", 1), ("dwarven_axe", 1),
                ("bilbo_baggins", 1), ("fatty_bolger", 1), ("frodo_baggins", 1), ("merry_brandybuck", 1), ("pippin_took", 1),
                ("sam_gamgee", 1), ("mithril_coat", 1), ("sting", 1),
                ("gandalf_the_grey", 1), ("gandalfs_staff", 1), ("glamdring", 1), ("narya_ring_of_fire", 1)],
}
FELLOWSHIP_BATTLEGROUNDS = {1: ("minas_morgul",), 2: ("rivendell",), 3: ("moria",), 4: ("lorien", "dol_guldur"),
                            5: ("orthanc",), 6: ("morannon",)}
FELLOWSHIP_PATHS = {1: ("buckleberry_ferry", "gildors_encampment"), 2: ("inn_of_the_prancing_pony", "the_old_forest"),
                    3: ("fords_of_bruinen", "imladris"), 4: ("caradhras", "khazad_dum", "the_doors_of_durin"),
                    5: ("dimrill_dale", "egladil", "lothlorien"), 6: ("amon_hen",)}

LABELS = {"frodo": "Frodo", "aragorn": "Aragorn", "witch_king": "Witch-king", "saruman": "Saruman",
          "gandalf": "Gandalf", "balrog": "Balrog"}


def setup_of(options: Options) -> Setup:
    return SETUPS[options.scenario]


def seat_info(options: Options) -> tuple[SeatInfo, ...]:
    return tuple(SeatInfo(i, d.side, d.side, LABELS[d.name]) for i, d in enumerate(setup_of(options).decks))


def people(options: Options) -> list[frozenset[int]]:
    """Who holds which seats: Trilogy for 3 gives one person both Shadow decks, for 2 each person a side."""
    decks = setup_of(options).decks
    if options.scenario == "trilogy" and options.players == 3:
        return [frozenset({0}), frozenset({2}), frozenset({1, 3})]
    if options.scenario == "trilogy" and options.players == 2:
        return [frozenset({0, 2}), frozenset({1, 3})]
    return [frozenset({i}) for i in range(len(decks))]

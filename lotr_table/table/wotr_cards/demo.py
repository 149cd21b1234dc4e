"""Readable positions of the card game to look at (`lotr-table screenshot wotr_cards --position
NAME`) and to draw the rules' pictures from: a round in play in each scenario, with cards on
the path and the battlegrounds, characters in reserve and items on their bearers; `crowded`,
six active locations with many cards on one. Each is a spec for the game's `position`."""

from __future__ import annotations

TRILOGY = {
    "options": {"scenario": "trilogy", "players": 4}, "scenario": "trilogy", "players": 4,
    "round": 2, "first": 1, "corruption": 1, "ring": ["unused", "unused", "flipped", "used"],
    "active": ["weathertop", "helms_deep", "orthanc"],
    "at": {"weathertop": [[0, "frodo_baggins", None], [0, "sting", 0], [1, "the_witch_king", None],
                          [1, "morgul_blade", 2]],
           "helms_deep": [[2, "aragorn", None], [2, "anduril", 0], [2, "soldiers_of_gondor", None],
                          [3, "fighting_uruk_hai", None], [3, "ugluk", None]],
           "orthanc": [[3, "saruman", None], [3, "white_hand_orcs", None], [0, "eomer", None],
                       [0, "riders_of_rohan", None]]},
    "reserves": {"0": ["gandalf_the_grey"], "1": ["mordor_orcs"], "2": ["legolas"], "3": ["wolf_riders"]},
    "items": {"0": [["glamdring", "gandalf_the_grey"]], "2": [["elven_cloak", "legolas"]]},
    "hands": {"0": ["sam_gamgee", "mithril_coat", "theoden", "gimli"], "1": ["the_hunter", "fell_beast"],
              "2": ["boromir", "high_elves", "the_red_arrow"], "3": ["shelob", "corsairs_of_umbar"]},
    "vp": {"free_peoples": ["bag_end"]},
}

CROWDED = {
    "options": {"scenario": "trilogy", "players": 4}, "scenario": "trilogy", "players": 4,
    "round": 4, "first": 3, "corruption": 3,
    "active": ["the_council_of_elrond", "helms_deep", "minas_tirith", "rivendell", "orthanc", "moria"],
    "at": {"helms_deep": [[2, "aragorn", None], [2, "anduril", 0], [2, "soldiers_of_gondor", None],
                          [2, "guards_of_the_citadel", None], [0, "theoden", None], [0, "riders_of_rohan", None],
                          [3, "fighting_uruk_hai", None], [3, "ugluk", None], [3, "white_hand_orcs", None]],
           "the_council_of_elrond": [[0, "frodo_baggins", None], [0, "sting", 0], [0, "sam_gamgee", None],
                                     [1, "the_witch_king", None]],
           "minas_tirith": [[2, "denethor", None], [1, "mordor_orcs", None], [1, "black_uruks", None]],
           "orthanc": [[3, "saruman", None], [0, "eomer", None]],
           "moria": [[3, "balrog_of_moria", None], [3, "goblins_of_the_misty_mountains", None], [0, "gimli", None]]},
    "reserves": {"0": ["gandalf_the_grey", "merry_brandybuck", "pippin_took"], "2": ["legolas", "elrond"],
                 "1": ["the_hunter", "trolls_of_udun"], "3": ["wolf_riders"]},
    "items": {"0": [["glamdring", "gandalf_the_grey"]]},
    "hands": {"0": ["mithril_coat", "eowyn", "village_militia"], "2": ["boromir", "high_elves"],
              "1": ["fell_beast"], "3": ["shelob"]},
    "vp": {"free_peoples": ["bag_end", "the_old_forest"], "shadow": ["fords_of_bruinen"]},
}

DUEL = {
    "options": {"scenario": "duel", "players": 2}, "scenario": "duel", "players": 2,
    "round": 2, "first": 1, "active": ["the_old_forest", "rivendell", "moria"],
    "at": {"the_old_forest": [[0, "frodo_baggins", None], [0, "sting", 0], [1, "the_witch_king", None]],
           "rivendell": [[0, "elrond", None], [0, "high_elves", None], [1, "goblins_of_the_misty_mountains", None]],
           "moria": [[1, "balrog_of_moria", None]]},
    "reserves": {"0": ["legolas"], "1": ["mordor_orcs"]},
    "items": {"0": [["bow_of_the_galadhrim", "legolas"]]},
    "hands": {"0": ["gimli", "aragorn", "the_red_arrow", "lembas"], "1": ["saruman", "black_uruks", "cave_troll"]},
}

THREE_PLAYER_DUEL = {
    "options": {"scenario": "three_player_duel", "players": 3}, "scenario": "three_player_duel", "players": 3,
    "round": 2, "first": 1, "active": ["inn_of_the_prancing_pony", "minas_tirith", "orthanc"],
    "at": {"inn_of_the_prancing_pony": [[0, "strider", None], [1, "the_hunter", None]],
           "minas_tirith": [[0, "denethor", None], [0, "guards_of_the_citadel", None], [1, "black_uruks", None]],
           "orthanc": [[2, "saruman", None], [2, "fighting_uruk_hai", None]]},
    "reserves": {"0": ["gandalf_the_grey"], "2": ["wolf_riders"]},
    "items": {"0": [["gandalfs_staff", "gandalf_the_grey"]]},
    "hands": {"0": ["sam_gamgee", "boromir", "mithril_coat"], "1": ["fell_beast", "mordor_orcs"],
              "2": ["shelob", "ugluk"]},
}

FELLOWSHIP = {
    "options": {"scenario": "fellowship", "players": 2}, "scenario": "fellowship", "players": 2,
    "round": 2, "first": 1, "active": ["the_old_forest", "rivendell"],
    "at": {"the_old_forest": [[1, "frodo_baggins", None], [1, "sting", 0], [0, "barrow_wights", None]],
           "rivendell": [[1, "elrond", None], [1, "high_elves", None], [0, "goblins_of_the_misty_mountains", None]]},
    "reserves": {"1": ["strider"], "0": ["mordor_orcs"]},
    "items": {"1": [["blade_of_westernesse", "strider"]]},
    "hands": {"1": ["gimli", "legolas", "lembas"], "0": ["the_witch_king", "cave_troll"]},
}

POSITIONS = {"trilogy": TRILOGY, "crowded": CROWDED, "duel": DUEL, "three_player_duel": THREE_PLAYER_DUEL,
             "fellowship": FELLOWSHIP}

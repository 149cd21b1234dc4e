"""Positions to look at (`lotr-table screenshot lotr_coop --position mordor`): an adventure in
progress on each board, at the active player's card step. Readable positions in the engine's
format (lotr_table/games/lotr_coop/position.py)."""

from __future__ import annotations

DEFAULT = "moria"

POSITIONS: dict[str, dict] = {
    "moria": {
        "options": {"players": 3},
        "location": "moria", "sauron": 11, "ring_bearer": "frodo", "active": "frodo",
        "hobbits": {
            "frodo": {"pos": 2, "runes": 6, "life": {"heart": 1, "ring": 1},
                      "hand": ["brown_fighting", "grey_hiding", "brown_star", "grey_travelling", "aragorn",
                               "mithril", "brown_hiding"]},
            "sam": {"pos": 4, "runes": 3, "life": {"sun": 1},
                    "hand": ["grey_fighting", "brown_friendship", "gimli", "book_of_mazarbul", "athelas"]},
            "pippin": {"pos": 1, "runes": 2, "life": {"ring": 1},
                       "hand": ["brown_travelling", "grey_friendship", "sting", "staff"]},
        },
        "tracks": {"fighting": 4, "hiding": 1, "travelling": 2}, "event_index": 2,
        "story_discard": ["relentless_time", "ring_influence", "hiding", "relentless_time"], "tile": "fighting",
        "journey_discard": ["grey_friendship"], "step": "cards",
    },
    "helms_deep": {
        "options": {"players": 4},
        "location": "helms_deep", "sauron": 10, "ring_bearer": "sam", "active": "pippin",
        "hobbits": {
            "frodo": {"pos": 3, "runes": 4, "life": {"heart": 1},
                      "hand": ["brown_fighting", "arwen", "grey_hiding", "brown_star"]},
            "sam": {"pos": 5, "runes": 7, "life": {"ring": 2, "sun": 1},
                    "hand": ["grey_fighting", "legolas", "elven_cloak", "belt", "brown_travelling"]},
            "pippin": {"pos": 2, "runes": 3, "life": {"heart": 1, "ring": 1},
                       "hand": ["brown_friendship", "grey_friendship", "bow", "boat", "theoden", "lembas"]},
            "merry": {"pos": 1, "runes": 2, "hand": ["grey_travelling", "brooch", "phial"]},
        },
        "tracks": {"fighting": 3, "friendship": 2, "travelling": 6}, "event_index": 3,
        "row": ["shadowfax", "eomer", "riders_of_rohan"],
        "story_discard": ["relentless_time", "fighting", "relentless_time", "travelling", "relentless_time"],
        "tile": "friendship", "journey_discard": ["brown_hiding"], "step": "cards",
    },
    "shelobs_lair": {
        "options": {"players": 5},
        "location": "shelobs_lair", "sauron": 9, "ring_bearer": "frodo", "active": "merry",
        "hobbits": {
            "frodo": {"pos": 4, "runes": 2, "life": {"ring": 1}, "hand": ["brown_star", "grey_hiding", "phial"]},
            "sam": {"pos": 6, "runes": 5, "life": {"heart": 1}, "hand": ["brown_fighting", "galadriel"]},
            "pippin": {"pos": 2, "runes": 1, "hand": ["grey_fighting", "eomer"]},
            "merry": {"pos": 3, "runes": 4, "life": {"sun": 1, "ring": 1},
                      "hand": ["brown_fighting", "grey_travelling", "brown_star", "faramir", "elven_rope"]},
            "fatty": {"pos": 9, "alive": False},
        },
        "tracks": {"fighting": 5, "hiding": 1, "travelling": 3}, "event_index": 4,
        "row": ["gollum"],
        "story_discard": ["relentless_time", "sauron_will", "relentless_time", "hiding"], "tile": "travelling",
        "journey_discard": ["grey_friendship"], "step": "cards",
    },
    "mordor": {
        "options": {"players": 3, "level": "expert"},
        "location": "mordor", "sauron": 8, "ring_bearer": "pippin", "active": "sam",
        "hobbits": {
            "frodo": {"pos": 5, "runes": 9, "life": {"heart": 1}, "hand": ["brown_star", "grey_fighting"]},
            "sam": {"pos": 3, "runes": 6, "life": {"sun": 1},
                    "hand": ["brown_travelling", "grey_travelling", "ghan", "elessar", "brown_friendship"]},
            "pippin": {"pos": 6, "runes": 4, "life": {"ring": 1}, "hand": ["grey_hiding", "brown_star", "lembas"]},
        },
        "tracks": {"travelling": 8, "friendship": 4, "fighting": 3, "hiding": 2}, "event_index": 3,
        "row": ["army_of_the_dead", "eowyn"],
        "story_discard": ["relentless_time", "relentless_time", "fighting", "relentless_time"],
        "tile": "hiding", "journey_discard": ["brown_hiding"], "step": "cards",
    },
    "rivendell": {
        "options": {"players": 3},
        "location": "rivendell", "action_index": 1, "sauron": 12, "ring_bearer": "frodo",
        "hobbits": {
            "frodo": {"pos": 1, "hand": ["brown_fighting", "grey_hiding", "aragorn", "mithril", "brown_star",
                                         "grey_travelling", "brown_hiding", "anduril"]},
            "sam": {"pos": 0, "hand": ["grey_fighting", "brown_friendship", "gimli", "athelas", "sting",
                                       "brown_travelling"]},
            "pippin": {"pos": 2, "hand": ["brown_travelling", "grey_friendship", "staff", "miruvor", "legolas",
                                          "gandalf", "boromir", "glamdring"]},
        },
        "journey_discard": ["grey_friendship"], "step": "location",
    },
}

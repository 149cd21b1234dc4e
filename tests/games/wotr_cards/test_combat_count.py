"""Each active location's combat counted in the view, as it would start now (rules §10): the
same numbers the combat then counts, card by card, so the table can show them beforehand."""

from lotr_table.engine.log_chain import log_events
from lotr_table.games.wotr_cards.game import GAME
from tests.games.wotr_cards.play import WITCH_KING, do, instance, position

# Weathertop (path 2, no defence of its own) and Helm's Deep (a Free Peoples battleground).
SPEC = dict(round=2, first=1, active=["weathertop", "helms_deep"],
            at={"weathertop": [[0, "frodo_baggins", None], [0, "sting", 0], [1, "the_witch_king", None]],
                "helms_deep": [[2, "aragorn", None], [2, "soldiers_of_gondor", None], [3, "fighting_uruk_hai", None]]},
            hands={"0": ["sam_gamgee"], "1": ["mordor_orcs"], "2": ["legolas"], "3": ["wolf_riders"]})


def test_a_path_counts_the_characters_path_icons_and_the_location_defence():
    s = position(**SPEC)
    counted = GAME.view(s, WITCH_KING)["counts"]["weathertop"]
    frodo, sting, wk = (instance(s, c) for c in ("frodo_baggins", "sting", "the_witch_king"))
    assert counted["defender"] == "free_peoples"
    assert counted["cards"][wk] == 2                      # the Witch-king's path attack
    assert counted["cards"][frodo] == 2                   # Frodo's path defence and Sting's on him
    assert sting not in counted["cards"]                  # an item counts through its bearer
    assert counted["attack"] == 2 and counted["defence"] == counted["location"] + 2


def test_the_count_shown_is_the_count_the_combat_makes():
    s = position(**SPEC)
    before = GAME.view(s, None)["counts"]
    for _ in range(4):                                    # everyone passes: the combats begin
        s = do(s, "pass")
    s = do(s, "path", location="weathertop")             # the first player's order
    combats = {dict(a)["location"]: dict(a) for _, t, a in log_events(s)
               if t == "Combat at {location}: {attack} attack, {defence} defence on the location."}
    for loc in ("weathertop", "helms_deep"):
        assert combats[loc]["attack"] == before[loc]["attack"]
        assert combats[loc]["defence"] == before[loc]["location"]


def test_the_view_keeps_each_combat_as_it_began_for_the_account():
    s = position(**SPEC)
    before = GAME.view(s, None)["counts"]
    for _ in range(4):
        s = do(s, "pass")
    s = do(s, "path", location="weathertop")
    record = GAME.view(s, None)["combats"]
    assert record["round"] == 2
    assert [c["location"] for c in record["combats"]] == ["weathertop", "helms_deep"]   # as the first player chose
    weathertop = record["combats"][0]
    assert (weathertop["attack"], weathertop["defence"]) == (before["weathertop"]["attack"], before["weathertop"]["defence"])
    assert {"card": "the_witch_king", "icons": 2, "attacking": True} in weathertop["cards"]
    assert {"card": "frodo_baggins", "icons": 2, "attacking": False} in weathertop["cards"]

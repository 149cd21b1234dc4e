"""The order of the combats (seed, ФАЗА СРАЖЕНИЙ): «Сражения происходят по очереди в каждой
активной локации в порядке, выбираемом первым игроком.»"""

from lotr_table.games.wotr_cards.game import GAME
from lotr_table.games.wotr_cards.state import vp_area
from tests.games.wotr_cards.play import FRODO, do, options, pass_until, position


def _bag_end_and_helms_deep():
    """Gandalf the Grey alone on Bag End; Théoden ("+1 battleground attack and +1 battleground
    defence while Gandalf is in play") on Helm's Deep (2 defence) against Devilry of Saruman (3
    attack). Frodo is the first player."""
    return position(active=["bag_end", "helms_deep"], first=0,
                    at={"bag_end": [[FRODO, "gandalf_the_grey"]],
                        "helms_deep": [[FRODO, "theoden"], [3, "devilry_of_saruman"]]})


def _winners(s):
    return {side: [l for l in s.zones.cards[vp_area(side)]] for side in ("free_peoples", "shadow")}


def test_the_first_player_chooses_which_location_is_fought_first():
    s = pass_until(_bag_end_and_helms_deep(), "combat_order")
    assert GAME.to_act(s) == [FRODO]
    assert sorted(a["location"] for a in options(s)) == ["bag_end", "helms_deep"]


def test_fighting_the_path_first_cycles_gandalf_and_helms_deep_falls():
    s = do(pass_until(_bag_end_and_helms_deep(), "combat_order"), "path", location="bag_end")
    # one location left: it is fought without a question
    assert _winners(s) == {"free_peoples": ["bag_end"], "shadow": ["helms_deep"]}


def test_fighting_helms_deep_first_keeps_theodens_bonus_and_the_free_peoples_hold_it():
    s = do(pass_until(_bag_end_and_helms_deep(), "combat_order"), "battleground", location="helms_deep")
    assert sorted(_winners(s)["free_peoples"]) == ["bag_end", "helms_deep"]


def test_a_single_active_location_is_fought_without_asking():
    s = position(active=["bag_end"], at={"bag_end": [[FRODO, "gandalf_the_grey"]]})
    for _ in range(4):
        s = do(s, "pass")
    assert "bag_end" in s.zones.cards[vp_area("free_peoples")]

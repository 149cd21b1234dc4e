"""What 500 games of self-play found (`lotr-table selfplay wotr --games 500 --seed 1`), each
as the scenario of the rule it broke, the seed quoted."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import oldest_first
from lotr_table.games.wotr import card_zones as places, hunt, hunt_tiles
from lotr_table.games.wotr.board import ELITE, LEADER, REGULAR, board
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.state import slot

from tests.games.wotr.test_cards_free_peoples_character import EYE, ONE, THREE, play_card, pool, with_card
from tests.games.wotr.test_cards_shadow_character import SH, played

B = board()


def test_the_leaders_go_with_the_last_unit_a_cards_dice_strike_in_the_field():
    # «Якщо ефект такої карти знищує всі загони війська, то всіх лідерів Вільних Народів з
    # цього війська негайно прибирають» — the Elves' last unit struck by Dreadful Spells in the
    # North Anduin Vale (seed 16 of the 500) left their leader alone in the field
    spec = {"armies": {"osgiliath": {"sauron": {"regular": 1, "nazgul": 2}},
                       "minas_tirith": {"gondor": {"regular": 1, "leaders": 1}}}}
    s = played(spec, "sh_char_19", draws=(5, 0))        # a 6 and a 1: one hit, the army's only unit
    s = play_on(s, Action("choose", item="minas_tirith"))
    here = s.armies[B.region("minas_tirith")]
    gondor = B.nation("gondor")
    assert (here[slot(gondor, REGULAR)], here[slot(gondor, ELITE)], here[slot(gondor, LEADER)]) == (0, 0, 0)
    assert GAME.invariants(s) == []
    lost = [dict(a)["piece"] for _, t, a in oldest_first(s.log) if t == "{nation} loses {piece} in {region}."]
    assert lost == ["regular", "leaders"]


def play_on(s, action):
    return GAME.apply(s, SH, action)



def test_an_eye_removed_for_good_stays_out_when_the_pool_is_refilled():
    # Challenge of the King removes the Eyes it draws from the game (seed 47 of the 500: the
    # check counted that tile lost); «поверніть до запасу всі звичайні жетони (бежеві), але не
    # повертайте туди ... ті жетони, що були «назавжди прибрані» з гри внаслідок ефекту карти
    # події» — refilling the empty pool looked for it among the drawn tiles and failed
    spec = {"separated": {"strider": "edoras"}, "armies": {"edoras": {"rohan": {"regular": 1}}},
            "companions": ["gandalf_the_grey"]}
    s = pool(with_card(spec, "fp_char_14"), EYE, THREE, ONE)
    s.fixed_draws = (0, 0, 0)                # the Eye, the three, the one
    s = play_card(s, "fp_char_14")
    assert places.held(s.zones, places.ASIDE).count(EYE) == 1 and GAME.invariants(s) == []
    places.lay(s.zones, places.DRAWN, list(s.hunt_pool))        # the pool used up
    s.fixed_draws = (0,)
    hunt.draw_tile(s)
    assert EYE in places.held(s.zones, places.ASIDE) and EYE not in s.hunt_pool + s.hunt_drawn
    assert len(s.hunt_pool) + len(s.hunt_drawn) == len(hunt_tiles.standard()) - 1
    assert GAME.invariants(s) == []


def test_the_corsairs_do_not_sail_from_a_besieged_umbar_to_attack_a_coast():
    # «Військо всередині обложеної фортеці може напасти на військо, що атакує його» — a besieged
    # army attacks its besiegers only. Corsairs of Umbar played with the Southrons shut in Umbar
    # and a Free Peoples army on the coast (seed 167 of the 500, steered play) offered the army
    # in the box, and the battle it began raised «the attacking pieces are not there».
    from tests.games.wotr.test_cards_strategy import AT_WAR, choose, shadow_plays
    spec = {"armies": {"umbar": {"gondor": {"regular": 2}}, "pelargir": {"gondor": {"regular": 1}}},
            "besieged": {"umbar": {"southrons": {"regular": 3}}}, "politics": {"southrons": AT_WAR}}
    s = shadow_plays(spec, "sh_str_10")
    s = choose(s, SH, "pelargir")
    assert s.battle is None and s.pending.kind != "_compound"
    umbar = s.besieged[B.region("umbar")]
    assert umbar[slot(B.nation("southrons"), REGULAR)] == 3 and GAME.invariants(s) == []

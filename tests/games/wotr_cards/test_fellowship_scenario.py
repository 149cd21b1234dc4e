"""The Fellowship of the Ring scenario as the seed writes it (Сценарии, БРАТСТВО КОЛЬЦА)."""

from lotr_table.engine.log_chain import log_events
from lotr_table.games.wotr_cards.game import GAME
from lotr_table.games.wotr_cards.state import ACTIVE
from tests.games.wotr_cards.play import options, position


def test_round_four_activates_lorien_and_dol_guldur_once_each():
    # «Раунд 4: Лориен и Дол Гулдур.» Lórien's text, «Активируйте или повторно активируйте поле
    # битвы Тьмы Дол Гулдур», activates Dol Guldur first; the schedule does not activate it again
    s = position(scenario="fellowship", players=2, round=4, phase="location", last_path=3, first=1,
                 vp={"free_peoples": ["minas_morgul", "rivendell", "moria"]})
    while s.pending.kind != "_window":
        s = GAME.apply(s, GAME.to_act(s)[0], options(s)[0])
    activated = [dict(a)["location"] for _, t, a in log_events(s) if t == "{location} is activated."]
    assert activated.count("dol_guldur") == 1 and activated.count("lorien") == 1
    assert s.zones.cards[ACTIVE].count("dol_guldur") == 1


def test_the_view_offers_no_ring_token_in_the_fellowship():
    # «ЖЕТОНЫ КОЛЬЦА. Жетоны Кольца не используются, уберите их в коробку.»
    s = position(scenario="fellowship", players=2, active=["minas_morgul"])
    assert GAME.view(s, 0)["ring"] == [None, None]
    assert not any(a.kind == "ring" for seat in (0, 1) for a in GAME.legal_actions(s, seat))
    assert GAME.view(position(active=["bag_end"]), 0)["ring"] == ["unused"] * 4

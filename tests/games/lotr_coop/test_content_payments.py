"""Payments (seed: СОБЫТИЯ, Розыгрыш карт notes, Гибель героя; digest §10.2, A2, A16, A26)."""

from __future__ import annotations

from lotr_table.games.lotr_coop.payments import coverage, remaining
from tests.games.lotr_coop.kit import A, act, asked, gives, legal, record, run, state

SPEAK = (("friendship", 1), ("star", 1))


def test_a_two_star_card_pays_two_different_symbols():
    # seed: "когда карта с двумя звёздами отправляется в сброс для оплаты штрафа, эти звёзды
    # могут стать любыми разными символами"
    assert coverage((("hiding", 1), ("travelling", 1)), ["card:aragorn"], 1) == {}


def test_a_star_requirement_is_met_only_by_stars():
    # seed: "Первое событие в Мории вынуждает отряд сбросить две карты — одну с символом дружбы
    # и джокера" — a friendship card cannot stand for the joker
    assert coverage(SPEAK, ["card:grey_friendship", "card:brown_friendship"], 1) == {"star": 1}
    assert coverage(SPEAK, ["card:grey_friendship", "card:brown_star"], 1) == {}


def test_gimli_counts_as_two_fighting_symbols():
    # seed: "группа может сыграть одну такую карту и легендарную карту Гимли … она считается за два ✕"
    assert coverage((("fighting", 3),), ["card:grey_fighting", "card:gimli"], 1) == {}


def test_frodos_brown_journey_cards_are_stars_for_frodo_only():
    # seed: "Для Фродо любая коричневая карта путешествия — джокер."
    assert coverage((("star", 1),), ["card:brown_fighting"], 0) == {}
    assert coverage((("star", 1),), ["card:brown_fighting"], 1) == {"star": 1}


def test_only_cards_that_lower_the_need_are_offered():
    # seed (Налёт назгулов): "сбросит две карты уклонения … Вместо карт уклонения можно сбросить
    # карты-джокеры со звёздами"
    s = state(location="bag_end", hands={0: ["grey_fighting", "grey_hiding", "brown_star", "miruvor"]})
    run(s, ("payment", "self", 0, (("hiding", 2),), "nazgul_attack", (), ()))
    assert gives(s, 0) == {"grey_hiding", "brown_star"}


def test_items_given_are_held_aside_and_go_back_unseen_on_decline(monkeypatch):
    # seed: "Если ни один игрок не может или не хочет сбросить требуемое, Саурон сдвигается"
    calls = record(monkeypatch, "do_sauron")
    s = state(location="bag_end", hands={1: ["grey_hiding", "grey_fighting"]})
    run(s, ("payment", "one", 0, (("hiding", 2),), "nazgul_attack", (), (("do_sauron", 1),)))
    act(s, 0, A("payer", seat=1))
    act(s, 1, A("give", card="grey_hiding"))
    assert s.aside[1] == ["card:grey_hiding"] and s.hobbits[1].hand == ["grey_fighting"]
    assert s.journey_discard == []
    act(s, 1, A("decline"))
    assert sorted(s.hobbits[1].hand) == ["grey_fighting", "grey_hiding"]
    assert s.journey_discard == [] and not s.aside.get(1)
    # Sam's decline is his own: Frodo is asked again, without Sam, and declines too
    assert asked(s) == (0, "pay_who") and s.pending.actions == [A("payer", seat=0), A("decline")]
    assert calls == []
    act(s, 0, A("decline"))
    assert calls == [("do_sauron", 1)]


def test_a_payment_is_discarded_face_up_once_covered():
    # seed: "сброшенные карты кладутся лицом вверх в отдельную стопку рядом с колодой путешествия"
    s = state(location="bag_end", hands={1: ["grey_hiding", "legolas"]})
    run(s, ("payment", "one", 0, (("hiding", 2),), "nazgul_attack", (), (("do_sauron", 1),)))
    act(s, 0, A("payer", seat=1))
    act(s, 1, A("give", card="legolas"))
    assert s.journey_discard == ["legolas"] and s.hobbits[1].hand == ["grey_hiding"]
    assert s.pending is None and s.sauron == 12


def test_one_player_payment_cannot_be_shared():
    # digest A2 (seed: "один игрок сбросит две карты уклонения"): after one player declines,
    # his items go back; another player may be named, but he must pay it all alone
    # (seed: "Если ни один игрок не может или не хочет сбросить требуемое, Саурон сдвигается")
    s = state(location="bag_end", hands={0: ["grey_hiding"], 1: ["grey_hiding"]})
    run(s, ("payment", "one", 0, (("hiding", 2),), "nazgul_attack", (), (("do_sauron", 1),)))
    act(s, 0, A("payer", seat=0))
    act(s, 0, A("give", card="grey_hiding"))
    act(s, 0, A("decline"))
    assert s.sauron == 12 and s.hobbits[0].hand == ["grey_hiding"]
    assert asked(s) == (0, "pay_who") and s.pending.actions == [A("payer", seat=1), A("decline")]
    act(s, 0, A("payer", seat=1))
    act(s, 1, A("give", card="grey_hiding"))
    assert s.pending.actions == [A("decline")]          # Frodo's card does not count
    act(s, 1, A("decline"))
    assert s.sauron == 11 and s.hobbits[0].hand == ["grey_hiding"] and s.hobbits[1].hand == ["grey_hiding"]


def test_a_group_payment_takes_items_from_several_players():
    # seed: "Если событие требует чего-либо от отряда …, игроки совместно решают, кто и сколько
    # пожертвует для выполнения требования."
    s = state(hands={0: ["grey_friendship"], 1: ["sting"]})
    run(s, ("payment", "group", 0, SPEAK, "speak_friend", (), (("do_sauron", 1),)))
    act(s, 0, A("pay"))
    act(s, 0, A("give", card="grey_friendship"))
    act(s, 0, A("done"))
    assert asked(s) == (1, "pay_give")
    act(s, 1, A("give", card="sting"))
    assert sorted(s.journey_discard) == ["grey_friendship", "sting"] and s.sauron == 12


def test_an_uncovered_group_payment_goes_back_and_the_otherwise_happens():
    # seed: "Если герои не смогут этого сделать, Саурон сдвинется на одно деление влево"
    s = state(hands={0: ["grey_friendship"], 1: ["grey_hiding"]})
    run(s, ("payment", "group", 0, SPEAK, "speak_friend", (), (("do_sauron", 1),)))
    act(s, 0, A("pay"))
    act(s, 0, A("give", card="grey_friendship"))
    act(s, 0, A("done"))
    assert legal(s, 1) == [A("done")]
    act(s, 1, A("done"))
    assert s.hobbits[0].hand == ["grey_friendship"] and s.sauron == 11


def test_runes_are_paid_by_value():
    # digest §16 [I] / A11: "discard runes worth 5" means a total of 5, with change given
    s = state(location="shelobs_lair", runes={1: 7})
    run(s, ("payment", "one", 0, (("runes", 5),), "forbidden_pool", (), (("do_sauron", 2),)))
    act(s, 0, A("payer", seat=1))
    assert A("give_runes", value=5) in legal(s, 1)
    act(s, 1, A("give_runes", value=5))
    assert s.hobbits[1].runes == 2


def test_gollum_used_to_pay_makes_its_giver_roll(monkeypatch):
    # seed: "ГОЛЛУМ: … можно использовать для оплаты штрафов … игрок, применивший «Голлума»,
    # обязан бросить кубик угрозы сразу после розыгрыша"
    calls = record(monkeypatch, "roll")
    s = state(location="shelobs_lair", hands={1: ["gollum"]})
    run(s, ("payment", "group", 0, (("fighting", 3),), "test", (), ()))
    act(s, 0, A("pay"))
    act(s, 0, A("done"))
    act(s, 1, A("give", card="gollum"))
    assert calls == [("roll", 1, "gollum")]


def test_gollum_discarded_as_a_mere_card_does_not_roll(monkeypatch):
    # seed: "если эта карта сброшена по другой причине, т. е. три звезды не были использованы,
    # кубик угрозы бросать не надо"
    calls = record(monkeypatch, "roll")
    s = state(location="mordor", hands={1: ["gollum"]})
    run(s, ("payment", "self", 1, (("cards", 1),), "test", (), ()))
    act(s, 1, A("give", card="gollum"))
    assert calls == [] and s.journey_discard == ["gollum"]


def test_an_unpayable_mandatory_payment_kills():
    # seed: "если в любой момент у игрока не хватает карт или рун для оплаты штрафа, он должен
    # сбросить всё, что имеет, и его герой тут же погибает"
    s = state(location="shelobs_lair", hands={1: ["grey_hiding"]}, runes={1: 2})
    run(s, ("payment", "mandatory", 1, (("runes", 3),), "faces_of_dead", (), ()))
    assert not s.hobbits[1].alive and s.hobbits[1].hand == [] and s.hobbits[1].runes == 0


def test_a_payable_mandatory_payment_is_paid():
    # digest §5.5 Faces of the Dead: "otherwise that player discards runes worth 3"
    s = state(location="shelobs_lair", runes={1: 4})
    run(s, ("payment", "mandatory", 1, (("runes", 3),), "faces_of_dead", (), ()))
    assert s.hobbits[1].alive and s.hobbits[1].runes == 1


def test_guidance_may_be_discarded_as_two_stars():
    # seed: "НАСТАВЛЕНИЕ: Активный игрок может применить эту карту так, словно только что
    # разыграл или сбросил карту с двумя звёздами"
    s = state(hands={0: ["grey_friendship"]}, runes={0: 6})
    run(s, ("payment", "self", 0, (("hiding", 2),), "test", (), (("do_sauron", 1),)))
    act(s, 0, A("give_gandalf", card="guidance"))
    assert s.hobbits[0].runes == 1 and "guidance" not in s.gandalf
    assert "guidance" in s.journey_discard and s.sauron == 12


def test_guidance_is_not_offered_without_five_runes():
    # seed: "любой игрок может позвать Гэндальфа на помощь, сбросив рун на 5 единиц"
    s = state(hands={0: ["grey_hiding"]}, runes={0: 4})
    run(s, ("payment", "self", 0, (("hiding", 2),), "test", (), ()))
    assert "give_gandalf" not in {a.kind for a in legal(s, 0)}


def test_each_player_pays_for_himself_in_turn(monkeypatch):
    # seed: "Когда в описании события есть словосочетание «каждый игрок», все герои Братства
    # выполняют требования … Начинает активный игрок, за ним действуют остальные по часовой стрелке."
    calls = record(monkeypatch, "roll")
    s = state(players=3, hands={1: ["grey_hiding"]}, active=1)
    run(s, ("payment", "each", 1, (("hiding", 1),), "watcher", (), (("do_roll", "<seat>", "event"),)))
    assert asked(s) == (1, "pay_give")
    act(s, 1, A("give", card="grey_hiding"))
    assert asked(s) == (2, "pay_give")
    act(s, 2, A("decline"))
    act(s, 0, A("decline"))
    assert calls == [("roll", 2, "event"), ("roll", 0, "event")]


def test_remaining_reports_what_is_still_needed():
    # digest §10.2: "A requirement of N symbols is met by cards whose symbols add up to N"
    assert remaining((("fighting", 5),), [(1, "card:gimli")]) == {"fighting": 3}

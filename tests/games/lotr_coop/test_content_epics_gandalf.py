"""Epic cards and Gandalf (seed: «ЛЕГЕНДАРНЫЕ КАРТЫ ЭПОСА», «КАРТЫ ГЭНДАЛЬФА»)."""

from __future__ import annotations

from lotr_table.games.lotr_coop import epics, flow, gandalf
from tests.games.lotr_coop.kit import A, act, asked, legal, record, run, state


def open_question(s, seat, kind="cards"):
    """Pose an open question the way E1's turn does, with the free actions of `seat`."""
    from lotr_table.games.lotr_coop import turn
    acts = [A("done")] + turn.open_actions(s, seat, kind)
    flow.ask(s, seat, "window", acts, "test", again=("window", seat))
    return s


def test_miruvor_the_giver_passes_a_card_of_his_choice():
    # seed: "МИРУВОР: позволяет любому игроку передать одну карту любому другому игроку."
    s = state(hands={0: ["miruvor"], 1: ["gimli", "grey_hiding"]})
    open_question(s, 0)
    act(s, 0, A("epic", card="miruvor", target=1, to=0))
    assert asked(s) == (1, "miruvor")
    act(s, 1, A("give", card="gimli"))
    assert s.hobbits[0].hand == ["gimli"] and s.hobbits[1].hand == ["grey_hiding"]
    assert "miruvor" in s.journey_discard


def test_elessar_moves_any_hobbit_one_left():
    # seed: "ЭЛЕССАР: любой игрок может сдвинуть своего хоббита на деление влево …, если это возможно."
    s = state(hands={0: ["elessar"]}, pos={1: 3})
    open_question(s, 0)
    assert A("epic", card="elessar", target=0) not in legal(s, 0)     # Frodo is on 0
    act(s, 0, A("epic", card="elessar", target=1))
    assert s.hobbits[1].pos == 2


def test_lembas_discard_any_then_draw_to_six():
    # seed: "ЛЕМБАС: любой игрок может сбросить столько карт, сколько пожелает, и потом вытянуть
    # новые карты из колоды путешествия, пока на руке не будет шесть карт."
    s = state(hands={0: ["lembas"], 1: ["grey_fighting", "grey_hiding"]})
    open_question(s, 0)
    act(s, 0, A("epic", card="lembas", target=1))
    act(s, 1, A("discard", card="grey_fighting"))
    act(s, 1, A("done"))
    assert len(s.hobbits[1].hand) == 6 and "grey_fighting" in s.journey_discard


def test_the_phial_is_offered_only_before_a_reveal():
    # seed: "ФИАЛ ГАЛАДРИЭЛИ: применяется к активному игроку, когда тот должен раскрыть
    # следующий жетон истории."
    s = state(hands={1: ["phial"]})
    s.scratch["open"] = "cards"
    assert A("epic", card="phial") not in epics.free_actions(s, 1)
    s.scratch["open"] = "reveal"
    assert A("epic", card="phial") in epics.free_actions(s, 1)


def test_the_phial_frees_the_active_player_from_revealing():
    # seed: "Активный игрок не раскрывает жетон истории и продолжает свой ход розыгрышем карт."
    s = state(hands={0: ["phial"]})
    open_question(s, 0, "reveal")
    act(s, 0, A("epic", card="phial"))
    assert s.scratch["phial"] is True


def test_the_staff_cancels_meagre_choice_but_not_relentless_time():
    # seed: "ПОСОХ ГЭНДАЛЬФА: лишает силы жетон истории «Небогатый выбор» или жетон «Отступление».
    # … К жетону «Неумолимое время» не применяется."
    s = state(hands={0: ["staff"]})
    s.scratch["open"] = "tile"
    s.tile = "relentless_time"
    assert A("epic", card="staff") not in epics.free_actions(s, 0)
    s.tile = "meagre_choice"
    assert A("epic", card="staff") in epics.free_actions(s, 0)


def test_call_gandalf_costs_five_runes_of_one_player_and_the_active_player_chooses():
    # seed: "любой игрок может позвать Гэндальфа на помощь, сбросив рун на 5 единиц. Затем
    # активный игрок решает, какую из карт Гэндальфа и каким способом применить."
    s = state(runes={1: 6}, pos={1: 4}, active=0)
    assert gandalf.call_actions(s, 0) == []
    open_question(s, 1)
    act(s, 1, A("call_gandalf"))
    assert s.hobbits[1].runes == 1 and asked(s) == (0, "gandalf_card")
    act(s, 0, A("gandalf_card", card="healing", target=1))
    assert s.hobbits[1].pos == 2 and "healing" not in s.gandalf and "healing" in s.journey_discard


def test_persistence_draws_four():
    # seed: "УПОРСТВО: … Выбранный игрок берёт на руку четыре карты путешествия"
    s = state(runes={0: 5})
    run(s, ("gandalf_choose", None))
    act(s, 0, A("gandalf_card", card="persistence", target=1))
    assert len(s.hobbits[1].hand) == 4


def test_each_gandalf_card_is_used_only_once():
    # seed: "Каждую карту Гэндальфа можно использовать только раз за партию."
    s = state(gandalf=["persistence"])
    run(s, ("gandalf_choose", None))
    act(s, 0, A("gandalf_card", card="persistence", target=0))
    s.hobbits[0].runes = 5
    assert s.gandalf == [] and gandalf.call_actions(s, 0) == []


def test_guidance_played_moves_a_chosen_track_two(monkeypatch):
    # seed: "НАСТАВЛЕНИЕ: … словно только что разыграл … карту с двумя звёздами"
    calls = record(monkeypatch, "choose_track")
    s = state()
    run(s, ("gandalf_choose", None))
    act(s, 0, A("gandalf_card", card="guidance"))
    assert calls == [("choose_track", 0, 2, True)]


def test_foresight_the_active_player_orders_the_top_three_tiles():
    # seed: "ПРЕДВИДЕНИЕ: Активный игрок может посмотреть три верхних жетона истории и вернуть
    # обратно в стопку в любом удобном ему порядке."
    s = state(story=["hiding", "fighting", "retreat", "relentless_time"])   # top = last
    run(s, ("gandalf_choose", None))
    act(s, 0, A("gandalf_card", card="foresight"))
    assert len(legal(s, 0)) == 6
    act(s, 0, A("order", tiles=("fighting", "retreat", "relentless_time")))
    assert s.story == ["hiding", "relentless_time", "retreat", "fighting"]
    assert s.foresight == (0, ("fighting", "retreat", "relentless_time"))


def test_magic_ignores_the_event():
    # seed: "МАГИЯ: Передвинув маркер событий на очередное деление, игнорируйте событие."
    s = state(runes={1: 5})
    run(s, ("event_window", 1))
    assert asked(s) == (0, "before_event")
    act(s, 0, A("ask", seat=1))
    act(s, 1, A("call_gandalf"))
    act(s, 0, A("gandalf_card", card="magic"))
    assert s.pending is None and s.sauron == 12 and "magic" not in s.gandalf


def test_magic_cannot_cancel_the_ring_is_mine():
    # seed: "Эта карта не может предотвратить проигрыш отменой последнего события в Мордоре."
    s = state(location="mordor", runes={0: 9})
    run(s, ("event_window", 6))
    assert s.over and s.result["fellowship_won"] is False


def test_without_magic_the_event_happens_at_once():
    # seed (Speak friend): "Если герои не смогут этого сделать, Саурон сдвинется"
    s = state(runes={0: 9}, gandalf=["healing"])
    run(s, ("event_window", 1))
    assert asked(s) == (0, "pay_group")

"""End of an adventure, passing the Ring, the next adventure, Mordor and the Crack of Doom (E1)."""

from tests.games.lotr_coop.core_kit import do, hob, kind, load_die, passive, pos, who

FULL = {"heart": 1, "sun": 1, "ring": 1}


def ending(hobbits, players=2, **kw):
    """Moria is over: the end-of-adventure procedure runs now."""
    return pos(location="moria", step="adventure_end", hobbits=hobbits, options={"players": players, **kw.pop("options", {})}, **kw)


def test_descent_one_step_per_missing_token():
    # seed: "За каждый недостающий жетон игрок сдвигает фишку своего хоббита на одно деление вправо"
    s = passive(ending({"frodo": {"life": FULL}, "sam": {"life": {"sun": 2}}}))
    assert hob(s, "frodo").pos == 0 and hob(s, "sam").pos == 2


def test_merry_needs_one_token_fewer():
    # seed: "С одним жетоном жизни Мерри сдвигается на одно деление вправо по треку искушения, без жетонов — на два."
    s = passive(ending({"frodo": {"life": FULL}, "sam": {"life": FULL}, "pippin": {"life": FULL},
                        "merry": {"life": {"heart": 1}}}, players=4))
    assert hob(s, "merry").pos == 1


def test_athelas_spares_a_player_the_penalty():
    # seed: "АЦЕЛАС: если игроку не хватает одного или нескольких жетонов жизни, он не получает штраф"
    s = ending({"frodo": {"life": FULL}, "sam": {"life": {}, "hand": ["athelas"]}})
    s = passive(s, until=("before_penalty",))
    assert kind(s) == "before_penalty" and who(s) == 1
    s = do(s, "epic", card="athelas", target=1)
    s = passive(s)
    assert hob(s, "sam").pos == 0


def test_the_player_with_most_ring_tokens_becomes_ring_bearer_and_draws_two():
    # seed: "Игрок с наибольшим количеством жетонов Кольца становится новым Кольценоосцем … Новый
    # Кольценосец тянет две карты"
    s = passive(ending({"frodo": {"life": FULL}, "sam": {"life": {"heart": 1, "sun": 1, "ring": 2}}}))
    assert s.ring_bearer == 1
    assert len(hob(s, "sam").hand) >= 2


def test_ties_go_to_the_nearest_clockwise_from_the_ring_bearer():
    # seed: "При равенстве жетонов Кольцо надо отдать тому претенденту, который сидит ближе к нынешнему
    # Кольценоосцу по часовой стрелке."
    two = {"heart": 1, "sun": 1, "ring": 2}
    s = passive(ending({"frodo": {"life": FULL}, "sam": {"life": FULL}, "pippin": {"life": two},
                        "merry": {"life": two}}, players=4, ring_bearer="sam"))
    assert s.ring_bearer == 2


def test_the_ring_bearer_tied_for_most_keeps_the_ring():
    # seed: "Если Кольценосец собрал наибольшее количество жетонов Кольца, он сохраняет свой статус."
    s = passive(ending({"frodo": {"life": FULL}, "sam": {"life": FULL}}))
    assert s.ring_bearer == 0


def test_life_tokens_return_and_fatty_draws_two():
    # seed: "верните все жетоны жизни в соответствующие стопки"; "играющий за Фэтти берёт две карты в
    # конце каждого приключения"
    s = passive(ending({h: {"life": FULL} for h in ("frodo", "sam", "pippin", "merry", "fatty")}, players=5))
    assert all(h.life == {"heart": 0, "sun": 0, "ring": 0} for h in s.hobbits)
    assert len(hob(s, "fatty").hand) >= 2


def test_next_adventure_reshuffles_all_23_tiles_and_the_ring_bearer_starts():
    # seed: "Не забывайте перемешивать жетоны истории перед началом каждого нового приключения."
    # "Затем игроки будут действовать по очереди, начиная с Кольценосца"
    s = pos(location="shelobs_lair", step="adventure_end", story_discard=["relentless_time"] * 3,
            ring_bearer="sam", active="frodo",
            hobbits={"frodo": {"life": FULL}, "sam": {"life": {"heart": 1, "sun": 1, "ring": 3}}})
    s = passive(s, until=("cards",))
    assert s.location == 6 and s.active == 1
    assert len(s.story) + len(s.story_discard) + (1 if s.tile else 0) == 23
    assert set(s.row) <= {"army_of_the_dead", "ghan", "eowyn"}


def test_crack_of_doom_destroyed(monkeypatch):
    # seed: "Бросьте кубик угрозы, и если после броска Кольценосец не погибает, приключение успешно
    # завершится. … Если после броска активный игрок не погибает, Кольцо уничтожено и активный игрок
    # получает одну из золотых рун. Братство победило"
    load_die(monkeypatch, "blank", "one")
    s = pos(location="mordor", step="cards", active="sam", tracks={"travelling": 11}, gold=[3],
            hobbits={"frodo": {"runes": 4}, "sam": {"hand": ["ghan"], "runes": 1}})
    s = do(s, "play", card="ghan", track="travelling")
    s = passive(s)
    assert s.over and s.result["fellowship_won"]
    assert s.ring_bearer is None
    assert hob(s, "sam").pos == 1 and hob(s, "sam").runes == 1 + 1 + 3    # a rune at 12, gold 3
    assert s.result["score"] == 60 + 4 + 5


def test_crack_of_doom_next_player_rolls_when_the_active_player_dies(monkeypatch):
    # seed: "Если активный игрок погибает, следующий по часовой стрелке игрок становится активным игроком
    # и делает бросок угрозы."
    load_die(monkeypatch, "blank", "three", "blank")
    s = pos(location="mordor", step="cards", active="sam", tracks={"travelling": 11}, sauron=12,
            options={"players": 3},
            hobbits={"sam": {"hand": ["ghan"], "pos": 11}, "pippin": {"pos": 9}})
    s = do(s, "play", card="ghan", track="travelling")
    s = passive(s)
    # Sam (active) rolled the last space's ■ (blank), then the new roll: three → Sam moves 1 to 12
    # and dies; Pippin, next clockwise, rolls blank and destroys the Ring
    assert s.over and s.result["fellowship_won"]
    assert not hob(s, "sam").alive and hob(s, "pippin").gold


def test_all_heroes_dying_at_the_crack_scores_60(monkeypatch):
    # seed: "Если Братство дошло до Роковой расщелины, но все герои погибли, пытаясь уничтожить Кольцо,
    # оно получает 60 очков"
    load_die(monkeypatch, "blank", "three", "three")
    s = pos(location="mordor", step="cards", active="frodo", tracks={"travelling": 11}, sauron=12,
            hobbits={"frodo": {"hand": ["ghan"], "pos": 10, "runes": 9}, "sam": {"pos": 11}})
    s = do(s, "play", card="ghan", track="travelling")
    s = passive(s)
    assert s.over and not s.result["fellowship_won"] and s.result["score"] == 60


def test_ring_bearer_death_scores_the_main_track_number():
    # seed: "Счёт Братства равен номеру того деления на главном треке, где остановился маркер
    # прохождения. … если Братство разгромлено, когда маркер стоит на делении с номером 52, итоговый
    # счёт равен 52 очкам." Runes are not added.
    s = pos(location="mordor", step="turn", tracks={"travelling": 5}, sauron=6, story=["ring_influence"],
            hobbits={"frodo": {"pos": 5, "runes": 10}})
    s = passive(s)
    assert s.over and not s.result["fellowship_won"] and s.result["score"] == 52


def test_relay_passes_the_ring_on_a_penalty_death(monkeypatch):
    # seed: "ЭСТАФЕТА: Если Кольценосец погибает по любой причине, кроме встречи с Сауроном …, игрок
    # слева от вышедшего перекладывает бремя Кольценосца на своего хоббита"
    load_die(monkeypatch, "cards")
    s = pos(step="cards", options={"players": 3, "relay": True}, tracks={"fighting": 5},
            hobbits={"frodo": {"hand": ["boromir"]}})
    s = do(s, "play", card="boromir", track="fighting")
    s = passive(s, until=("cards",))
    assert not hob(s, "frodo").alive and s.ring_bearer == 1 and not s.over


def test_without_relay_the_ring_bearers_death_loses(monkeypatch):
    # seed: "Игра завершается, когда: погибает Кольценосец"
    load_die(monkeypatch, "cards")
    s = pos(step="cards", tracks={"fighting": 5}, hobbits={"frodo": {"hand": ["boromir"]}})
    s = do(s, "play", card="boromir", track="fighting")
    s = passive(s)
    assert s.over and s.result["score"] == 17


def test_competition_corrupted_ring_bearer_wins_alone(monkeypatch):
    # seed: "Если Кольценосец встречает Саурана на треке искушения, обладая при этом как минимум тремя
    # жетонами Кольца, сила Кольца искажает хоббита … Он один получает очки по номеру деления"
    load_die(monkeypatch, "two")
    s = pos(step="cards", options={"competition": True}, tracks={"fighting": 5},
            hobbits={"frodo": {"hand": ["boromir"], "pos": 10, "life": {"ring": 2}}})
    s = do(s, "play", card="boromir", track="fighting")              # 6: Ring token → 3; 7: ■
    s = passive(s)
    assert s.over and s.result["winners"] == [0]
    assert s.result["scores"] == {0: 17, 1: 0}

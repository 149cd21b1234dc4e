"""The story step (E1): tiles until an activity tile, each kind of tile."""

from tests.games.lotr_coop.core_kit import do, hob, kind, legal, passive, pos, who


def moria(**kw):
    kw.setdefault("location", "moria")
    kw.setdefault("hobbits", {"frodo": {"hand": ["grey_hiding"]}, "sam": {"hand": ["grey_hiding"]}})
    return pos(**kw)


def test_tiles_are_revealed_until_an_activity_tile():
    # seed: "Активный игрок продолжает раскрывать жетоны истории … пока не раскроет жетон с любым
    # символом прохождения"
    s = passive(moria(story=["ring_influence", "ring_influence", "fighting", "hiding"]))
    assert kind(s) == "cards"
    assert hob(s, "frodo").pos == 2                 # two Ring's Influence on the Ring-bearer
    assert s.tracks["fighting"] == 1 and s.tracks["hiding"] == 0
    assert s.story[-1] == "hiding"                  # not revealed


def test_activity_tile_gives_the_space_reward_to_the_active_player():
    # seed: "сдвиньте маркер на одно деление по соответствующему треку и получите указанную награду"
    s = passive(moria(story=["fighting"], active="sam"))
    assert hob(s, "sam").runes == 1 and hob(s, "frodo").runes == 0


def test_tile_of_a_missing_track_is_a_joker():
    # seed: "Жетоны истории с символом прохождения, трека которого нет на поле приключения, становятся
    # джокерами: активный игрок сам выбирает, на каком треке подвинуть маркер"
    s = passive(moria(story=["friendship"]))
    assert kind(s) == "choose_track"
    assert {a["track"] for a in legal(s)} == {"fighting", "hiding", "travelling"}
    s = do(s, "track", track="travelling")
    assert s.tracks["travelling"] == 1


def test_tile_of_a_complete_track_moves_another_incomplete_track():
    # seed: "или маркер уже занимает на этом треке последнее деление, активный игрок сдвигает любой
    # другой маркер прохождения по своему выбору"
    s = passive(moria(story=["hiding"], tracks={"hiding": 7}))
    assert {a["track"] for a in legal(s)} == {"fighting", "travelling"}


def test_ring_influence_moves_the_ring_bearer_not_the_active_player():
    # seed: "Влияние Кольца: Кольценосец должен передвинуть фишку своего хоббита на одно деление вправо"
    s = passive(moria(story=["ring_influence", "fighting"], active="sam"))
    assert hob(s, "frodo").pos == 1 and hob(s, "sam").pos == 0


def test_saurons_will_volunteer_moves_two_right():
    # seed: "Доброволец сдвигает фишку своего хоббита на два деления вправо по треку искушения"
    s = passive(moria(story=["sauron_will", "fighting"]))
    assert kind(s) == "sauron_will" and who(s) == 0
    s = do(s, "volunteer", seat=0)
    assert hob(s, "frodo").pos == 2 and s.sauron == 12


def test_saurons_will_named_volunteer_must_agree():
    # seed: "Доброволец сдвигает фишку своего хоббита" — his own hobbit: the named player accepts
    s = passive(moria(story=["sauron_will", "fighting"]))
    s = do(s, "volunteer", seat=1)
    assert kind(s) == "sauron_will_confirm" and who(s) == 1
    s = do(s, "decline")
    # his refusal is his own: Frodo is asked again (without Sam) and may still volunteer
    assert hob(s, "sam").pos == 0 and s.sauron == 12
    assert kind(s) == "sauron_will" and who(s) == 0
    s = do(s, "decline")
    assert s.sauron == 11


def test_saurons_will_without_volunteer_moves_sauron():
    # seed: "иначе фишка Саурана сдвинется на одно деление влево по треку искушения"
    s = passive(moria(story=["sauron_will", "fighting"]))
    s = do(s, "decline")
    assert s.sauron == 11


def test_relentless_time_moves_the_event_marker_and_goes_on():
    # seed: "Передвиньте маркер событий на следующее деление … Затем активный игрок раскрывает
    # следующий жетон истории."
    s = moria(story=["relentless_time", "fighting"], event_index=3,
              tracks={"hiding": 7, "travelling": 7})        # Trapped!: both complete, nothing
    s = passive(s)
    assert s.event_index == 4 and s.tracks["fighting"] == 1 and kind(s) == "cards"


def test_meagre_choice_unpaid_is_relentless_time():
    # seed: "Если Братство сообща сбросит три карты, ничего не произойдёт. Если не сбросит, происходит
    # событие, аналогичное «Неумолимому времени»."
    s = passive(moria(story=["meagre_choice", "fighting"], event_index=3, tracks={"hiding": 7, "travelling": 7}))
    assert kind(s) == "pay_group"
    s = passive(do(s, "decline"))
    assert s.event_index == 4


def test_last_event_ends_the_adventure_and_the_turn():
    # seed: "Приключение завершается, когда … разыграно последнее событие на треке событий"
    s = moria(story=["relentless_time", "fighting"], event_index=5,
              hobbits={"frodo": {"life": {"heart": 1, "sun": 1, "ring": 1}},
                       "sam": {"life": {"heart": 1, "sun": 1, "ring": 1}}})
    s = passive(s, until=("fly",))
    assert kind(s) == "fly"
    s = do(s, "volunteer", seat=0)
    s = passive(s)
    assert s.tracks == {} and s.location == 3      # on to Lothlórien: no more tiles, no card step


def test_completing_the_main_track_with_a_tile_ends_the_story_and_skips_cards():
    # seed: "Также приключение может завершиться … если маркер прохождения дойдёт до конца главного
    # трека прохождения" (A7: no card can affect the finished adventure)
    full = {"heart": 1, "sun": 1, "ring": 1}
    s = moria(story=["fighting", "ring_influence"], tracks={"fighting": 9},
              hobbits={"frodo": {"life": full, "hand": ["grey_hiding"]}, "sam": {"life": full}})
    s = passive(s)
    assert s.location == 3                          # Lothlórien; no card step was offered
    assert s.story[-1] == "ring_influence" and hob(s, "frodo").pos == 0

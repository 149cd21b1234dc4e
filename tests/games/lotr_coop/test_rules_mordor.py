"""Mordor and the Crack of Doom (seed: «КОНЕЦ ИГРЫ», «ПОДСЧЁТ ОЧКОВ»; Mordor board digest §5.6 [P])."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (GAME, hob, kind, legal, log_templates, pos, do, settle, view, who)

CAST = "{hobbit} tries to cast the Ring into the fire."


def crack(seed=0, **kw):
    """Mordor, main (travelling) marker on 12; the active player plays a grey travelling card onto
    the last space (60, ■)."""
    kw.setdefault("location", "mordor")
    kw.setdefault("tracks", {"travelling": 12})
    hobbits = kw.pop("hobbits", {})
    act = kw.get("active", "frodo")
    hobbits.setdefault(act, {}).setdefault("hand", ["grey_travelling"])
    return pos(seed, step="cards", hobbits=hobbits, **kw)


def go(s):
    s = do(s, "play", card="grey_travelling", track="travelling")
    for _ in range(20):
        s = settle(s)
        if kind(s) == "die_discard":
            s = do(s, "discard", card=legal(s)[0]["card"])
        else:
            break
    return s


def first(build, pred, seeds=range(300)):
    for seed in seeds:
        s = go(build(seed))
        if pred(s):
            return s
    raise AssertionError("no seed gives this scenario")


def test_reaching_the_crack_the_ring_is_laid_down_and_the_active_player_rolls_again():
    # seed: "На последнем делении изображён символ кубика. Бросьте кубик угрозы, и если после броска
    # Кольценосец не погибает, приключение успешно завершится. Положите маркер Кольца на изображение
    # Кольца на поле Мордора. ... Активный игрок бросает кубик угрозы (это не тот бросок, который был
    # сделан при завершении приключения, а новый)."
    s = first(lambda seed: crack(seed, hobbits={"frodo": {"hand": ["grey_travelling", "grey_hiding", "grey_hiding"]}}),
              lambda s: s and GAME.outcome(s) is not None and GAME.outcome(s).winners)
    logs = log_templates(s)
    assert sum(t.startswith("{hobbit} rolls the threat die") for t in logs) >= 2
    assert CAST in logs
    assert view(s)["ring"]["placed"] and view(s)["ring"]["bearer"] is None


def test_ring_destroyed_gold_rune_and_score_sixty_plus_all_runes():
    # seed: "Если после броска активный игрок не погибает, Кольцо уничтожено и активный игрок получает
    # одну из золотых рун. Братство победило" / "Если Кольцо уничтожено, игроки получают 60 очков к
    # номиналу нерастраченных рун."
    s = first(lambda seed: crack(seed, gold=[2, 1], options={"players": 3},
                                 hobbits={"frodo": {"hand": ["grey_travelling", "grey_hiding", "grey_hiding"], "runes": 4},
                                          "sam": {"runes": 3}, "pippin": {"alive": False, "runes": 5}}),
              lambda s: GAME.outcome(s) is not None and GAME.outcome(s).winners)
    o = GAME.outcome(s)
    assert o.sides == ("fellowship",) and set(o.winners) == {0, 1, 2}
    assert hob(s, "frodo")["runes"] == 4 + 2                       # the gold rune on top of the stack
    assert set(o.scores.values()) == {60 + 6 + 3 + 5}              # dead Pippin's runes count too


def test_the_crack_roll_passes_clockwise_when_the_roller_dies():
    # seed: "Если активный игрок погибает, следующий по часовой стрелке игрок становится активным
    # игроком и делает бросок угрозы."
    s = first(lambda seed: crack(seed, sauron=3, hobbits={"frodo": {"pos": 1, "hand": ["grey_travelling"] + ["grey_hiding"] * 3}}),
              lambda s: log_templates(s).count(CAST) >= 2)
    assert not hob(s, "frodo")["alive"]
    casts = [line for line in view(s)["log"] if line["template"] == CAST]
    assert [c["args"]["hobbit"] for c in casts[:2]] == [0, 1] or [c["text"].split()[0] for c in casts[:2]] == ["Frodo", "Sam"]


def test_everyone_dies_at_the_crack_scores_sixty_without_runes():
    # seed: "Если Братство дошло до Роковой расщелины, но все герои погибли, пытаясь уничтожить Кольцо,
    # оно получает 60 очков ... Но руны не добавляются."
    s = first(lambda seed: crack(seed, sauron=2, hobbits={"frodo": {"pos": 0, "runes": 4, "hand": ["grey_travelling"] + ["grey_hiding"] * 3},
                                                          "sam": {"alive": False, "runes": 7}}),
              lambda s: view(s)["over"] and view(s)["ring"]["placed"] and not GAME.outcome(s).winners)
    o = GAME.outcome(s)
    assert set(o.scores.values()) == {60}


def test_ring_bearer_dying_on_the_last_space_roll_loses():
    # seed: "Бросьте кубик угрозы, и если после броска Кольценосец не погибает, приключение успешно
    # завершится." (A8: the roll of the last ■ by the active player)
    s = first(lambda seed: crack(seed, sauron=2, tracks={"travelling": 12},
                                 hobbits={"frodo": {"pos": 0, "hand": ["grey_travelling"] + ["grey_hiding"] * 3}}),
              lambda s: view(s)["over"] and not view(s)["ring"]["placed"])
    assert GAME.outcome(s).winners == ()
    assert CAST not in log_templates(s)


def test_belt_may_be_used_at_the_crack():
    # seed: "ПОЯС ГАЛАДРИЭЛИ: ... Эту карту можно применить у Роковой расщелины"
    s = crack(hobbits={"frodo": {"hand": ["grey_travelling", "belt"]}})
    s = do(s, "play", card="grey_travelling", track="travelling")
    assert kind(s) == "before_roll"                 # the last space's roll
    s = do(s, "epic", card="belt", target=0)
    s = settle(s)
    assert GAME.outcome(s) is not None or view(s)["ring"]["placed"]
    assert view(s)["ring"]["placed"]


def test_magic_cannot_prevent_the_ring_is_mine():
    # seed: "Эта карта не может предотвратить проигрыш отменой последнего события в Мордоре."
    s = pos(location="mordor", event_index=5, story=["relentless_time"], hobbits={"frodo": {"runes": 9}})
    s = settle(s, stop=("before_event",))
    assert kind(s) is None and view(s)["over"]


def test_mordor_has_four_tracks_with_travelling_main():
    # seed: "На большинстве полей приключений три трека прохождения, и только в Мордоре их все четыре."
    b = view(pos(location="mordor"))["board"]
    assert set(b["tracks"]) == {"travelling", "friendship", "fighting", "hiding"} and b["main"] == "travelling"

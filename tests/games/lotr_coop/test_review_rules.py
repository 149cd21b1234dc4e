"""Review of the rules engine against the seed: rule errors found (each test failed before its fix)."""

from __future__ import annotations

import pytest

from tests.games.lotr_coop.rules_helpers import (GAME, do, find, hand, hob, journey_hand, kind, legal, log_templates,
                                                 pos, settle, view, who)

RING_LAID = "The Ring is laid on the Crack of Doom; nobody bears it any more."
ROLLS = "{hobbit} rolls the threat die: {face}."


def test_nazgul_attack_sauron_moves_only_if_no_player_can_or_will_pay():
    # seed: "Если ни один игрок не может или не хочет сбросить требуемое, Саурон сдвигается по треку
    # искушения на одно деление ближе к хоббитам."
    s = pos(location="bag_end", action_index=2,
            hobbits={"frodo": {"hand": ["grey_hiding", "brown_hiding"]}, "sam": {"hand": ["grey_fighting"]}})
    assert kind(s) == "pay_who" and who(s) == 0
    s = do(s, "payer", seat=1)                 # Frodo asks Sam first; Sam cannot pay
    assert who(s) == 1 and {a.kind for a in legal(s)} == {"decline"}
    s = do(s, "decline")
    # Frodo can and will pay: Sauron must not have moved, and Frodo must still be able to pay
    assert view(s)["sauron"] == 12
    assert view(s)["sanctuary_action"] == "nazgul_attack"
    assert who(s) == 0 and any(a.kind in ("payer", "give") for a in legal(s))


def test_saurons_will_another_volunteer_after_a_refusal():
    # seed: "Воля Саурона: Доброволец сдвигает фишку своего хоббита на два деления вправо по треку
    # искушения, иначе фишка Саурона сдвинется на одно деление влево" — Sauron moves only if there
    # is no volunteer; Sam's refusal is not Frodo's
    s = pos(location="moria", story=["sauron_will", "fighting"],
            hobbits={"frodo": {"hand": ["grey_hiding"]}, "sam": {"hand": ["grey_hiding"]}})
    s = settle(s)
    assert kind(s) == "sauron_will" and who(s) == 0
    s = do(s, "volunteer", seat=1)
    assert who(s) == 1
    s = do(s, "decline")
    assert view(s)["sauron"] == 12             # not yet: Frodo may still volunteer
    assert who(s) == 0 and any(a.kind == "volunteer" and a["seat"] == 0 for a in legal(s))


def test_gollum_roll_comes_before_the_crack_of_doom():
    # seed (Голлум): "В обоих случаях игрок, применивший «Голлума», обязан бросить кубик угрозы сразу
    # после розыгрыша." and (КОНЕЦ ИГРЫ): "На последнем делении изображён символ кубика. Бросьте кубик
    # угрозы, и если после броска Кольценосец не погибает, приключение успешно завершится."
    s = pos(location="mordor", step="cards", tracks={"travelling": 10}, sauron=15,
            hobbits={"frodo": {"hand": ["gollum"] + ["brown_hiding"] * 6}, "sam": {"hand": ["grey_hiding"] * 3}})
    s = do(s, "play", card="gollum", track="travelling")      # 10 -> 13: die 11, rune 12, die 13
    for _ in range(20):
        s = settle(s)
        if kind(s) != "die_discard":
            break
        s = do(s, "discard", card=legal(s)[0]["card"])
    templates = [line["template"] for line in view(s)["log"]]
    assert RING_LAID in templates
    before = templates[:templates.index(RING_LAID)]
    start = max(i for i, t in enumerate(before) if t == "{hobbit} plays {card} on the {track} track.")
    # two die spaces, then Gollum's own roll, all before the Ring is laid down
    assert before[start:].count(ROLLS) == 3


def test_fly_you_fools_another_volunteer_after_a_refusal():
    # seed (Мория, «Бегите, глупцы!» [P]: one player moves 3 right; otherwise each player rolls) and
    # seed: "Если ни один игрок не может или не хочет сбросить требуемое, Саурон сдвигается…" — the
    # "otherwise" is for when nobody does it: Sam's refusal is not Frodo's nor Pippin's
    s = pos(location="moria", event_index=5, story=["relentless_time", "fighting"], options={"players": 3},
            hobbits={h: {"hand": ["brown_hiding", "brown_hiding"], "life": {"heart": 1, "sun": 1, "ring": 1}}
                     for h in ("frodo", "sam", "pippin")})
    s = settle(s)
    assert kind(s) == "fly" and who(s) == 0
    s = do(s, "volunteer", seat=1)
    assert kind(s) == "fly_confirm" and who(s) == 1
    s = do(s, "decline")
    assert view(s)["last_roll"] is None                    # nobody has rolled yet
    assert kind(s) == "fly" and who(s) == 0
    assert {(a.kind, a.get("seat")) for a in legal(s)} == {("volunteer", 0), ("volunteer", 2), ("decline", None)}
    s = do(s, "volunteer", seat=2)
    s = do(s, "accept")                                    # Pippin goes
    assert hob(s, "pippin")["pos"] == 3 and hob(s, "sam")["pos"] == 0
    assert view(s)["last_roll"] is None


def test_fly_you_fools_decline_by_the_active_player_means_nobody():
    # seed: "…иначе каждый игрок бросает кубик угрозы" [P] — "decline" keeps its meaning: nobody goes
    s = pos(location="moria", event_index=5, story=["relentless_time", "fighting"],
            hobbits={h: {"hand": ["grey_hiding", "grey_hiding"]} for h in ("frodo", "sam")})
    s = settle(s)
    s = do(s, "volunteer", seat=1)
    s = do(s, "decline")
    assert kind(s) == "fly" and who(s) == 0 and view(s)["last_roll"] is None
    s = do(s, "decline")                                   # Frodo: nobody goes
    s = settle(s)
    assert log_templates(s).count(ROLLS) == 2             # each player rolls


def _to_the_crack(s):
    for _ in range(40):
        s = settle(s)
        if not GAME.to_act(s):
            return s
        k = kind(s)
        if k == "die_discard":
            s = do(s, "discard", card=legal(s)[0]["card"])
        elif k == "choose_track":
            s = do(s, "track", track="travelling")
        elif k == "cards":
            s = do(s, "end_turn")
        else:
            raise AssertionError(f"unexpected question {k}")
    return s


MORDOR_LAST = dict(location="mordor", tracks={"travelling": 12},
                   hobbits={"frodo": {"hand": ["grey_travelling", "grey_hiding", "grey_hiding", "grey_hiding"],
                                      "runes": 5},
                            "sam": {"hand": ["grey_hiding", "grey_hiding"]}})


@pytest.mark.parametrize("way", ["tile", "card", "ring", "guidance"])
def test_every_way_of_completing_mordor_reaches_the_crack_once(way):
    # seed: "Чтобы уничтожить Кольцо, Кольценосец должен дойти до конца главного трека прохождения на
    # поле Мордора. … Положите маркер Кольца на изображение Кольца на поле Мордора." — whether a tile,
    # a card, the Ring or Gandalf's Guidance moved the marker there, the Crack of Doom comes once
    if way == "tile":
        s = pos(step="story", story=["travelling"], **MORDOR_LAST)
    else:
        s = pos(step="cards", **MORDOR_LAST)
        if way == "card":
            s = do(s, "play", card="grey_travelling", track="travelling")
        elif way == "ring":
            s = do(s, "ring")
        else:
            s = do(s, "call_gandalf")
            s = do(s, "gandalf_card", card="guidance")
    s = _to_the_crack(s)
    assert log_templates(s).count(RING_LAID) == 1
    assert GAME.outcome(s) is not None


def test_guidance_before_an_event_completing_mordor_the_event_does_not_happen():
    # seed: "Карты Гэндальфа можно применить после раскрытия жетона истории, но до розыгрыша указанного
    # на нём события" and "приключение может завершиться, если … маркер прохождения дойдёт до конца
    # главного трека прохождения" — once the adventure is over its event does not take effect; then
    # the Crack of Doom
    s = pos(step="story", story=["relentless_time", "fighting"], **MORDOR_LAST)
    s = settle(s, stop=("before_event",))
    assert kind(s) == "before_event" and who(s) == 0
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="guidance")
    s = _to_the_crack(s)
    logs = log_templates(s)
    assert "Event: {event}." not in logs
    assert logs.count(RING_LAID) == 1 and GAME.outcome(s) is not None


def test_lembas_may_be_played_before_giving_to_a_group_payment():
    # seed: "Игрок может сыграть легендарную карту эпоса с руки в любой момент, если не оговорены иные
    # условия применения." (Lembas: "любой игрок может сбросить столько карт, сколько пожелает, и потом
    # вытянуть новые карты из колоды путешествия, пока на руке не будет шесть карт")
    s = pos(location="moria", event_index=4, story=["relentless_time", "fighting"], journey=["brown_fighting"] * 6,
            hobbits={"frodo": {"hand": ["lembas", "grey_fighting"]}, "sam": {"hand": ["grey_hiding"]}})
    s = settle(s)
    s = do(s, "pay")                                       # The orcs attack: 5 fighting from the group
    assert kind(s) == "pay_give" and who(s) == 0
    assert any(a.kind == "epic" and a["card"] == "lembas" for a in legal(s))
    s = do(s, "epic", card="lembas", target=0)
    s = do(s, "done")                                      # discards nothing, draws up to six
    assert kind(s) == "pay_give" and who(s) == 0           # the giving question, posed afresh
    assert len(hand(s, "frodo")) == 6
    assert any(a.kind == "give" and a["card"] == "brown_fighting" for a in legal(s))


def test_no_free_action_while_something_is_set_aside():
    # seed: "Игрок может сыграть легендарную карту эпоса с руки в любой момент" — offered while the
    # giver holds nothing aside, so a card given is never mixed up with a hand a free action changes
    s = pos(location="moria", event_index=4, story=["relentless_time", "fighting"],
            hobbits={"frodo": {"hand": ["elessar", "grey_fighting", "grey_fighting"], "pos": 2},
                     "sam": {"hand": ["grey_hiding"]}})
    s = settle(s)
    s = do(s, "pay")
    assert any(a.kind == "epic" for a in legal(s))
    s = do(s, "give", card="grey_fighting")
    assert kind(s) == "pay_give" and who(s) == 0
    assert not any(a.kind == "epic" for a in legal(s))


def test_gandalf_may_be_called_before_a_mandatory_discard():
    # seed: "В любой момент игры, если не указано обратное, любой игрок может позвать Гэндальфа на
    # помощь, сбросив рун на 5 единиц." — also when the threat die tells him to discard two cards
    def build(seed):
        return pos(seed, location="moria", step="cards", tracks={"fighting": 6},
                   hobbits={"frodo": {"hand": ["grey_fighting", "brown_hiding", "brown_travelling", "grey_hiding"],
                                      "pos": 4, "runes": 5}})
    s = find(build, lambda s: settle(do(s, "play", card="grey_fighting", track="fighting")), "cards")
    assert kind(s) == "die_discard" and who(s) == 0
    assert any(a.kind == "call_gandalf" for a in legal(s))
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="healing", target=0)
    assert hob(s, "frodo")["pos"] == 2
    assert kind(s) == "die_discard" and who(s) == 0        # still two cards to discard
    s = do(s, "discard", card="brown_hiding")
    s = do(s, "discard", card="grey_hiding")
    assert journey_hand(s, "frodo") == ["brown_travelling"]


COMPETITION = {"players": 3, "competition": True}
SPENDS = "{hobbit} spends runes worth {n}."


def test_competition_group_rune_payment_shares_stay_hidden():
    # seed (Состязание): "все полученные руны игроки хранят в закрытую, не афишируя другим их ценность"
    # — in a group payment of runes only the whole (the requirement) is known, not who gave how much
    s = pos(location="shelobs_lair", story=["relentless_time", "fighting"], options=COMPETITION,
            hobbits={"frodo": {"runes": 4, "hand": ["grey_hiding"]}, "sam": {"runes": 5, "hand": ["grey_hiding"]},
                     "pippin": {"hand": ["grey_hiding"]}})
    s = settle(s)
    s = do(s, "pay")                                       # Gollum: runes worth 7 from the group
    s = do(s, "give_runes", value=3)
    s = do(s, "done")
    assert who(s) == 1
    for seat in (1, 2):                                    # Frodo's 3 shows nowhere
        v = view(s, seat)
        assert v["pending"]["params"]["need"] == "runes 7"
        assert v["giving"]["still_needed"] == {"runes": 7}
    assert max(a["value"] for a in legal(s) if a.kind == "give_runes") == 5
    s = do(s, "give_runes", value=4)
    assert "{label} is paid" in log_templates(s)
    for seat in range(3):
        spent = [line["args"] for line in view(s, seat)["log"] if line["template"] == SPENDS]
        assert all(args["hobbit"] == view(s)["hobbits"][seat]["hobbit"] for args in spent)
    assert [h.runes for h in s.hobbits] == [1, 1, 0]


def test_competition_a_dead_players_rune_total_is_not_announced():
    # seed (Состязание): "все полученные руны игроки хранят в закрытую"; seed: "если в любой момент у
    # игрока не хватает карт или рун для оплаты штрафа, он должен сбросить всё, что имеет, и его
    # герой тут же погибает" — he discards his runes, but their value stays his secret
    s = pos(location="shelobs_lair", event_index=1, story=["relentless_time", "fighting"], options=COMPETITION,
            hobbits={"frodo": {"hand": ["brown_star", "grey_hiding"]}, "sam": {"runes": 2},
                     "pippin": {"hand": ["grey_hiding"]}})
    s = settle(s)
    s = do(s, "give", card="brown_star")                   # Faces of the Dead: Frodo gives a star
    s = do(s, "decline")                                   # Sam has none, and only runes worth 2
    assert not hob(s, "sam")["alive"]
    for seat in (0, 2):
        assert SPENDS not in log_templates(s, seat)
    assert SPENDS in log_templates(s, 1)


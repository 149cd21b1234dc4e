"""Every option War of the Ring offers is labelled in words in the player's language (issue 33):
regions, nations, units, characters and cards by their names, never an id or a template key.
Random games are walked from the start and from a battle-rich turn, and every option and
question offered on the way is worded in English, Russian and Ukrainian."""

from __future__ import annotations

import random
import re

import pytest

from lotr_table.engine import registry
from lotr_table.table import i18n
from lotr_table.table.wotr.naming import WotrNaming

ID = re.compile(r"[a-z]+_[a-z_0-9]+|\{|\}")
LATIN = re.compile(r"[A-Za-z]{4,}")


def _offered(seeds, steps):
    """(question, option) pairs of random games, one of each kind of option (its kind and
    part, the shape of its value) and each prompt: enough to meet every word."""
    game = registry.get_game("wotr")
    seen, out = set(), []
    for seed in seeds:
        s = game.setup(game.Options(), seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if game.outcome(s) is not None:
                break
            seat = game.to_act(s)[0]
            question = game.view(s, seat).get("question") or {}
            shape = question.get("shape") or {}
            for option in shape.get("options", [None]):
                key = (question.get("prompt"), repr(option)[:60] if option else None)
                if key not in seen:
                    seen.add(key)
                    out.append((question, option))
            s = game.apply(s, seat, rng.choice(game.legal_actions(s, seat)))
    return out


@pytest.fixture(scope="module")
def offered():
    return _offered(seeds=(3, 4), steps=700)


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_offered_option_is_worded_in_the_language(english, offered, lang):
    assert i18n.set_language(lang)
    naming = WotrNaming()
    kinds = set()
    for question, option in offered:
        prompt = naming.prompt(question)
        assert prompt and not ID.search(prompt), (question, prompt)
        if option is None:
            continue
        kinds.add(option["kind"])
        label = naming.option(option)
        assert label and not ID.search(label), (option, label)
        if lang != "en":
            english = [w for w in LATIN.findall(label)]
            assert not english, (option, label)
    assert {"die", "pick", "back", "pass"} <= kinds


def test_with_four_people_each_question_names_the_seat_it_asks(english):
    # «Гра вчотирьох»: two per side, each leading its own nations
    game = registry.get_game("wotr")
    s = game.setup(game.Options(players=4), 2)
    rng = random.Random(2)
    naming = WotrNaming()
    labels = {x.seat: x.label for x in game.seat_info(game.Options(players=4))}
    asked = set()
    for _ in range(150):
        seat = game.to_act(s)[0]
        view = game.view(s, seat)
        question = naming.read(view) and view["question"]
        if "shape" in question:
            assert naming.prompt(question).startswith(labels[question["seat"]] + ": ")
            asked.add(question["seat"])
        s = game.apply(s, seat, rng.choice(game.legal_actions(s, seat)))
    assert len(asked) >= 3


@pytest.mark.parametrize("lang, words", [("ru", "Кольценосцы поддались порче: Кольцо у Саурона."),
                                         ("uk", None)])
def test_the_victory_said_in_the_log_reads_in_the_language(english, lang, words):
    # «Якщо значення споганення Персненосців досягає 12 або більше ... гравець за Тінь
    # перемагає»: the game's last log line says the victory, in the person's language as the
    # result panel does (it was left in English)
    from lotr_table.games.wotr import fellowship, texts
    assert i18n.set_language(lang)
    naming = WotrNaming()
    for reason in fellowship.OUTCOMES + texts.OUTCOMES:
        line = naming.log_line({"template": reason, "args": {}})
        assert line != reason and re.search("[а-яіїєґ]", line, re.I), line
    if words:
        assert naming.log_line({"template": fellowship.OUTCOMES[1], "args": {}}) == words


@pytest.mark.parametrize("nation, line", [("dwarves", "Dwarves move one step toward war."),
                                          ("gondor", "Gondor moves one step toward war.")])
def test_a_nation_s_step_toward_war_agrees_with_its_name_in_english(english, nation, line):
    # «жетон політики народу автоматично просувається на одну поділку»: the log says which
    # nation's marker moves on the Political Track; in English a plural name (the glossary's
    # form) takes a plural verb ("Dwarves moves" was drawn)
    assert i18n.set_language("en")
    assert WotrNaming().log_line({"template": "{nation} moves one step toward war.",
                                  "args": {"nation": nation}}) == line


def test_a_revealed_combat_card_is_named_in_the_log_as_the_battle_shows_it(english):
    # «Після цього обидва гравці одночасно відкривають їх»: the log names the card revealed by
    # its combat half, as the battle's panel does, with the event's name the hand's face bears
    assert i18n.set_language("ru")
    naming = WotrNaming()
    line = naming.log_line({"template": "{seat} reveals {card}.", "args": {"seat": 0, "card": "fp_str_05"}})
    assert "Разведчики" in line and "Дух Мордора" in line, line
    mine = naming.log_line({"template": "You choose {card} as your combat card.", "args": {"card": "sh_str_24"}})
    assert "Отчаянная битва" in mine and "Ямы Мордора" in mine, mine


def test_the_nazgul_to_move_is_offered_with_where_they_stand(english):
    """«він може перемістити кожного назґула ... у будь-який регіон ігрового поля»: a Nazgûl moved by a Character die or
    the Nazgûl's card is one of several standing on the map; the option says where they stand
    (the one that flies is chosen among those regions next), not a bare «Nazgûl»."""
    game = registry.get_game("wotr")
    s = game.setup(game.Options(), 1)
    rng = random.Random(1)
    nazgul = {"kind": "pick", "part": "minion", "value": "nazgul"}
    for _ in range(200):
        seat = game.to_act(s)[0]
        view = game.view(s, seat)
        if nazgul in ((view.get("question") or {}).get("shape") or {}).get("options", ()):
            break
        s = game.apply(s, seat, rng.choice(game.legal_actions(s, seat)))
    else:
        raise AssertionError("no Nazgûl offered to move")
    label = WotrNaming().read(view).option(nazgul)
    stand = {r: army["sauron"]["leaders"] for r, army in view["armies"].items()
             if army.get("sauron", {}).get("leaders")}
    assert "Nazgûl (" in label
    for region_id, n in stand.items():
        from lotr_table.table.wotr.naming import region
        assert str(region(region_id)) + (f" \u00d7{n}" if n > 1 else "") in label

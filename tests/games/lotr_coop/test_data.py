"""The data files: component counts (seed 004, СОСТАВ ИГРЫ), ids from coop_spec.md, and the
"source" of every record (digest: untagged = seed, [P] = published)."""

from __future__ import annotations

import json
import shutil
from collections import Counter

import pytest

from lotr_table.games.lotr_coop import data as D
from lotr_table.games.lotr_coop.data import (
    Adventure, DataError, boards, die_faces, gandalf_cards, hobbits, journey_cards,
    journey_deck, legendary, story_stack, story_tiles,
)

LOADERS = (boards, journey_cards, journey_deck, legendary, gandalf_cards, hobbits, story_tiles,
           story_stack, die_faces)


def _clear() -> None:
    for f in LOADERS:
        f.cache_clear()


# ------------------------------------------------------------------ counts (seed)

def test_sixty_journey_cards():
    # seed: "60 карт путешествия"; "Карты бывают двух цветов: серые и коричневые."
    deck = journey_deck()
    assert len(deck) == 60
    cards = journey_cards()
    n = Counter()
    for cid in deck:
        c = cards[cid]
        (sym,) = c.symbols
        n[(c.colour, sym)] += 1
    for act in D.ACTIVITIES:
        assert n[("brown", act)] == 7        # [P] 28 brown one-symbol
        assert n[("grey", act)] == 5         # [P] 20 grey one-symbol
    assert n[("brown", "star")] == 12        # [P] 12 brown one-star jokers
    assert sum(n.values()) == 60


def test_thirty_five_legendary_cards_by_location():
    # seed: "35 легендарных карт:"
    # seed: "12 карт Ривенделла", "2 карты Мории", "12 карт Лориена", "4 карты Хельмовой Пади",
    #       "2 карты логова Шелоб", "3 карты Мордора"
    cards = legendary()
    assert len(cards) == 35
    per = Counter(c.location for c in cards.values())
    assert per == {"rivendell": 12, "moria": 2, "lothlorien": 12, "helms_deep": 4,
                   "shelobs_lair": 2, "mordor": 3}


def test_eight_green_epic_cards_and_gollum():
    # seed: "некоторые, выделяющиеся зелёным цветом, обладают уникальными свойствами и называются
    # легендарными картами эпоса"; МИРУВОР, ПОЯС ГАЛАДРИЭЛИ, КОЛЬЧУГА ИЗ МИФРИЛА, АЦЕЛАС,
    # ПОСОХ ГЭНДАЛЬФА, ФИАЛ ГАЛАДРИЭЛИ, ЭЛЕССАР, ЛЕМБАС
    cards = legendary()
    greens = {c.id for c in cards.values() if c.epic}
    assert greens == {"miruvor", "belt", "mithril", "athelas", "staff", "phial", "elessar", "lembas"}
    for cid in greens:
        assert cards[cid].text and not cards[cid].symbols and cards[cid].source == "seed"
    # seed: "ГОЛЛУМ: это тройной джокер (три звезды)"
    assert cards["gollum"].symbols == {"star": 3}
    assert cards["gollum"].source == "seed" and "roll" in cards["gollum"].text
    # seed example: "легендарную карту Гимли ... у Гимли с каждой стороны по два таких символа"
    assert cards["gimli"].symbols == {"fighting": 2} and cards["gimli"].colour == "brown"


def test_five_gandalf_cards():
    # seed: "5 карт Гэндальфа"
    g = gandalf_cards()
    assert list(g) == ["healing", "persistence", "guidance", "foresight", "magic"]
    assert all(c.source == "seed" and c.name and c.text for c in g.values())


def test_five_hobbit_cards_in_seat_order():
    # seed: "5 карт хоббитов"; "5 игроков	Фродо, Сэм, Пиппин, Мерри, Фэтти."
    h = hobbits()
    assert list(h) == ["frodo", "sam", "pippin", "merry", "fatty"]
    assert all(c.source == "seed" and c.name and c.text for c in h.values())


def test_twenty_three_story_tiles():
    # seed: "23 жетона истории"
    stack = story_stack()
    assert len(stack) == 23
    n = Counter(stack)
    # [P] the mix
    assert n == {"fighting": 3, "hiding": 3, "travelling": 3, "friendship": 3,
                 "relentless_time": 6, "ring_influence": 2, "sauron_will": 1,
                 "meagre_choice": 1, "retreat": 1}
    # seed: "Влияние Кольца", "Воля Саурана", "Неумолимое время", "Небогатый выбор", "Отступление"
    assert all(t.source == "seed" and t.name and t.text for t in story_tiles().values())


def test_one_threat_die_with_six_faces():
    # seed: "1 кубик угрозы"
    faces = die_faces()
    assert [f.id for f in faces] == ["eye", "one", "two", "three", "cards", "blank"]
    by = {f.id: f for f in faces}
    # seed: "«Око Саурана», маркер надо было бы сдвинуть на три деления" (4 - 1);
    # "результат «Три кольца» позволит передвинуть маркер прохождения только на одно деление"
    assert 4 - by["eye"].symbols == 3 and 4 - by["three"].symbols == 1 and by["blank"].symbols == 0
    assert (by["eye"].effect, by["eye"].n) == ("sauron", 1)
    assert [(by[i].effect, by[i].n) for i in ("one", "two", "three")] == [("corrupt", 1), ("corrupt", 2), ("corrupt", 3)]
    assert (by["cards"].effect, by["cards"].n) == ("discard", 2)


def test_locations_in_seed_order():
    # seed: "Бэг-Энд 1, Ривендела 2, Мория 3, Лориен 4, Хельмова Падь 5, логово Шелоб 6,
    # пустоши Мордора 7"
    b = boards()
    assert b.ids == ["bag_end", "rivendell", "moria", "lothlorien", "helms_deep", "shelobs_lair", "mordor"]
    # seed: "Бэг-Энд ❶, Ривенделл ❷, и Лориен ❸" are the sanctuaries
    kinds = [loc.kind for loc in b.locations]
    assert kinds == ["sanctuary", "sanctuary", "adventure", "sanctuary", "adventure", "adventure", "adventure"]
    for loc in b.locations:
        assert loc.name


def test_four_adventure_boards_and_their_tracks():
    # seed: "2 двусторонних поля приключений"; "четыре различных поля приключений"
    # seed: "На большинстве полей приключений три трека прохождения, и только в Мордоре их все четыре."
    b = boards()
    advs = [loc for loc in b.locations if isinstance(loc, Adventure)]
    assert len(advs) == 4
    for a in advs:
        assert len(a.tracks) == (4 if a.id == "mordor" else 3)
        assert len(a.numbers) == a.tracks[a.main].length
        assert all(t.name and t.spaces[0] == "start" for t in a.tracks.values())
    # seed: "треков движения, уклонения и сражения на поле «Мория»"
    assert set(b.adventure("moria").tracks) == {"travelling", "hiding", "fighting"}
    assert b.adventure("moria").tracks["fighting"].name == "Battle against the wolves, the orcs and the Balrog"
    assert b.adventure("moria").numbers == list(range(10, 21))
    assert b.adventure("helms_deep").numbers == list(range(30, 41))
    assert b.adventure("shelobs_lair").numbers == list(range(40, 51))
    m = b.adventure("mordor")
    assert m.main == "travelling" and m.tracks["travelling"].length == 14
    assert m.numbers == [50, 50, 51, 51, 52, 52, 53, 54, 55, 56, 57, 58, 59, 60]
    # seed: "На последнем делении изображён символ кубика."
    assert m.tracks["travelling"].spaces[-1] == "die"
    assert b.adventure("helms_deep").parts == {"travelling": 5}


def test_card_spaces_point_to_this_boards_legendary_cards():
    b, cards = boards(), legendary()
    seen = []
    for loc in b.locations:
        if isinstance(loc, Adventure):
            assert loc.cards == [c.id for c in cards.values() if c.location == loc.id]
            for t in loc.tracks.values():
                for sp in t.spaces:
                    if sp.startswith("card:"):
                        assert cards[sp[5:]].location == loc.id
                        seen.append(sp[5:])
            for e in loc.events:
                if e.card:
                    seen.append(e.card)
    # every adventure legendary card is awarded by exactly one space or event
    adv_cards = [c.id for c in cards.values() if c.location in D.EVENT_IDS]
    assert sorted(seen) == sorted(adv_cards)


def test_sanctuary_actions_and_event_ids_as_in_the_spec():
    b = boards()
    for sid, ids in {"bag_end": ["gandalf", "preparation", "nazgul_attack"],
                     "rivendell": ["elrond", "council", "fellowship"],
                     "lothlorien": ["galadriel", "recovery", "test_of_galadriel"]}.items():
        s = b.sanctuary(sid)
        assert [a.id for a in s.actions] == ids
        assert all(a.name and a.text for a in s.actions)
    # seed: "Это действие игрок вправе пропустить, так как в описании есть слово «может»"
    assert [a.optional for a in b.sanctuary("bag_end").actions] == [False, True, False]
    assert [a.optional for a in b.sanctuary("lothlorien").actions] == [False, True, False]
    assert len(b.sanctuary("rivendell").cards) == 12 and len(b.sanctuary("lothlorien").cards) == 12
    assert b.adventure("moria").event_ids == ["speak_friend", "watcher", "stone_in_well", "trapped",
                                               "orcs_attack", "fly_you_fools"]
    assert b.adventure("helms_deep").event_ids == ["wormtongue", "riders_of_rohan", "orcs_gate",
                                                    "fire_of_orthanc", "orcs_storm", "orcs_conquer"]
    assert b.adventure("shelobs_lair").event_ids == ["gollum", "faces_of_dead", "forbidden_pool",
                                                      "nazgul_searches", "shelob_appears", "shelob_attacks"]
    assert b.adventure("mordor").event_ids == ["sam_saves_frodo", "nazgul_lord_attacks", "pelennor",
                                                "mouth_of_sauron", "surrounded", "ring_is_mine"]
    for a in (b.adventure(x) for x in D.EVENT_IDS):
        assert all(e.name and e.text for e in a.events)


# ------------------------------------------------------------------ sources

SEED_EVENTS = {"speak_friend", "ring_is_mine"}   # the seed's own example / «Кольцо моё!»


def test_published_records_say_published():
    # digest [P]: board contents, deck composition, non-epic legendary cards, tile counts, die
    # faces, the Rivendell and Lothlórien actions
    for c in journey_cards().values():
        assert c.source == "published", c.id
    for c in legendary().values():
        if not c.epic and c.id != "gollum":
            assert c.source == "published", c.id
    for f in die_faces():
        assert f.source == "published", f.id
    for name in ("journey.json", "story_tiles.json", "die.json", "boards.json"):
        assert json.loads((D.DATA_DIR / name).read_text(encoding="utf-8"))["source"] == "published"
    b = boards()
    for sid in ("rivendell", "lothlorien"):
        s = b.sanctuary(sid)
        assert s.source == "published"
        assert all(a.source == "published" for a in s.actions), sid
    for loc in b.locations:
        if isinstance(loc, Adventure):
            assert loc.source == "published", loc.id
            for e in loc.events:
                assert e.source == ("seed" if e.id in SEED_EVENTS else "published"), e.id


def test_seed_records_say_seed():
    b = boards()
    assert b.sanctuary("bag_end").source == "seed"
    assert all(a.source == "seed" for a in b.sanctuary("bag_end").actions)
    assert all(c.source == "seed" for c in legendary().values() if c.epic or c.id == "gollum")


# ------------------------------------------------------------------ validation

@pytest.fixture
def broken(tmp_path, monkeypatch):
    shutil.copytree(D.DATA_DIR, tmp_path / "data")
    monkeypatch.setattr(D, "DATA_DIR", tmp_path / "data")
    _clear()

    def edit(name, fn):
        p = tmp_path / "data" / name
        raw = json.loads(p.read_text(encoding="utf-8"))
        fn(raw)
        p.write_text(json.dumps(raw), encoding="utf-8")
    yield edit
    _clear()


def test_bad_card_space_names_file_and_record(broken):
    def fn(raw):
        raw["locations"][2]["tracks"]["hiding"]["spaces"][1] = "card:faramir"
    broken("boards.json", fn)
    with pytest.raises(DataError, match=r"boards\.json: record 'moria\.hiding'.*card:faramir"):
        boards()


def test_wrong_count_names_file_and_record(broken):
    broken("journey.json", lambda raw: raw["cards"][0].__setitem__("count", 6))
    with pytest.raises(DataError, match=r"journey\.json: record 'brown_fighting'"):
        journey_cards()


def test_schema_error_names_file_and_record(broken):
    broken("legendary.json", lambda raw: raw["cards"][1].__setitem__("source", "guess"))
    with pytest.raises(DataError, match=r"legendary\.json: record 'boromir'"):
        legendary()


def test_wrong_event_ids_are_refused(broken):
    broken("boards.json", lambda raw: raw["locations"][6]["events"][0].__setitem__("id", "sam"))
    with pytest.raises(DataError, match=r"boards\.json: record 'mordor'.*events"):
        boards()

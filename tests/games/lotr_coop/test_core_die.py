"""The threat die (E1): faces, Sam, the two-cards face, Belt and Mithril windows."""

from tests.games.lotr_coop.core_kit import do, hob, kind, legal, load_die, passive, pos, who


def rolling(face_list, monkeypatch, hobbit="sam", hand=("grey_hiding", "grey_fighting", "brown_star"),
            extra=None, sauron=12, p=2, **kw):
    """Sam (or another) plays a card onto Moria's fighting space 7 (■)."""
    load_die(monkeypatch, *face_list)
    hobbits = {hobbit: {"hand": ["boromir", *hand], "pos": kw.pop("at", 0), "runes": kw.pop("runes", 0)}}
    hobbits.update(extra or {})
    s = pos(step="cards", active=hobbit, tracks={"fighting": 5}, hobbits=hobbits, sauron=sauron,
            options={"players": p})
    return do(s, "play", card="boromir", track="fighting")


def test_eye_moves_sauron(monkeypatch):
    # seed: "Фишка Саурона сдвигается на одно деление влево по треку искушения."
    s = passive(rolling(["eye"], monkeypatch, hobbit="frodo"), until=("cards",))
    assert s.sauron == 11


def test_rings_move_the_roller_right(monkeypatch):
    # seed: "Фишка хоббита активного игрока сдвигается на одно, два или три деления вправо"
    s = passive(rolling(["three"], monkeypatch, hobbit="frodo"), until=("cards",))
    assert hob(s, "frodo").pos == 3


def test_sam_moves_only_one(monkeypatch):
    # seed: "Если в результате броска кубика угрозы фишку Сэма нужно продвинуть вправо …, она всегда
    # проходит только одно деление"
    s = passive(rolling(["three"], monkeypatch), until=("cards",))
    assert hob(s, "sam").pos == 1


def test_two_cards_face_discards_two_chosen_by_the_roller(monkeypatch):
    # seed: "Активный игрок сбрасывает с руки две карты."
    s = passive(rolling(["cards"], monkeypatch, hobbit="frodo"), until=("die_discard",))
    assert kind(s) == "die_discard" and who(s) == 0
    s = do(s, "discard", card="grey_hiding")
    s = do(s, "discard", card="grey_fighting")
    assert hob(s, "frodo").hand == ["brown_star"]


def test_sam_discards_only_one(monkeypatch):
    # seed: "а если в результате броска кубика угрозы необходимо сбросить две карты, сбрасывается только одна"
    s = passive(rolling(["cards"], monkeypatch), until=("die_discard",))
    s = do(s, "discard", card="grey_hiding")
    assert len(hob(s, "sam").hand) == 2 and kind(s) == "cards"


def test_two_cards_face_with_one_card_kills(monkeypatch):
    # seed: "если в любой момент у игрока не хватает карт или рун для оплаты штрафа, он должен сбросить
    # всё, что имеет, и его герой тут же погибает" (A17)
    s = passive(rolling(["cards"], monkeypatch, hobbit="sam", hand=("grey_hiding",), p=3),
                until=("cards", "reveal", "tile"))
    # Sam has one card left after Boromir: he needs to discard only one, so he lives
    assert hob(s, "sam").alive and hob(s, "sam").hand == []
    s = passive(rolling(["cards"], monkeypatch, hobbit="pippin", hand=("grey_hiding",), p=3, runes=4),
                until=("cards", "tile", "reveal"))
    assert not hob(s, "pippin").alive and hob(s, "pippin").runes == 4   # runes are kept


def test_belt_window_skips_the_roll(monkeypatch):
    # seed: "ПОЯС ГАЛАДРИЭЛИ: сыграйте эту карту на любого игрока, который должен бросить кубик угрозы,
    # и ему не придётся совершать бросок."
    s = rolling(["three"], monkeypatch, hobbit="frodo", extra={"sam": {"hand": ["belt"]}})
    assert kind(s) == "before_roll" and who(s) == 0
    assert {a.kind for a in legal(s)} == {"accept", "ask"}       # Frodo does not hold it
    s = do(s, "ask", seat=1)
    assert who(s) == 1
    s = do(s, "epic", card="belt", target=0)
    s = passive(s, until=("cards",))
    assert hob(s, "frodo").pos == 0 and "belt" in s.journey_discard


def test_mithril_ignores_the_result(monkeypatch):
    # seed: "КОЛЬЧУГА ИЗ МИФРИЛА: любой игрок может проигнорировать результат одного броска угрозы
    # (применяется после броска кубика угрозы)"
    s = rolling(["three"], monkeypatch, hobbit="frodo", hand=("mithril",))
    assert kind(s) == "after_roll"
    s = do(s, "epic", card="mithril", target=0)
    s = passive(s, until=("cards",))
    assert hob(s, "frodo").pos == 0


def test_a_hobbit_meeting_sauron_dies_and_keeps_runes(monkeypatch):
    # seed: "Если фишка хоббита оказывается на одном делении с фишкой Саурана или правее её, герой
    # погибает"; "он сохраняет руны для подсчёта очков"
    s = passive(rolling(["two"], monkeypatch, hobbit="sam", p=3, at=10,
                        extra={"pippin": {"pos": 3}}), until=("cards", "tile", "reveal"))
    sam = hob(s, "sam")
    assert sam.alive                                   # Sam moves only 1: 11 < 12
    s = passive(rolling(["two"], monkeypatch, hobbit="pippin", p=3, at=10, runes=2),
                until=("cards", "tile", "reveal"))
    p = hob(s, "pippin")
    assert not p.alive and p.hand == [] and p.runes == 2
    assert s.active == 0                               # his turn ended: play passed to Frodo


def test_sauron_reaching_the_ring_bearer_loses_the_game(monkeypatch):
    # seed: "Игра завершается, когда: погибает Кольценосец"
    s = passive(rolling(["eye"], monkeypatch, hobbit="sam", sauron=12, extra={"frodo": {"pos": 11}}))
    assert s.over and s.result["fellowship_won"] is False
    assert s.result["score"] == 17                     # Moria's main track number at space 7


def test_a_hobbit_never_passes_the_end_of_the_corruption_track():
    # seed: "Саурон стартует с правого края трека искушения" (introductory: on 15, the right edge);
    # a hobbit caught by Sauron dies on the track, not beyond it
    from lotr_table.games.lotr_coop.moves import move_hobbit
    from lotr_table.games.lotr_coop.position import build
    s = build({"location": "moria", "options": {"players": 3, "level": "introductory"},
               "hobbits": {"sam": {"pos": 13}}})
    move_hobbit(s, 1, 3, "test")
    assert s.hobbits[1].pos == 15 and not s.hobbits[1].alive

"""The Fellowship and the Hunt (seed: Розділ VIII «Братство Персня», Розділ IX «Гонитва за
Перснем», Розділ X): one rule per scenario, each quoting the seed."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import cards, fellowship, hunt_tiles, turn
from lotr_table.games.wotr.card_zones import DRAWN, POOL, lay
from lotr_table.games.wotr import refusal as reasons
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW, board
from lotr_table.games.wotr.characters import GOLLUM, characters, guides_possible, starting_fellowship
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.invariants import invariants
from lotr_table.games.wotr.options import WotrOptions
from lotr_table.games.wotr.setup import position, setup
from lotr_table.games.wotr.state import victory_points

from tests.games.wotr.battle_kit import rig
from tests.games.wotr.play import at_actions, die, pick, play, refused, values

FP, SH = 0, 1          # the seats with two players


def r(region_id: str) -> int:
    return board().region(region_id)


def tile_of(kind: str) -> int:
    return next(i for i, t in enumerate(hunt_tiles.tiles()) if t.id == kind)


def only_tile(s, kind: str) -> None:
    """The pool holds one tile; the other standard tiles lie drawn."""
    t = tile_of(kind)
    lay(s.zones, DRAWN, tuple(x for x in hunt_tiles.standard() if x != t))
    lay(s.zones, POOL, (t,))


def move_fellowship(s):
    return play(s, FP, die("character"), pick("use", "fellowship_move"))


# ---- the data ----------------------------------------------------------------------------

def test_the_pool_starts_with_the_sixteen_standard_tiles_and_the_specials_aside():
    # «Колір тла вказує на тип жетона: бежевий = звичайний, синій = Братство, червоний = Тінь»;
    # the counts are the published game's (hunt_tiles.json), the seed gives none
    s = setup()
    assert len(s.hunt_pool) == 16 and s.hunt_drawn == ()
    kinds = [hunt_tiles.tile(t) for t in s.hunt_pool]
    assert sum(t.damage == "eye" for t in kinds) == 4 and all(t.kind == "standard" for t in kinds)
    assert len(hunt_tiles.tiles()) == 24


def test_gandalf_the_grey_is_the_first_guide_and_strider_may_take_his_place():
    # «На початку кожної партії у «Війну Персня» цим супутником є Ґандальф Сірий.» «Під час
    # першого ходу гравець за Вільні Народи може замінити Ґандальфа Сірого на Бурлаку»
    s = setup()
    assert s.guide == 0 and s.fellowship == starting_fellowship()
    ids = [characters().companions[c].id for c in guides_possible(s.fellowship)]
    assert ids == ["gandalf_the_grey", "strider"]


# ---- moving and the Hunt roll --------------------------------------------------------------

def test_a_character_result_moves_the_fellowship_one_step_and_its_die_goes_to_the_hunt_box():
    # «кубик дій Вільних Народів треба класти в комірку гонитви після кожного переміщення Братства»
    s = at_actions({}, ("character",), ("army",))
    s.hunt_box = 0                                   # no hunt dice: no roll
    s = move_fellowship(s)
    assert s.fellowship_progress == 1 and s.fellowship_hidden
    assert s.hunt_box_fp == 1 and s.fellowship_region == r("rivendell")


def test_the_seeds_hunt_example_gimli_falls_and_one_point_of_corruption_remains():
    # «Гравець за Тінь кидає 3 бойові кубики: він повинен викинути принаймні одне «5» чи «6» ...
    # Рівень Ґімлі дорівнює 2, а шкода гонитви 3, тому залишається ще 1 очко шкоди.»
    # (Gimli the one counter left to draw, so the blind draw is his)
    s = at_actions({"fellowship": "goblins_gate", "progress": 1, "companions": ["gimli"]},
                   ("character",), ("army",))
    s.hunt_box, s.hunt_box_fp = 3, 1
    only_tile(s, "three")
    rig(s, 2, 5, 6)
    s = move_fellowship(s)
    assert s.pending.kind == "hunt_damage" and dict(s.pending.params)["damage"] == 3
    s = play(s, FP, Action("lose_random"))
    assert 4 in s.fallen and s.corruption == 1 and s.fellowship_hidden and s.guide == GOLLUM
    assert s.hunt_box_fp == 2 and invariants(s) == []


def test_a_natural_one_always_fails():
    # «Результат кидка «1» завжди означає невдачу, незалежно від будь-якого модифікатора.»
    s = at_actions({}, ("character",), ("army",))
    s.hunt_box, s.hunt_box_fp = 1, 5
    rig(s, 1)
    s = move_fellowship(s)
    assert s.hunt_drawn == () and s.corruption == 0


def test_shadow_units_and_nazgul_give_one_reroll_each():
    # «В одному регіоні з Братством є 3 загони й 2 назґŷли, а це означає, що гравець за Тінь
    # може перекинути 2 кубики»
    s = at_actions({"fellowship": "dimrill_dale", "armies": {"dimrill_dale": {"sauron": {"regular": 3, "nazgul": 2}}}},
                   ("character",), ("army",))
    s.hunt_box = 2
    only_tile(s, "zero_reveal")
    rig(s, 2, 3, 4, 6)                               # both dice miss, the second re-roll hits
    s = move_fellowship(s)
    assert s.hunt_pool == () and tile_of("zero_reveal") in s.hunt_drawn


def test_an_eye_tile_deals_as_many_points_as_the_roll_had_successes():
    # «Якщо на жетоні зображений символ Ока, то шкода гонитви дорівнює кількості успішних
    # кубиків під час кидка гонитви»
    s = at_actions({"companions": []}, ("character",), ("army",))
    s.guide = GOLLUM
    s.hunt_box = 3
    only_tile(s, "eye_reveal")
    rig(s, 6, 6, 2)
    s = move_fellowship(s)
    assert s.corruption == 2


def test_a_reveal_tile_reveals_and_the_fellowship_may_not_end_in_a_free_peoples_city():
    # «однак таке переміщення ніколи не може завершитися в регіоні з фортецею чи містом,
    # контрольованим Вільними Народами»
    s = at_actions({"progress": 2}, ("character",), ("army",))
    s.hunt_box = 1
    only_tile(s, "zero_reveal")
    rig(s, 6)
    s = move_fellowship(s)
    assert s.pending.kind == "reveal_to" and not s.fellowship_hidden
    offered = [a["region"] for a in s.pending.actions]
    assert "rivendell" not in offered and "fords_of_bruinen" in offered
    assert all(board().distance(r("rivendell"), r(x)) <= 3 for x in offered)
    s = play(s, FP, Action("reveal_to", region="fords_of_bruinen"))
    assert s.fellowship_region == r("fords_of_bruinen") and s.fellowship_progress == 0


def test_a_revealed_fellowship_cannot_move_until_hidden_and_hiding_does_not_feed_the_hunt():
    # «Після того як Братство розкрили, гравець за Вільні Народи не може переміщувати його за
    # допомогою результату «персонаж» кубика дій, поки Братство знову не буде приховане.»
    s = at_actions({"hidden": False}, ("character", "character"), ("army",))
    uses = [a["value"] for a in GAME.legal_actions(play(s, FP, die("character")), FP) if a.kind == "pick"]
    assert "fellowship_move" not in uses and "hide" in uses
    s = play(s, FP, die("character"), pick("use", "hide"))
    assert s.fellowship_hidden and s.hunt_box_fp == 0


# ---- the Fellowship phase ----------------------------------------------------------------------

def _fellowship_phase(spec: dict):
    s = position(spec)
    turn.begin_decks_only(s)
    s.phase = turn.FELLOWSHIP
    FLOW.advance(s)
    return s


def test_declaring_in_a_free_peoples_stronghold_heals_one_point():
    # «Якщо під час фази Братства воно було оголошене в регіоні з містом чи фортецею Вільних
    # Народів, що не перебуває під контролем ворога, негайно зменште на 1 значення споганення»
    # (the seed's example: Rivendell, the counter on 5, declared in Lórien)
    s = _fellowship_phase({"progress": 5, "corruption": 3})
    assert s.pending.kind == "declare"
    s = play(s, FP, Action("declare", region="lorien"))
    assert s.fellowship_region == r("lorien") and s.fellowship_progress == 0
    assert s.fellowship_hidden and s.corruption == 2


def test_entering_mordor_puts_the_eyes_drawn_back_in_the_pool():
    # «покладіть до жетонів, що залишалися на цю мить у запасі, усі раніше взяті жетони з
    # символом Ока»
    s = _fellowship_phase({"fellowship": "morannon"})
    eye = next(t for t in s.hunt_pool if hunt_tiles.is_eye(t))
    lay(s.zones, DRAWN, (eye,))
    s = play(s, FP, Action("keep_hidden"))
    assert s.pending.kind == "enter_mordor"
    s = play(s, FP, Action("enter_mordor"))
    assert s.mordor == 0 and eye in s.hunt_pool and s.hunt_drawn == ()


# ---- the Mordor Track and the Ring's victories ---------------------------------------------------

def test_in_mordor_a_tile_is_drawn_at_once_and_an_eye_counts_the_dice_in_the_hunt_box():
    # «Якщо на взятому жетоні зображений символ Ока, то шкода гонитви дорівнює кількості
    # кубиків у комірці гонитви (рахуючи кубики Вільних Народів ...)»
    s = at_actions({"mordor": 2, "companions": []}, ("character",), ("army",))
    s.guide = GOLLUM
    s.hunt_box, s.hunt_box_fp = 2, 1
    only_tile(s, "eye_reveal")
    s = move_fellowship(s)
    assert s.corruption == 3 and s.mordor == 3 and not s.fellowship_hidden


def test_reaching_the_crack_of_doom_with_corruption_below_twelve_wins_for_the_free_peoples():
    # «Якщо Братство пройшло всі 5 поділок на треку Мордору, то вважається, що воно досягло
    # Розколини Недолі, і гравець за Вільні Народи перемагає (але тільки якщо значення
    # споганення Персненосців менше за 12»
    s = at_actions({"mordor": 4, "corruption": 11, "companions": []}, ("character",), ("army",))
    s.guide = GOLLUM
    only_tile(s, "zero_reveal")
    s = move_fellowship(s)
    assert s.over and s.winner == FREE_PEOPLES


def test_corruption_twelve_wins_for_the_shadow_at_once():
    # «Щойно жетон споганення досягне поділки «12» на треку Братства, гравець за Вільні Народи
    # негайно програє.»
    s = at_actions({"mordor": 4, "corruption": 10, "companions": []}, ("character",), ("army",))
    s.guide = GOLLUM
    only_tile(s, "three")
    s = move_fellowship(s)
    assert s.over and s.winner == SHADOW and s.mordor == 4 and s.corruption == 12


def test_a_fellowship_idle_in_mordor_gains_one_corruption():
    # «Якщо фаза дій завершується, а гравець за Вільні Народи не спробував перемістити чи
    # приховати Братство на треку Мордору під час цього ходу, значення споганення
    # Персненосців автоматично збільшується на 1.»
    s = at_actions({"mordor": 1}, ("event",), ())
    s = play(s, FP, die("event"), pick("use", "skip"))
    assert s.corruption == 1


# ---- what is secret ------------------------------------------------------------------------

def test_the_shadow_sees_the_same_until_a_tile_is_drawn_whatever_the_free_peoples_hand_and_the_pool():
    # the pool is a bag («Потім він бере випадковий жетон із запасу гонитви»): two games that differ only in the Free
    # Peoples' hand and in the order the tiles lie in give the Shadow the same view
    a = GAME.setup(WotrOptions(), 3)
    b = a.clone()
    lay(b.zones, POOL, tuple(reversed(a.hunt_pool)))
    for card in a.hands[FP]:                     # each card swapped for the bottom card of its deck
        deck = cards.DECKS[cards.deck_of_card()[card]]
        lay(b.zones, "hand0", b.zones.cards[deck][:1])
        lay(b.zones, deck, (card,))
    assert a.hands[FP] != b.hands[FP]
    assert GAME.view(a, SH) == GAME.view(b, SH)
    assert GAME.view(a, FP) != GAME.view(b, FP)


def test_only_a_companion_of_the_highest_level_may_be_guide():
    # «Провідником завжди повинен бути супутник з найвищим рівнем.»
    s = _fellowship_phase({})
    s = play(s, FP, Action("keep_hidden"))
    assert s.pending.kind == "guide"
    assert refused(s, FP, Action("guide", companion="boromir")) == reasons.GUIDE_LEVEL
    s = play(s, FP, Action("guide", companion="strider"))
    assert s.guide == 1


def test_a_declaration_beyond_the_progress_is_refused_with_its_reason():
    # «він може негайно перемістити Персненосців на ту кількість регіонів (від їхньої
    # останньої відомої позиції), яка рівна чи менша за число на треку Братства»
    s = _fellowship_phase({"progress": 1})
    assert refused(s, FP, Action("declare", region="lorien")) == reasons.FELLOWSHIP_REACH


# ---- the reveal's trace and the Guides' abilities ---------------------------------------------

def test_the_seeds_reveal_example_moria_costs_a_tile_goblins_gate_none():
    # «Гравець за Вільні Народи міг би перемістити Персненосців у Морію через Брід на Бруїнені
    # й Край Гостролиста, але переміщення в Морію (де є фортеця Тіні) змусить гравця взяти
    # додатковий жетон гонитви (див. далі). Тому гравець за Вільні Народи натомість вирішує
    # перемістити Персненосців через Брід на Бруїнені й Високий Перевал»
    s = at_actions({"progress": 2}, ("character",), ("army",))
    s.hunt_box = 1
    only_tile(s, "zero_reveal")
    rig(s, 6)
    s = move_fellowship(s)                           # the counter on 3, revealed
    assert s.pending.kind == "reveal_to"
    assert fellowship.shadow_strongholds_passed(s, r("moria")) == 1
    assert fellowship.shadow_strongholds_passed(s, r("goblins_gate")) == 0
    only_tile(s, "one")                              # the tile a stronghold would draw
    moria = play(s, FP, Action("reveal_to", region="moria"))
    assert moria.pending.kind == "hunt_damage" and dict(moria.pending.params)["damage"] == 1
    gate = play(s, FP, Action("reveal_to", region="goblins_gate"))
    assert gate.hunt_pool == (tile_of("one"),) and gate.fellowship_region == r("goblins_gate")


def test_a_declared_fellowship_draws_no_tile_for_a_shadow_stronghold():
    # «Жетон гонитви треба брати лише тоді, якщо Братство було розкрите гравцем за Тінь.»
    s = _fellowship_phase({"progress": 3})
    drawn = s.hunt_drawn
    s = play(s, FP, Action("declare", region="moria"))
    assert s.fellowship_region == r("moria") and s.hunt_drawn == drawn


def test_strider_as_guide_hides_the_fellowship_with_any_result():
    # Strider's card: «Провідник. Можете використати будь-який результат кубиків дій, щоб
    # приховати розкрите Братство.»
    s = at_actions({"hidden": False}, ("muster",), ("army",))
    uses = lambda s: [a["value"] for a in GAME.legal_actions(play(s, FP, die("muster")), FP) if a.kind == "pick"]
    assert "hide_with_strider" not in uses(s)                # Gandalf guides
    s.guide = 1
    assert "hide_with_strider" in uses(s)
    s = play(s, FP, die("muster"), pick("use", "hide_with_strider"))
    assert s.fellowship_hidden


def test_gollum_as_guide_may_reveal_to_take_one_point_less():
    # Gollum's card: «Якщо Братство не було розкрите внаслідок ефекту жетона гонитви, можете
    # розкрити його, щоб зменшити шкоду гонитви на 1»
    s = at_actions({"companions": []}, ("character",), ("army",))
    s.guide = GOLLUM
    s.hunt_box = 1
    only_tile(s, "two")
    rig(s, 6)
    s = move_fellowship(s)
    assert Action("gollum_reveal") in s.pending.actions
    s = play(s, FP, Action("gollum_reveal"))
    assert s.corruption == 1 and not s.fellowship_hidden


def test_with_gollum_as_guide_a_numbered_reveal_tile_does_not_reveal():
    # Gollum's card: «Звичайні жетони гонитви з числом і символом «розкриття» не розкривають
    # Братства.»
    s = at_actions({"companions": []}, ("character",), ("army",))
    s.guide = GOLLUM
    s.hunt_box = 1
    only_tile(s, "one_reveal")
    rig(s, 6)
    s = move_fellowship(s)
    s = play(s, FP, Action("use_ring"))
    assert s.corruption == 1 and s.fellowship_hidden


# ---- separating companions --------------------------------------------------------------------

def test_the_seeds_example_legolas_and_meriadoc_leave_rivendell_together_for_the_woodland_realm():
    # «Гравець за Вільні Народи вирішує відокремити групу, що складається з Леґоласа (рівень 2) і
    # Меріадока (рівень 1). Леґоласа й Меріадока можна перемістити з Рівендолу на відстань до 7
    # регіонів (5+2). Гравець вирішує перемістити їх у Лісове Королівство.»
    s = at_actions({"progress": 5}, ("character",), ("army",))
    s = play(s, FP, die("character"), pick("use", "separate"))
    assert ("legolas", "meriadoc") in values(s, FP)
    s = play(s, FP, pick("companions", ("legolas", "meriadoc")))
    seven = values(s, FP)
    assert "woodland_realm" in seven and max(board().distance(r("rivendell"), r(x)) for x in seven) == 7
    s = play(s, FP, pick("to", "woodland_realm"))
    assert s.separated == ((3, r("woodland_realm")), (5, r("woodland_realm")))
    assert 3 not in s.fellowship and 5 not in s.fellowship and s.companions == 5
    assert invariants(s) == []


def test_a_hobbit_leaving_alone_reaches_only_progress_plus_his_own_level():
    # «супутник може переміститися щонайбільше на ту кількість регіонів, яка дорівнює значенню
    # поділки треку Братства ..., плюс рівень самого супутника»: Meriadoc alone, 5 + 1
    s = at_actions({"progress": 5}, ("character",), ("army",))
    s = play(s, FP, die("character"), pick("use", "separate"), pick("companions", ("meriadoc",)))
    assert max(board().distance(r("rivendell"), r(x)) for x in values(s, FP)) == 6


def test_a_separated_companion_activates_its_nation_in_its_stronghold():
    # «Щоби брати участь у битвах і в політиці Середзем’я, супутник повинен відокремитися від
    # Братства.» Gimli's symbol is the Dwarves'
    s = at_actions({"fellowship": "dale", "progress": 1}, ("character",), ("army",))
    dwarves = board().nation("dwarves")
    assert not s.active[dwarves]
    s = play(s, FP, die("character"), pick("use", "separate"), pick("companions", ("gimli",)), pick("to", "erebor"))
    assert s.active[dwarves]


def test_the_guide_leaving_passes_the_role_to_the_highest_level_left():
    # «Якщо провідник Братства відокремлюється від Братства, то новим провідником стає один з
    # позосталих супутників з найвищим рівнем (якщо всі супутники залишили Братство, то
    # провідником стає Ґолум).»
    s = at_actions({"companions": ["gandalf_the_grey", "boromir"]}, ("character", "character"), ("army", "army"))
    s = play(s, FP, die("character"), pick("use", "separate"), pick("companions", ("gandalf_the_grey",)),
             pick("to", "rivendell"))
    assert s.guide == 2
    s = play(s, SH, die("army"), pick("use", "skip"))
    s = play(s, FP, die("character"), pick("use", "separate"), pick("companions", ("boromir",)), pick("to", "rivendell"))
    assert s.guide == GOLLUM and s.fellowship == ()


def test_no_companion_leaves_on_the_mordor_track():
    # «якщо тільки Братство не перебуває на треку Мордору, де це заборонено»
    s = at_actions({"mordor": 1}, ("character",), ("army",))
    assert refused(s, FP, Action("pick", part="use", value="separate")) != ""
    s = play(s, FP, die("character"))
    assert "separate" not in values(s, FP)


def test_one_character_die_moves_every_companion_on_the_map_up_to_its_level():
    # «Перемістіть будь-яку кількість супутників на мапі. Кожного з супутників (або кожну
    # групу) можна перемістити щонайбільше на ту кількість регіонів, яка дорівнює найвищому
    # рівню супутника в групі.»
    s = at_actions({}, ("character",), ("army",))
    s.fellowship = (0, 1, 2, 5, 6)
    s.companions = 5
    s.separated = ((3, r("woodland_realm")), (4, r("dale")))
    s = play(s, FP, die("character"), pick("use", "move_companions"), pick("companions", ("gimli",)))
    assert "erebor" in values(s, FP)
    assert all(board().distance(r("dale"), r(x)) <= 2 for x in values(s, FP))
    s = play(s, FP, pick("to", "erebor"))
    assert s.rolled[FREE_PEOPLES] == () and s.pending.kind == "more_companions"
    s = play(s, FP, Action("another_companion"))
    assert values(s, FP) == [("legolas",)]                    # Gimli has moved with this die
    s = play(s, FP, pick("companions", ("legolas",)), pick("to", "dale"))
    assert dict((c, x) for c, x in s.separated) == {3: r("dale"), 4: r("erebor")}
    assert s.active[board().nation("dwarves")] and invariants(s) == []


def test_a_hobbit_guide_leaves_the_fellowship_to_take_one_point_of_damage_less():
    # «Якщо в будь-який момент гонитви призначається новий провідник (це стається, наприклад,
    # коли ви використовуєте вміння провідника Меріадока й Переґріна ...), то його вміння
    # можна застосувати негайно»; the hobbits' Guide ability (their published cards): if the
    # Hunt damage is one or more, leave the Fellowship to reduce it by one
    s = at_actions({"companions": ["meriadoc", "peregrin"]}, ("character",), ("army",))
    assert s.guide == 5
    s.hunt_box = 1
    only_tile(s, "two")
    rig(s, 6)
    s = move_fellowship(s)
    s = play(s, FP, Action("hobbit_guide", companion="meriadoc"))
    assert s.pending.kind == "hobbit_to"
    s = play(s, FP, Action("companion_to", region="rivendell"))
    if s.pending.kind == "guide":
        s = play(s, FP, s.pending.actions[0])
    assert s.separated == ((5, r("rivendell")),) and s.guide == 6
    assert s.pending.kind == "hunt_damage" and dict(s.pending.params)["damage"] == 1
    s = play(s, FP, Action("use_ring"))
    assert s.corruption == 1 and invariants(s) == []


def test_the_ring_destroyed_ends_the_game_before_the_shadows_military_victory_is_checked():
    # «якщо в будь-який момент ходу стається одна з цих двох подій, гра негайно закінчується
    # (гравці не чекають до фази перевірки умов перемоги)»
    held = {x: "shadow" for x in ("minas_tirith", "dol_amroth", "helms_deep", "lorien", "woodland_realm")}
    s = at_actions({"mordor": 4, "control": held, "companions": []}, ("character",), ("army",))
    assert victory_points(s, SHADOW) >= 10
    s.guide = GOLLUM
    only_tile(s, "zero_reveal")
    s = move_fellowship(s)
    assert s.over and s.winner == FREE_PEOPLES


def test_corruption_twelve_comes_before_the_crack_of_doom():
    # «умови перемоги з меншим номером мають пріоритет»: 1. «Споганення Персненосців» before
    # 2. «Знищення Персня» — the last step reached with corruption 12 is the Shadow's
    s = at_actions({"mordor": 4, "corruption": 11, "companions": []}, ("character",), ("army",))
    s.guide = GOLLUM
    only_tile(s, "one")
    s = move_fellowship(s)
    assert s.over and s.winner == SHADOW


def test_a_hobbit_taken_by_the_hunt_comes_back_into_play_off_the_mordor_track():
    # the hobbits' «Take Them Alive!» (their published cards): eliminated while in the
    # Fellowship, placed in play again as if just separated; «Усі дії, що раніше
    # відокремлювали супутника від Братства, тепер вилучають його з гри» on the Mordor Track
    s = at_actions({"companions": ["peregrin"]}, ("character",), ("army",))
    s.hunt_box = 1
    only_tile(s, "two")
    rig(s, 6)
    s = move_fellowship(s)
    s = play(s, FP, Action("lose_random"))
    assert s.corruption == 1 and s.pending.kind == "hobbit_to"
    s = play(s, FP, Action("companion_to", region="rivendell"))
    assert s.separated == ((6, r("rivendell")),) and 6 not in s.fallen and s.guide == GOLLUM
    assert invariants(s) == []


def test_boromir_in_minas_tirith_moves_gondor_toward_war_with_any_result():
    # Boromir's card «High Warden of the White Tower» (published): in an unconquered Gondor
    # city or stronghold, any action result advances Gondor one step
    s = at_actions({}, ("event",), ("army",))
    gondor = board().nation("gondor")
    step = s.step[gondor]
    s = play(s, FP, die("event"))
    assert "companion_politics" not in values(s, FP)
    s = at_actions({}, ("event",), ("army",))
    s.fellowship = (0, 1, 3, 4, 5, 6)
    s.companions = 6
    s.separated = ((2, r("minas_tirith")),)
    s = play(s, FP, die("event"), pick("use", "companion_politics"), pick("nation", "gondor"))
    assert s.step[gondor] == step - 1 and s.rolled[FREE_PEOPLES] == ()

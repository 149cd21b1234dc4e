"""Which army supports which character (seed, СИМВОЛЫ ЛИДЕРСТВА): «Для того чтобы считалось,
что воинство поддерживает персонажа, они должны находиться вместе на одном поле битвы и
принадлежать к одной фракции. Каждое воинство может поддерживать только одного персонажа.»
The seed does not say who decides when one army could support either of two characters;
where it changes the count, the army's player chooses (rules A4)."""

from lotr_table.games.wotr_cards.game import GAME
from tests.games.wotr_cards.play import FRODO, SARUMAN, do, options, pass_until, position


def _two_riders_one_army(**extra):
    """Éomer and Éowyn (each 1 leadership defence) with one Riders of Rohan on Helm's Deep."""
    return position(active=["helms_deep"], **extra,
                    at={"helms_deep": [[FRODO, "eomer"], [FRODO, "eowyn"], [FRODO, "riders_of_rohan"],
                                       [SARUMAN, "devilry_of_saruman"]]})


def _icons(s, card_id):
    fought = GAME.view(s, None)["combats"]["combats"][0]["cards"]
    return next(c["icons"] for c in fought if c["card"] == card_id)


def test_the_armys_player_chooses_which_of_two_characters_it_supports():
    s = pass_until(_two_riders_one_army(), "support")
    assert GAME.to_act(s) == [FRODO]
    assert sorted(s.zones.card_of[a["character"]] for a in options(s)) == ["eomer", "eowyn"]
    assert {s.zones.card_of[a["card"]] for a in options(s)} == {"riders_of_rohan"}
    chose_eowyn = do(s, "support", character=next(a["character"] for a in options(s)
                                                    if s.zones.card_of[a["character"]] == "eowyn"))
    assert (_icons(chose_eowyn, "eowyn"), _icons(chose_eowyn, "eomer")) == (1, 0)
    chose_eomer = do(s, "support", character=next(a["character"] for a in options(s)
                                                    if s.zones.card_of[a["character"]] == "eomer"))
    assert (_icons(chose_eomer, "eowyn"), _icons(chose_eomer, "eomer")) == (0, 1)


def test_nobody_is_asked_when_every_character_can_be_supported():
    # two armies for two characters: each is supported whichever army goes with whom
    s = position(active=["helms_deep"],
                 at={"helms_deep": [[FRODO, "eomer"], [FRODO, "eowyn"], [FRODO, "riders_of_rohan"],
                                    [FRODO, "village_militia"], [SARUMAN, "devilry_of_saruman"]]})
    for _ in range(4):
        s = do(s, "pass")
    assert s.pending.kind != "support"
    assert (_icons(s, "eowyn"), _icons(s, "eomer")) == (1, 1)

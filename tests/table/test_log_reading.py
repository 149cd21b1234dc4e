"""Reading the log for the table: where the turn being played begins, and what an entry names.
The entries read are the games' own declared log templates, so a template the games change
cannot silently stop the marks."""

from __future__ import annotations

from lotr_table.engine import registry
from lotr_table.table.confrontation import log_reading as confrontation
from lotr_table.table.lotr_coop import log_reading as coop


def declared(game_id: str) -> set[str]:
    return {t.source for t in registry.get_game(game_id).texts() if t.context == f"{game_id}.log"}


def entry(template: str, **args) -> dict:
    return {"template": template, "args": args}


def test_the_templates_read_are_the_games_own():
    assert confrontation.OPENERS | {confrontation.PLAY_BEGINS} <= declared("confrontation")
    assert coop.PLACE_BEGINS | {coop.TURN_BEGINS} <= declared("lotr_coop")


def test_a_confrontation_turn_begins_with_a_sides_move_or_special_card():
    log = [
        entry("The heroes are placed. Sauron moves first."),
        entry("A hero of {side} moves from {frm} to {to}.", side="sauron", frm="mordor", to="gondor"),
        entry("{side} plays {special}.", side="fellowship", special="gwaihir"),
        entry("{hero} moves from {frm} to {to}.", hero="frodo_c", frm="shire", to="arthedain"),
        entry("Battle in {region}: {attacker} attacks {defender}.", region="arthedain", attacker="frodo_c",
              defender="orcs_c"),
        entry("{hero} retreats from {frm} to {to}.", hero="orcs_c", frm="arthedain", to="cardolan"),
    ]
    # the Fellowship's turn: its special card, its move, the battle and Sauron's retreat in it
    assert confrontation.turn_from(log) == 2
    assert confrontation.turn_from(log[:2]) == 1
    assert confrontation.turn_from(log[:1]) == 0
    assert confrontation.turn_from([entry("You place {hero} in {region}.", hero="sam_c", region="shire")]) is None


def test_a_confrontation_entry_names_its_heroes_regions_and_cards():
    battle = entry("Battle in {region}: {attacker} attacks {defender}.", region="eregion", attacker="blackrider",
                   defender="gimli")
    assert confrontation.named(battle) == (["blackrider", "gimli"], ["eregion"], [])
    cards = entry("Cards revealed: the Fellowship plays {card}, Sauron plays {card2}.", card="f_2", card2="s_1")
    assert confrontation.named(cards) == ([], [], ["f_2", "s_1"])


def test_a_cooperative_turn_begins_with_the_hobbits_turn_or_a_new_place():
    log = [
        entry("{hobbit}'s turn.", hobbit="frodo"),
        entry("{hobbit} rolls the threat die: {face}.", hobbit="frodo", face="sauron"),
        entry("The Fellowship reaches {location}.", location="rivendell"),
        entry("Sanctuary action: {action}.", action="elrond"),
    ]
    assert coop.turn_from(log) == 2
    assert coop.turn_from(log[:2]) == 0
    assert coop.turn_from([]) is None


def test_a_cooperative_entry_names_hobbits_places_tracks_and_cards():
    given = entry("{hobbit} receives {card} from {other}.", hobbit="sam", card="sting", other="frodo")
    assert coop.named(given) == [("hobbit", "sam"), ("hobbit card", "sam"), ("hobbit", "frodo"),
                                 ("hobbit card", "frodo"), ("card", "sting")]
    played = entry("{hobbit} plays {card} on the {track} track.", hobbit="pippin", card="grey_hiding", track="hiding")
    assert ("track", "hiding") in coop.named(played)


def test_where_the_cooperative_pieces_stand_in_a_view():
    view = {"hobbits": [{"hobbit": "frodo", "pos": 3, "alive": True}, {"hobbit": "sam", "pos": 1, "alive": False}],
            "sauron": 12, "location_index": 2, "location": "moria",
            "board": {"id": "moria", "event_index": 1, "tracks": {"fighting": {"pos": 4}}}}
    at = coop.pieces_at(view)
    assert at[("hobbit", "frodo")] == ("corruption", 3) and ("hobbit", "sam") not in at     # a dead hobbit
    assert at[("sauron",)] == ("corruption", 12)
    assert at[("marker", "moria", "fighting")] == ("track", "fighting", 4)
    assert at[("progress",)] == ("location", "moria")
    assert coop.piece_item(("marker", "moria", "fighting")) == ("marker", "fighting")

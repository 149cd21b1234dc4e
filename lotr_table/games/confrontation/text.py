"""English words for log events, actions and positions. The engine keeps templates and ids;
the table translates templates and names when it draws."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.board import board
from lotr_table.games.confrontation.data import combat_cards, heroes, special_cards

# the words the engine itself puts into names and actions (translated in confrontation.side,
# confrontation.word and confrontation.action)
SIDE_NAMES = {"fellowship": "the Fellowship", "sauron": "Sauron"}
TARGET_WORDS = {"hidden": "a hidden hero", "random": "a hidden defender at random"}
TUNNEL = " through the Moria tunnel"


def name_of(value) -> str:
    if isinstance(value, tuple):
        return ", ".join(name_of(v) for v in value)
    if not isinstance(value, str):
        return str(value)
    if value in heroes():
        return heroes()[value].name
    if value in board().index:
        return board().names[board().index[value]]
    if value in combat_cards():
        c = combat_cards()[value]
        return f'"{c.name}"'
    if value in special_cards():
        return f'"{special_cards()[value].name}"'
    if value in SIDE_NAMES:
        return SIDE_NAMES[value]
    return value


def render(template: str, args: tuple) -> str:
    text = template.format(**{k: name_of(v) for k, v in args})
    return text[:1].upper() + text[1:]


_ACTIONS = {
    "draft": "Field the {face} face of tile {tile}",
    "announce": "Announce {count} special cards each",
    "choose_specials": "Choose the special cards {cards}",
    "place": "Place {hero} in {region}",
    "move": "Move {hero} to {to}",
    "shadowfax": "Play Shadowfax: {hero} to {to}",
    "dark_of_mordor": "Play The Dark of Mordor: {hero} to {to}",
    "gandalf_white": "Play Gandalf the White",
    "king_revealed": "Play A King Revealed on {target} in {region}",
    "recall": "Play Recall to Mordor on {hero}",
    "crebain": "Play Crebain of Dunland on {target} in {region}",
    "palantir": "Play Palantir on {region}",
    "pass": "Pass",
    "ambush": "Reveal the Balrog",
    "defender": "Fight {target}",
    "gwaihir": "Play Gwaihir the Wind",
    "retreat": "Retreat to {to}",
    "substitute": "Sam takes Frodo's place",
    "prove": "Reveal Frodo beside Sam",
    "swap": "Smeagol swaps with {hero}",
    "no_cards": "Fight without cards",
    "play": "Play {card}",
    "fetch": "Take back {card}",
    "force_other": "Force another card",
    "mouth_swap": "Swap for the 4 from the {source}",
    "support": "Reveal Gandalf to add 1",
}


def describe(action: Action) -> str:
    template = _ACTIONS.get(action.kind, action.kind)
    args = dict(action.fields)
    if action.get("target") in TARGET_WORDS:
        args["target"] = TARGET_WORDS[action.get("target")]
    text = template.format(**{k: name_of(v) for k, v in args.items()})
    if action.get("via") == "tunnel":
        text += TUNNEL
    return text

"""English words for the ids War of the Ring's log lines, actions and prompts carry.

The engine keeps templates and ids (region "north_downs", result "army_muster"); the
English log and the action descriptions name them here, and the table translates the same
words (declared in texts.py: wotr.region, wotr.result, ...). A log argument is read by its
name: `region`, `source` and `target` are regions, `result` and `to` die results, `seat`
and `ally` seats, `card` and `given` event cards, `kind` and `piece` kinds of piece.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import dice
from lotr_table.games.wotr.board import board
from lotr_table.games.wotr.players import seat_info

SIDE_NAMES = {"free_peoples": "the Free Peoples player", "shadow": "the Shadow player"}
RESULT_NAMES = {dice.CHARACTER: "Character", dice.ARMY: "Army", dice.MUSTER: "Muster",
                dice.ARMY_MUSTER: "Army/Muster", dice.EVENT: "Event", dice.WILL: "Will of the West",
                dice.EYE: "Eye"}
USE_NAMES = {dice.MOVE: "Move up to two armies", dice.LEADER_MOVE: "Move an army with a leader",
             dice.ATTACK: "Attack with an army", dice.LEADER_ATTACK: "Attack with an army led by a leader",
             dice.DIPLOMACY: "Diplomatic action", dice.RECRUIT_ELITE: "Recruit an elite unit",
             dice.RECRUIT_REGULARS: "Recruit two regular units", dice.RECRUIT_LEADERS: "Recruit two leaders",
             dice.RECRUIT_BOTH: "Recruit a regular unit and a leader", dice.DRAW: "Draw an event card",
             dice.PLAY_EVENT: "Play an event card", dice.DISCARD_TABLE: "Discard a card from the table",
             dice.SKIP: "Set the die aside without acting", dice.FELLOWSHIP_MOVE: "Move the Fellowship",
             dice.HIDE: "Hide the Fellowship", dice.STRIDER_HIDE: "Hide the Fellowship (Strider, the Guide)",
             dice.SEPARATE: "Separate companions from the Fellowship",
             dice.MOVE_COMPANIONS: "Move companions",
             dice.COMPANION_POLITICS: "A companion moves his nation toward war",
             dice.PLAY_CHARACTER: "Bring Gandalf the White or Aragorn into play",
             dice.PLAY_MINION: "Bring a minion into play", dice.MOVE_MINIONS: "Move the minions",
             dice.VOICE_RECRUIT: "The Voice of Saruman: a regular unit in every Isengard settlement",
             dice.VOICE_ELITES: "The Voice of Saruman: two regular units of Orthanc become elite units"}
# the Hunt's tiles by kind (hunt_tiles.json) and the companions (characters.json)
TILE_NAMES = {"eye_reveal": "the Eye, reveal", "three": "3", "two": "2", "two_reveal": "2, reveal", "one": "1",
              "one_reveal": "1, reveal", "zero_reveal": "0, reveal", "elven_cloaks": "Elven Cloaks (0)",
              "elven_rope": "Elven Rope (0)", "phial_of_galadriel": "Phial of Galadriel (−2)",
              "smeagol_helps": "Sméagol Helps Nice Master (−1)", "shelobs_lair": "Shelob's Lair (a die, stop)",
              "the_ring_is_mine": "The Ring is Mine! (the Eye, reveal, stop)",
              "on_on_they_went": "On, On They Went (3, stop)", "give_it_to_uss": "Give it to Uss! (1, reveal, stop)"}
COMPANION_NAMES = {"gandalf_the_grey": "Gandalf the Grey", "strider": "Strider", "boromir": "Boromir",
                   "legolas": "Legolas", "gimli": "Gimli", "meriadoc": "Meriadoc", "peregrin": "Peregrin",
                   "aragorn": "Aragorn", "gandalf_the_white": "Gandalf the White", "gollum": "Gollum"}
MINION_NAMES = {"witch_king": "the Witch-king", "mouth_of_sauron": "the Mouth of Sauron", "saruman": "Saruman",
                "nazgul": "a Nazgûl"}      # the last: a Nazgûl figure moved with the minions
DECK_NAMES = {"character": "Character", "strategy": "Strategy"}
# a piece as the log names one ("loses {piece} of {nation}") and as a group counts them
PIECE_WORDS = {"regular": "a regular unit", "elite": "an elite unit", "leaders": "a leader", "nazgul": "a Nazgûl"}
PIECE_NOUNS = {"regular": "regular units", "elite": "elite units", "leaders": "leaders", "nazgul": "Nazgûl"}
GROUP_PART = "{nation}: {kind} ×{count}"
CARD_NAMES = {"fp_char": "Free Peoples' Character card {number}", "fp_str": "Free Peoples' Strategy card {number}",
              "sh_char": "Shadow Character card {number}", "sh_str": "Shadow Strategy card {number}"}
PROPOSALS = {"merge": "join your armies into one mixed army"}
ACTION_NAMES = {
    "die": "Use a die showing {result}", "ring": "Use an Elven Ring", "pass": "Pass", "back": "Back",
    "done": "Done", "move_another": "Move a second army", "yes": "Yes", "no": "No",
    "merge": "Join the armies in {region}", "deck": "Draw from the {deck} deck", "discard": "Discard {card}",
    "give": "Give {card}", "hunt": "Place {n} dice in the Hunt Box", "field": "Fight a field battle",
    "withdraw": "Withdraw into the stronghold", "remove": "Remove {piece} of {nation}",
    "downgrade": "Replace an elite unit of {nation} with a regular unit", "advance": "Advance {piece} of {nation}",
    "retreat": "Retreat to {region}", "stay": "Stay and fight another round", "end": "End the assault",
    "declare": "Declare the Fellowship in {region}", "keep_hidden": "Keep the Fellowship hidden",
    "enter_mordor": "Enter Mordor", "stay_out": "Stay out of Mordor", "reveal_to": "The Fellowship stands in {region}",
    "use_ring": "Use the Ring: take all the damage", "lose_guide": "Lose the Guide",
    "lose_random": "Lose a companion drawn at random", "guide": "{companion} is the Guide",
    "gollum_reveal": "Gollum reveals the Fellowship: one point less", "another_companion": "Move other companions",
    "hobbit_guide": "{companion} leaves the Fellowship: one point less", "companion_to": "Go to {region}",
    "another_minion": "Move another Nazgûl or minion", "follow": "{characters} go with the army to {region}",
    "companions": "{companions} go along",
    "stay_behind": "The characters stay behind",
    "recruit": "Recruit {piece} of {nation}", "option": "{text}", "choose": "{item}",
    "eliminate": "Eliminate {piece} of {nation} in {region}", "upgrade": "Make an elite unit in {region}",
    "bring": "Bring {piece} of {nation} from {region}", "nothing": "Nothing more",
    "discard_table": "Discard {card} from the table", "upgrade_nation": "Replace a regular unit of {nation} with an elite one",
    "combat_card": "Play {card} as a combat card", "no_card": "Play no combat card",
    # the Shadow character cards' answers (event_words_hunt.py)
    "corrupt": "Add {points} corruption: {companion} stays", "eliminate_companion": "Eliminate {companion}",
    "separate": "{companion} leaves the Fellowship", "to_eye": "Turn the die showing {result} into an Eye",
    "use_table": "Use {card} from the table",
}
# a figure of a battle as the combat cards' choices name it (combat_words.pieces_of)
BATTLE_PIECES = {"leader": "a leader of {nation}", "regular": "a regular unit of {nation}",
                 "elite": "an elite unit of {nation}"}
_REGIONS = ("region", "source", "target", "settlement", "first", "second", "army", "from")


def card_name(card: str) -> str:
    """The card's published name once its effect is written (events.py), else its deck and number."""
    from lotr_table.games.wotr.events import event_cards     # the cards load the card language
    known = event_cards().get(card)
    if known is not None:
        return known.name
    deck, _, number = card.rpartition("_")
    return CARD_NAMES[deck].format(number=number.lstrip("0"))


def seat_name(players: int, seat: int) -> str:
    return next(x.label for x in seat_info(players) if x.seat == seat)


def group_text(group) -> str:
    """A moving or attacking group, ((nation id, kind, count), ...), in words."""
    b = board()
    parts = []
    for nation, kind, count in group:
        noun = "nazgul" if kind == "leaders" and nation == "sauron" else kind
        parts.append(GROUP_PART.format(nation=b.nation_names[b.nation(nation)]["en"], kind=PIECE_NOUNS[noun],
                                       count=count))
    return ", ".join(parts)


def name_of(key: str, value, players: int = 2) -> str:
    """The English name of a log or action argument, read by the argument's name."""
    b = board()
    if key in _REGIONS or (key == "to" and value in b.index):
        return b.names[b.region(value)]["en"]
    if key == "nation" or (key == "item" and value in b.nation_ids):
        return b.nation_names[b.nation(value)]["en"]
    if key == "item" and value in b.index:
        return b.names[b.region(value)]["en"]
    if key == "item" and isinstance(value, str) and ("/" in value or value == "nazgul"):
        kind, _, name = value.partition("/")
        if kind == "nazgul":
            return MINION_NAMES["nazgul"]
        if kind == "companion":
            return COMPANION_NAMES[name]
        if kind == "minion":
            return MINION_NAMES[name]
        return BATTLE_PIECES[kind].format(nation=b.nation_names[b.nation(name)]["en"])
    if key == "side":
        return SIDE_NAMES[value]
    if key in ("result", "to", "die"):
        return RESULT_NAMES[value]
    if key == "results":
        return ", ".join(RESULT_NAMES[r] for r in value)
    if key in ("seat", "ally"):
        return seat_name(players, value)
    if key == "deck":
        return DECK_NAMES[value]
    if key in ("card", "given", "paid"):
        return "" if value == "nothing" else card_name(value)
    if key in ("kind", "piece"):
        return PIECE_WORDS[value]
    if key == "use":
        return USE_NAMES[value]
    if key == "units":
        return group_text(value)
    if key == "proposal":
        return PROPOSALS[value]
    if key == "tile":
        return TILE_NAMES[value]
    if key in ("companion", "replaced"):
        return COMPANION_NAMES[value]
    if key == "minion":
        return MINION_NAMES[value]
    if key == "characters":
        return ", ".join(COMPANION_NAMES.get(c) or MINION_NAMES[c] for c in value)
    if key == "companions":
        return ", ".join(COMPANION_NAMES[c] for c in value)
    return str(value)


def render(template: str, args, players: int = 2) -> str:
    """A log line or prompt in English, its ids named; the first letter upper-case."""
    text = template.format(**{k: name_of(k, v, players) for k, v in args})
    return text[:1].upper() + text[1:]


def describe(action: Action, players: int = 2) -> str:
    if action.kind == "pick":
        return name_of(action["part"], action["value"], players)
    fields = action.fields
    if action.get("nation") == "sauron" and action.get("piece") == "leaders":
        fields = tuple((k, "nazgul" if k == "piece" else v) for k, v in fields)   # Sauron's leaders
    return render(ACTION_NAMES.get(action.kind, action.kind), fields, players)

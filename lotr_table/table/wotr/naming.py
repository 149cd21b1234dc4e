"""Every word of War of the Ring's decisions at the table, in the player's language: each option
of a question (a die, a use, an army's region, its units, where it goes, a nation, a card, a
companion...) and the question itself, from the game's own English words (games/wotr/words.py)
translated in the contexts the game declares (games/wotr/texts.py: wotr.action, wotr.use,
wotr.region, ...). The one place an option's fields are read, to say what it is; no id or
template key is ever returned (tests/table/test_wotr_naming.py walks random games in three
languages)."""

from __future__ import annotations

from lotr_table.games.wotr import words as rules
from lotr_table.games.wotr.board import board
from lotr_table.table.agreement import fill
from lotr_table.table.i18n import tr, tr_name
from lotr_table.table.kit.naming import CardFace
from lotr_table.table.kit.words import kernel_option, waiting_for

# the part of a decision asked in steps, or an argument, that names a region
REGION_KEYS = {"region", "source", "target", "settlement", "first", "second", "army", "from"}
RESULT_KEYS = {"result", "die"}


def region(region_id: str):
    b = board()
    return tr_name("wotr.region", b.names[b.region(region_id)]["en"])


def nation(nation_id: str):
    b = board()
    return tr_name("wotr.nation", b.nation_names[b.nation(nation_id)]["en"])


def card(card_id: str):
    """An event card by its name (a card whose effect is not written: its deck and number)."""
    from lotr_table.games.wotr.events import event_cards
    known = event_cards().get(card_id)
    if known is not None:
        return tr_name("wotr.card", known.name)
    deck, _, number = card_id.rpartition("_")
    return tr("wotr.card", rules.CARD_NAMES[deck]).format(number=number.lstrip("0"))


def figure(figure_id: str):
    """A companion or a minion (or "nazgul": one of the Nazgûl)."""
    if figure_id in rules.COMPANION_NAMES:
        return tr_name("wotr.companion", rules.COMPANION_NAMES[figure_id])
    return tr_name("wotr.minion", rules.MINION_NAMES[figure_id])


def piece(kind: str, nation_id: str | None = None):
    """A kind of piece as the log names one ("a regular unit"); Sauron's leaders are Nazgûl."""
    if kind == "leaders" and nation_id == "sauron":
        kind = "nazgul"
    return tr_name("wotr.piece", rules.PIECE_WORDS[kind])


def units(group) -> str:
    """A moving or attacking group, ((nation, kind, count), ...): "Elves: elite units ×2"."""
    parts = []
    for nation_id, kind, count in group:
        noun = "nazgul" if kind == "leaders" and nation_id == "sauron" else kind
        parts.append(tr("wotr.piece", rules.GROUP_PART).format(
            nation=nation(nation_id), kind=tr("wotr.piece", rules.PIECE_NOUNS[noun]), count=count))
    return ", ".join(parts)


def item(value) -> str:
    """An item a card's choice offers: a region, a nation, a figure, a figure of a battle."""
    b = board()
    if value in b.index:
        return region(value)
    if value in b.nation_ids:
        return nation(value)
    if isinstance(value, str) and (value in rules.COMPANION_NAMES or value in rules.MINION_NAMES):
        return figure(value)
    kind, _, name = str(value).partition("/")
    if kind in ("companion", "minion"):
        return figure(name)
    if kind in rules.BATTLE_PIECES:
        return fill(tr("wotr.piece", rules.BATTLE_PIECES[kind]), nation=nation(name))
    raise KeyError(value)


def arg(key: str, value, players: int = 2):
    """A log line's, a prompt's or an action's argument in the player's language, read by its
    name as the game's English words read it (games/wotr/words.name_of)."""
    b = board()
    if key in REGION_KEYS or (key == "to" and value in b.index):
        return region(value)
    if key == "nation":
        return nation(value)
    if key == "item":
        return item(value)
    if key == "side":
        return tr_name("wotr.side", rules.SIDE_NAMES[value])
    if key in RESULT_KEYS or key == "to":
        return tr_name("wotr.result", rules.RESULT_NAMES[value])
    if key == "results":
        return ", ".join(tr("wotr.result", rules.RESULT_NAMES[r]) for r in value)
    if key in ("seat", "ally"):
        return tr_name("wotr.seat", rules.seat_name(players, value))
    if key == "deck":
        return tr_name("wotr.deck", rules.DECK_NAMES[value])
    if key in ("card", "given", "paid"):
        return "" if value == "nothing" else card(value)
    if key in ("kind", "piece"):
        return tr_name("wotr.piece", rules.PIECE_WORDS[value])
    if key == "use":
        return tr_name("wotr.use", rules.USE_NAMES[value])
    if key == "units":
        return units(value)
    if key == "proposal":
        return tr("wotr.proposal", rules.PROPOSALS[value])
    if key == "tile":
        return tr_name("wotr.tile", rules.TILE_NAMES[value])
    if key in ("companion", "replaced", "minion"):
        return figure(value)
    if key in ("characters", "companions"):
        return ", ".join(figure(c) for c in value)
    if key == "text":
        return tr("wotr.prompt", value)
    return str(value)


def players_of(view: dict | None) -> int:
    """How many people play: one hand of event cards each (games/wotr/card_zones.py)."""
    return sum(1 for zone in (view or {}).get("zones") or () if zone.startswith("hand")) or 2


def nazgul_at(view: dict) -> list[tuple[str, int]]:
    """The regions where Nazgûl stand (Sauron's leaders: in the field or in a stronghold's
    box), with how many, in the map's order."""
    out: dict[str, int] = {}
    for key in ("armies", "besieged"):
        for region_id, army in (view.get(key) or {}).items():
            n = (army.get("sauron") or {}).get("leaders", 0)
            if n:
                out[region_id] = out.get(region_id, 0) + n
    order = board().index
    return sorted(out.items(), key=lambda rn: order[rn[0]])


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


class WotrNaming:
    """The kit's Naming for War of the Ring (kit/naming.py). `players` is read from the view on
    screen (`read`), for the seats' names."""

    # a compound decision is taken back part by part ("Back"); a die used is not undone here
    confirm_answers = False

    def __init__(self) -> None:
        self.players = 2
        self.nazgul_at: list[tuple[str, int]] = []

    def read(self, view: dict | None) -> "WotrNaming":
        if view:
            self.players = players_of(view)
            self.nazgul_at = nazgul_at(view)
        return self

    def seat(self, seat: int) -> str:
        return tr("wotr.seat", rules.seat_name(self.players, seat))

    def card(self, card_id: str) -> CardFace:
        from lotr_table.games.wotr.events import event_cards
        c = event_cards().get(card_id)
        text = tr("wotr.card_text", c.text) if c is not None and c.text else ""
        return CardFace(name=str(card(card_id)), text=text, whole=text)

    def option(self, action: dict) -> str:
        words = kernel_option(action)
        if words is not None:
            return words
        kind = action["kind"]
        if kind == "pick":
            part = action["part"]
            if part == "use":
                return tr("wotr.use", rules.USE_NAMES[action["value"]])
            if part == "minion" and action["value"] == "nazgul":
                # which Nazgûl, where: the regions they stand in (the one that flies is chosen
                # among them next)
                name = upper_first(tr("wotr.minion", rules.MINION_NAMES["nazgul"]))
                where = ", ".join(str(region(r)) + (f" \u00d7{n}" if n > 1 else "") for r, n in self.nazgul_at)
                return f"{name} ({where})" if where else name
            if part == "to" and action["value"] not in board().index:
                return tr("wotr.result", rules.RESULT_NAMES[action["value"]])
            return upper_first(str(arg(part, action["value"], self.players)))
        args = {k: v for k, v in action.items() if k != "kind"}
        if args.get("nation") == "sauron" and args.get("piece") == "leaders":
            args["piece"] = "nazgul"
        shown = {k: (piece(v) if k == "piece" else arg(k, v, self.players)) for k, v in args.items()}
        return upper_first(fill(tr("wotr.action", rules.ACTION_NAMES[kind]), **shown))

    def item(self, shape: dict, value) -> str:
        return upper_first(str(item(value)))

    def prompt(self, question: dict) -> str:
        if "shape" not in question:
            return waiting_for(", ".join(self.seat(s) for s in question.get("waiting") or ()))
        params = {k: arg(k, v, self.players) for k, v in question.get("params") or ()}
        text = fill(tr("wotr.prompt", question["prompt"]), **params)
        if self.players > 2 and "seat" in question:
            return f"{self.seat(question['seat'])}: {text}"
        return text

    def zone(self, zone: str) -> str:
        return ""

    def warning(self, entry: dict) -> str:
        return fill(tr("wotr.prompt", entry["template"]), **dict(entry.get("args") or {}))

    def log_line(self, entry: dict) -> str:
        shown = {k: arg(k, v, self.players) for k, v in (entry.get("args") or {}).items()}
        if entry["template"] in COMBAT_CARD_LINES and "card" in shown:
            # a combat card by the name the battle's panel shows, its event name beside it
            # («Разведчики (Дух Мордора)»): the hand's face is titled by the event's name
            try:
                combat = combat_name(entry["args"]["card"])
            except KeyError:
                combat = None
            if combat and combat != str(shown["card"]):
                shown["card"] = f"{combat} ({shown['card']})"
        return upper_first(fill(tr("wotr.log", entry["template"]), **shown))


def combat_name(card: str) -> str:
    """A card's combat half's name (the battle's panel and the log name a combat card by it),
    or the card's own name where it has no combat half."""
    from lotr_table.games.wotr.events import event_cards
    c = event_cards()[card]
    return str(tr_name("wotr.card", c.combat.name)) if c.combat.text else str(tr_name("wotr.card", c.name))


# the log's lines naming a combat card chosen or revealed (games/wotr/combat.py)
COMBAT_CARD_LINES = ("{seat} reveals {card}.", "You choose {card} as your combat card.")

SHARED = WotrNaming()

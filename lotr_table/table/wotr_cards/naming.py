"""Every word the War of the Ring card table shows, translated: cards and locations from the
game's own catalogue contexts (wotr_cards.card, .card_text, .faction, .seat, .log, .prompt),
the table's own words in wotr_cards.table. No id is ever returned."""

from __future__ import annotations

from lotr_table.games.wotr_cards.cards import FACTIONS, faction_cards, locations
from lotr_table.games.wotr_cards.scenarios import seat_info
from lotr_table.games.wotr_cards.texts import FACTIONS as FACTION_WORDS
from lotr_table.table.agreement import fill
from lotr_table.table.i18n import tr, tr_name
from lotr_table.table.kit.naming import CardFace
from lotr_table.table.kit.words import kernel_option, kernel_prompt, waiting_for
from lotr_table.table.wotr_cards.layout import options_of

CONTEXT = "wotr_cards.table"
CARDS, LOCATIONS = faction_cards(), locations()
_FACTION_IDS = [f for fs in FACTIONS.values() for f in fs]
FACTION_NAME = dict(zip(_FACTION_IDS, FACTION_WORDS))
COLOURS = {"dunedain": "#3b5a7a", "elves": "#2f6b5a", "dwarves": "#7a5a2a", "hobbits": "#4f7a2a", "rohan": "#6b6a2a",
           "wizards": "#5a5a7a", "isengard": "#4a4a4a", "monsters": "#6a3a2a", "harad": "#8a4a1a", "mordor": "#6a1a1a"}
LOCATION_COLOUR = {"path": "#5a4a2a", "free_peoples": "#2a4a6a", "shadow": "#5a2020"}


def icon_label(icon: str) -> str:
    """An icon's name, as a choice of where a token goes reads."""
    return {"bg_atk": tr("wotr_cards.table", "Battleground attack"), "bg_def": tr("wotr_cards.table", "Battleground defence"),
            "lead_atk": tr("wotr_cards.table", "Leadership attack"), "lead_def": tr("wotr_cards.table", "Leadership defence"),
            "path_atk": tr("wotr_cards.table", "Path attack"), "path_def": tr("wotr_cards.table", "Path defence")}[icon]


def icon_short(icon: str) -> str:
    """An icon as a card face has room for it."""
    return {"bg_atk": tr("wotr_cards.table", "Battle atk"), "bg_def": tr("wotr_cards.table", "Battle def"),
            "lead_atk": tr("wotr_cards.table", "Lead atk"), "lead_def": tr("wotr_cards.table", "Lead def"),
            "path_atk": tr("wotr_cards.table", "Path atk"), "path_def": tr("wotr_cards.table", "Path def")}[icon]


def side_name(side: str) -> str:
    return tr("wotr_cards.side", {"free_peoples": "Free Peoples", "shadow": "Shadow"}[side])


class WotrCardsNaming:
    # no answer of this game can be taken back once the next seat plays: a button asks once
    confirm_answers = True

    def __init__(self) -> None:
        self.known: dict[str, str] = {}       # instance -> card, from the view on screen
        self.options = None                   # the game's Options, for the seats' names
        self._read: dict | None = None        # the view they were read from

    def read(self, view: dict | None) -> "WotrCardsNaming":
        """Learn the seats and the cards a view shows (once per view)."""
        if view is not None and view is not self._read:
            self.options = options_of(view)
            self.known = {c["id"]: c["card"] for z in view["zones"].values() for c in z["cards"] if c}
            self._read = view
        return self

    # -- faces

    def card(self, card: str) -> CardFace:
        if card in LOCATIONS:
            return self._location(card)
        c = CARDS[card]
        # the icons head the text: the kit's disc would show a first number without its label
        icons = " \u00b7 ".join(f"{icon_short(k)} {v}" for k, v in c.icons.items())
        text = tr("wotr_cards.card_text", c.text) if c.text else ""
        kind = {"army": tr("wotr_cards.table", "Army"), "character": tr("wotr_cards.table", "Character"), "item": tr("wotr_cards.table", "Item"),
                "event": tr("wotr_cards.table", "Event")}[c.type]
        # the whole card, as the preview reads it: every icon by its name, the allowed paths, the text
        whole = [f"{icon_label(k)}: {v}" for k, v in c.icons.items()]
        if c.paths:
            whole.append(tr("wotr_cards.table", "Allowed paths: {paths}").format(
                paths=", ".join(str(n) for n in c.paths)))
        if text:
            whole.append(text)
        return CardFace(self.card_name(card), (), f"{icons}\n{text}" if icons else text, COLOURS[c.faction],
                        f"{tr('wotr_cards.faction', FACTION_NAME[c.faction])} \u00b7 {kind}",
                        whole="\n".join(whole))

    def _location(self, loc: str) -> CardFace:
        l = LOCATIONS[loc]
        head = tr("wotr_cards.table", "Defence {d} \u00b7 {vp} VP").format(d=l.defence, vp=l.vp)
        if l.kind == "path":
            kind, colour = tr("wotr_cards.table", "Path {n}").format(n=l.path), LOCATION_COLOUR["path"]
        else:
            kind, colour = tr("wotr_cards.table", "Battleground"), LOCATION_COLOUR[l.side or "path"]
        text = tr("wotr_cards.card_text", l.text) if l.text else ""
        whole = [tr("wotr_cards.table", "Defence: {d}").format(d=l.defence),
                 tr("wotr_cards.table", "Victory points: {vp}").format(vp=l.vp)] + ([text] if text else [])
        return CardFace(self.card_name(loc), (), f"{head}\n{text}" if text else head, colour, kind,
                        whole="\n".join(whole))

    def card_name(self, card: str) -> str:
        """The card's name, carrying its gender and number for a log line to agree with."""
        record = CARDS.get(card) or LOCATIONS[card]
        return tr_name("wotr_cards.card", record.name)

    def instance(self, inst: str) -> str:
        card = self.known.get(inst) or (inst if inst in CARDS or inst in LOCATIONS else None)
        return self.card_name(card) if card else tr("wotr_cards.table", "a hidden card")

    # -- seats and zones

    def seat(self, seat: int) -> str:
        if self.options is None:
            return tr("wotr_cards.table", "Player {n}").format(n=seat + 1)
        label = next(x.label for x in seat_info(self.options) if x.seat == seat)
        return tr("wotr_cards.seat", label)

    def zone(self, zone: str) -> str:
        kind = zone.rstrip("0123456789")
        return {"deck": tr("wotr_cards.table", "Deck"), "hand": tr("wotr_cards.table", "Hand"), "cycle": tr("wotr_cards.table", "Cycle pile"),
                "eliminated": tr("wotr_cards.table", "Eliminated"), "reserve": tr("wotr_cards.table", "Reserve"),
                "drawn": tr("wotr_cards.table", "Drawn")}.get(kind, "")

    def place(self, to: str) -> str:
        return tr("wotr_cards.table", "reserve") if to == "reserve" else self.instance(to)

    # -- decisions

    def option(self, action: dict) -> str:
        words = kernel_option(action)
        if words is not None:
            return words
        kind = action["kind"]
        card = self.instance(action["card"]) if "card" in action else ""
        if kind == "play" and action["to"] == "event":
            return tr("wotr_cards.table", "Play {card}").format(card=card)
        if kind == "play" and action["to"] not in ("reserve",) and action["to"] not in LOCATIONS:
            return tr("wotr_cards.table", "Play {card} on {bearer}").format(card=card, bearer=self.instance(action["to"]))
        if kind == "play":
            return tr("wotr_cards.table", "Play {card} to {place}").format(card=card, place=self.place(action["to"]))
        if kind == "move":
            return tr("wotr_cards.table", "Move {card} to {place}").format(card=card, place=self.place(action["to"]))
        if kind == "use":
            return tr("wotr_cards.table", "Use {card}").format(card=card)
        if kind == "cycle":
            return tr("wotr_cards.table", "Cycle {card}").format(card=card)
        if kind == "eliminate":
            return tr("wotr_cards.table", "Eliminate {card}").format(card=card)
        if kind == "casualty":
            return tr("wotr_cards.table", "{card} as a casualty").format(card=card)
        if kind == "take":
            return tr("wotr_cards.table", "Take {card}").format(card=card)
        if kind == "forsake":
            if action.get("top"):
                return tr("wotr_cards.table", "Forsake the top card of the deck")
            return tr("wotr_cards.table", "Forsake {card}").format(card=card)
        if kind in ("path", "battleground"):
            return self.card_name(action["location"])
        if kind == "token":
            return tr("wotr_cards.table", "{icon} on {target}").format(icon=icon_label(action["icon"]),
                                                             target=self.instance(action["target"]))
        if kind == "option":
            return tr("wotr_cards.table", "Effect {n}").format(n=action["n"] + 1)
        if kind == "ring":
            return tr("wotr_cards.table", "Use the Ring token")
        if kind == "support":
            return tr("wotr_cards.table", "{army} supports {character}").format(
                army=card, character=self.instance(action["character"]))
        if kind == "winnow":
            return tr("wotr_cards.table", "Winnow")
        if kind == "done":
            return tr("wotr_cards.table", "Stop")
        raise KeyError(kind)

    def item(self, shape: dict, item) -> str:
        return tr("wotr_cards.table", "Triggered ability {n}").format(n=int(item) + 1) if isinstance(item, int) else \
            self.instance(str(item))

    def prompt(self, question: dict) -> str:
        if "shape" not in question:
            return waiting_for(", ".join(self.seat(s) for s in question["waiting"]))
        kernel = kernel_prompt(question, self.card_name, lambda kind: self.option({"kind": kind}))
        text = kernel if kernel is not None else tr("wotr_cards.prompt", question["prompt"])
        return f"{self.seat(question['seat'])}: {text}"

    def log_line(self, entry: dict) -> str:
        shown = {}
        for key, value in entry["args"].items():
            if key == "seat":
                shown[key] = self.seat(value)
            elif key in ("card", "location", "target"):
                shown[key] = self.instance(value)
            elif key == "side":
                shown[key] = side_name(value)
            else:
                shown[key] = str(value)
        # a template may choose its words by a name's form ("{card} {card:is|pl:are} cycled.")
        return fill(tr("wotr_cards.log", entry["template"]), **shown)


# The table's words: one naming, reading whichever view is being drawn or worded (the scene,
# the decision area, the log and the indicator of the view on screen).
SHARED = WotrCardsNaming()


def reading(view: dict | None) -> WotrCardsNaming:
    return SHARED.read(view)

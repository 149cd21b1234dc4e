"""Every word the Trading Card Game's table shows, translated: the cards from the game's own
catalogue contexts (lotr_tcg.card, .card_text, .log, .prompt, .outcome), the table's own words
in lotr_tcg.table. A card's face is drawn from the card data (engine data, not the game's
state): title, subtitle, culture and its symbol, twilight cost, type, race and keywords,
strength, vitality, resistance, site number and the game text. No id is ever returned."""

from __future__ import annotations

from lotr_table.games.lotr_tcg.data import content
from lotr_table.table.agreement import fill
from lotr_table.table.i18n import tr, tr_name
from lotr_table.table.kit.naming import CardFace
from lotr_table.table.kit.words import kernel_option, kernel_prompt, waiting_for
from lotr_table.table.lotr_tcg.look import (CULTURE_COLOUR, CULTURE_SYMBOL, RESISTANCE_SIGN, SITE_COLOUR, SITE_SIGN,
                                            STRENGTH_SIGN, VITALITY_SIGN)

CONTEXT = "lotr_tcg.table"
CARDS = content().cards
# log arguments that name a card (by its collector code)
CARD_ARGS = ("card", "bearer", "companion", "minion", "target")
CHARACTERS = ("companion", "ally", "minion")


def culture_name(culture: str) -> str:
    return {"shire": tr("lotr_tcg.table", "Shire"), "gondor": tr("lotr_tcg.table", "Gondor"), "elven": tr("lotr_tcg.table", "Elven"),
            "dwarven": tr("lotr_tcg.table", "Dwarven"), "gandalf": tr("lotr_tcg.table", "Gandalf"), "isengard": tr("lotr_tcg.table", "Isengard"),
            "moria": tr("lotr_tcg.table", "Moria"), "ringwraith": tr("lotr_tcg.table", "Ringwraith"),
            "sauron": tr("lotr_tcg.table", "Sauron")}[culture]


def type_name(kind: str) -> str:
    return {"the_one_ring": tr("lotr_tcg.table", "The One Ring"), "companion": tr("lotr_tcg.table", "Companion"),
            "ally": tr("lotr_tcg.table", "Ally"), "minion": tr("lotr_tcg.table", "Minion"), "possession": tr("lotr_tcg.table", "Possession"),
            "condition": tr("lotr_tcg.table", "Condition"), "event": tr("lotr_tcg.table", "Event"), "site": tr("lotr_tcg.table", "Site")}[kind]


def race_name(race: str) -> str:
    return {"orc": tr("lotr_tcg.table", "Orc"), "uruk-hai": tr("lotr_tcg.table", "Uruk-hai"), "hobbit": tr("lotr_tcg.table", "Hobbit"),
            "elf": tr("lotr_tcg.table", "Elf"), "nazgul": tr("lotr_tcg.table", "Nazgûl"), "man": tr("lotr_tcg.table", "Man"),
            "dwarf": tr("lotr_tcg.table", "Dwarf"), "wizard": tr("lotr_tcg.table", "Wizard"), "troll": tr("lotr_tcg.table", "Troll")}.get(race, "")


def keyword_name(word: str) -> str:
    return {"search": tr("lotr_tcg.table", "Search"), "damage+1": tr("lotr_tcg.table", "Damage +1"), "spell": tr("lotr_tcg.table", "Spell"),
            "tale": tr("lotr_tcg.table", "Tale"), "river": tr("lotr_tcg.table", "River"), "sanctuary": tr("lotr_tcg.table", "Sanctuary"),
            "archer": tr("lotr_tcg.table", "Archer"), "fierce": tr("lotr_tcg.table", "Fierce"), "weather": tr("lotr_tcg.table", "Weather"),
            "forest": tr("lotr_tcg.table", "Forest"), "underground": tr("lotr_tcg.table", "Underground"),
            "ranger": tr("lotr_tcg.table", "Ranger"), "tracker": tr("lotr_tcg.table", "Tracker"), "stealth": tr("lotr_tcg.table", "Stealth"),
            "ring-bearer": tr("lotr_tcg.table", "Ring-bearer"), "pipeweed": tr("lotr_tcg.table", "Pipeweed"),
            "plains": tr("lotr_tcg.table", "Plains"), "marsh": tr("lotr_tcg.table", "Marsh"),
            "mountain": tr("lotr_tcg.table", "Mountain")}.get(word, "")


def timing_name(timing: str) -> str:
    return {"fellowship": tr("lotr_tcg.table", "Fellowship"), "shadow": tr("lotr_tcg.table", "Shadow"),
            "maneuver": tr("lotr_tcg.table", "Maneuver"), "archery": tr("lotr_tcg.table", "Archery"),
            "assignment": tr("lotr_tcg.table", "Assignment"), "skirmish": tr("lotr_tcg.table", "Skirmish"),
            "regroup": tr("lotr_tcg.table", "Regroup"), "response": tr("lotr_tcg.table", "Response")}.get(timing, "")


def phase_name(phase: str | None) -> str:
    return {"fellowship": tr("lotr_tcg.table", "fellowship phase"), "shadow": tr("lotr_tcg.table", "Shadow phase"),
            "maneuver": tr("lotr_tcg.table", "maneuver phase"), "archery": tr("lotr_tcg.table", "archery phase"),
            "assignment": tr("lotr_tcg.table", "assignment phase"), "skirmish": tr("lotr_tcg.table", "skirmish phase"),
            "regroup": tr("lotr_tcg.table", "regroup phase"), "setup": tr("lotr_tcg.table", "setting up"),
            "bidding": tr("lotr_tcg.table", "bidding")}.get(phase or "", tr("lotr_tcg.table", "setting up"))


def class_name(item_class: str | None) -> str:
    return {"hand weapon": tr("lotr_tcg.table", "Hand weapon"), "pipe": tr("lotr_tcg.table", "Pipe"), "armor": tr("lotr_tcg.table", "Armor"),
            "ranged weapon": tr("lotr_tcg.table", "Ranged weapon"), "mount": tr("lotr_tcg.table", "Mount"),
            "cloak": tr("lotr_tcg.table", "Cloak"), "helm": tr("lotr_tcg.table", "Helm"),
            "shield": tr("lotr_tcg.table", "Shield")}.get(item_class or "", "")


def outcome_reason(why: str) -> str:
    return tr("lotr_tcg.outcome", why)


class TcgNaming:
    def __init__(self) -> None:
        self.known: dict[str, str] = {}       # instance -> card, from the view on screen
        self._read: dict | None = None
        self._faces: dict[tuple[str, str], CardFace] = {}

    def read(self, view: dict | None) -> "TcgNaming":
        """Learn the cards and seats a view shows (once per view)."""
        if view is not None and view is not self._read:
            self.known = {c["id"]: c["card"] for z in view["zones"].values() for c in z["cards"] if c}
            self._read = view
        return self

    # -- faces

    def card(self, code: str) -> CardFace:
        from lotr_table.table.i18n import current_language
        key = (code, current_language())
        face = self._faces.get(key)
        if face is None:
            face = self._faces[key] = self._face(CARDS[code])
        return face

    def _face(self, c) -> CardFace:
        numbers: list[tuple[str, str]] = []
        if c.type == "site":
            numbers.append((tr("lotr_tcg.table", "Site"), str(c.site)))
            numbers.append((tr("lotr_tcg.table", "Shadow number"), str(c.shadow_number or 0)))
        elif c.type != "the_one_ring":
            numbers.append((tr("lotr_tcg.table", "Twilight"), str(c.cost)))
        stats, words = [], []
        if c.strength is not None:
            n = f"{c.strength:+d}" if c.type not in CHARACTERS else str(c.strength)
            stats.append(f"{STRENGTH_SIGN}{n}")
            words.append(tr("lotr_tcg.table", "strength {n}").format(n=n))
        if c.vitality is not None:
            stats.append(f"{VITALITY_SIGN}{c.vitality}")
            words.append(tr("lotr_tcg.table", "vitality {n}").format(n=c.vitality))
        if c.resistance is not None:
            stats.append(f"{RESISTANCE_SIGN}{c.resistance}")
            words.append(tr("lotr_tcg.table", "resistance {n}").format(n=c.resistance))
        if c.type == "minion" and c.site is not None:
            stats.append(f"{SITE_SIGN}{c.site}")
            words.append(tr("lotr_tcg.table", "site number {n}").format(n=c.site))
        if stats:
            numbers.append(("", " ".join(stats)))
        colour = CULTURE_COLOUR.get(c.culture or "", SITE_COLOUR)
        symbol = CULTURE_SYMBOL.get(c.culture or "", "")
        kind = [type_name(c.type)]
        if c.culture:
            kind.insert(0, f"{symbol} {culture_name(c.culture)}")
        line = " \u00b7 ".join(kind)
        head = [w for w in (race_name(c.race or ""), class_name(c.item_class),
                            *(timing_name(t) for t in c.timing), *(keyword_name(k) for k in c.keywords)) if w]
        text = tr("lotr_tcg.card_text", c.text) if c.text else ""
        # the numbers in words close the text: the preview shows them whole
        body = "\n".join(part for part in (
            self.subtitle(c.id), " \u00b7 ".join(head), text, ", ".join(words).capitalize()) if part)
        name = ("\u2022" if c.unique else "") + self.card_name(c.id)
        return CardFace(name, tuple(numbers), body, colour, line)

    def card_name(self, code: str):
        """The card's title, carrying its gender and number for a log line to agree with."""
        return tr_name("lotr_tcg.card", CARDS[code].title)

    def subtitle(self, code: str) -> str:
        sub = CARDS[code].subtitle
        return str(tr_name("lotr_tcg.card", sub)) if sub else ""

    def instance(self, inst: str):
        code = self.known.get(inst) or (inst if inst in CARDS else None)
        return self.card_name(code) if code else tr("lotr_tcg.table", "a hidden card")

    # -- seats and zones

    def seat(self, seat: int) -> str:
        return tr("lotr_tcg.table", "Player {n}").format(n=int(seat) + 1)

    def zone(self, zone: str) -> str:
        kind = zone.rstrip("0123456789")
        return {"deck": tr("lotr_tcg.table", "Deck"), "hand": tr("lotr_tcg.table", "Hand"), "discard": tr("lotr_tcg.table", "Discard"),
                "dead": tr("lotr_tcg.table", "Dead"), "adventure": tr("lotr_tcg.table", "Adventure deck"),
                "play": tr("lotr_tcg.table", "In play"), "stacked": tr("lotr_tcg.table", "Stacked"), "path": tr("lotr_tcg.table", "Adventure path"),
                "removed": tr("lotr_tcg.table", "Removed")}.get(kind, "")

    @staticmethod
    def offered(question: dict) -> str:
        """What the cards offered out of the draw deck are: at the start of the full game the
        companions of the starting fellowship (R5.8: «Начальное Братство Кольца» — «спутников
        ... из игровой колоды ... суммарная сумеречная стоимость которых не превышает 4»)."""
        if question.get("kind") == "starting":
            return tr("lotr_tcg.table", "Starting fellowship: companions from your draw deck")
        return tr("lotr_tcg.table", "From your draw deck")

    # -- decisions

    def option(self, action: dict) -> str:
        words = kernel_option(action)
        if words is not None:
            return words
        kind = action["kind"]
        card = self.instance(action["card"]) if isinstance(action.get("card"), str) else ""
        cards = ", ".join(str(self.instance(c)) for c in action.get("cards", ()))
        if kind == "play":
            if action.get("bearer"):
                text = tr("lotr_tcg.table", "Play {card} on {bearer}").format(card=card, bearer=self.instance(action["bearer"]))
            else:
                text = tr("lotr_tcg.table", "Play {card}").format(card=card)
            return text + self._cost(action)
        if kind in ("use", "event"):
            text = (tr("lotr_tcg.table", "Use {card}") if kind == "use" else tr("lotr_tcg.table", "Play {card}")).format(card=card)
            target = action.get("target")
            if isinstance(target, str) and (target in self.known or target in CARDS):
                text += " \u2192 " + str(self.instance(target))
            elif target is not None and not isinstance(target, str):
                text += f" \u2192 {target}"
            return text + self._cost(action)
        if kind == "assign":
            return tr("lotr_tcg.table", "{minion} against {companion}").format(minion=self.instance(action["minion"]),
                                                                        companion=self.instance(action["companion"]))
        if kind == "discard":
            return tr("lotr_tcg.table", "Discard {card}").format(card=card)
        if kind == "discard_cards":
            return tr("lotr_tcg.table", "Discard {n} cards").format(n=action.get("n", ""))
        if kind in ("heal",):
            return tr("lotr_tcg.table", "Heal {card}").format(card=card)
        if kind == "heal_by_discard":
            return tr("lotr_tcg.table", "Discard {card} to heal {target}").format(card=card,
                                                                          target=self.instance(action["target"]))
        if kind in ("archery_wound", "wound"):
            return tr("lotr_tcg.table", "Wound {card}").format(card=card)
        if kind == "exert":
            return tr("lotr_tcg.table", "Exert {cards}").format(cards=cards)
        if kind == "take":
            return tr("lotr_tcg.table", "Take {cards}").format(cards=cards)
        if kind == "order":
            return " \u2192 ".join(str(self.instance(c)) for c in action.get("cards", ()))
        if kind == "skirmish":
            return tr("lotr_tcg.table", "The skirmish of {card}").format(card=self.instance(action["companion"]))
        if kind == "target":
            value = action.get("value")
            return str(self.instance(value)) if isinstance(value, str) else str(value)
        if kind == "transfer":
            return tr("lotr_tcg.table", "Move {card} to {bearer}").format(card=card, bearer=self.instance(action["bearer"]))
        if kind == "start":
            return tr("lotr_tcg.table", "Start with {card}").format(card=card)
        if kind == "bid":
            return tr("lotr_tcg.table", "Bid {n}").format(n=action["n"])
        if kind == "place":
            return tr("lotr_tcg.table", "Place {n}").format(n=int(action["n"]) + 1)
        if kind == "shoot_at":
            return tr("lotr_tcg.table", "The minions of {seat}").format(seat=self.seat(action["seat"]))
        words = {"keep": tr("lotr_tcg.table", "Keep my hand"), "move": tr("lotr_tcg.table", "Move on"),
                 "stay": tr("lotr_tcg.table", "Stay"), "done": tr("lotr_tcg.table", "Done"), "more": tr("lotr_tcg.table", "One more"),
                 "stop": tr("lotr_tcg.table", "Stop"), "burden": tr("lotr_tcg.table", "Add a burden"),
                 "add_burden": tr("lotr_tcg.table", "Add a burden"), "put_on_ring": tr("lotr_tcg.table", "Put on the Ring"),
                 "yes": tr("Decision", "Yes"), "no": tr("Decision", "No")}
        return words.get(kind, tr("lotr_tcg.table", "Choose"))

    def _cost(self, action: dict) -> str:
        cost = action.get("cost")
        if isinstance(cost, str) and (cost in self.known or cost in CARDS):
            return " (" + tr("lotr_tcg.table", "exert {card}").format(card=self.instance(cost)) + ")"
        return ""

    def item(self, shape: dict, item) -> str:
        return tr("lotr_tcg.table", "Ability {n}").format(n=int(item) + 1) if isinstance(item, int) else \
            str(self.instance(str(item)))

    def prompt(self, question: dict) -> str:
        if "shape" not in question:
            return waiting_for(", ".join(self.seat(s) for s in question["waiting"]))
        kernel = kernel_prompt(question, self.ability, lambda kind: self.option({"kind": kind}))
        if kernel is None:
            params = {k: (self.instance(v) if k in CARD_ARGS and isinstance(v, str) else v)
                      for k, v in dict(question.get("params") or ()).items()}
            kernel = fill(tr("lotr_tcg.prompt", question["prompt"]), **params)
        return f"{self.seat(question['seat'])}: {kernel}"

    def warning(self, entry: dict) -> str:
        """A warning the question declares for an option (a bid that loses the game), worded."""
        return fill(tr("lotr_tcg.warning", entry["template"]), **dict(entry.get("args") or {}))

    def ability(self, label: str) -> str:
        """A triggered ability by its label: the card it is printed on."""
        code = str(label).split(":")[0]
        return str(self.instance(code)) if code in CARDS or code in self.known else tr("lotr_tcg.table", "an ability")

    def log_line(self, entry: dict) -> str:
        shown = {}
        for key, value in entry["args"].items():
            if key in ("seat", "other") and isinstance(value, int):
                shown[key] = self.seat(value)
            elif key in CARD_ARGS and isinstance(value, str):
                shown[key] = self.instance(value)
            elif key == "why":
                shown[key] = outcome_reason(value)
            else:
                shown[key] = value          # a number keeps its format ("{amount:+d}")
        return fill(tr("lotr_tcg.log", entry["template"]), **shown)


# The table's words: one naming, reading whichever view is being drawn or worded.
SHARED = TcgNaming()


def reading(view: dict | None) -> TcgNaming:
    return SHARED.read(view)

"""Every template that takes a name reads right for every name it can take: a name carries
its gender and number in each language (translations/glossary.csv), and a template either
chooses its words by them ("{hero} {hero:погибает|pl:погибают}.", table/agreement.py) or puts
the name where no word agrees with it ("Погибает: {hero}")."""

from __future__ import annotations

import re
import string
from functools import lru_cache

import pytest

from lotr_table.table import catalogue, glossary
from lotr_table.table.agreement import FORMS, Name, alternatives, choices, fill, is_choice, plain

LANGUAGES = ("en", "ru", "uk")

# which names a field of a template can receive, by the game the template belongs to
CONFRONTATION = ("confrontation.", "BattlePanel", "TableScene", "DecisionArea", "TurnIndicator", "HeroTile",
                 "ConfrontationPanel")
COOP = ("lotr_coop.", "LotrCoopPanel")
HEROES = ("hero", "attacker", "defender", "target")
SIDES = ("side",)
HOBBITS = ("hobbit", "seat", "giver", "payer", "roller", "bearer", "who", "receiver", "active", "volunteer",
           "other", "player")
# the three newer games: which catalogue context each name-taking field draws its names from
# (a seat of the TCG is a person, named by whoever sits there: no form to agree with)
TCG = {f: "lotr_tcg.card" for f in ("card", "companion", "minion", "bearer", "holder")}
CARD_GAME = {**{f: "wotr_cards.card" for f in ("card", "location", "target", "bearer")},
             "side": "wotr_cards.side", "seat": "wotr_cards.seat"}
WAR = {**{f: "wotr.region" for f in ("region", "source", "target")},
       "companion": "wotr.companion", "replaced": "wotr.companion", "minion": "wotr.minion",
       "nation": "wotr.nation", "side": "wotr.side", "seat": "wotr.seat", "ally": "wotr.seat",
       "piece": "wotr.piece", "kind": "wotr.piece"}
# The English of the TCG and War of the Ring is their engine's own source, which the behaviour
# record (tests/games/behaviour_record.json) logs word for word, and no table of theirs yet
# renders through agreement.fill: their English choices ("{card} {card:is|pl:are} killed.") are
# left for when one does. Their Russian and Ukrainian are held here like the other games'; the
# card game's table fills its log through agreement.fill, so its English is held too.
NEWER = ("lotr_tcg.", "wotr.")
UNKNOWN = "?"       # a name the glossary gives no form: it may be of any form


@pytest.fixture(scope="module")
def translations():
    return {lang: catalogue.read_ts(catalogue.ts_path(lang)).messages for lang in LANGUAGES}


@lru_cache(maxsize=None)
def _entries() -> tuple[tuple[str, str], ...]:
    return tuple(catalogue.entries())


def names(context: str, lang: str, translations) -> list[Name]:
    """Every name of one kind (a catalogue context) as the table draws it in `lang`, with its
    form from the glossary (UNKNOWN where the glossary has no row for it)."""
    forms = glossary.forms(lang)
    out = []
    for entry in _entries():
        if entry[0] == context and "{" not in entry[1]:
            text = translations[lang][entry].translation if lang != "en" else entry[1]
            out.append(Name(text, forms.get(entry, UNKNOWN)))
    assert out, context
    return out


def forms_of(names_: list[Name]) -> set[str]:
    """The forms a field's names come in: every form, where one of them has none recorded."""
    forms = {name.form for name in names_}
    return set(FORMS) if UNKNOWN in forms else forms


def receivers(context: str) -> dict[str, str]:
    """{field: the context of the names it receives} for a template's context."""
    if context.startswith(CONFRONTATION):
        return {**{f: "confrontation.hero" for f in HEROES}, **{f: "confrontation.side" for f in SIDES}}
    if context.startswith(COOP):
        return {f: "lotr_coop.hobbit" for f in HOBBITS}
    if context.startswith("lotr_tcg."):
        return TCG
    if context.startswith("wotr_cards."):
        return CARD_GAME
    if context.startswith("wotr."):
        return WAR
    return {}


def name_templates():
    """(context, source, the fields that take names) of every template in the catalogue."""
    for context, source in _entries():
        fields = {f for _, f, _, _ in string.Formatter().parse(source) if f}
        taking = fields & set(receivers(context))
        if taking:
            yield context, source, sorted(taking)


def test_many_templates_take_names():
    assert len(list(name_templates())) > 60


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_name_taking_template_renders_with_every_name_it_can_take(lang, translations):
    """Rendered with each name of each kind it takes (the other fields filled with a word),
    a template leaves no brace, and each word chosen by a name's form is the one the
    template gives for that form (or its default)."""
    rendered = 0
    wrong = []
    for context, source, taking in name_templates():
        translated = translations[lang][(context, source)].translation
        fields = {f for _, f, _, _ in string.Formatter().parse(source) if f}
        numbers = {f for _, f, spec, _ in string.Formatter().parse(source) if f and spec and not is_choice(spec)}
        for field in taking:
            for name in names(receivers(context)[field], lang, translations):
                args = {f: (1 if f in numbers else "X") for f in fields}
                args[field] = name
                text = fill(translated, **args)
                rendered += 1
                if "{" in text or "}" in text:
                    wrong.append((context, source, lang, name, text))
                # the same sentence built by hand: each of this field's choices replaced by
                # the word the template gives for the name's form
                by_hand = re.sub(r"\{" + field + r":([^{}]*\|[^{}]*)\}",
                                 lambda m: _word_for(m.group(1), name.form).replace("{", "{{").replace("}", "}}"),
                                 translated)
                if text != fill(by_hand, **args):
                    wrong.append((context, source, lang, str(name), name.form, text))
    assert wrong == []
    assert rendered > 1000


def _word_for(spec: str, form: str) -> str:
    default, *keyed = spec.split("|")
    return dict(item.split(":", 1) for item in keyed).get(form, default)


# A word right beside a name that agrees with it: a finite verb, a past tense, a short form.
NUMBER = {       # agrees in number: a verb in the present, a modal
    "en": re.compile(r"^(is|are|was|has|(?!as$)\w+s)$"),
    "ru": re.compile(r"^(\w+(ет|ёт|ит|ется|ётся|ится|ают|яют|уют|ют|ут|ят|ются|утся|ятся)|может|могут)$"),
    "uk": re.compile(r"^(\w+(є|ить|ає|яє|ує|иться|ється|ається|ють|ать|ять|уть|ться)|має|мають|може|можуть|мусить)$"),
}
GENDER = {       # agrees in gender (and number): a past tense, a short form, a pronoun
    "en": re.compile(r"^(he|she|it|his|her|its)$"),
    "ru": re.compile(r"^(\w+(ал|ил|ел|ла|ли|ло)|погиб|должен|должна|должно|должны|раскрыт|раскрыта|побеждён|побеждена)$"),
    "uk": re.compile(r"^(\w+(ав|ив|ла|ли|ло)|загинув|загинула|повинен|повинна)$"),
}
SKIPPED = {"не", "сейчас", "уже", "зараз", "вже", "already", "not", "now"}


def agreeing_neighbours(template: str, field: str, lang: str, kinds=(NUMBER, GENDER)) -> list[str]:
    """Words next to a bare {field} (the next ones, a negation or an adverb skipped, and the
    one before) that agree with it grammatically."""
    found = []
    for match in re.finditer(r"\{" + field + r"\}", template):
        if template[max(0, match.start() - 1):match.start()] == "«":
            continue        # a name in quotes names the noun before it («карта «{card}»»), which agrees
        after = re.findall(r"[\w']+|\{[^}]*\}", template[match.end():])[:3]
        while after and after[0].lower() in SKIPPED:
            after = after[1:]
        before = re.findall(r"[\w']+|\{[^}]*\}", template[:match.start()])[-1:]
        gap_after = template[match.end():match.end() + 2]
        gap_before = template[max(0, match.start() - 2):match.start()]
        agrees = [kind[lang] for kind in kinds]
        if after and not gap_after.startswith((":", " —", ")", ",", ".")) and any(a.match(after[0]) for a in agrees):
            found.append(after[0])
        if lang != "en" and before and not gap_before.endswith((": ", "— ", "(", "→ ")) and any(a.match(before[0]) for a in agrees):
            found.append(before[0])
    return found


def test_the_check_sees_a_verb_beside_a_name():
    assert agreeing_neighbours("{hero} погибает.", "hero", "ru") == ["погибает"]
    assert agreeing_neighbours("{hero} не может отступить.", "hero", "ru") == ["может"]
    assert agreeing_neighbours("{hero} attacks {defender}.", "hero", "en") == ["attacks"]
    assert agreeing_neighbours("Погибает: {hero}.", "hero", "ru") == []
    assert agreeing_neighbours("{hero}: нельзя поставить.", "hero", "ru") == []
    assert agreeing_neighbours("Move {hero} to {to}", "hero", "en") == []
    assert agreeing_neighbours("{seat} открывает карту «{card}» и сбрасывает её.", "card", "ru") == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_name_of_another_number_or_gender_never_meets_a_word_that_does_not_agree(lang, translations):
    """Where a field can take names of different forms (Frodo; Shelob; the Orcs), a word
    beside it that agrees grammatically is chosen by the name's form, or the name is put
    where nothing agrees with it."""
    loose = []
    for context, source, taking in name_templates():
        if lang == "en" and context.startswith(NEWER):
            continue        # their English is the engine's source as the behaviour record logs it (see NEWER)
        translated = translations[lang][(context, source)].translation
        chosen = {field for field, _ in choices(translated)}
        for field in taking:
            forms = forms_of(names(receivers(context)[field], lang, translations))
            if len(forms) < 2 or field in chosen:
                continue
            # names of one number and different genders (the Fellowship, Sauron) part only
            # where a word agrees in gender
            kinds = (NUMBER, GENDER) if "pl" in forms else (GENDER,)
            words = agreeing_neighbours(plain(translated), field, lang, kinds)
            if words:
                loose.append((context, source, translated, words))
    assert loose == []


def test_names_carry_the_forms_the_glossary_gives(translations):
    orcs = {str(n): n.form for n in names("confrontation.hero", "ru", translations)}
    assert orcs["Орки"] == "pl" and orcs["Шелоб"] == "f" and orcs["Фродо"] == "m" and orcs["Уста Саурона"] == "pl"
    english = {str(n): n.form for n in names("confrontation.hero", "en", translations)}
    assert english["Orcs"] == "pl" and english["Uruk-Hai"] == "pl" and english["Shelob"] == "f"


def test_a_template_chooses_by_the_form_of_its_name():
    template = "{hero} {hero:погиб|f:погибла|pl:погибли}."
    assert fill(template, hero=Name("Фродо", "m")) == "Фродо погиб."
    assert fill(template, hero=Name("Шелоб", "f")) == "Шелоб погибла."
    assert fill(template, hero=Name("Орки", "pl")) == "Орки погибли."
    assert fill(template, hero="кто-то") == "кто-то погиб."              # a word without a form: the default
    assert plain(template) == "{hero} погиб."
    with pytest.raises(ValueError):
        alternatives("погиб|x:погибло")


@pytest.mark.parametrize("lang, attack, dies", [
    ("en", "Battle in Rohan: Orcs attack Frodo.", ["Frodo dies.", "Shelob dies.", "Orcs die."]),
    ("ru", "Битва в области Рохан: Орки нападают, Фродо обороняется.", ["Фродо погибает.", "Шелоб погибает.", "Орки погибают."]),
    ("uk", "Битва в області Роган: Орки нападають, Фродо обороняється.", ["Фродо гине.", "Шелоб гине.", "Орки гинуть."]),
])
def test_the_table_log_agrees_with_the_heroes_it_names(lang, attack, dies, english, tmp_path, monkeypatch):
    """The Confrontation log as the table draws it: "Orcs attack", never "Orcs attacks"."""
    from lotr_table.table import i18n
    from lotr_table.table.confrontation import words
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "data"))
    try:
        assert i18n.set_language(lang)
        battle = {"template": "Battle in {region}: {attacker} attacks {defender}.",
                  "args": {"region": "rohan", "attacker": "orcs_c", "defender": "frodo_c"}}
        assert words.log_line(battle) == attack
        assert [words.log_line({"template": "{hero} dies.", "args": {"hero": hero}})
                for hero in ("frodo_c", "shelob", "orcs_a")] == dies
    finally:
        i18n.set_language("en")


def test_every_games_name_taking_templates_are_held():
    """All five games' templates that take a name are rendered above, not only the first two's."""
    games = {context.split(".")[0] for context, _, _ in name_templates() if "." in context}
    assert games >= {"confrontation", "lotr_coop", "lotr_tcg", "wotr_cards", "wotr"}


# Names whose form is known, whatever their ending says: women (Arwen, Shelob), men whose name
# ends like a feminine or a neuter word (Gríma, Bilbo, Gimli), and names that are plural
# (two people, a pair of doors). {English: (en, ru, uk)}
KNOWN_FORMS = {
    **{name: ("f", "f", "f") for name in ("Arwen", "Galadriel", "Éowyn", "Shelob", "Rosie Cotton", "Goldberry",
                                          "Lobelia Sackville-Baggins", "Maid of Lórien")},
    **{name: ("m", "m", "m") for name in ("Gimli", "Fatty", "Fatty Bolger", "Merry", "Merry Brandybuck", "Bilbo",
                                          "Bilbo Baggins", "Frodo", "Frodo Baggins", "Gríma Wormtongue", "Pippin",
                                          "Strider", "Elrond", "Gollum", "Sam", "Balrog", "Treebeard")},
    **{name: ("pl", "pl", "pl") for name in ("Gorbag and Shagrat", "The Doors of Durin", "Orcs", "Riders of Rohan",
                                             "Mordor Orcs", "Black Uruks", "Corsairs of Umbar", "Dead Marshes")},
    "Mouth of Sauron": ("m", "pl", "m"),        # Russian «уста» is plural, Ukrainian «Речник» a man
}


def test_the_glossary_gives_known_names_their_forms():
    from lotr_table.table import glossary
    wrong, seen = [], set()
    for term in glossary.terms():
        if term.english in KNOWN_FORMS:
            seen.add(term.english)
            got = tuple(term.form(lang) for lang in LANGUAGES)
            if got != KNOWN_FORMS[term.english]:
                wrong.append((term.term, term.english, got, KNOWN_FORMS[term.english]))
    assert wrong == []
    assert len(seen) > 25


@pytest.mark.parametrize("lang, lines", [
    ("en", ["Mordor Orcs are cycled.", "Gandalf the Grey is cycled.", "Mordor Orcs move to Helm's Deep."]),
    ("ru", ["Орки Мордора: карта сброшена.", "Гэндальф Серый: карта сброшена.",
            "Орки Мордора: перемещение на локацию «Хельмова Падь»."]),
])
def test_the_card_game_log_agrees_with_the_cards_it_names(lang, lines, english, tmp_path, monkeypatch):
    """The card game's log as its table draws it: "Mordor Orcs are cycled", never "is"."""
    from lotr_table.table import i18n
    from lotr_table.table.wotr_cards.naming import WotrCardsNaming
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "data"))
    try:
        assert i18n.set_language(lang)
        naming = WotrCardsNaming()
        assert [naming.log_line({"template": "{card} is cycled.", "args": {"card": "mordor_orcs"}}),
                naming.log_line({"template": "{card} is cycled.", "args": {"card": "gandalf_the_grey"}}),
                naming.log_line({"template": "{card} moves to {location}.",
                                 "args": {"card": "mordor_orcs", "location": "helms_deep"}})] == lines
    finally:
        i18n.set_language("en")

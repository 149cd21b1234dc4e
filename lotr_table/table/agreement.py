"""Templates that agree with the names they take.

A name drawn into a sentence carries its grammatical form in the current language (m, f, n:
singular of that gender; pl: plural; from translations/glossary.csv): `Name("Орки", "pl")`.
A template chooses a word by the form of one of its fields with a format spec of
alternatives, the first one the default and the others keyed by form:

    "{hero} {hero:погибает|pl:погибают}."     "{hero} {hero:погиб|f:погибла|pl:погибли}."
    "{hero} {hero:dies|pl:die}."

Read with the defaults, such a template is the plain one ("{hero} погибает."), so the
English catalogue's choices read as the engine's English source. No Qt here.
"""

from __future__ import annotations

import string

FORMS = ("m", "f", "n", "pl")


class Name(str):
    """A name in the current language that knows its gender and number."""

    form: str = ""

    def __new__(cls, text: str, form: str = "") -> "Name":
        made = super().__new__(cls, text)
        made.form = form
        return made


def form_of(value) -> str:
    return getattr(value, "form", "") or ""


def is_choice(spec: str) -> bool:
    return "|" in spec


def alternatives(spec: str) -> tuple[str, dict[str, str]]:
    """'погиб|f:погибла|pl:погибли' -> ('погиб', {'f': 'погибла', 'pl': 'погибли'})."""
    default, *keyed = spec.split("|")
    chosen = {}
    for item in keyed:
        key, _, word = item.partition(":")
        if key not in FORMS:
            raise ValueError(f"{key!r} is not a form ({', '.join(FORMS)}) in {spec!r}")
        chosen[key] = word
    return default, chosen


def choose(spec: str, form: str) -> str:
    default, keyed = alternatives(spec)
    return keyed.get(form, default)


class _Agreeing(string.Formatter):
    def format_field(self, value, format_spec: str):
        if is_choice(format_spec):
            return choose(format_spec, form_of(value))
        return super().format_field(value, format_spec)


_FORMATTER = _Agreeing()


def fill(template: str, **args) -> str:
    """str.format, with the words chosen by the forms of the names filled in."""
    return _FORMATTER.format(template, **args)


def plain(template: str) -> str:
    """The template read with every choice at its default: "{hero} {hero:dies|pl:die}." ->
    "{hero} dies." (what the English source says)."""
    out = []
    for literal, field, spec, conversion in string.Formatter().parse(template):
        out.append(literal)
        if field is None:
            continue
        if spec and is_choice(spec):
            out.append(alternatives(spec)[0])
        else:
            out.append("{" + field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}")
    return "".join(out)


def choices(template: str) -> list[tuple[str, str]]:
    """(field, spec) of every choice in a template."""
    return [(field, spec) for _, field, spec, _ in string.Formatter().parse(template)
            if field is not None and spec and is_choice(spec)]

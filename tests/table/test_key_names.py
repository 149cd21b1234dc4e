"""Issue 27, point 9: "«Ctrl+Up» left in Latin while «Ctrl+Влево» is translated". A key named
in a button or a tip is named in the reader's language: an arrow key reads as the arrow's word
in Russian and Ukrainian, as Qt's own catalogues name it."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from lotr_table.table.translation_files import ts_path

ARROWS = {"ru": {"Left": "Влево", "Right": "Вправо", "Up": "Вверх", "Down": "Вниз"},
          "uk": {"Left": "Ліворуч", "Right": "Праворуч", "Up": "Вгору", "Down": "Вниз"}}


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_arrow_key_is_named_in_the_language(lang):
    checked = 0
    for message in ET.parse(ts_path(lang)).getroot().iter("message"):
        source, translation = message.findtext("source") or "", message.findtext("translation") or ""
        for arrow in re.findall(r"Ctrl\+(Left|Right|Up|Down)\b", source):
            checked += 1
            assert f"Ctrl+{ARROWS[lang][arrow]}" in translation, (source, translation)
    assert checked >= 4

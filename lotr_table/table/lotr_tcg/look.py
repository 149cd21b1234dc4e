"""The Trading Card Game table's own colours, on top of the kit's (kit/look.py, palette.py):
the side column, each culture's frame colour and symbol (the symbols of the printed cards
drawn as a glyph), each seat's marker colour, and the counters on a card."""

from __future__ import annotations

from lotr_table.table.kit.palette import SidePalette

SIDE = SidePalette(ground="#1e1c22", edge="#6a5f7a", box="#2a2630", box_line="#8a7f9a", heading="#d4a83a",
                   button="#4a4058", button_hover="#5e5270", log="#18161c", log_line="#3a3442", log_rule="#2a2630",
                   scroll_handle="#6a5f7a", button_padding="6px 9px")

# the printed cultures' colours: Free Peoples in light frames, Shadow in dark ones
CULTURE_COLOUR = {"shire": "#5f8a2e", "gondor": "#3c6e8c", "elven": "#2e8a6a", "dwarven": "#9a6a2a",
                  "gandalf": "#8a8a9a", "isengard": "#4a4a4a", "moria": "#8a3a1a", "ringwraith": "#2a3a2a",
                  "sauron": "#9a2a1a"}
CULTURE_SYMBOL = {"shire": "\u2663", "gondor": "\u2654", "elven": "\u2726", "dwarven": "\u2692", "gandalf": "\u2605",
                  "isengard": "\u261d", "moria": "\u2620", "ringwraith": "\u2694", "sauron": "\u25c9"}
SITE_COLOUR = "#7a6a4a"           # sites and The One Ring
SEAT_COLOUR = ("#d9b23a", "#4a8fd0", "#c8503c", "#6ab04c")
# the printed card's numbers as a face has room for them: strength, vitality, resistance, a minion's site
STRENGTH_SIGN, VITALITY_SIGN, RESISTANCE_SIGN, SITE_SIGN = "\u2694", "\u2665", "\u25c8", "\u2302"
WOUND, BURDEN, STRENGTH = "#a0261b", "#3a2a4a", "#2f5f92"

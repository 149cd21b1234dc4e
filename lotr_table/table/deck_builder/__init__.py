"""The Trading Card Game's deck builder: a window to browse the 365 cards of the Fellowship
set as drawn faces, filter and search them, put a deck together with every broken rule named
as it grows, and save or open it as the text list the program reads (games/lotr_tcg/
deck_list.py) in the decks folder the lobby offers (engine/folders.decks_dir).

    draft.py    the deck being built, and what it breaks (no Qt)
    browse.py   which cards a filter and a search keep (no Qt)
    face.py     a card's face drawn from its data in the chosen language
    window.py   the window itself"""

from lotr_table.table.deck_builder.window import DeckBuilder

__all__ = ["DeckBuilder"]

"""The deck builder's window: the filters on the left, the cards as drawn faces in the middle
(a double click or Enter adds one, the right button or Delete takes one away), the deck on the
right as it grows — its count, Free Peoples / Shadow split, Ring-bearer, One Ring and nine
sites — with every rule it breaks named at once, and the buttons to start afresh, open a
starter deck as a template or a saved list, and save the list into the decks folder."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QFileDialog, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QListWidget, QListWidgetItem, QMessageBox, QPushButton,
                               QStyle, QStyledItemDelegate, QVBoxLayout, QWidget)

from lotr_table.engine import folders
from lotr_table.games.lotr_tcg import deck_list
from lotr_table.games.lotr_tcg.data import content
from lotr_table.table.deck_builder import browse, face
from lotr_table.table.deck_builder.draft import Draft
from lotr_table.table.deck_builder.words import (card_words, culture_names, keyword_names, printed_numbers,
                                                 rarity_names, searched_text, side_names, type_name, type_names,
                                                 violation_text)
from lotr_table.table.i18n import tr

GAME = "lotr_tcg"
CODE = Qt.ItemDataRole.UserRole


class _Faces(QStyledItemDelegate):
    """Each item of the card list drawn as the card's face, with its copies in the deck."""

    def __init__(self, builder: "DeckBuilder") -> None:
        super().__init__(builder)
        self.builder = builder

    def paint(self, painter, option, index) -> None:
        card = self.builder.cards[index.data(CODE)]
        chosen = bool(option.state & QStyle.StateFlag.State_Selected)
        face.paint(painter, option.rect, card, chosen, self.builder.draft.copies(card.id))

    def sizeHint(self, option, index) -> QSize:
        return QSize(face.WIDTH, face.HEIGHT)


class _CardList(QListWidget):
    """The browsed cards: Enter adds the current card, Delete takes one copy away."""

    def __init__(self, builder: "DeckBuilder") -> None:
        super().__init__(builder)
        self.builder = builder

    def keyPressEvent(self, event: QKeyEvent) -> None:
        item = self.currentItem()
        if item is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Plus):
            self.builder.add_card(item.data(CODE))
        elif item is not None and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Minus, Qt.Key.Key_Backspace):
            self.builder.remove_card(item.data(CODE))
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        item = self.itemAt(event.position().toPoint())
        if item is not None and event.button() == Qt.MouseButton.RightButton:
            self.builder.remove_card(item.data(CODE))
            return
        super().mousePressEvent(event)


class DeckBuilder(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deck_builder")
        self.cards = content().cards
        self.ordered = sorted(self.cards.values(), key=lambda c: c.number)
        self.draft = Draft(self.cards)
        self.path: Path | None = None           # the list last opened or saved
        self.resize(1280, 740)

        # the filters
        self.filters: dict[str, QComboBox] = {}
        filter_box = QFormLayout()
        self.filter_labels: dict[str, QLabel] = {}
        for key in ("culture", "side", "type", "cost", "keyword", "rarity"):
            box = QComboBox(self)
            box.setObjectName(f"filter_{key}")
            box.currentIndexChanged.connect(self.refilter)
            self.filters[key] = box
            self.filter_labels[key] = QLabel(self)
            filter_box.addRow(self.filter_labels[key], box)
        self.search = QLineEdit(self)
        self.search.setObjectName("search")
        self.search.textChanged.connect(self.refilter)
        self.search_label = QLabel(self)
        filter_box.addRow(self.search_label, self.search)
        self.shown_label = QLabel(self)
        left = QVBoxLayout()
        left.addLayout(filter_box)
        left.addWidget(self.shown_label)
        left.addStretch(1)

        # the cards
        self.card_list = _CardList(self)
        self.card_list.setObjectName("cards")
        self.card_list.setViewMode(QListWidget.ViewMode.IconMode)
        self.card_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.card_list.setMovement(QListWidget.Movement.Static)
        self.card_list.setUniformItemSizes(True)
        self.card_list.setSpacing(4)
        self.card_list.setGridSize(QSize(face.WIDTH + 6, face.HEIGHT + 6))
        self.card_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.card_list.setItemDelegate(_Faces(self))
        self.card_list.itemDoubleClicked.connect(lambda item: self.add_card(item.data(CODE)))
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(lambda: self._on_current(self.add_card))
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(lambda: self._on_current(self.remove_card))
        middle = QVBoxLayout()
        middle.addWidget(self.card_list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        middle.addLayout(buttons)

        # the deck
        self.name_label = QLabel(self)
        self.name = QLineEdit(self)
        self.name.setObjectName("deck_name")
        self.name.textChanged.connect(self._renamed)
        self.count_label = QLabel(self)
        self.bearer_label = QLabel(self)
        self.ring_label = QLabel(self)
        self.sites_label = QLabel(self)
        for label in (self.count_label, self.bearer_label, self.ring_label, self.sites_label):
            label.setWordWrap(True)
        self.deck_view = QListWidget(self)
        self.deck_view.setObjectName("deck")
        self.deck_view.itemDoubleClicked.connect(lambda item: self.remove_card(item.data(CODE)))
        self.problems_title = QLabel(self)
        self.problems_view = QListWidget(self)
        self.problems_view.setObjectName("problems")
        self.problems_view.setWordWrap(True)
        self.problems_view.setStyleSheet("color: #9a1a1a;")
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.template_box = QComboBox(self)
        self.template_box.setObjectName("template")
        self.template_box.activated.connect(self._template_chosen)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self.new_deck)
        self.open_button = QPushButton(self)
        self.open_button.clicked.connect(self.open_dialog)
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("save")
        self.save_button.clicked.connect(self.save)
        right = QVBoxLayout()
        named = QHBoxLayout()
        named.addWidget(self.name_label)
        named.addWidget(self.name, 1)
        right.addLayout(named)
        for label in (self.count_label, self.bearer_label, self.ring_label, self.sites_label):
            right.addWidget(label)
        right.addWidget(self.deck_view, 2)
        right.addWidget(self.problems_title)
        right.addWidget(self.problems_view, 1)
        right.addWidget(self.status)
        files = QHBoxLayout()
        files.addWidget(self.new_button)
        files.addWidget(self.template_box, 1)
        right.addLayout(files)
        files2 = QHBoxLayout()
        files2.addWidget(self.open_button)
        files2.addWidget(self.save_button)
        right.addLayout(files2)

        whole = QHBoxLayout(self)
        left_w, right_w = QWidget(self), QWidget(self)
        left_w.setLayout(left)
        left_w.setFixedWidth(250)
        right_w.setLayout(right)
        right_w.setFixedWidth(360)
        whole.addWidget(left_w)
        whole.addLayout(middle, 1)
        whole.addWidget(right_w)
        self.retranslate()

    # ---- words -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(tr("DeckBuilder", "Deck builder: The Lord of the Rings Trading Card Game"))
        any_ = tr("DeckBuilder", "Any")
        choices = {
            "culture": culture_names(), "side": side_names(), "type": type_names(),
            "cost": {n: str(n) for n in sorted({c.cost for c in self.ordered if c.type != "site"})},
            "keyword": dict(sorted(keyword_names().items(), key=lambda kv: kv[1].casefold())),
            "rarity": rarity_names(),
        }
        for key, box in self.filters.items():
            kept = box.currentData()
            box.blockSignals(True)
            box.clear()
            box.addItem(any_, None)
            for value, text in choices[key].items():
                box.addItem(text, value)
            box.setCurrentIndex(max(box.findData(kept), 0) if kept is not None else 0)
            box.blockSignals(False)
        labels = {"culture": tr("DeckBuilder", "Culture"), "side": tr("DeckBuilder", "Side"),
                  "type": tr("DeckBuilder", "Card type"), "cost": tr("DeckBuilder", "Twilight cost"),
                  "keyword": tr("DeckBuilder", "Keyword"), "rarity": tr("DeckBuilder", "Rarity")}
        for key, label in self.filter_labels.items():
            label.setText(labels[key])
        self.search_label.setText(tr("DeckBuilder", "Search"))
        self.search.setPlaceholderText(tr("DeckBuilder", "Title or game text"))
        self.add_button.setText(tr("DeckBuilder", "Add a copy"))
        self.remove_button.setText(tr("DeckBuilder", "Remove a copy"))
        self.name_label.setText(tr("DeckBuilder", "Deck name"))
        self.problems_title.setText(tr("DeckBuilder", "Rules the deck breaks"))
        self.new_button.setText(tr("DeckBuilder", "New deck"))
        self.open_button.setText(tr("DeckBuilder", "Open a list…"))
        self.save_button.setText(tr("DeckBuilder", "Save"))
        self.template_box.blockSignals(True)
        self.template_box.clear()
        self.template_box.addItem(tr("DeckBuilder", "Start from a starter deck…"), None)
        self.template_box.addItem(tr("DeckBuilder", "Aragorn starter deck"), "aragorn")
        self.template_box.addItem(tr("DeckBuilder", "Gandalf starter deck"), "gandalf")
        self.template_box.blockSignals(False)
        self.status.clear()
        self.refilter()
        self.show_deck()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- browsing --------------------------------------------------------------------------

    def chosen_filter(self) -> browse.Filter:
        values = {key: box.currentData() for key, box in self.filters.items()}
        return browse.Filter(words=self.search.text(), **values)

    def refilter(self) -> None:
        current = self.card_list.currentItem()
        keep = current.data(CODE) if current is not None else None
        self.card_list.clear()
        shown = browse.shown(self.ordered, self.chosen_filter(), searched_text)
        for card in shown:
            item = QListWidgetItem()
            item.setData(CODE, card.id)
            item.setToolTip(whole_text(card))
            self.card_list.addItem(item)
            if card.id == keep:
                self.card_list.setCurrentItem(item)
        self.shown_label.setText(tr("DeckBuilder", "{n} of {all} cards shown").format(n=len(shown),
                                                                                      all=len(self.ordered)))

    def shown_codes(self) -> list[str]:
        return [self.card_list.item(i).data(CODE) for i in range(self.card_list.count())]

    def _on_current(self, do) -> None:
        item = self.card_list.currentItem()
        if item is not None:
            do(item.data(CODE))

    # ---- the deck ----------------------------------------------------------------------------

    def add_card(self, code: str) -> None:
        self.draft.add(code)
        self.show_deck()

    def remove_card(self, code: str) -> None:
        self.draft.remove(code)
        self.show_deck()

    def _renamed(self, text: str) -> None:
        self.draft.name = text.strip()

    def show_deck(self) -> None:
        """Everything about the deck, as it stands, and every rule it breaks."""
        draft = self.draft
        fp, shadow = draft.sides()
        self.count_label.setText(tr("DeckBuilder", "Draw deck: {n} cards — {fp} Free Peoples, {shadow} Shadow")
                                 .format(n=len(draft.draw), fp=fp, shadow=shadow))
        none = tr("DeckBuilder", "none yet")
        self.bearer_label.setText(tr("DeckBuilder", "Ring-bearer: {card}").format(
            card=self._title(draft.ring_bearer) if draft.ring_bearer else none))
        self.ring_label.setText(tr("DeckBuilder", "The One Ring: {card}").format(
            card=self._title(draft.ring) if draft.ring else none))
        numbers = draft.site_numbers()
        marks = "  ".join(f"{n}{'✓' if k == 1 else ('×' + str(k) if k else '—')}" for n, k in numbers.items())
        self.sites_label.setText(tr("DeckBuilder", "Sites: {n} of 9 — {marks}").format(n=len(draft.sites), marks=marks))
        self.deck_view.clear()
        for code, n in draft.counts().items():
            card = self.cards[code]
            item = QListWidgetItem(f"{n}× {self._title(code)} · {type_name(card.type)}")
            item.setData(CODE, code)
            item.setToolTip(whole_text(card))
            self.deck_view.addItem(item)
        self.problems_view.clear()
        problems = draft.problems()
        for violation in problems:
            self.problems_view.addItem(violation_text(violation))
        if not problems:
            self.problems_view.addItem(tr("DeckBuilder", "None: the deck is legal."))
        self.problems_view.setStyleSheet("color: #9a1a1a;" if problems else "color: #1a6a1a;")
        self.card_list.viewport().update()

    def _title(self, code: str) -> str:
        words = card_words(self.cards[code])
        return f"{words.title}, {words.subtitle}" if words.subtitle else words.title

    def problems_shown(self) -> list[str]:
        return [self.problems_view.item(i).text() for i in range(self.problems_view.count())]

    # ---- files -------------------------------------------------------------------------------

    def new_deck(self) -> None:
        self.load(Draft(self.cards), None)

    def open_template(self, deck_id: str) -> None:
        """A starter deck as the start of a new one: saving it never overwrites the starter."""
        deck = content().decks[deck_id]
        draft = Draft.of(deck, self.cards)
        draft.name = ""
        self.load(draft, None)

    def _template_chosen(self, index: int) -> None:
        deck_id = self.template_box.itemData(index)
        if deck_id:
            self.open_template(deck_id)
        self.template_box.setCurrentIndex(0)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("DeckBuilder", "Open a deck list"), str(_decks_folder()),
                                              tr("DeckBuilder", "Deck lists (*.txt)"))
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        """Open a list, legal or not (a deck being mended opens too); a line that cannot be read
        is named and nothing is opened."""
        try:
            deck = deck_list.read(path.read_text(encoding="utf-8"), self.cards, path.stem, str(path))
        except (OSError, UnicodeDecodeError) as failure:
            self.status.setText(tr("lotr_tcg.deck", deck_list.UNREADABLE).format(path=path.name, why=failure))
            return False
        except deck_list.DeckListError as error:
            self.status.setText("\n".join(violation_text(v) for v in error.problems))
            return False
        draft = Draft.of(deck, self.cards)
        draft.name = deck.name or path.stem
        self.load(draft, path)
        return True

    def load(self, draft: Draft, path: Path | None) -> None:
        self.draft, self.path = draft, path
        self.name.blockSignals(True)
        self.name.setText(draft.name)
        self.name.blockSignals(False)
        self.status.clear()
        self.show_deck()

    def save(self) -> Path | None:
        """Write the list into the decks folder under the deck's name; refused, with every
        reason named, while the deck breaks a rule or has no name."""
        problems = self.draft.problems()
        if problems:
            self.status.setText(tr("DeckBuilder", "Not saved: the deck breaks the rules named above."))
            return None
        name = self.draft.name
        if not name:
            self.status.setText(tr("DeckBuilder", "Not saved: give the deck a name first."))
            self.name.setFocus()
            return None
        path = _decks_folder() / f"{file_stem(name)}{folders.DECK_SUFFIX}"
        if path.exists() and path != self.path and not self._may_replace(path):
            return None
        try:
            folders.write_atomically(path, self.draft.text().encode("utf-8"))
        except OSError as failure:
            self.status.setText(tr("DeckBuilder", "Not saved: {why}").format(why=failure))
            return None
        self.path = path
        self.status.setText(tr("DeckBuilder", "Saved as {file}; the lobby offers it.").format(file=path.name))
        return path

    def _may_replace(self, path: Path) -> bool:
        """Replacing another saved list cannot be undone: asked once."""
        answer = QMessageBox.question(self, tr("DeckBuilder", "Replace the list?"),
                                      tr("DeckBuilder", "A deck list named {file} is saved already. Replace it?")
                                      .format(file=path.name))
        return answer == QMessageBox.StandardButton.Yes


def _decks_folder() -> Path:
    return folders.decks_dir(GAME)


def file_stem(name: str) -> str:
    """A file name from the deck's name: letters of any language, digits, spaces as dashes."""
    stem = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip().replace(" ", "-")
    return stem[:60] or "deck"


def whole_text(card) -> str:
    """The card's whole text for its tooltip: title, subtitle, type, keywords, game text, numbers."""
    words = card_words(card)
    lines = [words.title + (f", {words.subtitle}" if words.subtitle else ""), type_name(card.type)]
    if words.text:
        lines.append(words.text)
    numbers = printed_numbers(card)
    if numbers:
        lines.append(numbers)
    return "\n".join(lines)

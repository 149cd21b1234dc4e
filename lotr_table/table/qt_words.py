"""Words of Qt's own file dialog that Qt's Russian and Ukrainian catalogues (qtbase_ru.qm,
qtbase_uk.qm, loaded by i18n.set_language) lack. Our catalogue carries them in Qt's own
context, and ours is asked first, so the whole dialog reads in one language."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

MISSING_FROM_QT = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

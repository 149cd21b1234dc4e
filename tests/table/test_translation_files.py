"""A catalogue set compiling before Qt is imported is the one the window then loads: started
once, waited for once, never compiled twice; and a start that cannot compile goes on."""

from lotr_table.table import i18n, translation_files


def test_a_catalogue_started_early_is_the_one_loaded_and_is_compiled_once(tmp_path, monkeypatch):
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "data"))
    translation_files.start_compiling("uk")
    assert len(translation_files._running) == 1          # running beside whatever comes next
    compiled_again = []
    monkeypatch.setattr(translation_files, "compile_ts", lambda ts, qm: compiled_again.append(qm))
    qm = i18n.qm_path("uk")
    assert qm is not None and qm.exists() and qm.is_relative_to(tmp_path / "data")
    assert translation_files._running == {} and compiled_again == []
    assert not list(qm.parent.glob("*.part"))               # the partial file became the catalogue
    translation_files.start_compiling("uk")                 # cached now: nothing set going
    assert translation_files._running == {}


def test_a_start_that_cannot_compile_goes_on(tmp_path, monkeypatch):
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(translation_files, "lrelease", lambda: None)
    translation_files.start_compiling("ru")                 # says nothing, raises nothing
    assert translation_files._running == {}
    assert i18n.qm_path("ru") is None                       # and the window speaks English


def test_a_first_start_in_english_draws_its_first_frame_before_compiling_the_catalogue(qapp, qtbot, tmp_path,
                                                                                        monkeypatch):
    """Issue 28: "the first start on a fresh machine (no cache) at most 2x the bare window":
    English is the texts' own language, so its catalogue (agreement in a few log lines) is
    compiled after the first frame, not before it, and loaded once compiled."""
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "data"))
    assert not translation_files.wanted_before_first_frame("en") and translation_files.wanted_before_first_frame("uk")
    assert i18n.set_language("en", at_start=True)
    assert translation_files._running == {} and i18n._translator is None, "nothing compiled before the first frame"
    assert i18n.tr("confrontation.log", "{hero} dies.") == "{hero} dies."
    try:
        i18n.catalogue_after_first_frame()
        qtbot.waitUntil(lambda: i18n._translator is not None, timeout=20_000)
        assert i18n.tr("confrontation.log", "{hero} dies.") == "{hero} {hero:dies|pl:die}."
        assert translation_files._running == {}
    finally:
        i18n.set_language("en")


def test_a_first_start_in_another_language_waits_for_its_catalogue(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "data"))
    try:
        assert i18n.set_language("uk", at_start=True)
        assert i18n._translator is not None and i18n.tr("Lobby", "Start") != "Start"
    finally:
        i18n.set_language("en")

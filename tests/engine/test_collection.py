"""A playout collects young objects less often, and leaves the collector as it found it."""

import gc

import pytest

from lotr_table.engine.collection import YOUNG, playing_out


@pytest.fixture
def thresholds():
    found = gc.get_threshold()
    yield
    gc.set_threshold(*found)


def test_a_playout_collects_less_often_and_restores_the_pace(thresholds):
    gc.set_threshold(700, 10, 10)
    with playing_out():
        assert gc.get_threshold() == (YOUNG, 10, 10)
    assert gc.get_threshold() == (700, 10, 10)


def test_the_pace_is_restored_when_the_playout_fails(thresholds):
    gc.set_threshold(700, 10, 10)
    with pytest.raises(RuntimeError):
        with playing_out():
            raise RuntimeError("a rules bug")
    assert gc.get_threshold() == (700, 10, 10)


def test_a_slower_pace_already_set_is_kept(thresholds):
    gc.set_threshold(YOUNG * 2, 10, 10)
    with playing_out():
        assert gc.get_threshold() == (YOUNG * 2, 10, 10)
    assert gc.get_threshold() == (YOUNG * 2, 10, 10)

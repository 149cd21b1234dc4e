"""A save's replay checks a response in an action window by the card it names alone
(actions.find), not by listing every card's offers: a tampered save that plays a card the
window does not offer is still refused whole, naming its line."""

import json
import random

import pytest

from lotr_table.engine import registry, saves
from lotr_table.engine.saves import SaveError
from lotr_table.games.lotr_tcg.state import hand

FIRST_ACTION_LINE = 13      # the header's lines, then "actions": [


def test_a_play_of_a_card_the_window_does_not_offer_is_refused_by_line(tmp_path):
    # R6.4: in an action window a player may play a card from hand his phase allows; a card
    # the rules do not offer there may not be played from a file either
    game = registry.get_game("lotr_tcg")
    options = game.Options()
    state, chooser, taken, swap = game.setup(options, 5), random.Random(5), [], None
    while swap is None and game.to_act(state):
        seat = chooser.choice(game.to_act(state))
        legal = game.legal_actions(state, seat)
        plays = [a for a in legal if a.kind == "play" and state.pending.kind == "_window"]
        offered = {a["card"] for a in legal if a.get("card") is not None}
        others = sorted(set(state.zones.cards[hand(seat)]) - offered)
        if plays and others:
            swap = (len(taken), others[0])
            action = plays[0]
        else:
            action = chooser.choice(legal)
        state = game.apply(state, seat, action)
        taken.append((seat, action))
    assert swap is not None, "the seeded game reached no play with an unplayable card in hand"
    path = saves.write(tmp_path / "tcg.lotrsave", game, options, 5, taken)
    assert saves.load(path).state is not None          # as written, it opens

    index, card = swap
    lines = path.read_text(encoding="utf-8").splitlines()
    entry = json.loads(lines[FIRST_ACTION_LINE - 1 + index].rstrip(","))
    entry["action"]["card"] = card
    lines[FIRST_ACTION_LINE - 1 + index] = "    " + json.dumps(entry) + ("," if index + 1 < len(taken) else "")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        saves.load(path)
    assert caught.value.message.startswith(f"line {FIRST_ACTION_LINE + index} (action {index + 1}, play): refused")

"""War of the Ring's flow: its steps, answers and questions on the kernel's loop
(engine/flow.py).

Every module of the game registers its steps on this one FLOW: the turn's phases and the
action dice (turn.py sets `FLOW.idle`, the next phase when no step waits), recruitment and
movement, and battles and sieges (battle.py: `start(...)` pushes a battle's steps; when
they are done the flow goes on with whatever was waiting before).
"""

from __future__ import annotations

from lotr_table.engine.flow import Flow

FLOW = Flow("wotr")

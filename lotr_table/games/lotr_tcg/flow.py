"""The game's one Flow (engine/flow.py): the steps of the turn, the windows, the events."""

from lotr_table.engine.flow import Flow

FLOW = Flow("lotr_tcg")

# R6.8, the seed's «Одновременная игра»: «Если два или более действий происходят в одно и то
# же время ... игрок Свободных народов определяет их последовательность.» Whoever controls
# them, the Free Peoples player orders triggers set off at once (each optional one is still
# its controller's to use or not).
FLOW.trigger_orderer(lambda s, triggers: s.fp)

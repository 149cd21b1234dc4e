"""The Lord of the Rings Trading Card Game (set 1, the two starter decks): the rules engine."""

"""One package per game. No Qt below lotr_table/table."""

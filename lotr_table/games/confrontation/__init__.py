"""Knizia's The Lord of the Rings: The Confrontation (seed 001)."""

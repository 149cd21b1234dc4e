"""LOTR Table: Lord of the Rings tabletop games at one screen, rules enforced."""

__version__ = "0.1.0"

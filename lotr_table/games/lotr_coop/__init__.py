"""Knizia's cooperative The Lord of the Rings: rules engine, data and view (no Qt)."""

"""Placeholder: being written."""
NAME = "packs"

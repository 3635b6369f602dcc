"""Placeholder: being written."""
NAME = "spoil_five"

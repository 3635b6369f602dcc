"""Placeholder: being written."""
NAME = "dudak"

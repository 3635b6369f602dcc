"""Placeholder: being written."""
NAME = "tablanette"

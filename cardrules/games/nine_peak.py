"""Placeholder: being written."""
NAME = "nine_peak"

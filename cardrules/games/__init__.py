"""The five games, one rules module each."""

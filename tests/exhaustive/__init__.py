"""Exhaustive walks of tiny stacked games: every reachable state, every law."""

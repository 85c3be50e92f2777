"""Integrations for bot and reinforcement-learning authors (extras ``rl`` and ``openspiel``)."""

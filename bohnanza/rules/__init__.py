"""The rules of the game, one module per mechanism; ``bohnanza.referee`` is the way in.

``common``: rule keys, refusals, input-shape checks; ``deck``: draws, exhaustions,
reshuffles; ``turn``: the steps that happen by themselves (turning cards face up, drawing,
the next player); ``planting``, ``trading``, ``harvesting``, ``third_field``, ``duel``:
the check, transition and listing of their own moves; ``ending``: the end and the scores.
"""

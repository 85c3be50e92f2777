#!/usr/bin/env python3
"""A bohnanza bot in plain Python speaking the bot protocol (docs/bots.md), with no import
of bohnanza: one JSON object a line on stdin and stdout.  It plants where a field already
grows the variety, sells only when it must (the field with most cards), draws its other
moves at random with its own seeded generator, never offers, and accepts every offer it
can meet.  Run it with: bohnanza simulate --bots "cmd:python3 examples/bots/random_bot.py",greedy
"""

import json
import random
import sys

rng = random.Random(1)
varieties: list[str] = []  # the variety of each card id, from the game message


def decide(question: dict) -> int | None:
    moves = [move.split() for move in question["moves"]]
    if question["why"] == "offer":
        return next((i for i, m in enumerate(moves) if m[1] == "accept"), None)
    if question["why"] != "turn":
        return None  # passive: never asked out of turn but to answer offers
    view = question["view"]
    mine = view["fields"][view["seat"]]
    for i, m in enumerate(moves):  # plant a card on a field of its own variety
        field = mine[int(m[3])] if m[1] == "plant" else []
        if field and varieties[field[0]] == varieties[int(m[2])]:
            return i
    calm = [i for i, m in enumerate(moves) if m[1] not in ("harvest", "offer")]
    if calm:
        return rng.choice(calm)
    sales = [i for i, m in enumerate(moves) if m[1] == "harvest"]
    return max(sales, key=lambda i: len(mine[int(moves[i][2])]))


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        hello = {"type": "hello", "protocol": "bohnanza-bot", "version": 1}
        answer = {**hello, "name": "random_bot.py", "passive": True, "offers": False}
    elif message["type"] == "game":
        rng.seed(message["seed"])
        varieties = [message["beans"][bean]["variety"] for bean in message["cards"]]
        continue
    elif message["type"] == "decide":
        answer = {"type": "move", "move": decide(message)}
    elif message["type"] == "quit":
        break
    else:
        continue
    print(json.dumps(answer), flush=True)

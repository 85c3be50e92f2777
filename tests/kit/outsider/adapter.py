"""The conformance protocol around the outsider engine, written from docs/conformance.md.

Run: ``bohnanza conformance --engine "python tests/kit/outsider/adapter.py"``. One JSON
object per line each way; the engine keeps its own model (no card identity, no offers).
"""

from __future__ import annotations

import json
import sys
from typing import Any

if __package__ in (None, ""):  # run as a script: the engine sits beside this file
    sys.path.insert(0, __file__.rsplit("/", 1)[0])
    from engine import BEANOMETERS, PAYMENT, PLANT, Game, Move, Ref, Refused, Seat  # type: ignore[import-not-found]
else:
    from .engine import BEANOMETERS, PAYMENT, PLANT, Game, Move, Ref, Refused, Seat

Json = dict[str, Any]
MODEL: Json = {"offers": "none", "card_identity": False}
#: ``--break extra-coin`` (for tests): seat 0 is reported with one coin too many throughout.
EXTRA_COIN = {"seat0": False}


def varieties(cards: list[Json]) -> list[str]:
    return [str(c["variety"]) for c in cards]


def from_position(pos: Json) -> Game:
    seats = [
        Seat(
            hand=varieties(s["hand"]),
            fields=[varieties(f) for f in s["fields"]],
            coins=varieties(s["coins"]),
            set_aside=varieties(s["set_aside"]),
            bought_field=bool(s["bought_field"]),
        )
        for s in pos["seats"]
    ]
    return Game(
        seats=seats,
        deck=varieties(pos["deck"]),
        discard=varieties(pos["discard"]),
        face_up=varieties(pos["face_up"]),
        active=int(pos["active"]),
        step=str(pos["step"]),
        planted=int(pos.get("planted", 0)),
        exhaustions=int(pos["exhaustions"]),
        ending=bool(pos["ending"]),
    )


def to_position(game: Game, template: Json) -> Json:
    def cards(names: list[str]) -> list[Json]:
        return [{"variety": v} for v in names]

    out = dict(template)
    out.update(
        active=game.active,
        step=game.step,
        exhaustions=game.exhaustions,
        ending=game.ending,
        deck=cards(game.deck),
        discard=cards(game.discard),
        face_up=cards(game.face_up),
        seats=[
            {
                "hand": cards(s.hand),
                "fields": [cards(f) for f in s.fields],
                "coins": cards(s.coins),
                "set_aside": cards(s.set_aside),
                "bought_field": s.bought_field,
            }
            for s in game.seats
        ],
    )
    if EXTRA_COIN["seat0"]:
        out["seats"][0]["coins"].append({"variety": "coffee"})
    for optional in ("planted", "first_planted", "turn", "offers", "box"):
        out.pop(optional, None)
    return out


def ref(game: Game, seat: int, card: Json, zones: tuple[str, ...]) -> list[Ref]:
    """The engine's references for one card of the notation (by place, else by variety)."""
    if "from" in card:
        return [(str(card["from"]), int(card["index"]) - 1)]
    found: list[Ref] = []
    for _ in range(int(card.get("count", 1))):
        for zone in zones:
            cards = (
                game.face_up
                if zone == "face-up"
                else getattr(game.seats[seat], zone.replace("-", "_"))
            )
            places = [
                (zone, i)
                for i, v in enumerate(cards)
                if v == card["variety"] and (zone, i) not in found
            ]
            if places:
                found.append(places[0])
                break
        else:
            raise Refused(f"no {card['variety']} to name")
    return found


def refs(game: Game, seat: int, cards: list[Json], zones: tuple[str, ...]) -> tuple[Ref, ...]:
    return tuple(r for c in cards for r in ref(game, seat, c, zones))


def from_notation(game: Game, m: Json) -> Move:
    seat, kind = int(m["seat"]), str(m["move"])
    own = ("face-up", "hand") if seat == game.active else ("hand",)
    if kind == "plant":
        zone = ("hand",) if game.step == PLANT else ("set-aside",)
        return Move(kind, seat, field=int(m["field"]) - 1, card=ref(game, seat, m["card"], zone)[0])
    if kind == "harvest":
        return Move(kind, seat, field=int(m["field"]) - 1)
    if kind == "keep":
        return Move(kind, seat, card=ref(game, seat, m["card"], ("face-up",))[0])
    if kind == "trade":
        partner = int(m["partner"])
        return Move(
            kind,
            seat,
            partner=partner,
            give=refs(game, seat, m["give"], own),
            take=refs(game, partner, m["take"], ("hand",)),
        )
    if kind == "donate":
        return Move(kind, seat, partner=int(m["to"]), give=refs(game, seat, m["cards"], own))
    return Move(kind, seat)


def to_notation(m: Move) -> Json:
    out: Json = {"seat": m.seat, "move": m.kind}
    if m.card[0]:
        out["card"] = {"from": m.card[0], "index": m.card[1] + 1}
    if m.field >= 0:
        out["field"] = m.field + 1
    return out


class Adapter:
    def __init__(self) -> None:
        self.game: Game | None = None
        self.template: Json = {}

    def answer(self, req: Json) -> Json:
        cmd = req.get("cmd")
        if cmd == "hello":
            return {"ok": True, "name": "outsider", "protocol": 1, "model": MODEL}
        if cmd in ("new_game", "set_position"):
            pos = req["position"]
            self.template = pos
            if cmd == "new_game":
                named = {c["id"]: c["variety"] for s in pos["seats"] for c in s["hand"]}
                named.update({c["id"]: c["variety"] for c in pos["deck"]})
                dealer = int(pos.get("dealer", len(pos["seats"]) - 1))
                self.game = Game.deal(len(pos["seats"]), [named[i] for i in req["deck"]], dealer)
            else:
                self.game = from_position(pos)
            return {"ok": True}
        game = self.game
        if game is None:
            return {"ok": False, "error": "no game"}
        if cmd == "moves":
            seat = req.get("seat")
            return {
                "ok": True,
                "moves": [
                    to_notation(m) for m in game.basic_moves() if seat is None or m.seat == seat
                ],
            }
        if cmd == "check":
            if "move" in req:
                return {"ok": True, "legal": self.legal(game, req["move"])}
            return {"ok": True, "verdicts": [{"legal": self.legal(game, m)} for m in req["moves"]]}
        if cmd == "apply":
            for r in req.get("reshuffles") or []:
                game.next_decks[int(r["exhaustion"])] = [str(v) for v in r["varieties"]]
            try:
                game.apply(from_notation(game, req["move"]))
            except Refused as e:
                return {"ok": False, "error": str(e)}
            return {"ok": True, "position": to_position(game, self.template)}
        if cmd == "state":
            over = game.step == "over"
            out: Json = {"ok": True, "position": to_position(game, self.template), "over": over}
            if over:
                out.update(scores=game.scores(), winners=game.winners())
            return out
        return {"ok": False, "error": f"unknown command {cmd}"}

    @staticmethod
    def legal(game: Game, m: Json) -> bool:
        try:
            game.check(from_notation(game, m))
        except Refused:
            return False
        return True


def plant_break() -> None:
    """``--break beanometer``: a table off by one (each step needs a card more), for tests."""
    for variety, steps in BEANOMETERS.items():
        BEANOMETERS[variety] = (
            steps[0] and steps[0] + 1,
            steps[1] + 1,
            steps[2] + 1,
            steps[3] and steps[3] + 1,
        )


def main() -> None:
    if sys.argv[1:] == ["--break", "beanometer"]:
        plant_break()
    elif sys.argv[1:] == ["--break", "coin-order"]:
        PAYMENT["top_coin_first"] = False
    elif sys.argv[1:] == ["--break", "extra-coin"]:
        EXTRA_COIN["seat0"] = True
    adapter = Adapter()
    for line in sys.stdin:
        req = json.loads(line)
        if req.get("cmd") == "quit":
            return
        try:
            out = adapter.answer(req)
        except (KeyError, ValueError, TypeError, IndexError, Refused) as e:
            out = {"ok": False, "error": f"{type(e).__name__}: {e}"}
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

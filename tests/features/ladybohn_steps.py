"""Steps of the Ladybohn scenarios (features/001, in French): the test sheet, the miss move,
kinds in fields and hands, the babies owed, hidden kinds and the sheet's checks.

Prices are those of the test sheet ``tests/data/ladybohn-test-sheet.toml`` (provisional,
not the printed cards, which are not known: every mister at 001's generic example, every
miss one card better, the Gartenbohne miss two coins more than her cards).  Cards name
their kind after the family (``Rote Bohne miss``, ``Rote Bohne bébé``); without one, a
mister.  Positions in a field are counted from 1, bottom card first.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from pytest_bdd import given, then, when

from bohnanza import InvalidSetupError, Plant, legal_actions, new_game, view
from bohnanza.cards import KIND_NAMES
from tests.features.support import BeanRef, ScenarioContext, bean_key, expect, phrase

TEST_SHEET = Path(__file__).resolve().parents[1] / "data" / "ladybohn-test-sheet.toml"


def _pairs(cards: tuple[BeanRef, ...]) -> list[str]:
    return [f"{ref.key} {ref.kind or 'mister'}" for ref in cards]


@given(phrase("une partie ladybohn avec {seats:Seating}, au barème d'essai"))
def ladybohn_game(ctx: ScenarioContext, seats: tuple[str, ...]) -> None:
    """A Ladybohn game priced by the test sheet (invented numbers, provisional: its warning
    is silenced by the harness, pyproject.toml filterwarnings)."""
    ctx.composing()
    ctx.edition = "ladybohn"
    ctx.names = seats
    ctx.sheet = TEST_SHEET


@when(
    phrase(
        "{who:Player} plante {card:Bean} dans le champ {field:d} et avance la miss "
        "de la position {position:d} de {steps:d} positions"
    )
)
@when(
    phrase(
        "{who:Player} plante {card:Bean} dans le champ {field:d} et avance la miss "
        "de la position {position:d} de {steps:d} position"
    )
)
def plants_and_moves(
    ctx: ScenarioContext, who: str, card: BeanRef, field: int, position: int, steps: int
) -> None:
    """Plant a baby and move a miss of that field towards the top (001/lady.miss-move)."""
    seat = ctx.seat(who)
    card_id = ctx.card_id(seat, card, ctx.plant_zones())
    ctx.play(Plant(seat, card_id, field - 1, position - 1, steps))


@then(phrase("le champ {field:d} {who:OfPlayer} est, de bas en haut, {cards:Beans}"))
def field_with_kinds(
    ctx: ScenarioContext, who: str, field: int, cards: tuple[BeanRef, ...]
) -> None:
    """A field, bottom card first, each card with its family and kind."""
    player = ctx.settled().players[ctx.seat(who)]
    actual = [f"{c.variety.key} {c.kind}" for c in player.fields[field - 1]]
    expect(f"{who}'s field {field}, bottom first", _pairs(cards), actual)


@then(phrase("la carte du haut de la défausse est {card:Bean}"))
def discard_top(ctx: ScenarioContext, card: BeanRef) -> None:
    """The top card of the discard pile, with its kind."""
    pile = ctx.settled().discard
    expect(
        "the top of the discard pile",
        _pairs((card,)),
        [f"{c.variety.key} {c.kind}" for c in pile[-1:]],
    )


@then(phrase("la réserve {who:OfPlayer} contient, de bas en haut, {cards:Beans}"))
def earnings_with_kinds(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...]) -> None:
    """The earnings stack, bottom coin first, each card with its family and kind."""
    player = ctx.settled().players[ctx.seat(who)]
    expect(f"{who}'s earnings", _pairs(cards), [f"{c.variety.key} {c.kind}" for c in player.coins])


@then(phrase("les cartes de la main {who:OfPlayer} s'écrivent avec leur sorte : {text}"))
def hand_text(ctx: ScenarioContext, who: str, text: str) -> None:
    """The text form of each hand card (``id:famille:sorte``), ids left out."""
    player = ctx.settled().players[ctx.seat(who)]
    actual = ", ".join(str(c).split(":", 1)[1] for c in player.hand)
    expect(f"{who}'s hand as text", text, actual)


@then(phrase("les sortes s'appellent en français {names}"))
def kind_names(ctx: ScenarioContext, names: str) -> None:
    """The French names of the three kinds (001: « des misters, des miss et des bébés »)."""
    expect("the kinds in French", names, ", ".join(KIND_NAMES["fr"].values()))


@then(phrase("la boîte contient, par famille, ces misters, miss et bébés :"))
def box_by_kind(ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    """Every card of the box by family and kind, from ``| famille | m | w | B |``."""
    counted = Counter((c.variety.key, c.kind) for c in ctx.settled().all_cards())
    wanted = {}
    actual = {}
    for row in datatable[1:]:
        key = bean_key(row[0])
        wanted[key] = [int(row[1]), int(row[2]), int(row[3])]
        actual[key] = [counted[(key, kind)] for kind in ("mister", "miss", "baby")]
    expect("the cards of each family and kind", wanted, actual)


@then(phrase("{who:Player} doit d'abord planter le bébé reçu"))
def must_plant_baby(ctx: ScenarioContext, who: str) -> None:
    """The game waits for the receiver, and every legal move plants the baby owed."""
    state = ctx.settled()
    seat = ctx.seat(who)
    expect("the seats the game waits for", (seat,), state.to_move)
    moves = list(legal_actions(state))
    planted = {m.card for m in moves if isinstance(m, Plant)}
    expect(
        "the legal moves",
        "plantings of the owed baby",
        "none"
        if not moves
        else (
            "plantings of the owed baby"
            if planted == set(state.owed_ids) and all(isinstance(m, Plant) for m in moves)
            else [str(m) for m in moves]
        ),
    )


@then(
    phrase(
        "la vue {who:OfPlayer} montre de la main {other:OfPlayer} {count:d} cartes, sans leur sorte"
    )
)
def view_hides_kinds(ctx: ScenarioContext, who: str, other: str, count: int) -> None:
    """A player's view gives the size of another hand and none of its cards."""
    v = view(ctx.settled(), ctx.seat(who))
    seat = ctx.seat(other)
    expect(f"the size of {other}'s hand in {who}'s view", count, v.hand_sizes[seat])
    hidden = {c.id for c in ctx.settled().players[seat].hand}
    expect(f"{other}'s hand cards shown to {who}", set(), hidden & v.card_ids)


_DEFECTS = {
    "sans ligne pour la miss Sojabohne": ("drop", "soy", "miss", ""),
    "avec une ligne pour le bébé Rote Bohne": ("add", "red", "baby", "beanometer = [1, 2, 3, 4]"),
    "où la miss Blaue Bohne rapporte moins que son mister": (
        "set",
        "blue",
        "miss",
        "beanometer = [4, 6, 8, 9]",
    ),
    "où la miss Gartenbohne ne rapporte pas plus de Thunes que de cartes": (
        "set",
        "garden",
        "miss",
        "pays = [0, 1, 2, 3, 4, 5, 6]",
    ),
}


def _sheet_with(defect: str, into: Path) -> Path:
    how, family, kind, line = _DEFECTS[defect]
    blocks = TEST_SHEET.read_text(encoding="utf-8").split("\n\n")
    out = []
    for block in blocks:
        if f'family = "{family}"\nkind = "{kind}"' in block:
            if how == "drop":
                continue
            if how == "set":
                out.append("\n".join([*block.splitlines()[:3], line]))
                continue
        out.append(block)
    if how == "add":
        out.append(f'[[row]]\nfamily = "{family}"\nkind = "{kind}"\n{line}\n')
    path = into / "sheet.toml"
    path.write_text("\n\n".join(out), encoding="utf-8")
    return path


@then(phrase("une feuille de barème {defect} est refusée par la règle {rule:Rule}"))
def sheet_refused(ctx: ScenarioContext, defect: str, rule: str, tmp_path: Path) -> None:
    """Setting up the game with the test sheet changed so is refused, citing the clause."""
    if defect not in _DEFECTS:
        raise AssertionError(f"no such sheet defect {defect!r}; known: {list(_DEFECTS)}")
    path = _sheet_with(defect, tmp_path)
    try:
        new_game("ladybohn", ctx.names or 4, seed=0, sheet=path)
    except InvalidSetupError as exc:
        expect("the clause the refusal cites", rule, rule if f"[{rule}]" in str(exc) else exc)
    else:
        raise AssertionError(f"the sheet {defect}\n  EXPECTED: refused\n  ACTUAL:   accepted")


@then(
    phrase("la vue {who:OfPlayer} montre l'offre {offerer:OfPlayer} : {cards:Beans}, sans sa sorte")
)
@then(
    phrase(
        "la vue {who:OfPlayer} montre l'offre {offerer:OfPlayer} : {cards:Beans}, sans leur sorte"
    )
)
def view_shows_offer_by_family(
    ctx: ScenarioContext, who: str, offerer: str, cards: tuple[BeanRef, ...]
) -> None:
    """A seat's view shows a standing offer's hand cards by family and number only: no
    kind, and ids that are not the cards' own (decision ladybohn.hidden-kinds)."""
    state = ctx.settled()
    v = view(state, ctx.seat(who))
    giver = ctx.seat(offerer)
    shown = [o for o in v.offers if o.seat == giver]
    expect(f"{offerer}'s offers in {who}'s view", 1, len(shown))
    real = next(o for o in state.offers if o.seat == giver)
    by_id = {c.id: c for c in v.offered}
    given = [by_id[i] for i in shown[0].gives]
    expect(
        f"the families {offerer}'s offer gives, in {who}'s view",
        sorted(ref.key for ref in cards),
        sorted(c.variety.key for c in given),
    )
    expect(f"the kinds shown to {who}", ["" for _ in given], [c.kind for c in given])
    expect(f"real card ids shown to {who}", set(), set(shown[0].gives) & set(real.gives))


@given(phrase("le barème d'essai donne à la miss {family} le haricot-meter {steps}"))
def sheet_row(ctx: ScenarioContext, family: str, steps: str, tmp_path: Path) -> None:
    """The test sheet with one miss row changed (still provisional, still its name): for
    the readings a printed beanometer never meets, such as a step of one card."""
    key = bean_key(family)
    line = f"beanometer = [{steps}]"
    blocks = TEST_SHEET.read_text(encoding="utf-8").split("\n\n")
    out = []
    for block in blocks:
        if f'family = "{key}"\nkind = "miss"' in block:
            out.append("\n".join([*block.splitlines()[:3], line]))
        else:
            out.append(block)
    path = tmp_path / "sheet-row.toml"
    path.write_text("\n\n".join(out), encoding="utf-8")
    ctx.sheet = path


@then(
    phrase(
        "une partie ladybohn où l'option de règle {option:Option} vaut {value:Value} "
        "est refusée en citant la décision {decision}"
    )
)
def option_refused(ctx: ScenarioContext, option: str, value: str, decision: str) -> None:
    """Setting up the scenario's game with ``option`` at ``value`` is refused, and the
    refusal names the decision that records why."""
    options = {**ctx.options, option: value}
    try:
        new_game("ladybohn", ctx.names or 4, seed=0, sheet=ctx.sheet, **options)
    except InvalidSetupError as exc:
        named = decision if decision in str(exc) else exc
        expect("the decision the refusal names", decision, named)
    else:
        raise AssertionError(f"{option}={value}\n  EXPECTED: refused\n  ACTUAL:   accepted")

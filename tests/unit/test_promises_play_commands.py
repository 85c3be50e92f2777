"""What ``bohnanza.play.commands`` promises: the typed commands in English and French read
into moves (players and fields from 1, beans by a name, a word or a start, never a guess),
every refusal of what was typed with its own message, ``judge`` never returning another
seat's move or an illegal one without its refusal, and Tab's completions."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.actions import (
    Accept,
    BuyField,
    Decline,
    Discard,
    EndTrading,
    Harvest,
    Keep,
    Offer,
    Plant,
    Withdraw,
)
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.play.commands import (
    ALIASES,
    HELP,
    Reader,
    command_of,
    completions,
    judge,
    number,
)
from bohnanza.state import Step

E = "rio-grande-2000"
NAMES = ["Ann", "Bob", "Cy"]


def _trade() -> bohnanza.PlayerView:
    s = bohnanza.compose(
        E, NAMES, step=Step.TRADE, hands={0: ["Red", "Blue", "Soy"], 1: ["Wax"]},
        face_up=["Chili", "Green"], fields={0: [["Coffee"] * 3]}, deck=["Soy"] * 5,
    )  # fmt: skip
    return bohnanza.view(s, 0)


def _plant() -> tuple[bohnanza.PlayerView, list[bohnanza.Action]]:
    s = bohnanza.compose(E, NAMES, hands={0: ["Red", "Blue", "Soy"], 1: ["Wax"]},
                         fields={0: [["Coffee"] * 3, ["Red"]]}, deck=["Soy"] * 5)  # fmt: skip
    v = bohnanza.view(s, 0)
    return v, list(bohnanza.legal_actions(v))


def _refused(reader: Reader, v: bohnanza.PlayerView, text: str) -> str:
    with pytest.raises(InvalidActionError) as caught:
        reader.understand(v, text, [None])
    return str(caught.value)


def test_every_command_has_an_english_and_a_french_word() -> None:
    assert command_of("  Sell 2") == "harvest" and command_of("récolter 1") == "harvest"
    assert command_of("recolter 1") == "harvest" and command_of("vendre 1") == "harvest"
    assert command_of("QUITTER") == "quit" and command_of("?") == "help"
    assert command_of("") == "" and command_of("   ") == "" and command_of("dance") == ""
    english = set(ALIASES.values())
    assert english == {a for a in ALIASES if ALIASES[a] == a}  # each target is itself a word
    french = {"planter", "vendre", "acheter", "garder", "défausser", "offre", "accepter",
              "refuser", "retirer", "fin", "passer", "table", "muet", "écouter", "annuler",
              "pourquoi", "aide", "quitter"}  # fmt: skip
    assert {ALIASES[w] for w in french} == english
    for word in french:  # the French help names each French command
        assert word in HELP["fr"], word


def test_a_number_is_ascii_digits_from_one() -> None:
    assert number(["3", "x"], "field", "en") == 3
    for words in ([], ["x"], ["٣"], ["-1"], ["1234"]):
        with pytest.raises(InvalidActionError, match=r"^say which field, by its number from 1$"):
            number(words, "field", "en")
    with pytest.raises(
        InvalidActionError, match=r"^dites quel joueur, par son numéro à partir de 1$"
    ):
        number([], "player", "fr")


def test_a_bean_by_its_name_a_word_of_it_or_its_start() -> None:
    v = _trade()
    en = Reader("en", "en")
    for typed, key in (("chili", "chili"), ("CHILIS", "chili"), ("Chili beans", "chili"),
                       ("chili bean", "chili"), ("g", "green"), ("wa", "wax"),
                       ("Harry Cauchemar", "chili"), ("cauchemar", "chili"), ("COMIQUE", "red"),
                       ("cochet", "wax")):  # fmt: skip
        assert en.bean(v, typed) == key, typed
    with pytest.raises(InvalidActionError) as many:
        en.bean(v, "c")
    assert str(many.value) == (
        "'c' could be Blue, Chili, Coffee, Green, Red, Soy or Wax: say which (more of its name)"
    )
    with pytest.raises(InvalidActionError) as two:
        en.bean(v, "harry co")
    for typed in ("garden", "black", "", "   ", "x" * 40):
        with pytest.raises(InvalidActionError, match=r"^no bean named '.*' in this game$"):
            en.bean(v, typed)
    fr = Reader("fr", "fr")
    with pytest.raises(InvalidActionError) as french:
        fr.bean(v, "harry co")
    assert str(french.value) == (
        "'harry co' peut désigner Harry Cochet, Harry Cogné, Harry Colique, Harry Colt, "
        "Harry Comique ou Harry Copain : précisez lequel (plus de son nom)"
    )
    assert str(two.value) == (
        "'harry co' could be Blue, Coffee, Green, Red, Soy or Wax: say which (more of its name)"
    )
    assert fr.bean(v, "s") == "soy"  # the only name (or word) that starts so
    assert fr.bean(v, "hàrry-câuchemar") == "chili"  # accents, hyphens and case do not count


def test_a_word_of_a_name_beats_a_start() -> None:
    # "soy" is a whole name; it is also the start of nothing else: one tier decides.
    v = _trade()
    assert Reader("en", "en").bean(v, "soy") == "soy"
    assert Reader("en", "en").bean(v, "blue") == "blue"


def test_an_offer_gives_from_hand_and_face_up_and_asks_by_name() -> None:
    v = _trade()
    en = Reader("en", "en")
    soy = next(c.id for c in v.hand if c.variety.key == "soy")
    chili = v.face_up[0].id
    red = next(c.id for c in v.hand if c.variety.key == "red")
    assert en.understand(v, "offer 2 give soy ask wax", [None]) == Offer(0, 1, (soy,), ("wax",))
    assert en.understand(v, "offer 3 give chili, red ask 2 wax, blue", [None]) == Offer(
        0, 2, (chili, red), ("wax", "wax", "blue")
    )
    assert en.understand(v, "offer 2 give nothing ask -", [None]) == Offer(0, 1, (), ())
    assert en.understand(v, "offre 2 donne soy demande rien", [None]) == Offer(0, 1, (soy,), ())
    assert en.understand(v, "offer 2 GIVE soy ASK wax", [None]) == Offer(0, 1, (soy,), ("wax",))
    assert _refused(en, v, "offer 2 ask wax give soy") == (
        "write: offer PLAYER give BEANS ask BEANS (or 'ask nothing')"
    )
    assert _refused(en, v, "offer 2 give soy") == (
        "write: offer PLAYER give BEANS ask BEANS (or 'ask nothing')"
    )
    assert _refused(en, v, "offer 5 give soy ask wax") == "there is no player 5: players are 1-3"
    assert _refused(en, v, "offer 0 give soy ask wax") == "say which player, by its number from 1"
    assert _refused(en, v, "offer 2 give 2 chili ask nothing") == "you have no Chili to give"
    assert _refused(en, v, "offer 2 give wax ask nothing") == "you have no Wax to give"
    assert _refused(en, v, "offer 2 give 0 soy ask wax") == (
        "'0' is not a count of cards (digits 1-99)"
    )
    assert _refused(en, v, "offer 2 give 100 soy ask wax") == (
        "'100' is not a count of cards (digits 1-99)"
    )


def test_another_seats_turn_gives_only_from_the_hand() -> None:
    s = bohnanza.compose(E, NAMES, step=Step.TRADE, hands={1: ["Wax"]}, face_up=["Chili"],
                         deck=["Soy"] * 5)  # fmt: skip
    v = bohnanza.view(s, 1)
    en = Reader("en", "en")
    assert _refused(en, v, "offer 1 give chili ask nothing") == "you have no Chili to give"
    wax = v.hand[0].id
    assert en.understand(v, "offer 1 give wax ask chili", [None]) == Offer(1, 0, (wax,), ("chili",))


def test_the_commands_read_into_moves() -> None:
    v = _trade()
    en = Reader("en", "en")
    listed = [None, *bohnanza.legal_actions(v)]
    chili = v.face_up[0].id
    assert en.understand(v, "harvest 1", listed) == Harvest(0, 0)
    assert en.understand(v, "vendre 1", listed) == Harvest(0, 0)
    assert en.understand(v, "buy", listed) == BuyField(0)
    assert en.understand(v, "keep chili", listed) == Keep(0, chili)
    assert en.understand(v, "end", listed) == EndTrading(0)
    assert en.understand(v, "withdraw 3", listed) == Withdraw(0, 2)
    assert en.understand(v, "0 harvest 1", listed) == Harvest(0, 1)  # the notation: from 0
    assert en.understand(v, "2", listed) == listed[1]
    assert _refused(en, v, "keep red") == "no face-up Red to keep"
    assert _refused(en, v, "accept") == "there is no offer to answer now"
    assert _refused(en, v, "refuser") == "there is no offer to answer now"
    assert _refused(en, v, "sell 4") == "you have no field 4: your fields are 1-3"
    assert _refused(en, v, "sell 0") == "say which field, by its number from 1"
    assert _refused(en, v, "harvest x") == "say which field, by its number from 1"
    assert _refused(en, v, "frobnicate now") == "unknown command 'frobnicate'; type 'help'"
    assert _refused(en, v, "") == "unknown command ''; type 'help'"
    assert _refused(en, v, "1 harvest 1") == ("you play player 1: 1 harvest 1 is another player's")
    assert _refused(en, v, "7") == "no move numbered 7: choose 1-1"
    assert Reader("fr", "fr").understand(v, "garder cauchemar", listed) == Keep(0, chili)
    with pytest.raises(InvalidActionError) as french:
        Reader("fr", "fr").understand(v, "danser", [None])
    assert str(french.value) == "commande inconnue 'danser' ; tapez « aide »"


def test_end_answers_and_accept_pick_the_listed_move() -> None:
    s = bohnanza.compose(E, NAMES, step=Step.TRADE, hands={1: ["Wax"]}, face_up=["Chili"],
                         deck=["Soy"] * 5)  # fmt: skip
    s = bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("wax",)))
    v = bohnanza.view(s, 1)
    moves: list[bohnanza.Action] = list(bohnanza.legal_actions(v))
    en = Reader("en", "en")
    accept = next(m for m in moves if isinstance(m, Accept))
    decline = next(m for m in moves if isinstance(m, Decline))
    assert en.understand(v, "accept", [None, *moves]) == accept
    assert en.understand(v, "decline", [None, *moves]) == decline
    assert _refused(en, v, "end") == "there is no step to end now"
    # Asked to answer (only answers listed), the seat answers first.
    answers: list[bohnanza.Action] = [accept, decline]
    move, refusal = judge(en, v, "offer 1 give wax ask nothing", answers, [None, *answers])
    assert isinstance(move, Offer) and str(refusal) == (
        "answer player 1's offer first: accept or decline (then you may offer)"
    )
    assert judge(en, v, "decline", moves, [None, *moves]) == (decline, None)


def test_plant_reads_the_field_and_the_bean() -> None:
    v, moves = _plant()
    en = Reader("en", "en")
    listed = [None, *moves]
    red = v.hand[0].id
    assert en.understand(v, "plant 2", listed) == Plant(0, red, 1)
    assert en.understand(v, "plant red 2", listed) == Plant(0, red, 1)
    assert en.understand(v, "planter comique 3", listed) == Plant(0, red, 2)
    # not listed: the card meant, for the referee to refuse
    blue = v.hand[1].id
    assert en.understand(v, "plant blue 3", listed) == Plant(0, blue, 2)
    assert en.understand(v, "plant 1", listed) == Plant(0, red, 0)
    assert _refused(en, v, "plant 9") == "you have no field 9: your fields are 1-3"
    assert _refused(en, v, "plant wax 1") == "you cannot plant that in field 1 now"
    assert en.understand(v, "discard red", listed) == Discard(0, red)
    assert _refused(en, v, "discard wax") == "you cannot discard that now"


def test_judge_returns_a_move_with_its_refusal_never_without() -> None:
    v, moves = _plant()
    en = Reader("en", "en")
    listed = [None, *moves]
    red = v.hand[0].id
    assert judge(en, v, "1", moves, listed) == (None, None)  # "pass" by number
    assert judge(en, v, "2", moves, listed) == (listed[1], None)
    assert judge(en, v, "plant 2", moves, listed) == (Plant(0, red, 1), None)
    move, refusal = judge(en, v, "plant 1", moves, listed)
    assert move == Plant(0, red, 0) and isinstance(refusal, IllegalActionError)
    assert refusal.rule == "002/field.one-variety"
    move, refusal = judge(en, v, "buy", moves, listed)
    assert move == BuyField(0) and isinstance(refusal, IllegalActionError)
    for text, message in (("9", "no move numbered 9: choose 1-4"),
                          ("0", "no move numbered 0: choose 1-4"),
                          ("12345678901234", "no move numbered 123456789012: choose 1-4"),
                          ):  # fmt: skip
        with pytest.raises(InvalidActionError) as caught:
            judge(en, v, text, moves, listed)
        assert str(caught.value) == message


def test_a_legal_move_not_offered_now_is_refused_in_the_menus_words() -> None:
    s = bohnanza.compose(E, NAMES, step=Step.TRADE, face_up=["Chili"], fields={1: [["Blue"] * 4]},
                         deck=["Soy"] * 5)  # fmt: skip
    v = bohnanza.view(s, 1)
    move, refusal = judge(Reader("en", "en"), v, "sell 1", (), [None])
    assert move == Harvest(1, 0) and isinstance(refusal, InvalidActionError)
    assert str(refusal) == "'sell field 1 for 1 coin' is not one of your moves now"
    move, refusal = judge(Reader("fr", "fr"), v, "vendre 1", (), [None])
    assert str(refusal) == "« vendre le champ 1 pour 1 pièce » n'est pas un de vos coups maintenant"


def test_completions_of_commands_and_of_bean_names() -> None:
    commands = ["offer", "accept", "keep", "buy"]
    beans = ["Harry Cochon", "Harry Colt", "Soy"]
    assert completions("", 0, commands, beans) == commands
    assert completions("o", 0, commands, beans) == ["offer"]
    assert completions("keep s", 5, commands, beans) == ["Soy"]
    assert completions("keep h", 5, commands, beans) == ["Harry Cochon", "Harry Colt"]
    assert completions("keep harry col", 11, commands, beans) == ["Colt"]
    assert completions("keep co", 5, commands, beans) == []  # "Harry" is typed first
    assert completions("keep x", 5, commands, beans) == []
    # a later word only after the words before it were typed, and after a space
    assert completions("keep cochon c", 12, commands, beans) == []


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_ladybohn_kinds_are_read_and_never_guessed() -> None:
    s = bohnanza.compose("ladybohn", NAMES, step=Step.TRADE,
                         hands={0: ["Harry Colt", "Harry Colt miss"]}, face_up=["Harry Chaos"],
                         deck=["Harry Cochon"] * 5)  # fmt: skip
    v = bohnanza.view(s, 0)
    fr = Reader("fr", "fr")
    colt = {c.kind: c.id for c in v.hand}
    assert fr.bean_kind(v, "colt miss") == ("blue", "miss")
    assert fr.bean_kind(v, "bébé colt") == ("blue", "baby")
    assert fr.bean_kind(v, "Harry Colt (bébé)") == ("blue", "baby")
    assert fr.bean_kind(v, "colt") == ("blue", "")
    assert fr.understand(v, "offre 2 donne colt miss demande rien", [None]) == Offer(
        0, 1, (colt["miss"],), ()
    )
    with pytest.raises(InvalidActionError) as which:
        fr.understand(v, "offre 2 donne colt demande rien", [None])
    assert str(which.value) == (
        "'colt' peut désigner Harry Colt (miss) ou Harry Colt (mister) : précisez lequel "
        "(par exemple « colt mister »)"
    )
    with pytest.raises(InvalidActionError) as ask:
        fr.understand(v, "offre 2 donne colt miss demande chaos bébé", [None])
    assert str(ask.value).startswith("une offre demande des haricots par leur nom seulement")
    with pytest.raises(InvalidActionError, match="no bean named 'red baby'"):
        Reader("en", "en").bean_kind(_trade(), "red baby")  # no kinds in this deck

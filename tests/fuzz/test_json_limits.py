"""``bohnanza.files.parse_json`` sees its limits in the text (issue 30 item 2).

The depth of a JSON text and the length of its integers are found before the parse, from
the text's bytes (so that the limits cost little beside ``json.loads``): brackets and
quotes inside strings, escapes, non-ASCII text and long digit runs inside strings must not
mislead it.  Property: for any JSON value (strings drawn from every character, wrapped in
up to 40 more levels of arrays and objects), ``parse_json`` of its text, written either way
(``ensure_ascii``), gives the value back if it nests at most ``MAX_DEPTH`` levels and its
integers have at most ``MAX_DIGITS`` digits, and otherwise refuses it naming the limit.
Seeded and bounded by the Hypothesis profile (tests/conftest.py).
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bohnanza.files import MAX_DEPTH, MAX_DIGITS, UnreadableError, parse_json

_TRICKY = st.text(alphabet=st.sampled_from('[]{}"\\/ \n\tae9é\u2028\U0001f600'), max_size=12)
_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-(10**25), 10**25)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | _TRICKY
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=4) | _TRICKY, inner, max_size=4)
    ),
    max_leaves=20,
)


def _depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    return 0


def _longest(value: object) -> int:
    """The most digits of an integer in ``value``."""
    if isinstance(value, dict):
        return max(map(_longest, value.values()), default=0)
    if isinstance(value, list):
        return max(map(_longest, value), default=0)
    if type(value) is int:
        return len(str(abs(value)))
    return 0


@given(value=_VALUES, wraps=st.lists(st.booleans(), max_size=40), ascii_only=st.booleans())
def test_parse_json_gives_the_value_back_or_names_the_limit(
    value: object, wraps: list[bool], ascii_only: bool
) -> None:
    for as_list in wraps:
        value = [value] if as_list else {"k[": value}
    text = json.dumps(value, ensure_ascii=ascii_only)
    if _depth(value) > MAX_DEPTH:
        with pytest.raises(UnreadableError, match=f"nested more than {MAX_DEPTH} deep"):
            parse_json(text)
    elif _longest(value) > MAX_DIGITS:
        with pytest.raises(UnreadableError, match="digits"):
            parse_json(text)
    else:
        assert parse_json(text) == value
        assert parse_json(text.encode("utf-8")) == value


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ('["[[[[", "]]]]"]', 1),
        ('{"a\\"[": ["\\\\", "[\\"]"]}', 2),
        ('[[["\\u005b"]]]', 3),
        ('"' + "[" * 100 + '"', 0),
    ],
)
def test_brackets_in_strings_do_not_count(text: str, depth: int) -> None:
    value = json.loads(text)
    assert _depth(value) == depth and parse_json(text) == value
    deeper = "[" * (MAX_DEPTH - depth) + text + "]" * (MAX_DEPTH - depth)
    assert parse_json(deeper) is not None
    with pytest.raises(UnreadableError, match="nested"):
        parse_json("[" + deeper + "]")


@pytest.mark.parametrize("text", ["1" * 4400, '{"n": [-' + "7" * 4400 + "]}"])
def test_a_number_python_cannot_convert_is_the_projects_error(text: str) -> None:
    """The module promises every failure as ``UnreadableError``, integers of more digits
    than Python converts (4,300 by default) included: with ``max_digits`` above that
    limit the number passes the length check, and ``int()`` refuses it; the reader
    names it instead of answering with a value."""
    with pytest.raises(UnreadableError, match="a value Python cannot read"):
        parse_json(text, max_digits=5000)
    with pytest.raises(UnreadableError, match="a value Python cannot read"):
        parse_json(text.encode("utf-8"), max_digits=5000)

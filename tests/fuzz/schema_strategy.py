"""A Hypothesis strategy that draws JSON values from a JSON Schema (the subset the record
schema uses: type, const, enum, oneOf, $ref, properties, required, additionalProperties,
propertyNames, items, minItems, maxItems, uniqueItems, minimum, maximum, minLength,
maxLength, pattern).

hypothesis-jsonschema does this in general, but its release of the day fails with the
project's Hypothesis (``'many' object has no attribute 'more'``, review of issue 16), so
the few keywords the record schema needs are drawn here.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from hypothesis import strategies as st

#: The JSON values a string, array or object drawn here may hold when the schema leaves
#: them open: a few of each kind, small.
_ANY = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=6,
)


_REFS: dict[tuple[int, str], st.SearchStrategy[Any]] = {}


def from_schema(
    schema: Mapping[str, Any], root: Mapping[str, Any] | None = None
) -> st.SearchStrategy[Any]:
    """Values valid under ``schema`` (whose ``$ref`` resolve in ``root``)."""
    root = schema if root is None else root
    if "$ref" in schema:
        ref = schema["$ref"]
        assert ref.startswith("#/$defs/"), ref
        key = (id(root), ref)
        if key not in _REFS:  # one strategy per definition: built once, drawn often
            _REFS[key] = st.deferred(
                lambda: from_schema(root["$defs"][ref.removeprefix("#/$defs/")], root)
            )
        return _REFS[key]
    if "const" in schema:
        return st.just(schema["const"])
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    if "oneOf" in schema:
        return st.one_of([from_schema(s, root) for s in schema["oneOf"]])
    kind = schema.get("type")
    if isinstance(kind, list):
        return st.one_of([from_schema({**schema, "type": k}, root) for k in kind])
    if kind == "null":
        return st.none()
    if kind == "boolean":
        return st.booleans()
    if kind == "integer":
        low, high = schema.get("minimum"), schema.get("maximum")
        near = st.integers(
            max(low if low is not None else -3, -3), min(high if high is not None else 200, 200)
        )
        return st.one_of(near, st.integers(low, high))
    if kind == "string":
        if "pattern" in schema:
            text = st.from_regex(schema["pattern"])
        else:
            text = st.text(max_size=schema.get("maxLength", 12))
        low, high = schema.get("minLength", 0), schema.get("maxLength", 10**9)
        return text.filter(lambda t: low <= len(t) <= high)
    if kind == "array":
        items = from_schema(schema["items"], root) if "items" in schema else _ANY
        return st.lists(
            items,
            min_size=schema.get("minItems", 0),
            max_size=min(schema.get("maxItems", 6), 6),
            unique_by=(lambda v: json.dumps(v, sort_keys=True))
            if schema.get("uniqueItems")
            else None,
        )
    if kind == "object" or "properties" in schema:
        return _object(schema, root)
    return _ANY


def _object(schema: Mapping[str, Any], root: Mapping[str, Any]) -> st.SearchStrategy[Any]:
    properties = {k: from_schema(v, root) for k, v in schema.get("properties", {}).items()}
    required = [k for k in schema.get("required", ()) if k in properties]
    optional = [k for k in properties if k not in required]
    extra = schema.get("additionalProperties", True)
    names = schema.get("propertyNames", {})
    keys = st.from_regex(names["pattern"]) if "pattern" in names else st.text(max_size=8)
    values = _ANY if extra in (True, False) else from_schema(extra, root)

    @st.composite
    def draw(draw: st.DrawFn) -> dict[str, Any]:
        out = {key: draw(properties[key]) for key in required}
        for key in optional:
            if draw(st.booleans()):
                out[key] = draw(properties[key])
        if extra is not False:
            for key in draw(st.lists(keys, max_size=3)):
                if key not in properties:
                    out[key] = draw(values)
        return out

    return draw()

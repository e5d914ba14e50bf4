"""Canonical JSON as toolseal reads and writes it, in Python 3 (standard library only): the strict reading of
a JSON text (repeated member names, nesting, numbers a double does not hold as written) and RFC 8785, from
docs/formats.md ("Reading the JSON text", "Canonical JSON (RFC 8785)"). toolseal_digests.py builds the
digests on it; the tests run both (test/docs/reference-digests.test.ts).
"""

import decimal
import hashlib
import json
import re

# The deepest nesting read or canonicalized: the outermost array or object is level 1.
MAX_DEPTH = 1000
SMALLEST_NORMAL = 2.2250738585072014e-308


class Refused(Exception):
    """A refusal, with toolseal's error code (docs/troubleshooting.md)."""

    def __init__(self, code, what):
        super().__init__(f"{code}: {what}")
        self.code = code


# ---------------------------------------------------------------------------------------------------------
# Numbers


def decimal_parts(text):
    """An unsigned decimal literal as (digits, exponent): value = int(digits) * 10**exponent, no zeros at
    either end of digits; ('', 0) for zero."""
    sign, digits, exponent = decimal.Decimal(text).as_tuple()
    s = "".join(map(str, digits)).lstrip("0")
    if s == "":
        return "", 0
    stripped = s.rstrip("0")
    return stripped, exponent + (len(s) - len(stripped))


def shortest_parts(d):
    """The shortest decimal that reads back as the positive double d, as (digits, exponent). Python's repr
    is that decimal (the one nearest d when several are as short), as ECMAScript's Number::toString asks."""
    return decimal_parts(repr(d))


def ecmascript_number(d):
    """A finite double written as ECMAScript's Number::toString writes it (RFC 8785 section 3.2.2.3)."""
    if d != d or d in (float("inf"), float("-inf")):
        raise Refused("NOT_CANONICALIZABLE", f"non-finite number {d!r}")
    if d == 0:
        return "0"
    if d < 0:
        return "-" + ecmascript_number(-d)
    digits, exponent = shortest_parts(d)
    k = len(digits)
    n = exponent + k  # the value is 0.digits * 10**n
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    e = n - 1
    mantissa = digits if k == 1 else digits[0] + "." + digits[1:]
    return mantissa + "e" + ("+" if e >= 0 else "-") + str(abs(e))


def read_number(literal, rounded=False):
    """A JSON number literal as a double, refused when the double does not hold the value written: an
    integer must be the integer its double is written as; a fraction of at most 17 significant digits in
    the normal range may round to its nearest double; anything else must be its double's shortest form.
    Infinity and a non-zero value that reads as 0 are refused. `rounded`: any finite value, rounded."""
    d = float(literal)
    if d in (float("inf"), float("-inf")):
        raise Refused("NOT_CANONICALIZABLE", f"the number {literal[:40]} overflows a double")
    if rounded:
        return d
    digits, exponent = decimal_parts(literal.lstrip("-"))
    if digits == "":
        return d
    if d == 0:
        raise Refused("NOT_CANONICALIZABLE", f"the number {literal[:40]} reads as 0")
    if exponent < 0 and len(digits) <= 17 and abs(d) >= SMALLEST_NORMAL:
        return d
    if (digits, exponent) != shortest_parts(abs(d)):
        raise Refused("NOT_CANONICALIZABLE", f"the number {literal[:40]} cannot be held exactly by a double")
    return d


# ---------------------------------------------------------------------------------------------------------
# Reading JSON


def nesting_depth(text):
    """The deepest nesting of arrays and objects in a JSON text (strings skipped)."""
    depth = deepest = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif c in "]}":
            depth -= 1
        i += 1
    return deepest


def read_json(text, rounded=False):
    """A JSON text (RFC 8259) as Python values: objects as dicts, every number as a float. Refused: invalid
    JSON (INVALID_JSON), nesting deeper than MAX_DEPTH and inexact numbers (NOT_CANONICALIZABLE), a
    member name twice in one object, however it is spelled (DUPLICATE_JSON_MEMBER)."""
    if text.startswith("\ufeff"):
        text = text[1:]  # a byte order mark is not part of the text
    if nesting_depth(text) > MAX_DEPTH:
        raise Refused("NOT_CANONICALIZABLE", f"nesting deeper than {MAX_DEPTH} levels")

    def members(pairs):
        out = {}
        for k, v in pairs:
            if k in out:
                raise Refused("DUPLICATE_JSON_MEMBER", f"duplicate member name {k!r}")
            out[k] = v
        return out

    def not_json(name):
        raise Refused("INVALID_JSON", f"{name} is not JSON")

    decoder = json.JSONDecoder(
        object_pairs_hook=members,
        parse_float=lambda s: read_number(s, rounded),
        parse_int=lambda s: read_number(s, rounded),
        parse_constant=not_json,
    )
    try:
        return decoder.decode(text)
    except json.JSONDecodeError as e:
        raise Refused("INVALID_JSON", str(e)) from None


# ---------------------------------------------------------------------------------------------------------
# RFC 8785


def utf16_key(s):
    """Sorts strings by their UTF-16 code units (RFC 8785 section 3.2.3)."""
    return s.encode("utf-16-be", "surrogatepass")


SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
NEEDS_ESCAPE = re.compile('["\\\\\x00-\x1f]')
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def quote(s):
    if LONE_SURROGATE.search(s):
        raise Refused("NOT_CANONICALIZABLE", "lone surrogate in a string")
    return '"' + NEEDS_ESCAPE.sub(lambda m: SHORT_ESCAPES.get(m.group(), "\\u%04x" % ord(m.group())), s) + '"'


def jcs(value, depth=0):
    """The RFC 8785 text of a value read by read_json."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, float):
        return ecmascript_number(value)
    if isinstance(value, int):
        return ecmascript_number(float(value))
    if isinstance(value, str):
        return quote(value)
    if depth >= MAX_DEPTH:
        raise Refused("NOT_CANONICALIZABLE", f"nesting deeper than {MAX_DEPTH} levels")
    if isinstance(value, list):
        return "[" + ",".join(jcs(v, depth + 1) for v in value) + "]"
    if isinstance(value, dict):
        keys = sorted(value, key=utf16_key)
        return "{" + ",".join(quote(k) + ":" + jcs(value[k], depth + 1) for k in keys) + "}"
    raise Refused("NOT_CANONICALIZABLE", f"{type(value).__name__} is not JSON")


def digest(value):
    return "sha256:" + hashlib.sha256(jcs(value).encode("utf-8")).hexdigest()

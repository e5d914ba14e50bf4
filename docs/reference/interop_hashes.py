#!/usr/bin/env python3
"""The tool definition hash, version 1, in Python 3 (standard library only).

Written from the public document that defines it (mcp-pin's docs/TOOL_DEFINITION_HASH.md, 2026-10-05; see
docs/formats.md, "Interoperable hashes"), apart from toolseal's own digests and from toolseal's code: the
definition hash of each tool, the set hashes of the tools and the prompts, and the instructions hash. The
tests run it against that document's published vectors and every snapshot of test/fixtures/corpus, and
compare with the `interop` object of `toolseal digest --json`.

    python3 docs/reference/interop_hashes.py FILE               the hashes of a snapshot, a tools/list
                                                                result or a tools array, as JSON
    python3 docs/reference/interop_hashes.py --check VECTORS    checks the published vector file; exit 1
                                                                on a mismatch
    python3 docs/reference/interop_hashes.py --json [--vectors VECTORS] [FILE...]
                                                                everything computed, as one JSON document

How it differs from toolseal's digests: a definition is hashed whole (every member the server sent);
a number a double cannot hold exactly is rounded to its nearest double, not refused; an unpaired surrogate
is written as a lower-case \\u escape, not refused; the instructions are hashed as UTF-8 text (an unpaired
surrogate as U+FFFD), not as a JSON string. The document writes its hashes as bare hex; toolseal (and the
output of this script for a file) writes them `sha256:` + hex.
"""

import hashlib
import json
import re
import sys

EMPTY_SET = hashlib.sha256(b"").hexdigest()


class NoHash(Exception):
    """An input that has no canonical form or no set hash (the document's `invalid` cases)."""


# ---------------------------------------------------------------------------------------------------------
# Reading: every number as its nearest double; a repeated member name leaves a definition without a form.


def parse(text):
    def members(pairs):
        names = [k for k, _ in pairs]
        if len(set(names)) != len(names):
            raise NoHash("repeated member name")
        return dict(pairs)

    def not_json(name):
        raise NoHash(f"{name} is not JSON")

    try:
        return json.JSONDecoder(object_pairs_hook=members, parse_int=float, parse_float=float, parse_constant=not_json).decode(text)
    except json.JSONDecodeError as e:
        raise NoHash(f"invalid JSON: {e}") from None


# ---------------------------------------------------------------------------------------------------------
# RFC 8785, with the document's one addition: an unpaired surrogate is escaped (lower-case hex).


def number_text(x):
    """ECMAScript's Number::toString of a finite double: its shortest round-trip digits, placed by the
    position of the decimal point (plain from 1e-6 up to below 1e21, else d.ddde±x)."""
    if x != x or abs(x) == float("inf"):
        raise NoHash("a number beyond a double's range")
    if x == 0:
        return "0"
    sign = "-" if x < 0 else ""
    mantissa, _, exp = repr(abs(x)).partition("e")
    whole, _, frac = mantissa.partition(".")
    # value = int(whole + frac) * 10**(exp - len(frac)); without its zeros at either end, as digits * 10**scale
    scale = (int(exp) if exp else 0) - len(frac)
    digits = (whole + frac).lstrip("0")
    scale += len(digits) - len(digits.rstrip("0"))
    digits = digits.rstrip("0")
    point = scale + len(digits)  # the value is 0.<digits> * 10**point
    k = len(digits)
    if k <= point <= 21:
        body = digits + "0" * (point - k)
    elif 0 < point <= 21:
        body = digits[:point] + "." + digits[point:]
    elif -6 < point <= 0:
        body = "0." + "0" * -point + digits
    else:
        e = point - 1
        body = (digits[0] + ("." + digits[1:] if k > 1 else "")) + "e" + ("-" if e < 0 else "+") + str(abs(e))
    return sign + body


ESCAPES = {0x22: '\\"', 0x5C: "\\\\", 0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r"}
SPECIAL = re.compile('["\\\\\x00-\x1f\ud800-\udfff]')


def string_text(s):
    def escape(m):
        c = ord(m.group())
        return ESCAPES.get(c) or "\\u%04x" % c

    return '"' + SPECIAL.sub(escape, s) + '"'


def code_units(s):
    return s.encode("utf-16-be", "surrogatepass")


def canonical(v):
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float):
        return number_text(v)
    if isinstance(v, str):
        return string_text(v)
    if isinstance(v, list):
        return "[" + ",".join(map(canonical, v)) + "]"
    return "{" + ",".join(string_text(k) + ":" + canonical(v[k]) for k in sorted(v, key=code_units)) + "}"


def utf8(s):
    """UTF-8 as the WHATWG Encoding Standard writes it: an unpaired surrogate as U+FFFD."""
    return re.sub("[\ud800-\udfff]", "\ufffd", s).encode("utf-8")


# ---------------------------------------------------------------------------------------------------------
# The three hashes.


def definition_hash(definition):
    return hashlib.sha256(utf8(canonical(definition))).hexdigest()


def set_lines(definitions):
    for d in definitions:
        if not isinstance(d, dict) or not isinstance(d.get("name"), str):
            raise NoHash("no string name")
    pairs = sorted(((d["name"], definition_hash(d)) for d in definitions), key=lambda p: (code_units(p[0]), p[1]))
    return [f"{name}:{h}" for name, h in pairs]


def set_hash(definitions):
    return hashlib.sha256(utf8("\n".join(set_lines(definitions)))).hexdigest()


def instructions_hash(instructions):
    return None if instructions is None else hashlib.sha256(utf8(instructions)).hexdigest()


def surface_hashes(tools, prompts=None, instructions=None):
    """What toolseal prints under `interop`, each hash written `sha256:` + hex: each tool's definition hash
    (by name), the set hashes (null for a listing the server did not give), and the instructions hash (null
    for none)."""

    def written(h):
        return None if h is None else "sha256:" + h

    return {
        "definitionHashes": {t["name"]: written(definition_hash(t)) for t in tools if isinstance(t, dict) and isinstance(t.get("name"), str)},
        "toolSetHash": written(set_hash(tools)),
        "promptSetHash": None if prompts is None else written(set_hash(prompts)),
        "instructionsHash": written(instructions_hash(instructions)),
    }


# ---------------------------------------------------------------------------------------------------------
# The published vectors, and files.


def check_vectors(path):
    """[(section, index, what failed)] for the document's vector file: empty when every vector passes."""
    with open(path, encoding="utf-8") as f:
        v = json.load(f)
    failed = []
    for i, d in enumerate(v["definitions"]):
        form = canonical(parse(d["input"]))
        if form != d["canonical"] or definition_hash(parse(d["input"])) != d["hash"]:
            failed.append(("definitions", i, d.get("about", "")))
    for i, s in enumerate(v["sets"]):
        listing = [x for page in s["pages"] for x in parse(page)]
        if set_lines(listing) != s["lines"] or set_hash(listing) != s["setHash"]:
            failed.append(("sets", i, s.get("about", "")))
    for i, s in enumerate(v["instructions"]):
        if instructions_hash(s["instructions"]) != s["hash"]:
            failed.append(("instructions", i, s.get("about", "")))
    for i, s in enumerate(v["invalid"]):
        try:
            if "input" in s:
                definition_hash(parse(s["input"]))
            else:
                set_hash([x for page in s["pages"] for x in parse(page)])
            failed.append(("invalid", i, s.get("about", "") + " (hashed, not refused)"))
        except NoHash:
            pass
    total = sum(len(v[k]) for k in ("definitions", "sets", "instructions", "invalid"))
    return failed, total


def file_hashes(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
        try:
            doc = parse(data.decode("utf-8"))
        except UnicodeDecodeError:
            raise NoHash("not UTF-8") from None
        if isinstance(doc, list):
            return surface_hashes(doc)
        return surface_hashes(doc["tools"], doc.get("prompts"), doc.get("instructions"))
    except NoHash as e:
        return {"error": str(e)}


def main(argv):
    sys.setrecursionlimit(20000)  # a definition nested 1000 levels deep is read and written recursively
    vectors, files, check, as_json = [], [], [], False
    args = iter(argv)
    for a in args:
        if a == "--vectors":
            vectors.append(next(args))
        elif a == "--check":
            check.append(next(args))
        elif a == "--json":
            as_json = True
        else:
            files.append(a)
    status = 0
    for path in check:
        failed, total = check_vectors(path)
        for section, i, about in failed:
            print(f"FAIL {section}[{i}] {about}")
        print(f"{path}: {total} vectors, {len(failed)} failed")
        status = 1 if failed else status
    if as_json:
        out = {"vectors": {}, "files": {p: file_hashes(p) for p in files}}
        for p in vectors:
            failed, total = check_vectors(p)
            out["vectors"][p] = {"total": total, "failed": [list(f) for f in failed]}
        sys.stdout.write(json.dumps(out, ensure_ascii=True) + "\n")
    elif files:
        for p in files:
            sys.stdout.write(json.dumps(file_hashes(p), ensure_ascii=True, indent=2) + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

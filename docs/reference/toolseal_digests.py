#!/usr/bin/env python3
"""toolseal's digests, a second implementation in Python 3 (standard library only).

Written from docs/formats.md ("Digests, byte for byte" and "Canonical JSON (RFC 8785)"), not from
toolseal's TypeScript, so that the two can check each other: the tests run this file against every vector
of test/fixtures/vectors/surfaces.json and every snapshot of test/fixtures/corpus, and compare with what
toolseal computes.

    python3 docs/reference/toolseal_digests.py FILE              digests of a tools/list result, a tools
                                                                 array or a snapshot, as JSON
    python3 docs/reference/toolseal_digests.py --check VECTORS   checks surfaces.json; exit 1 on a mismatch
    python3 docs/reference/toolseal_digests.py --json [--vectors VECTORS] [--histor DIGESTS] [--jcs FILE]... [FILE...]
                                                                 everything computed, as one JSON document
                                                                 (--histor: digests.json; --jcs: a JSON file's
                                                                 canonical form)

Options: --volatile POINTER (repeatable) digests the tools with those values replaced by their JSON type;
--numbers rounded reads every number as its nearest double instead of refusing inexact ones.
"""

import hashlib
import json
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ left beside the documents
from canonical_json import Refused, digest, jcs, read_json, utf16_key  # noqa: E402

SURFACE_FIELDS = ("name", "title", "description", "inputSchema", "outputSchema", "annotations", "execution")
VOLATILE_FIELDS = ("description", "title", "inputSchema", "outputSchema", "execution")
UNHASHED_ENTRY_KEYS = ("_meta", "icons")
MAX_POINTERS = 256


# ---------------------------------------------------------------------------------------------------------
# Volatile pointers


def json_type(v):
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, (int, float)):
        return "number"
    if isinstance(v, str):
        return "string"
    return "array" if isinstance(v, list) else "object"


HIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")


def read_pointer(p):
    """A volatile pointer, /tools/NAME/FIELD/..., as (tool name, [field, tokens...]); USAGE when it is not one."""
    if not isinstance(p, str) or len(p) > 2048 or HIDDEN.search(p) or not p.startswith("/tools/"):
        raise Refused("USAGE", f"not a volatile pointer: {p!r}")
    raw = p.split("/")[1:]
    if len(raw) > 64 or any(re.search("~(?![01])", t) for t in raw):
        raise Refused("USAGE", f"not a volatile pointer: {p!r}")
    tokens = [t.replace("~1", "/").replace("~0", "~") for t in raw]
    if len(tokens) < 3 or tokens[2] not in VOLATILE_FIELDS:
        raise Refused("USAGE", f"a tool's name and annotations are always pinned; {p!r} is not a volatile pointer")
    return tokens[1], tokens[2:]


def read_pointers(pointers):
    if len(pointers) > MAX_POINTERS or list(pointers) != sorted(pointers, key=utf16_key) or len(set(pointers)) != len(pointers):
        raise Refused("USAGE", "volatile pointers must be at most 256, sorted, each once")
    for p in pointers:
        if any(p.startswith(q + "/") for q in pointers):
            raise Refused("USAGE", f"{p!r} is inside another volatile pointer")
    return [(p, *read_pointer(p)) for p in pointers]


def replaced(node, tokens):
    """A copy of node with the value at tokens replaced by {"$volatile": its JSON type}; None when nothing is there."""
    if not tokens:
        return {"$volatile": json_type(node)}
    token, rest = tokens[0], tokens[1:]
    if isinstance(node, list):
        if not re.fullmatch("0|[1-9][0-9]*", token) or int(token) >= len(node):
            return None
        inner = replaced(node[int(token)], rest)
        return None if inner is None else node[: int(token)] + [inner] + node[int(token) + 1 :]
    if not isinstance(node, dict) or token not in node:
        return None
    inner = replaced(node[token], rest)
    return None if inner is None else {**node, token: inner}


def mask_volatile(tools, pointers):
    tools = list(tools)
    for pointer, name, tokens in read_pointers(pointers):
        at = next((i for i, t in enumerate(tools) if isinstance(t, dict) and t.get("name") == name), None)
        inner = None if at is None else replaced(tools[at], tokens)
        if inner is None:
            raise Refused("INVALID_INPUT", f"volatile pointer {pointer!r} matches no value")
        tools[at] = inner
    return tools


# ---------------------------------------------------------------------------------------------------------
# The digests


def keyed(entries, key, malformed, duplicate):
    """entries (a list of objects, each with a non-empty string `key`) as {key: entry}."""
    if not isinstance(entries, list):
        raise Refused(malformed, "not an array")
    out = {}
    for i, e in enumerate(entries):
        if not isinstance(e, dict) or not isinstance(e.get(key), str) or e[key] == "":
            raise Refused(malformed, f"[{i}] has no non-empty string {key}")
        if e[key] in out:
            raise Refused(duplicate, f"two entries with {key} {e[key]!r}")
        out[e[key]] = e
    return out


def surface_digests(tools, instructions=None, prompts=None, resource_templates=None, volatile=None):
    """Every digest of a server's surface (docs/formats.md), as a dict named as toolseal names them."""
    if volatile:
        tools = mask_volatile(tools, volatile)
    by_name = keyed(tools, "name", "MALFORMED_TOOL", "DUPLICATE_TOOL_NAME")
    surfaces = {name: {f: t[f] for f in SURFACE_FIELDS if f in t} for name, t in by_name.items()}
    manifest = jcs(surfaces)
    if instructions is not None and not isinstance(instructions, str):
        raise Refused("INVALID_INPUT", "instructions is not a string")
    prompt_entries = keyed(prompts or [], "name", "MALFORMED_PROMPT", "DUPLICATE_PROMPT_NAME")
    template_entries = keyed(resource_templates or [], "uriTemplate", "MALFORMED_RESOURCE_TEMPLATE", "DUPLICATE_RESOURCE_TEMPLATE")

    def entry_digests(entries):
        return {k: digest({m: v for m, v in e.items() if m not in UNHASHED_ENTRY_KEYS}) for k, e in sorted(entries.items(), key=lambda kv: utf16_key(kv[0]))}

    out = {
        "manifest": manifest,
        "manifestDigest": "sha256:" + hashlib.sha256(manifest.encode("utf-8")).hexdigest(),
        "toolDigests": {n: digest(s) for n, s in sorted(surfaces.items(), key=lambda kv: utf16_key(kv[0]))},
        "toolFieldDigests": {n: {f: digest(s[f]) for f in sorted(s)} for n, s in sorted(surfaces.items(), key=lambda kv: utf16_key(kv[0]))},
        "instructionsDigest": None if instructions is None else digest(instructions),
        "promptDigests": entry_digests(prompt_entries),
        "resourceTemplateDigests": entry_digests(template_entries),
    }
    out["surfaceDigest"] = digest(
        {
            "manifest": out["manifestDigest"],
            "instructions": out["instructionsDigest"],
            "prompts": out["promptDigests"],
            "resourceTemplates": out["resourceTemplateDigests"],
        }
    )
    return out


def refusal_or(compute):
    try:
        return compute()
    except Refused as e:
        return {"error": e.code}


def vector_case(case):
    """What this implementation gives for one case of surfaces.json."""
    i = case["input"]
    rounded = i.get("numbers") == "rounded"

    def compute():
        parts = {k: read_json(i[k], rounded) for k in ("tools", "instructions", "prompts", "resourceTemplates") if k in i}
        return surface_digests(parts["tools"], parts.get("instructions"), parts.get("prompts"), parts.get("resourceTemplates"), i.get("volatile"))

    return refusal_or(compute)


def jcs_case(case):
    return refusal_or(lambda: {"canonical": jcs(read_json(case["input"]))})


def run_vectors(path):
    with open(path, encoding="utf-8") as f:
        vectors = json.load(f)
    return {
        "surfaces": {c["name"]: vector_case(c) for c in vectors["surfaces"]},
        "jcs": {c["name"]: jcs_case(c) for c in vectors["jcs"]},
    }, vectors


def read_file(path):
    with open(path, "rb") as f:
        data = f.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise Refused("INVALID_INPUT", f"not UTF-8 at byte {e.start}") from None


def jcs_file(path):
    """The canonical form of a JSON file (an input of the RFC 8785 conformance vectors)."""
    return refusal_or(lambda: {"canonical": jcs(read_json(read_file(path)))})


def histor_cases(path):
    """The tool and manifest digests of each case of digests.json (its tools are JSON, not JSON text)."""
    doc = read_json(read_file(path))
    return {c["name"]: refusal_or(lambda c=c: {k: v for k, v in surface_digests(c["tools"]).items() if k in ("toolDigests", "manifestDigest")}) for c in doc["cases"]}


def file_digests(path, volatile=None, rounded=False):
    """The digests of a tools/list result, a bare tools array or a snapshot file."""

    def compute():
        doc = read_json(read_file(path), rounded)
        if isinstance(doc, list):
            return surface_digests(doc, volatile=volatile)
        if not isinstance(doc, dict) or "tools" not in doc:
            raise Refused("INVALID_INPUT", "neither a tools array nor a document with tools")
        return surface_digests(doc["tools"], doc.get("instructions"), doc.get("prompts"), doc.get("resourceTemplates"), volatile)

    return refusal_or(compute)


def main(argv):
    sys.setrecursionlimit(20000)  # canonicalizing 1000 levels recurses 1000 deep, twice over
    volatile, vectors, files, check, as_json, rounded = [], [], [], [], False, False
    jcs_files, histor = [], []
    args = iter(argv)
    for a in args:
        if a == "--volatile":
            volatile.append(next(args))
        elif a == "--jcs":
            jcs_files.append(next(args))
        elif a == "--histor":
            histor.append(next(args))
        elif a == "--vectors":
            vectors.append(next(args))
        elif a == "--check":
            check.append(next(args))
        elif a == "--numbers":
            rounded = next(args) == "rounded"
        elif a == "--json":
            as_json = True
        else:
            files.append(a)
    failures = 0
    for path in check:
        got, expected = run_vectors(path)
        for section in ("surfaces", "jcs"):
            for c in expected[section]:
                if got[section][c["name"]] != c["expect"]:
                    failures += 1
                    print(f"FAIL {section} {c['name']}")
        print(f"{path}: {len(expected['surfaces']) + len(expected['jcs'])} cases, {failures} failed")
    if as_json:
        out = {
            "vectors": {p: run_vectors(p)[0] for p in vectors},
            "files": {p: file_digests(p, volatile, rounded) for p in files},
            "jcs": {p: jcs_file(p) for p in jcs_files},
            "histor": {p: histor_cases(p) for p in histor},
        }
        sys.stdout.write(json.dumps(out, ensure_ascii=True) + "\n")
    elif files:
        for p in files:
            sys.stdout.write(json.dumps(file_digests(p, volatile, rounded), ensure_ascii=True, indent=2) + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);

// src/core/errors.ts
var EXIT = {
  OK: 0,
  CHECK_FAILED: 1,
  INVALID_INPUT: 2,
  PRIVILEGE_WIDENING: 3,
  SNAPSHOT_INCOMPLETE: 4
};
var ERROR_CODES = {
  // usage and input (2)
  USAGE: EXIT.INVALID_INPUT,
  IO_ERROR: EXIT.INVALID_INPUT,
  INVALID_JSON: EXIT.INVALID_INPUT,
  INVALID_INPUT: EXIT.INVALID_INPUT,
  NOT_CANONICALIZABLE: EXIT.INVALID_INPUT,
  DUPLICATE_JSON_MEMBER: EXIT.INVALID_INPUT,
  DUPLICATE_TOOL_NAME: EXIT.INVALID_INPUT,
  MALFORMED_TOOL: EXIT.INVALID_INPUT,
  INVALID_SNAPSHOT: EXIT.INVALID_INPUT,
  INVALID_CONFIG: EXIT.INVALID_INPUT,
  INVALID_LOCK: EXIT.INVALID_INPUT,
  INVALID_BUNDLE: EXIT.INVALID_INPUT,
  INVALID_TRUSTED_ROOT: EXIT.INVALID_INPUT,
  INVALID_STATEMENT_INPUT: EXIT.INVALID_INPUT,
  IDENTITY_TOKEN_MISSING: EXIT.INVALID_INPUT,
  // a check failed (1)
  SURFACE_CHANGED: EXIT.CHECK_FAILED,
  LOCK_WOULD_CHANGE: EXIT.CHECK_FAILED,
  SIGNATURE_INVALID: EXIT.CHECK_FAILED,
  UNTRUSTED_SIGNER: EXIT.CHECK_FAILED,
  ISSUER_MISMATCH: EXIT.CHECK_FAILED,
  NAMESPACE_MISMATCH: EXIT.CHECK_FAILED,
  STATEMENT_INVALID: EXIT.CHECK_FAILED,
  SERVER_NAME_MISMATCH: EXIT.CHECK_FAILED,
  REVISION_ROLLBACK: EXIT.CHECK_FAILED,
  DIGEST_MISMATCH: EXIT.CHECK_FAILED,
  SIGNING_FAILED: EXIT.CHECK_FAILED,
  GITHUB_API_ERROR: EXIT.CHECK_FAILED,
  COMMENT_NOT_PERMITTED: EXIT.CHECK_FAILED,
  // privilege widening (3)
  PRIVILEGE_WIDENING: EXIT.PRIVILEGE_WIDENING,
  // the server could not be snapshotted completely (4)
  SNAPSHOT_INCOMPLETE: EXIT.SNAPSHOT_INCOMPLETE
};
var ToolsealError = class extends Error {
  code;
  constructor(code, message, options) {
    super(oneLine(message), options);
    this.name = "ToolsealError";
    this.code = code;
  }
  get exitCode() {
    return ERROR_CODES[this.code];
  }
};
function isToolsealError(e, code) {
  return e instanceof ToolsealError && (code === void 0 || e.code === code);
}
function exitCodeOf(code) {
  return ERROR_CODES[code];
}
function oneLine(text) {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
}

// src/core/json-path.ts
function pathString(segments) {
  let out = "$";
  for (const s of segments) {
    if (typeof s === "number") out += `[${s}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s)) out += `.${s}`;
    else out += `[${JSON.stringify(s)}]`;
  }
  return out;
}
function jsonPointer(segments) {
  return segments.map((s) => "/" + String(s).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

// src/core/jcs.ts
var MAX_DEPTH = 1e3;
var Refusal = class {
  constructor(reason) {
    this.reason = reason;
  }
  reason;
  path = [];
};
function canonicalize(value) {
  try {
    return serialize(value, 0);
  } catch (e) {
    if (e instanceof Refusal) {
      throw new ToolsealError("NOT_CANONICALIZABLE", `cannot canonicalize ${pathString(e.path.reverse())}: ${e.reason}`);
    }
    throw e;
  }
}
function canonicalString(s) {
  try {
    return quote(s);
  } catch (e) {
    if (e instanceof Refusal) {
      throw new ToolsealError("NOT_CANONICALIZABLE", `cannot canonicalize string ${JSON.stringify(s.slice(0, 40))}: ${e.reason}`);
    }
    throw e;
  }
}
var NEEDS_CARE = /["\\\u0000-\u001f\ud800-\udfff]/;
var MEMBER_NAMES = /* @__PURE__ */ new Map();
function quote(s, what = "string") {
  if (!NEEDS_CARE.test(s)) return '"' + s + '"';
  if (!s.isWellFormed()) throw new Refusal(`lone surrogate in ${what}`);
  return JSON.stringify(s);
}
function serialize(v, depth) {
  switch (typeof v) {
    case "string":
      return quote(v);
    case "number":
      if (!Number.isFinite(v)) throw new Refusal(`non-finite number ${String(v)}`);
      return String(v);
    case "boolean":
      return v ? "true" : "false";
    case "object":
      if (v === null) return "null";
      if (depth >= MAX_DEPTH) throw new Refusal(`nesting deeper than ${MAX_DEPTH}`);
      return Array.isArray(v) ? serializeArray(v, depth + 1) : serializeObject(v, depth + 1);
    default:
      throw new Refusal(`${typeof v} is not JSON`);
  }
}
function serializeArray(a, depth) {
  if (Object.getPrototypeOf(a) !== Array.prototype) throw new Refusal("array subclass is not plain JSON");
  let out = "[";
  for (let i = 0; i < a.length; i++) {
    try {
      if (!(i in a)) throw new Refusal("sparse array (hole)");
      out += (i === 0 ? "" : ",") + serialize(a[i], depth);
    } catch (e) {
      if (e instanceof Refusal) e.path.push(i);
      throw e;
    }
  }
  return out + "]";
}
function serializeObject(o, depth) {
  const proto = Object.getPrototypeOf(o);
  if (proto !== Object.prototype && proto !== null) {
    throw new Refusal(`${proto?.constructor?.name ?? "non-plain"} object is not plain JSON`);
  }
  if (Object.getOwnPropertySymbols(o).length > 0) throw new Refusal("symbol-keyed property");
  const keys = Object.keys(o);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1] > keys[i]) {
      keys.sort();
      break;
    }
  }
  let out = "{";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    try {
      let name = MEMBER_NAMES.get(k);
      if (name === void 0) {
        name = quote(k, "member name") + ":";
        if (MEMBER_NAMES.size < 4096) MEMBER_NAMES.set(k, name);
      }
      out += (i === 0 ? "" : ",") + name + serialize(o[k], depth);
    } catch (e) {
      if (e instanceof Refusal) e.path.push(k);
      throw e;
    }
  }
  return out + "}";
}

// src/core/json-text.ts
var UTF8 = new TextDecoder("utf-8", { fatal: true });
function decodeUtf8(bytes, source, code = "INVALID_INPUT") {
  try {
    return UTF8.decode(bytes);
  } catch (e) {
    throw new ToolsealError(code, `${source}: not valid UTF-8 text`, { cause: e });
  }
}
function parseJsonStrict(text, source) {
  const stripped = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  const { members, tooDeepAt, escapedName } = scanStructure(stripped);
  if (tooDeepAt >= 0) {
    throw new ToolsealError("NOT_CANONICALIZABLE", `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${tooDeepAt}`);
  }
  if (escapedName) return parseJsonExact(stripped, source);
  let value;
  try {
    value = JSON.parse(stripped);
  } catch (e) {
    throw new ToolsealError("INVALID_JSON", `${source}: invalid JSON: ${e.message}`, { cause: e });
  }
  if (countKeys(value) !== members) {
    const dup = findDuplicateMember(stripped);
    throw new ToolsealError(
      "DUPLICATE_JSON_MEMBER",
      dup ? `${source}: duplicate member name ${JSON.stringify(dup.name)} in the object at ${pathString(dup.path)} (offset ${dup.offset})` : `${source}: duplicate member name`
    );
  }
  return value;
}
function scanStructure(text) {
  const n = text.length;
  let members = 0;
  let depth = 0;
  let escapedName = false;
  let nextBackslash = text.indexOf("\\");
  let lastStringEscaped = false;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let j = i + 1;
      for (; ; ) {
        j = text.indexOf('"', j);
        if (j < 0) return { members, tooDeepAt: -1, escapedName: true };
        let k = j - 1;
        while (text.charCodeAt(k) === 92) k--;
        if ((j - 1 - k) % 2 === 0) break;
        j++;
      }
      lastStringEscaped = nextBackslash >= 0 && nextBackslash < j;
      if (lastStringEscaped) nextBackslash = text.indexOf("\\", j + 1);
      i = j + 1;
      continue;
    }
    if (c === 58) {
      members++;
      if (lastStringEscaped) escapedName = true;
    } else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) return { members, tooDeepAt: i, escapedName };
    } else if (c === 125 || c === 93) depth--;
    i++;
  }
  return { members, tooDeepAt: -1, escapedName };
}
var NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
var PLAIN_STRING_BREAKERS = /[\\\u0000-\u001f]/;
function parseJsonExact(text, source) {
  const n = text.length;
  let i = 0;
  const path = [];
  const fail = (what) => {
    throw new ToolsealError("INVALID_JSON", `${source}: invalid JSON: ${what} at offset ${i}`);
  };
  const ws = () => {
    for (; ; ) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else return;
    }
  };
  const string = () => {
    const start = i;
    let j = i + 1;
    for (; ; ) {
      j = text.indexOf('"', j);
      if (j < 0) return fail("unterminated string");
      let k = j - 1;
      while (text.charCodeAt(k) === 92) k--;
      if ((j - 1 - k) % 2 === 0) break;
      j++;
    }
    const body = text.slice(start + 1, j);
    if (!PLAIN_STRING_BREAKERS.test(body)) {
      i = j + 1;
      return body;
    }
    try {
      const s = JSON.parse(text.slice(start, j + 1));
      i = j + 1;
      return s;
    } catch {
      return fail("bad string (a raw control character or an invalid escape)");
    }
  };
  const value = (depth) => {
    ws();
    const c = text.charCodeAt(i);
    if (c === 123 || c === 91) {
      if (depth >= MAX_DEPTH) {
        throw new ToolsealError("NOT_CANONICALIZABLE", `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${i}`);
      }
      i++;
      ws();
      if (c === 91) {
        const arr = [];
        if (text.charCodeAt(i) === 93) {
          i++;
          return arr;
        }
        for (; ; ) {
          path.push(arr.length);
          arr.push(value(depth + 1));
          path.pop();
          ws();
          const d = text.charCodeAt(i);
          if (d === 93) {
            i++;
            return arr;
          }
          if (d !== 44) fail("expected ',' or ']'");
          i++;
        }
      }
      const obj = {};
      if (text.charCodeAt(i) === 125) {
        i++;
        return obj;
      }
      const seen = /* @__PURE__ */ new Set();
      for (; ; ) {
        ws();
        if (text.charCodeAt(i) !== 34) fail("expected a member name");
        const at = i;
        const name = string();
        if (seen.has(name)) {
          throw new ToolsealError(
            "DUPLICATE_JSON_MEMBER",
            `${source}: duplicate member name ${JSON.stringify(name)} in the object at ${pathString(path)} (offset ${at})`
          );
        }
        seen.add(name);
        ws();
        if (text.charCodeAt(i) !== 58) fail("expected ':'");
        i++;
        path.push(name);
        const v = value(depth + 1);
        path.pop();
        if (name === "__proto__") Object.defineProperty(obj, name, { value: v, writable: true, enumerable: true, configurable: true });
        else obj[name] = v;
        ws();
        const d = text.charCodeAt(i);
        if (d === 125) {
          i++;
          return obj;
        }
        if (d !== 44) fail("expected ',' or '}'");
        i++;
      }
    }
    if (c === 34) return string();
    if (c === 116 && text.startsWith("true", i)) {
      i += 4;
      return true;
    }
    if (c === 102 && text.startsWith("false", i)) {
      i += 5;
      return false;
    }
    if (c === 110 && text.startsWith("null", i)) {
      i += 4;
      return null;
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      i += m[0].length;
      return Number(m[0]);
    }
    return fail(i >= n ? "unexpected end" : `unexpected character ${JSON.stringify(text[i])}`);
  };
  const result = value(0);
  ws();
  if (i < n) fail("unexpected text after the value");
  return result;
}
function countKeys(root) {
  let count = 0;
  const stack = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x = v[i];
        if (typeof x === "object" && x !== null) stack.push(x);
      }
    } else {
      for (const k in v) {
        count++;
        const x = v[k];
        if (typeof x === "object" && x !== null) stack.push(x);
      }
    }
  }
  return count;
}
function findDuplicateMember(text) {
  let i = 0;
  const path = [];
  const ws = () => {
    while (i < text.length && " 	\n\r".includes(text[i])) i++;
  };
  const str = () => {
    const start = i;
    i++;
    for (; ; ) {
      const c = text[i];
      if (c === "\\") i += 2;
      else if (c === '"') break;
      else if (c === void 0) break;
      else i++;
    }
    i++;
    return JSON.parse(text.slice(start, i));
  };
  const value = () => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      const seen = /* @__PURE__ */ new Set();
      ws();
      if (text[i] === "}") {
        i++;
        return null;
      }
      for (; ; ) {
        ws();
        const at = i;
        const name = str();
        if (seen.has(name)) return { name, path: [...path], offset: at };
        seen.add(name);
        ws();
        i++;
        path.push(name);
        const d = value();
        if (d) return d;
        path.pop();
        ws();
        if (text[i++] === "}") return null;
      }
    }
    if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return null;
      }
      for (let idx = 0; ; idx++) {
        path.push(idx);
        const d = value();
        if (d) return d;
        path.pop();
        ws();
        if (text[i++] === "]") return null;
      }
    }
    if (c === '"') {
      str();
      return null;
    }
    while (i < text.length && !",]} 	\n\r".includes(text[i])) i++;
    return null;
  };
  return value();
}

export {
  EXIT,
  ERROR_CODES,
  ToolsealError,
  isToolsealError,
  exitCodeOf,
  oneLine,
  jsonPointer,
  MAX_DEPTH,
  canonicalize,
  canonicalString,
  decodeUtf8,
  parseJsonStrict
};

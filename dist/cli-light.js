#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/core/errors.ts
function placedError(e, where) {
  return new ToolsealError(e.code, `${where}: ${e.message}`, { cause: e });
}
function oneLine(text) {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
}
function osErrorText(e) {
  const err = e;
  const code = typeof err?.code === "string" ? err.code : void 0;
  if (code !== void 0) return Object.hasOwn(OS_ERROR_TEXT, code) ? OS_ERROR_TEXT[code] : code;
  return typeof err?.message === "string" ? err.message : String(e);
}
var EXIT, EXIT_SEVERITY, ERROR_CODES, ToolsealError, OS_ERROR_TEXT;
var init_errors = __esm({
  "src/core/errors.ts"() {
    "use strict";
    EXIT = {
      OK: 0,
      CHECK_FAILED: 1,
      INVALID_INPUT: 2,
      PRIVILEGE_WIDENING: 3,
      SNAPSHOT_INCOMPLETE: 4
    };
    EXIT_SEVERITY = [
      EXIT.PRIVILEGE_WIDENING,
      EXIT.SNAPSHOT_INCOMPLETE,
      EXIT.INVALID_INPUT,
      EXIT.CHECK_FAILED,
      EXIT.OK
    ];
    ERROR_CODES = {
      // usage and input (2)
      USAGE: EXIT.INVALID_INPUT,
      IO_ERROR: EXIT.INVALID_INPUT,
      INVALID_JSON: EXIT.INVALID_INPUT,
      INVALID_INPUT: EXIT.INVALID_INPUT,
      NOT_CANONICALIZABLE: EXIT.INVALID_INPUT,
      DUPLICATE_JSON_MEMBER: EXIT.INVALID_INPUT,
      DUPLICATE_TOOL_NAME: EXIT.INVALID_INPUT,
      MALFORMED_TOOL: EXIT.INVALID_INPUT,
      DUPLICATE_PROMPT_NAME: EXIT.INVALID_INPUT,
      MALFORMED_PROMPT: EXIT.INVALID_INPUT,
      DUPLICATE_RESOURCE_TEMPLATE: EXIT.INVALID_INPUT,
      MALFORMED_RESOURCE_TEMPLATE: EXIT.INVALID_INPUT,
      INVALID_SNAPSHOT: EXIT.INVALID_INPUT,
      INVALID_CONFIG: EXIT.INVALID_INPUT,
      INVALID_LOCK: EXIT.INVALID_INPUT,
      INVALID_BUNDLE: EXIT.INVALID_INPUT,
      INVALID_TRUSTED_ROOT: EXIT.INVALID_INPUT,
      INVALID_STATEMENT_INPUT: EXIT.INVALID_INPUT,
      INVALID_SERVER_NAME: EXIT.INVALID_INPUT,
      /** A server's surface holds one of its own secret values (it echoes a token or an env value): nothing is written. */
      SECRET_IN_SURFACE: EXIT.INVALID_INPUT,
      IDENTITY_TOKEN_MISSING: EXIT.INVALID_INPUT,
      // a check failed (1)
      SURFACE_CHANGED: EXIT.CHECK_FAILED,
      NOT_PINNED: EXIT.CHECK_FAILED,
      /** The guard: a `tools/call` or `prompts/get` naming an entry the approved list does not hold. */
      NOT_LISTED: EXIT.CHECK_FAILED,
      LOCK_WOULD_CHANGE: EXIT.CHECK_FAILED,
      SIGNATURE_INVALID: EXIT.CHECK_FAILED,
      UNTRUSTED_SIGNER: EXIT.CHECK_FAILED,
      ISSUER_MISMATCH: EXIT.CHECK_FAILED,
      NAMESPACE_MISMATCH: EXIT.CHECK_FAILED,
      STATEMENT_INVALID: EXIT.CHECK_FAILED,
      SERVER_NAME_MISMATCH: EXIT.CHECK_FAILED,
      REVISION_ROLLBACK: EXIT.CHECK_FAILED,
      DIGEST_MISMATCH: EXIT.CHECK_FAILED,
      /** `verify --artifact`: the artifact is not a subject of the signed surface (or an npm tarball is not its integrity). */
      ARTIFACT_MISMATCH: EXIT.CHECK_FAILED,
      /** A configured server's launcher (`npx -y pkg`, `pkg@latest`, an image tag) names no exact version: blocked under `--on-change fail`. */
      UNPINNED_PACKAGE: EXIT.CHECK_FAILED,
      /** A configured server's command line cannot be read as the platform runs it (an unknown launcher option, a shell expansion where the package is named): warned, blocked under `--on-change fail`. */
      UNREADABLE_LAUNCHER: EXIT.CHECK_FAILED,
      NOT_SIGNED: EXIT.CHECK_FAILED,
      /** `--on-change signed`: a pinned surface changed and no verified statement makes the change a signed upgrade. */
      UNSIGNED_CHANGE: EXIT.CHECK_FAILED,
      SIGNING_FAILED: EXIT.CHECK_FAILED,
      GITHUB_API_ERROR: EXIT.CHECK_FAILED,
      COMMENT_NOT_PERMITTED: EXIT.CHECK_FAILED,
      // privilege widening (3)
      PRIVILEGE_WIDENING: EXIT.PRIVILEGE_WIDENING,
      // the server could not be snapshotted completely (4)
      SNAPSHOT_INCOMPLETE: EXIT.SNAPSHOT_INCOMPLETE,
      /** A server behind OAuth could not be authorized (not approved in time, denied, refused token). */
      OAUTH_FAILED: EXIT.SNAPSHOT_INCOMPLETE,
      /** `lock`: a server's listings differ between starts at values `--volatile` does not name (each such pointer is named). */
      VOLATILE_SURFACE: EXIT.SNAPSHOT_INCOMPLETE
    };
    ToolsealError = class extends Error {
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
    OS_ERROR_TEXT = {
      ENOENT: "no such file or directory",
      EACCES: "permission denied",
      EPERM: "operation not permitted",
      EINVAL: "invalid argument",
      EISDIR: "is a folder, not a file",
      ENOTDIR: "a part of the path is not a folder",
      EEXIST: "already exists",
      ENOTEMPTY: "the folder is not empty",
      EROFS: "read-only file system",
      ENOSPC: "no space left on the device",
      EDQUOT: "disk quota exceeded",
      EMFILE: "too many open files",
      ENAMETOOLONG: "the name is too long",
      ELOOP: "too many symbolic links",
      EBUSY: "the file is busy",
      EPIPE: "the reader closed the pipe",
      ECONNREFUSED: "connection refused",
      ECONNRESET: "connection reset by the other side",
      ETIMEDOUT: "the connection timed out",
      ENOTFOUND: "no such host",
      EAI_AGAIN: "the host name could not be resolved (temporary failure)",
      EHOSTUNREACH: "the host is unreachable",
      ENETUNREACH: "the network is unreachable"
    };
  }
});

// src/core/json/json-path.ts
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
var init_json_path = __esm({
  "src/core/json/json-path.ts"() {
    "use strict";
  }
});

// src/core/json/jcs.ts
function canonicalize(value) {
  const w = new CanonicalWriter(256);
  w.value(value);
  return w.text();
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
function quote(s, what = "string") {
  if (!NEEDS_CARE.test(s)) return '"' + s + '"';
  if (!s.isWellFormed()) throw new Refusal(`lone surrogate in ${what}`);
  return JSON.stringify(s);
}
function sortKeys(keys) {
  if (keys.length > 16) {
    keys.sort();
    return;
  }
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i];
    let j = i - 1;
    if (keys[j] <= k) continue;
    while (j >= 0 && keys[j] > k) {
      keys[j + 1] = keys[j];
      j--;
    }
    keys[j + 1] = k;
  }
}
var MAX_DEPTH, Refusal, NEEDS_CARE, SHORT_ESCAPES, HEX, utf8Write, MEMBER_NAMES, CanonicalWriter;
var init_jcs = __esm({
  "src/core/json/jcs.ts"() {
    "use strict";
    init_errors();
    init_json_path();
    MAX_DEPTH = 1e3;
    Refusal = class {
      constructor(reason) {
        this.reason = reason;
      }
      reason;
      path = [];
    };
    NEEDS_CARE = /["\\\u0000-\u001f\ud800-\udfff]/;
    SHORT_ESCAPES = new Uint8Array(32);
    SHORT_ESCAPES[8] = 98;
    SHORT_ESCAPES[9] = 116;
    SHORT_ESCAPES[10] = 110;
    SHORT_ESCAPES[12] = 102;
    SHORT_ESCAPES[13] = 114;
    HEX = Buffer.from("0123456789abcdef", "latin1");
    utf8Write = Buffer.prototype.utf8Write ?? function(s, offset) {
      return this.write(s, offset, "utf8");
    };
    MEMBER_NAMES = /* @__PURE__ */ new Map();
    CanonicalWriter = class {
      constructor(initialSize = 1 << 16, escapeLoneSurrogates = false) {
        this.escapeLoneSurrogates = escapeLoneSurrogates;
        this.buf = Buffer.allocUnsafe(initialSize);
      }
      escapeLoneSurrogates;
      buf;
      /** The number of bytes written since the last {@link reset}. */
      length = 0;
      /** Starts over (the buffer is kept). */
      reset() {
        this.length = 0;
      }
      /** The bytes written from `start` (default 0) to now: a view, valid until the next write or reset. */
      bytes(start = 0) {
        return this.buf.subarray(start, this.length);
      }
      /** The bytes written, as text. */
      text() {
        return this.buf.toString("utf8", 0, this.length);
      }
      /** Writes ASCII text as is (a structural piece the caller composes, like `{"name":`). */
      ascii(s) {
        this.room(s.length);
        const buf = this.buf;
        let at = this.length;
        for (let i = 0; i < s.length; i++) buf[at++] = s.charCodeAt(i);
        this.length = at;
      }
      /** Writes text as UTF-8, as is (a canonical piece the caller made, like a quoted member name). */
      utf8(s) {
        this.room(s.length * 3);
        this.length += utf8Write.call(this.buf, s, this.length);
      }
      /** Copies bytes[start, end) as they are (canonical bytes written before). */
      copy(bytes, start, end) {
        const n = end - start;
        this.room(n);
        const buf = this.buf;
        if (n <= 64) {
          let at = this.length;
          for (let i = start; i < end; i++) buf[at++] = bytes[i];
        } else buf.set(bytes.subarray(start, end), this.length);
        this.length += n;
      }
      /** Writes the canonical bytes of a value (`NOT_CANONICALIZABLE` when it has none). */
      value(v) {
        try {
          this.write(v, 0);
        } catch (e) {
          if (e instanceof Refusal) {
            throw new ToolsealError("NOT_CANONICALIZABLE", `cannot canonicalize ${pathString(e.path.reverse())}: ${e.reason}`);
          }
          throw e;
        }
      }
      room(n) {
        if (this.length + n <= this.buf.length) return;
        let size = this.buf.length * 2;
        while (size < this.length + n) size *= 2;
        const next = Buffer.allocUnsafe(size);
        this.buf.copy(next, 0, 0, this.length);
        this.buf = next;
      }
      byte(b) {
        if (this.length === this.buf.length) this.room(1);
        this.buf[this.length++] = b;
      }
      string(s, what = "string") {
        if (NEEDS_CARE.test(s)) {
          if (!s.isWellFormed()) {
            if (!this.escapeLoneSurrogates) throw new Refusal(`lone surrogate in ${what}`);
            const text = JSON.stringify(s);
            this.room(text.length * 3);
            this.length += utf8Write.call(this.buf, text, this.length);
            return;
          }
          this.escaped(s);
          return;
        }
        this.room(s.length * 3 + 2);
        this.buf[this.length++] = 34;
        this.length += utf8Write.call(this.buf, s, this.length);
        this.buf[this.length++] = 34;
      }
      /**
       * A well-formed string that needs escapes, escaped as JSON.stringify does (RFC 8785 \u{a7}3.2.2.2): written
       * byte by byte while it is ASCII (no escaped copy of the string made), the rest from the first other
       * code unit on through JSON.stringify.
       */
      escaped(s) {
        this.room(s.length * 6 + 2);
        const buf = this.buf;
        let at = this.length;
        buf[at++] = 34;
        let i = 0;
        for (; i < s.length; i++) {
          const c = s.charCodeAt(i);
          if (c >= 128) break;
          if (c === 34 || c === 92) {
            buf[at++] = 92;
            buf[at++] = c;
          } else if (c >= 32) buf[at++] = c;
          else {
            buf[at++] = 92;
            const short = SHORT_ESCAPES[c];
            if (short !== 0) buf[at++] = short;
            else {
              buf[at++] = 117;
              buf[at++] = 48;
              buf[at++] = 48;
              buf[at++] = HEX[c >> 4];
              buf[at++] = HEX[c & 15];
            }
          }
        }
        if (i === s.length) {
          buf[at++] = 34;
          this.length = at;
          return;
        }
        const rest = JSON.stringify(s.slice(i));
        this.length = at;
        this.room(rest.length * 3);
        this.length += utf8Write.call(this.buf, rest.slice(1), this.length);
      }
      write(v, depth) {
        switch (typeof v) {
          case "string":
            return this.string(v);
          case "number":
            if (!Number.isFinite(v)) throw new Refusal(`non-finite number ${String(v)}`);
            return this.ascii(String(v));
          case "boolean":
            return this.ascii(v ? "true" : "false");
          case "object":
            if (v === null) return this.ascii("null");
            if (depth >= MAX_DEPTH) throw new Refusal(`nesting deeper than ${MAX_DEPTH}`);
            return Array.isArray(v) ? this.array(v, depth + 1) : this.object(v, depth + 1);
          default:
            throw new Refusal(`${typeof v} is not JSON`);
        }
      }
      array(a, depth) {
        if (Object.getPrototypeOf(a) !== Array.prototype) throw new Refusal("array subclass is not plain JSON");
        this.byte(
          91
          /* [ */
        );
        for (let i = 0; i < a.length; i++) {
          try {
            if (!(i in a)) throw new Refusal("sparse array (hole)");
            if (i > 0) this.byte(
              44
              /* , */
            );
            this.write(a[i], depth);
          } catch (e) {
            if (e instanceof Refusal) e.path.push(i);
            throw e;
          }
        }
        this.byte(
          93
          /* ] */
        );
      }
      object(o, depth) {
        const proto = Object.getPrototypeOf(o);
        if (proto !== Object.prototype && proto !== null) {
          throw new Refusal(`${proto?.constructor?.name ?? "non-plain"} object is not plain JSON`);
        }
        if (Object.getOwnPropertySymbols(o).length > 0) throw new Refusal("symbol-keyed property");
        const keys = Object.keys(o);
        sortKeys(keys);
        this.byte(
          123
          /* { */
        );
        for (let i = 0; i < keys.length; i++) {
          const k = keys[i];
          try {
            if (i > 0) this.byte(
              44
              /* , */
            );
            const name = MEMBER_NAMES.get(k);
            if (name !== void 0) {
              this.room(name.length);
              const buf = this.buf;
              let at = this.length;
              for (let j = 0; j < name.length; j++) buf[at++] = name[j];
              this.length = at;
            } else {
              const start = this.length;
              this.string(k, "member name");
              this.byte(
                58
                /* : */
              );
              if (MEMBER_NAMES.size < 4096 && this.length - start <= 64 && (!this.escapeLoneSurrogates || k.isWellFormed()))
                MEMBER_NAMES.set(k, Uint8Array.prototype.slice.call(this.buf, start, this.length));
            }
            this.write(o[k], depth);
          } catch (e) {
            if (e instanceof Refusal) e.path.push(k);
            throw e;
          }
        }
        this.byte(
          125
          /* } */
        );
      }
    };
  }
});

// src/core/json/json-numbers.ts
function isExactNumberLiteral(literal) {
  const d = Number(literal);
  if (!Number.isFinite(d)) return false;
  const written = decimalOf(literal.charCodeAt(0) === 45 ? literal.slice(1) : literal);
  if (written.digits === "") return true;
  if (d === 0) return false;
  if (written.exponent < 0 && written.digits.length <= MAX_FRACTION_DIGITS && Math.abs(d) >= MIN_NORMAL) return true;
  const shortest = decimalOf(String(Math.abs(d)));
  return written.digits === shortest.digits && written.exponent === shortest.exponent;
}
function decimalOf(s) {
  let e = s.indexOf("e");
  if (e < 0) e = s.indexOf("E");
  let exponent = e < 0 ? 0 : Number(s.slice(e + 1));
  const mantissa = e < 0 ? s : s.slice(0, e);
  const dot = mantissa.indexOf(".");
  const all = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  if (dot >= 0) exponent -= mantissa.length - dot - 1;
  let a = 0;
  while (a < all.length && all.charCodeAt(a) === 48) a++;
  let b = all.length;
  while (b > a && all.charCodeAt(b - 1) === 48) {
    b--;
    exponent++;
  }
  return { digits: all.slice(a, b), exponent: a === b ? 0 : exponent };
}
function isNumberChar(c) {
  return c >= 48 && c <= 57 || c === 46 || c === 101 || c === 69 || c === 43 || c === 45;
}
function numberLiteralAt(text, at) {
  let j = at;
  while (j < text.length && isNumberChar(text.charCodeAt(j))) j++;
  return text.slice(at, j);
}
function inexactNumber(source, literal, at, place) {
  const shown = literal.length > 40 ? literal.slice(0, 40) + "\u2026" : literal;
  return new ToolsealError(
    "NOT_CANONICALIZABLE",
    `${source}: the number ${shown} ${place === void 0 ? "" : `at ${place} `}(offset ${at}) cannot be held exactly by a double (it reads as ${String(Number(literal))}); refused rather than rounded (${ROUND_FLAG} pins it as RFC 8785 reads it)`
  );
}
function inexactInTool(e, slice, rangePath, numberPath) {
  if (!(e instanceof ToolsealError)) return e;
  const n = rangePath.length;
  const toolPath = n >= 2 && rangePath[n - 2] === "tools" && typeof rangePath[n - 1] === "number" ? rangePath : toolPathOf(numberPath, n);
  if (toolPath === void 0) return e;
  let name;
  try {
    let v = JSON.parse(slice);
    for (const key of toolPath.slice(n)) v = v?.[key];
    name = v?.name;
  } catch {
    name = void 0;
  }
  const prefix = jsonPointer(toolPath);
  const tool = typeof name === "string" ? `tool ${JSON.stringify(name.length > 80 ? name.slice(0, 80) + "\u2026" : name)} (${prefix})` : `the tool at ${prefix}`;
  return new ToolsealError(e.code, e.message.replace(` at ${prefix}`, ` in ${tool} at `).replace(" at  (", " at / ("), { cause: e.cause });
}
function toolPathOf(numberPath, from) {
  if (numberPath === void 0 || from !== 0) return void 0;
  const inTools = (k) => numberPath[k] === "tools" && typeof numberPath[k + 1] === "number";
  if (inTools(0)) return numberPath.slice(0, 2);
  if (numberPath[0] === "result" && inTools(1)) return numberPath.slice(0, 3);
  return void 0;
}
var MAX_FRACTION_DIGITS, MIN_NORMAL, ROUND_FLAG;
var init_json_numbers = __esm({
  "src/core/json/json-numbers.ts"() {
    "use strict";
    init_errors();
    init_json_path();
    MAX_FRACTION_DIGITS = 17;
    MIN_NORMAL = 22250738585072014e-324;
    ROUND_FLAG = "--round-inexact-numbers";
  }
});

// src/core/json/json-exact.ts
function readJsonExact(text, source, at = {
  offset: 0,
  path: [],
  maxDepth: MAX_DEPTH
}, rounded = false) {
  const n = text.length;
  let i = 0;
  const path = [...at.path];
  const fail = (what) => {
    throw new ToolsealError("INVALID_JSON", `${source}: invalid JSON: ${what} at offset ${at.offset + i}`);
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
      if (depth >= at.maxDepth) {
        throw new ToolsealError("NOT_CANONICALIZABLE", `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${at.offset + i}`);
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
        const nameAt = i;
        const name = string();
        if (seen.has(name)) {
          throw new ToolsealError(
            "DUPLICATE_JSON_MEMBER",
            `${source}: duplicate member name ${JSON.stringify(name)} in the object at ${pathString(path)} (offset ${at.offset + nameAt})`
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
      if (!rounded && !isExactNumberLiteral(m[0])) {
        if (at.refused) at.refused.path = [...path];
        throw inexactNumber(source, m[0], at.offset + i, jsonPointer(path));
      }
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
var NUMBER, PLAIN_STRING_BREAKERS;
var init_json_exact = __esm({
  "src/core/json/json-exact.ts"() {
    "use strict";
    init_errors();
    init_jcs();
    init_json_numbers();
    init_json_path();
    NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
    PLAIN_STRING_BREAKERS = /[\\\u0000-\u001f]/;
  }
});

// src/core/json/json-scan.ts
function nextBackslashFrom(text, start, memo) {
  if (memo.from <= start && (memo.at < 0 || memo.at >= start)) return memo.at;
  memo.from = start;
  memo.at = text.indexOf("\\", start);
  return memo.at;
}
function scanStructure(text, start, maxDepth, one, memo = { at: -1, from: text.length + 1 }) {
  const n = text.length;
  let members = 0;
  let depth = 0;
  let escapedName = false;
  let inexactAt = -1;
  let nextBackslash = nextBackslashFrom(text, start, memo);
  let lastStringEscaped = false;
  let i = start;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) {
      i++;
      continue;
    }
    if (c === 34) {
      let j = text.indexOf('"', i + 1);
      if (j >= 0 && text.charCodeAt(j - 1) === 92) {
        let k = j - 1;
        while (text.charCodeAt(k) === 92) k--;
        if ((j - 1 - k) % 2 !== 0) {
          j++;
          for (; ; ) {
            const d = text.charCodeAt(j);
            if (d === 34 || j >= n) break;
            j += d === 92 ? 2 : 1;
          }
          if (j >= n) j = -1;
        }
      }
      if (j < 0) return { end: n, members, tooDeepAt: -1, escapedName: true, inexactAt };
      lastStringEscaped = nextBackslash >= 0 && nextBackslash < j;
      if (lastStringEscaped) nextBackslash = nextBackslashFrom(text, j + 1, memo);
      i = j + 1;
      if (one && depth === 0) break;
      continue;
    }
    if (c === 58) {
      members++;
      if (lastStringEscaped) escapedName = true;
    } else if (c === 123 || c === 91) {
      if (++depth > maxDepth) return { end: n, members, tooDeepAt: i, escapedName, inexactAt };
    } else if (c === 125 || c === 93) {
      if (one && depth === 0) break;
      if (--depth === 0 && one) {
        i++;
        break;
      }
    } else if (c === 45 || c >= 48 && c <= 57) {
      let j = c === 45 ? i + 1 : i;
      let digits = 0;
      let leadingZeros = 0;
      let dot = false;
      let fraction = false;
      let exponent = false;
      for (; ; ) {
        const d = text.charCodeAt(j);
        if (d >= 48 && d <= 57) {
          if (digits > 0 || d !== 48) digits++;
          else if (dot) leadingZeros++;
          if (dot && d !== 48 && !exponent) fraction = true;
        } else if (d === 46) dot = true;
        else if (d === 101 || d === 69 || d === 43 || d === 45) exponent = true;
        else break;
        j++;
      }
      if (inexactAt < 0 && (exponent || leadingZeros >= 300 || digits > 17 || digits > 15 && !fraction) && !isExactNumberLiteral(text.slice(i, j)))
        inexactAt = i;
      i = j;
      if (one && depth === 0) break;
      continue;
    } else if (one && depth === 0 && c === 44) break;
    else if (one && depth === 0 && c >= 97 && c <= 122) {
      while (i < n && text.charCodeAt(i) >= 97 && text.charCodeAt(i) <= 122) i++;
      break;
    }
    i++;
  }
  return { end: i, members, tooDeepAt: -1, escapedName, inexactAt };
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
var init_json_scan = __esm({
  "src/core/json/json-scan.ts"() {
    "use strict";
    init_json_numbers();
  }
});

// src/core/json/json-flat-object.ts
var PlainObject;
var init_json_flat_object = __esm({
  "src/core/json/json-flat-object.ts"() {
    "use strict";
    PlainObject = function() {
    };
    PlainObject.prototype = Object.prototype;
  }
});

// src/core/json/strict-reader.ts
function decodeUtf8(bytes, source, code = "INVALID_INPUT") {
  try {
    return UTF8.decode(bytes);
  } catch (e) {
    if (e.code === "ERR_STRING_TOO_LONG" || e instanceof RangeError && bytes.length > MAX_TEXT_LENGTH) {
      throw new ToolsealError(
        code,
        `${source}: too large (${bytes.length} bytes; a text of at most ${MAX_TEXT_LENGTH} characters can be read)`,
        { cause: e }
      );
    }
    throw new ToolsealError(code, `${source}: not valid UTF-8 text`, { cause: e });
  }
}
function parseJsonStrict(text, source, options = {}) {
  return options.canonical === false ? readValidJson(text, source) : readByNativeParse(text, source, options);
}
function readByNativeParse(text, source, options = {}) {
  const at = options.at;
  const start = at === void 0 && text.charCodeAt(0) === 65279 ? 1 : 0;
  const maxDepth = MAX_DEPTH - (at?.depth ?? 0);
  const scan = scanStructure(text, start, maxDepth, false);
  if (options.exact === true) scan.escapedName = true;
  const value = parseStrictRange(text, start, text.length, source, scan, at?.path ?? [], maxDepth, -1, options.numbers);
  if (options.seen && scan.escapedName) options.seen.escapedName = true;
  return value;
}
function readValidJson(text, source) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ToolsealError("INVALID_JSON", `${source}: invalid JSON: ${e.message}`, { cause: e });
  }
  if (countColons(text) !== countKeys(value)) throw new ToolsealError("DUPLICATE_JSON_MEMBER", `${source}: duplicate member name`);
  return value;
}
function countColons(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) n++;
    else if (c === 34) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
    }
  }
  return n;
}
function parseStrictRange(text, start, end, source, scan, path, maxDepth, index = -1, numbers = "exact") {
  if (scan.tooDeepAt >= 0) {
    throw new ToolsealError("NOT_CANONICALIZABLE", `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${scan.tooDeepAt}`);
  }
  const slice = start === 0 && end === text.length ? text : text.slice(start, end);
  const rounded = numbers === "rounded";
  if (scan.escapedName) {
    const refused = {};
    try {
      return readJsonExact(slice, source, { offset: start, path: pathTo(path, index), maxDepth, refused }, rounded);
    } catch (e) {
      throw scan.inexactAt >= 0 ? inexactInTool(e, slice, pathTo(path, index), refused.path) : e;
    }
  }
  let value;
  try {
    value = JSON.parse(slice);
  } catch (e) {
    throw new ToolsealError(
      "INVALID_JSON",
      `${source}: invalid JSON: ${e.message}${start > 0 ? ` (in the value at offset ${start})` : ""}`,
      { cause: e }
    );
  }
  if (scan.inexactAt >= 0 && !rounded) {
    const refused = {};
    try {
      readJsonExact(slice, source, { offset: start, path: pathTo(path, index), maxDepth, refused });
    } catch (e) {
      throw inexactInTool(e, slice, pathTo(path, index), refused.path);
    }
    throw inexactNumber(source, numberLiteralAt(text, scan.inexactAt), scan.inexactAt);
  }
  if (countKeys(value) !== scan.members) {
    const dup = findDuplicateMember(slice);
    throw new ToolsealError(
      "DUPLICATE_JSON_MEMBER",
      dup ? `${source}: duplicate member name ${JSON.stringify(dup.name)} in the object at ${pathString([...pathTo(path, index), ...dup.path])} (offset ${start + dup.offset})` : `${source}: duplicate member name`
    );
  }
  return value;
}
function pathTo(path, index) {
  return index < 0 ? path : [...path, index];
}
function parseJsonStrictEach(text, source, arrayName, onElement, numbers = "exact") {
  const n = text.length;
  let i = text.charCodeAt(0) === 65279 ? 1 : 0;
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
  const backslashes = { at: -1, from: n + 1 };
  const oneValue = (path, maxDepth, index = -1) => {
    ws();
    const scan = scanStructure(text, i, maxDepth, true, backslashes);
    const v = parseStrictRange(text, i, scan.end, source, scan, path, maxDepth, index, numbers);
    i = scan.end;
    return v;
  };
  const eachElement = (path, maxDepth) => {
    i++;
    ws();
    if (text.charCodeAt(i) === 93) {
      i++;
      return;
    }
    for (let index = 0; ; index++) {
      onElement(oneValue(path, maxDepth - 1, index), index);
      ws();
      const c = text.charCodeAt(i);
      if (c === 93) {
        i++;
        return;
      }
      if (c !== 44) fail("expected ',' or ']'");
      i++;
    }
  };
  ws();
  const first = text.charCodeAt(i);
  let doc;
  if (first === 91) {
    eachElement([], MAX_DEPTH);
    doc = [];
  } else if (first === 123) {
    const obj = {};
    const seen = /* @__PURE__ */ new Set();
    i++;
    ws();
    if (text.charCodeAt(i) === 125) i++;
    else {
      for (; ; ) {
        ws();
        const at = i;
        if (text.charCodeAt(i) !== 34) fail("expected a member name");
        const name = oneValue([], 0);
        if (seen.has(name)) {
          throw new ToolsealError(
            "DUPLICATE_JSON_MEMBER",
            `${source}: duplicate member name ${JSON.stringify(name)} in the object at $ (offset ${at})`
          );
        }
        seen.add(name);
        ws();
        if (text.charCodeAt(i) !== 58) fail("expected ':'");
        i++;
        ws();
        let v;
        if (name === arrayName && text.charCodeAt(i) === 91) {
          eachElement([name], MAX_DEPTH - 1);
          v = [];
        } else v = oneValue([name], MAX_DEPTH - 1);
        if (name === "__proto__") Object.defineProperty(obj, name, { value: v, writable: true, enumerable: true, configurable: true });
        else obj[name] = v;
        ws();
        const c = text.charCodeAt(i);
        if (c === 125) {
          i++;
          break;
        }
        if (c !== 44) fail("expected ',' or '}'");
        i++;
      }
    }
    doc = obj;
  } else return parseJsonStrict(text, source, { numbers });
  ws();
  if (i < n) fail("unexpected text after the value");
  return doc;
}
var UTF8, MAX_TEXT_LENGTH;
var init_strict_reader = __esm({
  "src/core/json/strict-reader.ts"() {
    "use strict";
    init_errors();
    init_jcs();
    init_json_exact();
    init_json_numbers();
    init_json_path();
    init_json_scan();
    init_json_exact();
    init_json_flat_object();
    init_json_numbers();
    UTF8 = new TextDecoder("utf-8", { fatal: true });
    MAX_TEXT_LENGTH = 536870888;
  }
});

// src/fs/json-file.ts
const { closeSync, constants, fstatSync, fsyncSync, openSync, readSync, renameSync, rmSync, writeSync, writevSync } = process.getBuiltinModule("node:fs");
function kindOf(stat) {
  if (stat.isDirectory()) return "a folder";
  if (stat.isFIFO()) return "a FIFO";
  if (stat.isCharacterDevice()) return "a character device";
  if (stat.isBlockDevice()) return "a block device";
  if (stat.isSocket()) return "a socket";
  return "not a regular file";
}
function readUserFileBytes(path, options = {}) {
  const file = options.missingOk ? openUserFile(path, { ...options, missingOk: true }) : openUserFile(path, { ...options, missingOk: false });
  if (file === void 0) return void 0;
  try {
    return file.bytes();
  } finally {
    file.close();
  }
}
function openUserFile(path, options = {}) {
  const maxBytes = options.maxBytes ?? MAX_READ_FILE_BYTES;
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    const err = e;
    if (options.missingOk && err.code === "ENOENT") return void 0;
    throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${osErrorText(err)}`, { cause: e });
  }
  const failed = (e) => {
    if (e instanceof ToolsealError) return e;
    return new ToolsealError("IO_ERROR", `cannot read ${path}: ${osErrorText(e)}`, { cause: e });
  };
  let size;
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${kindOf(stat)}, not a regular file`);
    if (stat.size > maxBytes) throw new ToolsealError("IO_ERROR", `cannot read ${path}: larger than ${maxBytes} bytes`);
    size = stat.size;
  } catch (e) {
    closeSync(fd);
    throw failed(e);
  }
  return {
    bytes() {
      try {
        return readWhole(fd, size, maxBytes, path);
      } catch (e) {
        throw failed(e);
      }
    },
    holds(expected) {
      try {
        return holdsPieces(fd, expected);
      } catch (e) {
        throw failed(e);
      }
    },
    close: () => closeSync(fd)
  };
}
function readWhole(fd, size, maxBytes, path) {
  let buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
  let used = 0;
  for (; ; ) {
    if (used === buf.length) {
      if (used > maxBytes) throw new ToolsealError("IO_ERROR", `cannot read ${path}: larger than ${maxBytes} bytes`);
      const grown = Buffer.allocUnsafe(Math.min(buf.length * 2, maxBytes + 1));
      buf.copy(grown, 0, 0, used);
      buf = grown;
    }
    const n = readSync(fd, buf, used, buf.length - used, used);
    if (n === 0) return buf.subarray(0, used);
    used += n;
  }
}
function holdsPieces(fd, expected) {
  const buf = Buffer.allocUnsafe(Math.max(1, Math.min(1 << 20, expected.length)));
  let filled = 0;
  let used = 0;
  let position = 0;
  let same = true;
  expected.eachPiece((bytes, start, end) => {
    while (same && start < end) {
      if (used === filled) {
        filled = readSync(fd, buf, 0, buf.length, position);
        position += filled;
        used = 0;
        if (filled === 0) return same = false;
      }
      const n = Math.min(end - start, filled - used);
      if (n <= 8) {
        for (let i = 0; i < n; i++) if (buf[used + i] !== bytes[start + i]) return same = false;
      } else if (buf.compare(bytes, start, start + n, used, used + n) !== 0) return same = false;
      used += n;
      start += n;
    }
  });
  return same && used === filled && readSync(fd, buf, 0, 1, position) === 0;
}
function readTextFile(path, options = {}) {
  return decodeUtf8(readUserFileBytes(path, options), path);
}
var MAX_READ_FILE_BYTES;
var init_json_file = __esm({
  "src/fs/json-file.ts"() {
    "use strict";
    init_errors();
    init_strict_reader();
    MAX_READ_FILE_BYTES = 256 * 1024 * 1024;
  }
});

// src/cli/commands/canonicalize.ts
var canonicalize_exports = {};
__export(canonicalize_exports, {
  command: () => command
});
var command;
var init_canonicalize = __esm({
  "src/cli/commands/canonicalize.ts"() {
    "use strict";
    init_errors();
    init_jcs();
    init_strict_reader();
    init_json_file();
    command = {
      name: "canonicalize",
      summary: "JSON (file or stdin) to RFC 8785 canonical bytes",
      help: `Usage: toolseal canonicalize [FILE]

Reads JSON from FILE (or stdin) and writes its RFC 8785 canonical form to stdout, without a final newline.
Refused (exit 2), never changed: bytes that are not UTF-8, invalid JSON, duplicate member names (also
"a" and "\\u0061"), lone surrogates, numbers that overflow to Infinity, nesting deeper than 1000 levels.

Options:
  --json    on error, also print {"code": ..., "message": ...} on stdout`,
      options: {},
      maxPositionals: 1,
      async run({ positionals, io }) {
        const file = positionals[0];
        const text = file === void 0 || file === "-" ? await io.readStdin() : readTextFile(file);
        const source = file ?? "stdin";
        const value = parseJsonStrict(text, source);
        let canonical;
        try {
          canonical = canonicalize(value);
        } catch (e) {
          if (e instanceof ToolsealError) throw placedError(e, source);
          throw e;
        }
        io.stdout(canonical);
        return 0;
      }
    };
  }
});

// src/core/surface/repeated-tool-names.ts
function firstRepeatIn(order, nameAt, where) {
  let repeat = -1;
  let first = -1;
  for (let k = 1; k < order.length; k++) {
    const i = order[k];
    const prev = order[k - 1];
    const name = nameAt(i);
    if (name === nameAt(prev) && (k < 2 || nameAt(order[k - 2]) !== name) && (repeat < 0 || i < repeat)) {
      repeat = i;
      first = prev;
    }
  }
  return repeat < 0 ? void 0 : duplicateName(where, first, repeat, nameAt(repeat));
}
function duplicateName(where, first, i, name) {
  const list = where.slice(where.lastIndexOf(": ") + 1).trimStart();
  return new ToolsealError("DUPLICATE_TOOL_NAME", `${where}[${first}] and ${list}[${i}] are both named ${JSON.stringify(name)}`);
}
var init_repeated_tool_names = __esm({
  "src/core/surface/repeated-tool-names.ts"() {
    "use strict";
    init_errors();
  }
});

// src/core/json/json-object.ts
function isJsonObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var init_json_object = __esm({
  "src/core/json/json-object.ts"() {
    "use strict";
  }
});

// src/core/surface/hints.ts
function effectiveHints(tool) {
  const bits = effectiveHintBits(tool);
  const out = {};
  for (let i = 0; i < HINT_NAMES.length; i++) out[HINT_NAMES[i]] = (bits & 1 << i) !== 0;
  return out;
}
function effectiveHintBits(tool) {
  const a = Object.hasOwn(tool, "annotations") ? tool.annotations : void 0;
  if (!isJsonObject(a)) return DEFAULT_HINT_BITS;
  let bits = DEFAULT_HINT_BITS;
  for (let i = 0; i < HINT_NAMES.length; i++) {
    const h = HINT_NAMES[i];
    const v = Object.hasOwn(a, h) ? a[h] : void 0;
    if (v === void 0 || v === null) continue;
    bits = v ? bits | 1 << i : bits & ~(1 << i);
  }
  return bits;
}
var HINT_DEFAULTS, HINT_NAMES, DEFAULT_HINT_BITS;
var init_hints = __esm({
  "src/core/surface/hints.ts"() {
    "use strict";
    init_json_object();
    HINT_DEFAULTS = {
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
      readOnlyHint: false
    };
    HINT_NAMES = Object.keys(HINT_DEFAULTS).sort();
    DEFAULT_HINT_BITS = HINT_NAMES.reduce((bits, h, i) => HINT_DEFAULTS[h] ? bits | 1 << i : bits, 0);
  }
});

// node_modules/@noble/hashes/_u64.js
function setU64FromNum(view, byteOffset, n, isLE) {
  const h = fromNumH(n);
  const l = fromNumL(n);
  view.setUint32(byteOffset, isLE ? l : h, isLE);
  view.setUint32(byteOffset + 4, isLE ? h : l, isLE);
}
var fromNumH, fromNumL;
var init_u64 = __esm({
  "node_modules/@noble/hashes/_u64.js"() {
    fromNumH = (n) => n / 2 ** 32 | 0;
    fromNumL = (n) => n >>> 0;
  }
});

// node_modules/@noble/hashes/utils.js
function isBytes(a) {
  return a instanceof Uint8Array || ArrayBuffer.isView(a) && a.constructor.name === "Uint8Array" && "BYTES_PER_ELEMENT" in a && a.BYTES_PER_ELEMENT === 1;
}
function anumber(n, title = "") {
  if (typeof n !== "number")
    throw new TypeError(atitle(title) + "expected number, got " + typeof n);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(atitle(title) + "expected integer >= 0, got " + n);
  return n;
}
function abytes(value, length, title = "") {
  if (isBytes(value) && (length === void 0 || value.length === length))
    return value;
  if (length !== void 0)
    anumber(length, "length");
  const bytes = isBytes(value);
  const ofLen = length !== void 0 ? ` of length ${length}` : "";
  const got = bytes ? `length=${value.length}` : `type=${typeof value}`;
  const message = atitle(title) + "expected Uint8Array" + ofLen + ", got " + got;
  if (!bytes)
    throw new TypeError(message);
  throw new RangeError(message);
}
function aexists(instance, checkFinished = true) {
  if (instance.destroyed)
    throw new Error("hash was destroyed");
  if (checkFinished && instance.finished)
    throw new Error("digest() was already called");
}
function aoutput(out, instance) {
  abytes(out, void 0, "output");
  const min = instance.outputLen;
  if (!(out.length >= min)) {
    throw new RangeError('"output" expected length >= ' + min);
  }
}
function clean(...arrays) {
  for (let i = 0; i < arrays.length; i++) {
    arrays[i].fill(0);
  }
}
function createView(arr) {
  return new DataView(arr.buffer, arr.byteOffset, arr.byteLength);
}
function rotr(word, shift) {
  return word << 32 - shift | word >>> shift;
}
function checkOpts(defaults, opts, title = "opts") {
  aopts(defaults, "defaults");
  if (opts !== void 0)
    aopts(opts, title);
  const merged = Object.assign(/* @__PURE__ */ Object.create(null), defaults, opts);
  return merged;
}
function createHasher(hashCons, info = {}) {
  if (typeof hashCons !== "function")
    throw new TypeError('"hashCons" expected function, got type=' + typeof hashCons);
  info = checkOpts({}, info, "info");
  const hashC = (msg, opts) => hashCons(opts).update(msg).digest();
  const tmp = hashCons(void 0);
  hashC.outputLen = tmp.outputLen;
  hashC.blockLen = tmp.blockLen;
  hashC.canXOF = tmp.canXOF;
  hashC.create = (opts) => hashCons(opts);
  Object.assign(hashC, info);
  return Object.freeze(hashC);
}
var atitle, aobject, aopts, oidNist;
var init_utils = __esm({
  "node_modules/@noble/hashes/utils.js"() {
    atitle = (title) => title ? `"${title}" ` : "";
    aobject = (value, label) => {
      if (value === null || typeof value !== "object" || Array.isArray(value))
        throw new TypeError((label === "object" ? "" : `"${label}" `) + "expected object, got type=" + typeof value);
    };
    aopts = (value, label) => {
      aobject(value, label);
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null)
        throw new TypeError(`"${label}" expected plain object`);
      if (Object.hasOwn(value, "__proto__"))
        throw new TypeError(`"${label}.__proto__" is not allowed`);
    };
    oidNist = (suffix) => ({
      // Current NIST hashAlgs suffixes used here fit in one DER subidentifier octet.
      // Larger suffix values would need base-128 OID encoding and a different length byte.
      oid: Uint8Array.from([6, 9, 96, 134, 72, 1, 101, 3, 4, 2, suffix])
    });
  }
});

// node_modules/@noble/hashes/_md.js
function Chi(a, b, c) {
  return a & b ^ ~a & c;
}
function Maj(a, b, c) {
  return a & b ^ a & c ^ b & c;
}
var HashMD, SHA256_IV;
var init_md = __esm({
  "node_modules/@noble/hashes/_md.js"() {
    init_u64();
    init_utils();
    HashMD = class {
      blockLen;
      outputLen;
      canXOF = false;
      padOffset;
      isLE;
      // For partial updates less than block size
      buffer;
      view;
      finished = false;
      length = 0;
      pos = 0;
      destroyed = false;
      constructor(blockLen, outputLen, padOffset, isLE) {
        this.blockLen = blockLen;
        this.outputLen = outputLen;
        this.padOffset = padOffset;
        this.isLE = isLE;
        this.buffer = new Uint8Array(blockLen);
        this.view = createView(this.buffer);
      }
      update(data) {
        aexists(this);
        abytes(data);
        const { view, buffer, blockLen } = this;
        const len = data.length;
        let processed = false;
        for (let pos = 0; pos < len; ) {
          const take = Math.min(blockLen - this.pos, len - pos);
          if (take === blockLen) {
            const dataView = createView(data);
            for (; blockLen <= len - pos; pos += blockLen)
              this.process(dataView, pos);
            processed = true;
            continue;
          }
          buffer.set(pos === 0 && take === len ? data : data.subarray(pos, pos + take), this.pos);
          this.pos += take;
          pos += take;
          if (this.pos === blockLen) {
            this.process(view, 0);
            this.pos = 0;
            processed = true;
          }
        }
        this.length += data.length;
        if (processed)
          this.roundClean();
        return this;
      }
      digestInto(out) {
        aexists(this);
        aoutput(out, this);
        this.finished = true;
        const { buffer, view, blockLen, isLE } = this;
        let { pos } = this;
        buffer[pos++] = 128;
        buffer.fill(0, pos);
        if (this.padOffset > blockLen - pos) {
          this.process(view, 0);
          buffer.fill(0);
        }
        setU64FromNum(view, blockLen - 8, this.length * 8, isLE);
        this.process(view, 0);
        this.roundClean();
        const oview = out === buffer ? view : createView(out);
        const len = this.outputLen;
        const outLen = len / 4;
        const state = this.get();
        if (len % 4 || outLen > state.length)
          throw new Error("invalid outputLen");
        for (let i = 0; i < outLen; i++)
          oview.setUint32(4 * i, state[i], isLE);
      }
      digest() {
        const { buffer, outputLen } = this;
        this.digestInto(buffer);
        const res = buffer.slice(0, outputLen);
        this.destroy();
        return res;
      }
      _cloneIntoMeta(to) {
        const { buffer, length, finished, destroyed, pos } = this;
        to.destroyed = destroyed;
        to.finished = finished;
        to.length = length;
        to.pos = pos;
        if (pos)
          to.buffer.set(buffer);
        return to;
      }
      clone() {
        return this._cloneInto();
      }
    };
    SHA256_IV = /* @__PURE__ */ Uint32Array.from([
      1779033703,
      3144134277,
      1013904242,
      2773480762,
      1359893119,
      2600822924,
      528734635,
      1541459225
    ]);
  }
});

// node_modules/@noble/hashes/sha2.js
var SHA256_K, SHA256_W, SHA2_32B, _SHA256, sha256;
var init_sha2 = __esm({
  "node_modules/@noble/hashes/sha2.js"() {
    init_md();
    init_utils();
    SHA256_K = /* @__PURE__ */ Uint32Array.from([
      1116352408,
      1899447441,
      3049323471,
      3921009573,
      961987163,
      1508970993,
      2453635748,
      2870763221,
      3624381080,
      310598401,
      607225278,
      1426881987,
      1925078388,
      2162078206,
      2614888103,
      3248222580,
      3835390401,
      4022224774,
      264347078,
      604807628,
      770255983,
      1249150122,
      1555081692,
      1996064986,
      2554220882,
      2821834349,
      2952996808,
      3210313671,
      3336571891,
      3584528711,
      113926993,
      338241895,
      666307205,
      773529912,
      1294757372,
      1396182291,
      1695183700,
      1986661051,
      2177026350,
      2456956037,
      2730485921,
      2820302411,
      3259730800,
      3345764771,
      3516065817,
      3600352804,
      4094571909,
      275423344,
      430227734,
      506948616,
      659060556,
      883997877,
      958139571,
      1322822218,
      1537002063,
      1747873779,
      1955562222,
      2024104815,
      2227730452,
      2361852424,
      2428436474,
      2756734187,
      3204031479,
      3329325298
    ]);
    SHA256_W = /* @__PURE__ */ new Uint32Array(64);
    SHA2_32B = class extends HashMD {
      // We cannot use array here since array allows indexing by variable
      // which means optimizer/compiler cannot use registers.
      // Numeric initializers matter: starting the fields as `undefined` changes
      // V8's field representation and makes sha256 3x slower (measured).
      A = 0;
      B = 0;
      C = 0;
      D = 0;
      E = 0;
      F = 0;
      G = 0;
      H = 0;
      constructor(outputLen, IV) {
        super(64, outputLen, 8, false);
        this.A = IV[0] | 0;
        this.B = IV[1] | 0;
        this.C = IV[2] | 0;
        this.D = IV[3] | 0;
        this.E = IV[4] | 0;
        this.F = IV[5] | 0;
        this.G = IV[6] | 0;
        this.H = IV[7] | 0;
      }
      get() {
        const { A, B, C, D, E, F, G, H } = this;
        return [A, B, C, D, E, F, G, H];
      }
      // prettier-ignore
      set(A, B, C, D, E, F, G, H) {
        this.A = A | 0;
        this.B = B | 0;
        this.C = C | 0;
        this.D = D | 0;
        this.E = E | 0;
        this.F = F | 0;
        this.G = G | 0;
        this.H = H | 0;
      }
      _cloneInto(to) {
        (to ||= new this.constructor()).set(...this.get());
        return this._cloneIntoMeta(to);
      }
      process(view, offset) {
        for (let i = 0; i < 16; i++, offset += 4)
          SHA256_W[i] = view.getUint32(offset, false);
        for (let i = 16; i < 64; i++) {
          const W15 = SHA256_W[i - 15];
          const W2 = SHA256_W[i - 2];
          const s0 = rotr(W15, 7) ^ rotr(W15, 18) ^ W15 >>> 3;
          const s1 = rotr(W2, 17) ^ rotr(W2, 19) ^ W2 >>> 10;
          SHA256_W[i] = s1 + SHA256_W[i - 7] + s0 + SHA256_W[i - 16] | 0;
        }
        let { A, B, C, D, E, F, G, H } = this;
        for (let i = 0; i < 64; i++) {
          const sigma1 = rotr(E, 6) ^ rotr(E, 11) ^ rotr(E, 25);
          const T1 = H + sigma1 + Chi(E, F, G) + SHA256_K[i] + SHA256_W[i] | 0;
          const sigma0 = rotr(A, 2) ^ rotr(A, 13) ^ rotr(A, 22);
          const T2 = sigma0 + Maj(A, B, C) | 0;
          H = G;
          G = F;
          F = E;
          E = D + T1 | 0;
          D = C;
          C = B;
          B = A;
          A = T1 + T2 | 0;
        }
        A = A + this.A | 0;
        B = B + this.B | 0;
        C = C + this.C | 0;
        D = D + this.D | 0;
        E = E + this.E | 0;
        F = F + this.F | 0;
        G = G + this.G | 0;
        H = H + this.H | 0;
        this.set(A, B, C, D, E, F, G, H);
      }
      roundClean() {
        clean(SHA256_W);
      }
      destroy() {
        this.destroyed = true;
        this.set(0, 0, 0, 0, 0, 0, 0, 0);
        clean(this.buffer);
      }
    };
    _SHA256 = class extends SHA2_32B {
      constructor() {
        super(32, SHA256_IV);
      }
    };
    sha256 = /* @__PURE__ */ createHasher(
      () => new _SHA256(),
      /* @__PURE__ */ oidNist(1)
    );
  }
});

// src/core/surface/sha256.ts
function nodeCrypto() {
  return native ??= process.getBuiltinModule("node:crypto");
}
function utf8(data) {
  return typeof data === "string" ? Buffer.from(data, "utf8") : data;
}
function asBuffer(bytes) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
function hashInJavaScript() {
  processHashing = new Sha256Hashing(true);
}
var Sha256Hashing, native, processHashing, sha256Hex, sha256Latin1, createSha256;
var init_sha256 = __esm({
  "src/core/surface/sha256.ts"() {
    "use strict";
    init_sha2();
    Sha256Hashing = class {
      /** `inJavaScript`: @noble/hashes computes the hashes; otherwise node:crypto. */
      constructor(inJavaScript) {
        this.inJavaScript = inJavaScript;
      }
      inJavaScript;
      /** hex(sha256(data)); a string is hashed as its UTF-8 bytes. */
      hex(data) {
        if (!this.inJavaScript) return nodeCrypto().hash("sha256", data, "hex");
        return asBuffer(sha256(utf8(data))).toString("hex");
      }
      /** sha256(bytes) as a one-byte string of its 32 bytes (latin1: half the size of the hex, and cheaper to make). */
      latin1(bytes) {
        if (!this.inJavaScript) return nodeCrypto().hash("sha256", bytes, "binary");
        return asBuffer(sha256(bytes)).toString("latin1");
      }
      /** A SHA-256 fed in parts (the manifest hash, fed tool by tool). */
      create() {
        if (!this.inJavaScript) {
          const h2 = nodeCrypto().createHash("sha256");
          const self2 = {
            update: (data) => {
              if (typeof data === "string") h2.update(data, "utf8");
              else h2.update(data);
              return self2;
            },
            hex: () => h2.digest("hex")
          };
          return self2;
        }
        const h = sha256.create();
        const self = {
          update: (data) => {
            h.update(utf8(data));
            return self;
          },
          hex: () => asBuffer(h.digest()).toString("hex")
        };
        return self;
      }
    };
    processHashing = new Sha256Hashing(false);
    sha256Hex = (data) => processHashing.hex(data);
    sha256Latin1 = (bytes) => processHashing.latin1(bytes);
    createSha256 = () => processHashing.create();
  }
});

// src/core/surface/sort-positions.ts
var init_sort_positions = __esm({
  "src/core/surface/sort-positions.ts"() {
    "use strict";
  }
});

// src/core/surface/interop-hashes.ts
function writeDefinition(w, definition, surface) {
  w.reset();
  const keys = Object.keys(definition).sort();
  w.ascii("{");
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (i > 0) w.ascii(",");
    w.value(k);
    w.ascii(":");
    const f = surface === void 0 ? -1 : surface.fields.indexOf(k);
    if (f >= 0 && surface.ranges[2 * f] >= 0) w.copy(surface.bytes, surface.ranges[2 * f], surface.ranges[2 * f + 1]);
    else w.value(definition[k]);
  }
  w.ascii("}");
}
function definitionWriter(initialSize = 1 << 16) {
  return new CanonicalWriter(initialSize, true);
}
function definitionHash(definition, where = "definition") {
  if (typeof definition !== "object" || definition === null || Array.isArray(definition)) {
    throw new ToolsealError("MALFORMED_TOOL", `${where} is not an object`);
  }
  const w = definitionWriter(1024);
  try {
    writeDefinition(w, definition);
  } catch (e) {
    if (e instanceof ToolsealError) throw placedError(e, where);
    throw e;
  }
  return `sha256:${sha256Hex(w.bytes())}`;
}
function setHashOf(entries) {
  const lines = setLines(entries);
  const h = createSha256();
  for (let i = 0; i < lines.length; i++) h.update(i === 0 ? lines[i] : "\n" + lines[i]);
  return `sha256:${h.hex()}`;
}
function setLines(entries) {
  const sorted = [...entries].sort(([a, x], [b, y]) => a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0);
  return sorted.map(([name, hash]) => name + ":" + hash.slice("sha256:".length));
}
function listingSetHash(definitions, where, kind = "tool") {
  const entries = [];
  for (let i = 0; i < definitions.length; i++) {
    const d = definitions[i];
    const name = typeof d === "object" && d !== null && Object.hasOwn(d, "name") ? d.name : void 0;
    if (typeof name !== "string") {
      throw new ToolsealError(kind === "tool" ? "MALFORMED_TOOL" : "MALFORMED_PROMPT", `${where}[${i}] has no string name`);
    }
    entries.push([name, definitionHash(d, `${where}[${i}]`)]);
  }
  return setHashOf(entries);
}
function instructionsHashOf(instructions) {
  return typeof instructions === "string" ? `sha256:${sha256Hex(Buffer.from(instructions, "utf8"))}` : null;
}
function nonToolInteropHashes(c) {
  return {
    promptSetHash: c.prompts === void 0 ? null : listingSetHash(c.prompts, "prompts", "prompt"),
    instructionsHash: instructionsHashOf(c.instructions)
  };
}
function interopSetHashesIn(doc, bad) {
  if (!Object.hasOwn(doc, "interop")) return void 0;
  const r = doc.interop;
  if (typeof r !== "object" || r === null || Array.isArray(r)) bad('"interop" is not an object');
  const o = r;
  if (typeof o.toolSetHash !== "string" || !HASH_RE.test(o.toolSetHash)) bad("interop.toolSetHash is not sha256:<64 hex>");
  for (const k of ["promptSetHash", "instructionsHash"]) {
    const v = o[k];
    if (v !== null && (typeof v !== "string" || !HASH_RE.test(v))) bad(`interop.${k} is neither null nor sha256:<64 hex>`);
  }
  return {
    toolSetHash: o.toolSetHash,
    promptSetHash: o.promptSetHash,
    instructionsHash: o.instructionsHash
  };
}
function interopMismatch(recorded, now) {
  return INTEROP_SET_HASH_NAMES.find((k) => recorded[k] !== now[k]);
}
function toolInteropOf(entries) {
  const definitionHashes = /* @__PURE__ */ new Map();
  const set = new SortedSetHash();
  for (const [name, hash] of entries) {
    definitionHashes.set(name, hash);
    set.add(name, hash);
  }
  return { definitionHashes, toolSetHash: set.finish() };
}
var INTEROP_SET_HASH_NAMES, SortedSetHash, HASH_RE, DefinitionHasher;
var init_interop_hashes = __esm({
  "src/core/surface/interop-hashes.ts"() {
    "use strict";
    init_errors();
    init_jcs();
    init_sha256();
    INTEROP_SET_HASH_NAMES = ["toolSetHash", "promptSetHash", "instructionsHash"];
    SortedSetHash = class {
      h = createSha256();
      first = true;
      add(name, hash) {
        this.h.update((this.first ? "" : "\n") + name + ":" + hash.slice(7));
        this.first = false;
      }
      finish() {
        return `sha256:${this.h.hex()}`;
      }
    };
    HASH_RE = /^sha256:[0-9a-f]{64}$/;
    DefinitionHasher = class {
      /** `fields`: the surface fields, in the order writeSurface writes them. */
      constructor(fields) {
        this.fields = fields;
        this.ranges = new Int32Array(2 * fields.length);
      }
      fields;
      /** Where writeSurface put each field's bytes (given to it as its `ranges`). */
      ranges;
      w = definitionWriter();
      /** The definition hash of `tool`, whose canonical surface is `surface` (the ranges just set by writeSurface). */
      hash(tool, surface) {
        try {
          writeDefinition(this.w, tool, { bytes: surface, fields: this.fields, ranges: this.ranges });
        } catch (e) {
          if (e instanceof ToolsealError) throw placedError(e, `tool ${JSON.stringify(tool.name)}`);
          throw e;
        }
        return `sha256:${sha256Hex(this.w.bytes())}`;
      }
    };
  }
});

// src/core/surface/surface.ts
function sha256Digest(text) {
  return `sha256:${sha256Hex(text)}`;
}
function toolDigestsOf(d) {
  if (d.tools !== void 0) return d.tools;
  if (d.pinBytes === void 0) throw new ToolsealError("INVALID_INPUT", "the digests have neither their tools nor their pins");
  return d.tools = d.pinBytes.toolDigests();
}
function toolDigestRecord(tools) {
  const out = /* @__PURE__ */ Object.create(null);
  for (const [name, t] of tools) out[name] = t.digest;
  return out;
}
function digestTools(tools, options = {}) {
  assertTools(tools);
  const sorted = byName(tools);
  const manifest = createSha256();
  const map = /* @__PURE__ */ new Map();
  const withFields = options.fields === true;
  const w = new CanonicalWriter();
  const definitions = new DefinitionHasher(SURFACE_FIELDS);
  const hashes = [];
  for (let i = 0; i < sorted.length; i++) {
    const tool = sorted[i];
    const fields = writeSurface(w, tool, withFields, void 0, definitions.ranges);
    const bytes = w.bytes();
    hashes.push([tool.name, definitions.hash(tool, bytes)]);
    const entry = { digest: sha256Bytes(bytes) };
    if (fields) {
      entry.fields = fields;
      entry.hints = effectiveHints(tool);
    }
    manifest.update((i === 0 ? "{" : ",") + canonicalString(tool.name) + ":").update(bytes);
    map.set(tool.name, entry);
  }
  manifest.update(sorted.length === 0 ? "{}" : "}");
  return {
    manifestDigest: `sha256:${manifest.hex()}`,
    manifestText: () => manifestTextOf(sorted),
    tools: map,
    withFields,
    interop: toolInteropOf(hashes)
  };
}
function writeSurface(w, tool, withFields, fieldDigests, ranges) {
  const fields = withFields ? {} : void 0;
  surfaceWrites.count++;
  w.reset();
  let first = true;
  for (let i = 0; i < SURFACE_FIELDS.length; i++) {
    const f = SURFACE_FIELDS[i];
    if (!Object.hasOwn(tool, f)) {
      if (fieldDigests) fieldDigests[i] = void 0;
      if (ranges) ranges[2 * i] = -1;
      continue;
    }
    w.ascii(first ? FIRST_MEMBER[i] : NEXT_MEMBER[i]);
    first = false;
    const start = w.length;
    try {
      w.value(tool[f]);
    } catch (e) {
      if (e instanceof ToolsealError) {
        throw placedError(e, `tool ${JSON.stringify(tool.name)}, field ${f}`);
      }
      throw e;
    }
    if (ranges) {
      ranges[2 * i] = start;
      ranges[2 * i + 1] = w.length;
    }
    if (fields) fields[f] = sha256Bytes(w.bytes(start));
    if (fieldDigests) fieldDigests[i] = sha256Latin1(w.bytes(start));
  }
  w.ascii(first ? "{}" : "}");
  return fields;
}
function isArrayIndex(name) {
  const n = name.length;
  if (n === 0 || n > 10) return false;
  const c0 = name.charCodeAt(0);
  if (c0 < 48 || c0 > 57 || c0 === 48 && n > 1) return false;
  for (let i = 1; i < n; i++) {
    const c = name.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return Number(name) <= 4294967294;
}
function byName(tools) {
  return [...tools].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
function manifestTextOf(sorted) {
  if (sorted.length === 0) return "{}";
  const parts = [];
  const w = new CanonicalWriter();
  for (const t of sorted) {
    writeSurface(w, t, false);
    parts.push(canonicalString(t.name) + ":" + w.text());
  }
  return "{" + parts.join(",") + "}";
}
function sha256Bytes(bytes) {
  return `sha256:${sha256Hex(bytes)}`;
}
function assertTools(tools, where = "tools") {
  if (!Array.isArray(tools)) throw new ToolsealError("MALFORMED_TOOL", `${where} is not an array`);
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < tools.length; i++) assertTool(tools[i], i, where, seen);
}
function assertTool(t, i, where, seen) {
  assertToolShape(t, i, where);
  const first = seen.get(t.name);
  if (first !== void 0) throw duplicateName(where, first, i, t.name);
  seen.set(t.name, i);
}
function assertToolShape(t, i, where) {
  if (typeof t !== "object" || t === null || Array.isArray(t)) {
    throw new ToolsealError("MALFORMED_TOOL", `${where}[${i}] is not an object`);
  }
  const name = Object.hasOwn(t, "name") ? t.name : void 0;
  if (typeof name !== "string" || name.length === 0) {
    throw new ToolsealError("MALFORMED_TOOL", `${where}[${i}] has no non-empty string name`);
  }
}
var SURFACE_FIELDS, surfaceWrites, FIRST_MEMBER, NEXT_MEMBER;
var init_surface = __esm({
  "src/core/surface/surface.ts"() {
    "use strict";
    init_errors();
    init_repeated_tool_names();
    init_hints();
    init_jcs();
    init_sha256();
    init_sort_positions();
    init_interop_hashes();
    SURFACE_FIELDS = ["annotations", "description", "execution", "inputSchema", "name", "outputSchema", "title"];
    surfaceWrites = { count: 0 };
    FIRST_MEMBER = SURFACE_FIELDS.map((f) => `{"${f}":`);
    NEXT_MEMBER = SURFACE_FIELDS.map((f) => `,"${f}":`);
  }
});

// src/core/surface/non-tool-surface.ts
function instructionsDigest(instructions) {
  return sha256Digest(canonicalize(instructions));
}
function entryDigest(entry, where) {
  const hashed = /* @__PURE__ */ Object.create(null);
  for (const k of Object.keys(entry)) if (!UNHASHED_ENTRY_KEYS.includes(k)) hashed[k] = entry[k];
  try {
    return sha256Digest(canonicalize(hashed));
  } catch (e) {
    if (e instanceof ToolsealError) throw placedError(e, where);
    throw e;
  }
}
function assertEntries(list, where, rule) {
  if (!Array.isArray(list)) throw new ToolsealError(rule.malformed, `${where} is not an array`);
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (typeof e !== "object" || e === null || Array.isArray(e)) throw new ToolsealError(rule.malformed, `${where}[${i}] is not an object`);
    const key = Object.hasOwn(e, rule.key) ? e[rule.key] : void 0;
    if (typeof key !== "string" || key.length === 0)
      throw new ToolsealError(rule.malformed, `${where}[${i}] has no non-empty string ${rule.key}`);
    const first = seen.get(key);
    if (first !== void 0) {
      throw new ToolsealError(rule.duplicate, `${where}[${first}] and ${where}[${i}] are both ${rule.noun} ${JSON.stringify(key)}`);
    }
    seen.set(key, i);
  }
}
function assertPrompts(prompts, where = "prompts") {
  assertEntries(prompts, where, PROMPT_RULE);
}
function assertResourceTemplates(templates, where = "resourceTemplates") {
  assertEntries(templates, where, TEMPLATE_RULE);
}
function digestRecord(list, key, where) {
  const out = /* @__PURE__ */ Object.create(null);
  const sorted = [...list ?? []].sort((a, b) => byCodeUnits(a[key], b[key]));
  for (const e of sorted) out[e[key]] = entryDigest(e, `${where} ${JSON.stringify(e[key])}`);
  return out;
}
function digestNonTool(c) {
  nonToolDigestPasses.count++;
  if (c.instructions !== void 0 && typeof c.instructions !== "string")
    throw new ToolsealError("INVALID_INPUT", "instructions is not a string");
  if (c.prompts !== void 0) assertPrompts(c.prompts);
  if (c.resourceTemplates !== void 0) assertResourceTemplates(c.resourceTemplates);
  return {
    instructionsDigest: c.instructions === void 0 ? null : instructionsDigest(c.instructions),
    promptDigests: digestRecord(c.prompts, "name", "prompt"),
    resourceTemplateDigests: digestRecord(c.resourceTemplates, "uriTemplate", "resource template")
  };
}
function surfaceDigest(manifestDigest, d) {
  return sha256Digest(
    canonicalize({
      manifest: manifestDigest,
      instructions: d.instructionsDigest,
      prompts: d.promptDigests,
      resourceTemplates: d.resourceTemplateDigests
    })
  );
}
function nonToolDigestsIn(doc, bad, present = "all") {
  const keys = ["instructionsDigest", "promptDigests", "resourceTemplateDigests"];
  const has = keys.filter((k) => Object.hasOwn(doc, k));
  if (has.length === 0) return void 0;
  if (present === "all" && has.length !== keys.length)
    bad(`has ${has.join(", ")} but not ${keys.filter((k) => !has.includes(k)).join(", ")}`);
  const out = {};
  if (Object.hasOwn(doc, "instructionsDigest")) {
    const d = doc.instructionsDigest;
    if (d !== null && (typeof d !== "string" || !DIGEST_RE.test(d))) bad("instructionsDigest is neither null nor sha256:<64 hex>");
    out.instructionsDigest = d;
  }
  for (const k of ["promptDigests", "resourceTemplateDigests"]) {
    if (!Object.hasOwn(doc, k)) continue;
    const r = doc[k];
    if (typeof r !== "object" || r === null || Array.isArray(r)) bad(`${k} is not an object`);
    for (const [name, d] of Object.entries(r)) {
      if (typeof d !== "string" || !DIGEST_RE.test(d)) bad(`${k}[${JSON.stringify(name)}] is not sha256:<64 hex>`);
    }
    Object.setPrototypeOf(r, null);
    out[k] = r;
  }
  return out;
}
function byCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function checkSnapshotNonTool(s, source, manifestDigest, bad) {
  const recorded = nonToolDigestsIn(s, bad);
  const raw = ["instructions", "prompts", "resourceTemplates", "surfaceDigest"].filter((k) => Object.hasOwn(s, k));
  if (!recorded) {
    if (raw.length > 0) bad(`has ${raw.join(", ")} but no instructionsDigest, promptDigests, resourceTemplateDigests`);
    return void 0;
  }
  if (s.instructions !== void 0 && typeof s.instructions !== "string") bad('"instructions" must be a string');
  if (s.prompts !== void 0) assertPrompts(s.prompts, `${source}: prompts`);
  if (s.resourceTemplates !== void 0) assertResourceTemplates(s.resourceTemplates, `${source}: resourceTemplates`);
  const d = digestNonTool({
    instructions: s.instructions,
    prompts: s.prompts,
    resourceTemplates: s.resourceTemplates
  });
  if (recorded.instructionsDigest !== d.instructionsDigest)
    bad(`recorded instructionsDigest is not the digest of its instructions (${String(d.instructionsDigest)})`);
  for (const k of ["promptDigests", "resourceTemplateDigests"]) {
    const r = recorded[k];
    const names = /* @__PURE__ */ new Set([...Object.keys(r), ...Object.keys(d[k])]);
    for (const name of names) {
      if (r[name] !== d[k][name]) bad(`recorded ${k}[${JSON.stringify(name)}] is not the digest of what it holds`);
    }
  }
  const surface = surfaceDigest(manifestDigest, d);
  if (s.surfaceDigest !== surface) bad(`recorded surfaceDigest ${String(s.surfaceDigest)} is not the digest of its surface (${surface})`);
  return d;
}
var UNHASHED_ENTRY_KEYS, PROMPT_RULE, TEMPLATE_RULE, nonToolDigestPasses, DIGEST_RE;
var init_non_tool_surface = __esm({
  "src/core/surface/non-tool-surface.ts"() {
    "use strict";
    init_errors();
    init_jcs();
    init_surface();
    UNHASHED_ENTRY_KEYS = ["_meta", "icons"];
    PROMPT_RULE = { key: "name", noun: "named", malformed: "MALFORMED_PROMPT", duplicate: "DUPLICATE_PROMPT_NAME" };
    TEMPLATE_RULE = {
      key: "uriTemplate",
      noun: "with uriTemplate",
      malformed: "MALFORMED_RESOURCE_TEMPLATE",
      duplicate: "DUPLICATE_RESOURCE_TEMPLATE"
    };
    nonToolDigestPasses = { count: 0 };
    DIGEST_RE = /^sha256:[0-9a-f]{64}$/;
  }
});

// src/core/surface/tool-digest-table.ts
var init_tool_digest_table = __esm({
  "src/core/surface/tool-digest-table.ts"() {
    "use strict";
    init_surface();
  }
});

// src/core/surface/tool-pin-text.ts
function writeHex(out, at, bytes) {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes.charCodeAt(i) << 1;
    out[at++] = HEX_PAIRS[b];
    out[at++] = HEX_PAIRS[b + 1];
  }
  return at;
}
var PIN, HEX_PAIRS, RECORD;
var init_tool_pin_text = __esm({
  "src/core/surface/tool-pin-text.ts"() {
    "use strict";
    init_hints();
    init_surface();
    PIN = (() => {
      const b = (text) => Buffer.from(text, "latin1");
      const field = (f) => `            "${f}": "sha256:`;
      const tail = (k, fields) => b(
        `${fields}
          "hints": {
${HINT_NAMES.map((h, i) => `            "${h}": ${(k & 1 << i) !== 0}`).join(",\n")}
          }
        }`
      );
      return {
        indent: b("        "),
        digest: b(': {\n          "digest": "sha256:'),
        fields: b('",\n          "fields": {'),
        firstField: SURFACE_FIELDS.map((f) => b(`
${field(f)}`)),
        nextField: SURFACE_FIELDS.map((f) => b(`,
${field(f)}`)),
        // By the hints as bits (HINT_NAMES[i] true: bit i); after the fields, or with none (`{}`).
        tail: Array.from({ length: 1 << HINT_NAMES.length }, (_, k) => tail(k, "\n          },")),
        noFieldsTail: Array.from({ length: 1 << HINT_NAMES.length }, (_, k) => tail(k, "},"))
      };
    })();
    HEX_PAIRS = Buffer.from(Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0")).join(""), "latin1");
    RECORD = {
      empty: Buffer.from("{}", "latin1"),
      open: Buffer.from("{\n", "latin1"),
      between: Buffer.from(",\n", "latin1"),
      close: Buffer.from("\n      }", "latin1")
    };
  }
});

// src/core/surface/tool-digester.ts
function pinBytesOf(sorted) {
  const names = sorted.map((e) => e.name);
  let recordLength = RECORD.empty.length;
  if (sorted.length > 0) {
    recordLength = RECORD.open.length + RECORD.close.length + RECORD.between.length * (sorted.length - 1);
    for (const e of sorted) recordLength += e.pinEnd - e.pinStart;
  }
  const digests = /* @__PURE__ */ new Map();
  let indexLike = false;
  for (const e of sorted) {
    digests.set(e.name, e.digest);
    indexLike ||= isArrayIndex(e.name);
  }
  return {
    names,
    digests,
    indexLike,
    toolDigests() {
      const map = /* @__PURE__ */ new Map();
      for (const e of sorted) map.set(e.name, JSON.parse(e.pins.toString("utf8", e.pinValue, e.pinEnd)));
      return map;
    },
    matchRecordAt(bytes, at) {
      const text = (t) => {
        if (at < 0 || at + t.length > bytes.length || bytes.compare(t, 0, t.length, at, at + t.length) !== 0) return at = -1;
        return at += t.length;
      };
      if (sorted.length === 0) return text(RECORD.empty);
      text(RECORD.open);
      if (at < 0) return -1;
      for (let i = 0; i < sorted.length; i++) {
        const e = sorted[i];
        if (i > 0) {
          if (bytes[at] !== 44 || bytes[at + 1] !== 10) return -1;
          at += 2;
        }
        const n = e.pinEnd - e.pinStart;
        if (at + n > bytes.length || bytes.compare(e.pins, e.pinStart, e.pinEnd, at, at + n) !== 0) return -1;
        at += n;
      }
      return text(RECORD.close);
    },
    recordLength,
    eachRecordPiece(put) {
      if (sorted.length === 0) return put(RECORD.empty, 0, RECORD.empty.length);
      put(RECORD.open, 0, RECORD.open.length);
      for (let i = 0; i < sorted.length; i++) {
        const e = sorted[i];
        if (i > 0) put(RECORD.between, 0, RECORD.between.length);
        put(e.pins, e.pinStart, e.pinEnd);
      }
      put(RECORD.close, 0, RECORD.close.length);
    }
  };
}
var NO_BYTES, ByteChunks, ToolDigester;
var init_tool_digester = __esm({
  "src/core/surface/tool-digester.ts"() {
    "use strict";
    init_hints();
    init_jcs();
    init_repeated_tool_names();
    init_tool_pin_text();
    init_sha256();
    init_interop_hashes();
    init_surface();
    NO_BYTES = Buffer.alloc(0);
    ByteChunks = class {
      chunk = NO_BYTES;
      /** Bytes of the current chunk in use. */
      used = 0;
      /** The chunk with room for `n` more bytes from `used` (a new one when the current has not). */
      room(n) {
        if (this.used + n > this.chunk.length) {
          this.chunk = Buffer.allocUnsafe(Math.max(1 << 20, n));
          this.used = 0;
        }
        return this.chunk;
      }
      /** Copies `bytes` into a chunk and returns it; they end at `used`. */
      append(bytes) {
        const chunk = this.room(bytes.length);
        this.used += bytes.copy(chunk, this.used);
        return chunk;
      }
    };
    ToolDigester = class {
      constructor(withFields, where = "tools") {
        this.withFields = withFields;
        this.where = where;
      }
      withFields;
      where;
      w = new CanonicalWriter();
      /** The tools' canonical surfaces, until finish hashes them in name order. */
      store = new ByteChunks();
      /** With the field digests: the tools' pins, as the lock's text. */
      pins = new ByteChunks();
      fieldDigests = new Array(SURFACE_FIELDS.length);
      entries = [];
      /** The names of the tools given so far, in list order (the one being added among them). */
      names = [];
      /** Each whole tool's definition hash (the tool definition hash v1), from its surface's bytes. */
      definitions = new DefinitionHasher(SURFACE_FIELDS);
      /**
       * Checks and digests the next tool of the list (`MALFORMED_TOOL`, `NOT_CANONICALIZABLE`; a name given
       * twice is `DUPLICATE_TOOL_NAME` from {@link finish}, or from here when this tool fails, the repeat first).
       */
      add(tool) {
        try {
          assertToolShape(tool, this.names.length, this.where);
          this.names.push(tool.name);
          if (this.withFields) this.addPinned(tool);
          else this.addPlain(tool);
        } catch (e) {
          throw this.repeatedName() ?? e;
        }
      }
      /**
       * `DUPLICATE_TOOL_NAME` for the first tool given so far (in list order) whose name an earlier one has,
       * naming both positions; undefined when every name is distinct. The names are compared once, sorted (in
       * {@link finish}, or here when reading stops at an error: a repeat before the error is the error
       * reported, as a check of each name as it came would have found it first).
       */
      repeatedName() {
        const names = this.names;
        const order = Array.from(names.keys()).sort((a, b) => names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b);
        return firstRepeatIn(order, (i) => names[i], this.where);
      }
      addPlain(tool) {
        writeSurface(this.w, tool, false, void 0, this.definitions.ranges);
        const bytes = this.w.bytes();
        const definition = this.definitions.hash(tool, bytes);
        const digests = { digest: sha256Bytes(bytes) };
        const store = this.store.append(bytes);
        const end = this.store.used;
        this.entries.push({
          name: tool.name,
          store,
          start: end - bytes.length,
          end,
          digests,
          pins: NO_BYTES,
          pinStart: 0,
          pinValue: 0,
          pinEnd: 0,
          definition
        });
      }
      /**
       * A tool with its pin: written as `JSON.stringify` writes the lock (the `"name": {...}` member of the
       * server's `tools` record, 8 spaces in, its members in key order): the fixed text copied from templates,
       * each digest written as hex straight from its bytes.
       */
      addPinned(tool) {
        const digests = this.fieldDigests;
        writeSurface(this.w, tool, false, digests, this.definitions.ranges);
        const bytes = this.w.bytes();
        const definition = this.definitions.hash(tool, bytes);
        const toolHex = sha256Hex(bytes);
        const store = this.store.append(bytes);
        const end = this.store.used;
        const start = end - bytes.length;
        const name = JSON.stringify(tool.name);
        const room = 1024 + 3 * name.length;
        const pins = this.pins.room(room);
        const pinStart = this.pins.used;
        let at = pinStart;
        pins.set(PIN.indent, at);
        at += PIN.indent.length;
        at += pins.write(name, at, "utf8");
        pins.set(PIN.digest, at);
        const pinValue = at + 2;
        at += PIN.digest.length;
        at += pins.write(toolHex, at, "latin1");
        pins.set(PIN.fields, at);
        at += PIN.fields.length;
        let first = true;
        for (let i = 0; i < digests.length; i++) {
          const d = digests[i];
          if (d === void 0) continue;
          const pre = first ? PIN.firstField[i] : PIN.nextField[i];
          pins.set(pre, at);
          at = writeHex(pins, at + pre.length, d);
          pins[at++] = 34;
          first = false;
        }
        const k = effectiveHintBits(tool);
        const tail = first ? PIN.noFieldsTail[k] : PIN.tail[k];
        pins.set(tail, at);
        at += tail.length;
        this.pins.used = at;
        const digest = `sha256:${toolHex}`;
        this.entries.push({ name: tool.name, store, start, end, digests: void 0, digest, pins, pinStart, pinValue, pinEnd: at, definition });
      }
      /** The digests of the tools added so far (the manifest in RFC 8785 name order). */
      finish() {
        const sorted = this.entries.slice().sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
        for (let i = 1; i < sorted.length; i++) if (sorted[i].name === sorted[i - 1].name) throw this.repeatedName();
        const manifest = createSha256();
        const w = this.w;
        w.reset();
        for (let i = 0; i < sorted.length; i++) {
          const e = sorted[i];
          w.ascii(i === 0 ? "{" : ",");
          w.utf8(canonicalString(e.name));
          w.ascii(":");
          w.copy(e.store, e.start, e.end);
          if (w.length >= 1 << 16) {
            manifest.update(w.bytes());
            w.reset();
          }
        }
        w.ascii(sorted.length === 0 ? "{}" : "}");
        manifest.update(w.bytes());
        const out = {
          manifestDigest: `sha256:${manifest.hex()}`,
          manifestText: () => sorted.length === 0 ? "{}" : "{" + sorted.map((e) => canonicalString(e.name) + ":" + e.store.toString("utf8", e.start, e.end)).join(",") + "}",
          withFields: this.withFields,
          interop: toolInteropOf(sorted.map((e) => [e.name, e.definition]))
        };
        if (!this.withFields) {
          const map = /* @__PURE__ */ new Map();
          for (const e of sorted) map.set(e.name, e.digests);
          out.tools = map;
          return out;
        }
        out.pinBytes = pinBytesOf(sorted);
        return out;
      }
    };
  }
});

// src/core/snapshot/snapshot.ts
function interopOfSnapshot(s, toolSetHash) {
  const carried = s.surfaceDigest !== void 0;
  return { toolSetHash, ...nonToolInteropHashes(carried ? { instructions: s.instructions, prompts: s.prompts } : {}) };
}
var init_snapshot = __esm({
  "src/core/snapshot/snapshot.ts"() {
    "use strict";
    init_non_tool_surface();
    init_errors();
    init_interop_hashes();
    init_tool_digest_table();
    init_tool_digester();
    init_surface();
  }
});

// src/core/surface/client-capabilities.ts
function isClientCapabilityList(v) {
  return Array.isArray(v) && v.length > 0 && v.every((n, i) => typeof n === "string" && NAMES.has(n) && (i === 0 || v[i - 1] < n));
}
function byCodeUnits2(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var CLIENT_CAPABILITY_NAMES, NAMES, ALL_CLIENT_PROFILES;
var init_client_capabilities = __esm({
  "src/core/surface/client-capabilities.ts"() {
    "use strict";
    init_errors();
    CLIENT_CAPABILITY_NAMES = ["elicitation", "roots", "sampling"];
    NAMES = new Set(CLIENT_CAPABILITY_NAMES);
    ALL_CLIENT_PROFILES = Array.from(
      { length: 2 ** CLIENT_CAPABILITY_NAMES.length },
      (_, bits) => CLIENT_CAPABILITY_NAMES.filter((_n, i) => (bits & 1 << i) !== 0)
    ).sort((a, b) => a.length - b.length || byCodeUnits2(a.join(","), b.join(",")));
  }
});

// src/core/snapshot/snapshot-read.ts
function isSnapshotDocument(doc) {
  return isJsonObject(doc) && Object.hasOwn(doc, "snapshotVersion");
}
function checkSnapshot(doc, source = "snapshot", options = {}) {
  assertSnapshotShape(doc, source);
  const s = doc;
  assertTools(s.tools, `${source}: tools`);
  const d = digestTools(s.tools, options);
  const nonTool = assertRecordedDigests(s, d, source);
  if (nonTool) d.nonTool = nonTool;
  return d;
}
function assertSnapshotShape(doc, source) {
  const bad = (what) => {
    throw new ToolsealError("INVALID_SNAPSHOT", `${source}: ${what}`);
  };
  if (!isJsonObject(doc)) bad("not a JSON object");
  const s = doc;
  if (s.snapshotVersion !== 1) bad(`unsupported snapshotVersion ${JSON.stringify(s.snapshotVersion)} (expected 1)`);
  if (typeof s.server !== "string" || s.server === "") bad('"server" must be a non-empty string');
  if (!Array.isArray(s.tools)) bad('"tools" must be an array');
  if (typeof s.manifestDigest !== "string") bad('"manifestDigest" is missing');
  if (!isJsonObject(s.toolDigests)) bad('"toolDigests" must be an object');
  if (s.serverInfo !== void 0 && !isJsonObject(s.serverInfo)) bad('"serverInfo" must be an object');
  const pagesCounted = Number.isInteger(s.pages) && s.pages >= 0;
  if (s.pages !== void 0 && !pagesCounted) bad('"pages" must be a non-negative integer');
  if (s.clientCapabilities !== void 0 && !isClientCapabilityList(s.clientCapabilities)) {
    bad(`"clientCapabilities" must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, each once`);
  }
  if (s.numbers !== void 0 && s.numbers !== "rounded") bad(`"numbers" is ${JSON.stringify(s.numbers)}, not "rounded"`);
}
function assertRecordedDigests(s, d, source) {
  const bad = (what) => {
    throw new ToolsealError("INVALID_SNAPSHOT", `${source}: ${what}`);
  };
  if (d.manifestDigest !== s.manifestDigest) {
    bad(`recorded manifestDigest ${String(s.manifestDigest)} is not the digest of its tools (${d.manifestDigest})`);
  }
  const recorded = s.toolDigests;
  const digests = d.pinBytes?.digests;
  for (const name of Object.keys(recorded)) {
    if (!(digests ?? toolDigestsOf(d)).has(name)) bad(`toolDigests names ${JSON.stringify(name)}, which is not one of its tools`);
  }
  const wrong = (name, digest) => {
    if (!Object.hasOwn(recorded, name) || recorded[name] !== digest)
      bad(`recorded toolDigests[${JSON.stringify(name)}] is not the digest of that tool (${digest})`);
  };
  if (digests) for (const [name, digest] of digests) wrong(name, digest);
  else for (const [name, t] of toolDigestsOf(d)) wrong(name, t.digest);
  const nonTool = checkSnapshotNonTool(s, source, d.manifestDigest, bad);
  const recordedInterop = interopSetHashesIn(s, bad);
  if (recordedInterop !== void 0 && d.interop !== void 0) {
    const now = interopOfSnapshot(s, d.interop.toolSetHash);
    const wrongHash = interopMismatch(recordedInterop, now);
    if (wrongHash !== void 0) bad(`recorded interop.${wrongHash} is not the hash of what it holds (${String(now[wrongHash])})`);
  }
  return nonTool;
}
function readToolsDocumentText(text, source, options = {}) {
  const digester = new ToolDigester(options.fields === true, `${source}: tools`);
  const kept = [];
  let doc;
  try {
    doc = parseJsonStrictEach(
      text,
      source,
      "tools",
      (tool, index) => {
        try {
          digester.add(tool);
        } catch (e) {
          if (e instanceof ToolsealError && e.code === "NOT_CANONICALIZABLE") throw placedError(e, `${source}: tools[${index}]`);
          throw e;
        }
        if (options.keepTools) kept.push(tool);
      },
      options.numbers
    );
  } catch (e) {
    throw digester.repeatedName() ?? e;
  }
  if (Array.isArray(doc) || isJsonObject(doc) && Array.isArray(doc.tools)) {
    const d = digester.finish();
    if (options.numbers === "rounded") d.numbers = "rounded";
    if (isSnapshotDocument(doc)) {
      assertSnapshotShape(doc, source);
      if (doc.numbers === "rounded") d.numbers = "rounded";
      const nonTool = assertRecordedDigests(doc, d, source);
      if (nonTool) d.nonTool = nonTool;
    } else if (!Array.isArray(doc)) {
      const result = doc;
      if (result.nextCursor !== void 0 && result.nextCursor !== null) throw pageNotList(source);
    }
    if (!options.keepTools) return { doc, tools: [], digests: d };
    if (Array.isArray(doc)) return { doc: kept, tools: kept, digests: d };
    doc.tools = kept;
    return { doc, tools: kept, digests: d };
  }
  const { tools } = toolsFromDocument(doc, source);
  return { doc, tools, digests: digestTools(tools, options) };
}
function pageNotList(source) {
  return new ToolsealError(
    "SNAPSHOT_INCOMPLETE",
    `${source}: this tools/list result has a nextCursor, so it is one page, not the whole list; take a snapshot instead`
  );
}
function toolsFromDocument(doc, source) {
  if (Array.isArray(doc)) {
    assertTools(doc, `${source}: tools`);
    return { tools: doc };
  }
  if (isSnapshotDocument(doc)) {
    const digests = checkSnapshot(doc, source);
    const snapshot = doc;
    return { tools: snapshot.tools, snapshot, digests };
  }
  if (isJsonObject(doc) && Array.isArray(doc.tools)) {
    const result = doc;
    if (result.nextCursor !== void 0 && result.nextCursor !== null) throw pageNotList(source);
    assertTools(result.tools, `${source}: tools`);
    return { tools: result.tools };
  }
  throw new ToolsealError("INVALID_INPUT", `${source}: expected a tools/list result {"tools": [...]}, a tools array, or a snapshot`);
}
var init_snapshot_read = __esm({
  "src/core/snapshot/snapshot-read.ts"() {
    "use strict";
    init_json_object();
    init_strict_reader();
    init_client_capabilities();
    init_interop_hashes();
    init_non_tool_surface();
    init_surface();
    init_tool_digester();
    init_errors();
    init_snapshot();
  }
});

// src/cli/commands/digest.ts
var digest_exports = {};
__export(digest_exports, {
  SMALL_DOCUMENT: () => SMALL_DOCUMENT,
  command: () => command2
});
function quotedName(name) {
  return JSON.stringify(name).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
var SMALL_DOCUMENT, command2;
var init_digest = __esm({
  "src/cli/commands/digest.ts"() {
    "use strict";
    init_snapshot();
    init_snapshot_read();
    init_surface();
    init_sha256();
    init_json_file();
    SMALL_DOCUMENT = 16 * 1024;
    command2 = {
      name: "digest",
      summary: "manifest and per-tool digests of a tools/list result, tools array or snapshot",
      help: `Usage: toolseal digest [FILE] [--json] [--round-inexact-numbers]

Reads a tools/list result {"tools": [...]}, a bare tools array, or a snapshot from FILE (or stdin) and
prints the manifest digest and each tool's digest (docs/formats.md). A result with nextCursor is one page, not
the whole list, and is refused (exit 4).

toolDigest = sha256(JCS(the tool's name, title, description, inputSchema, outputSchema, annotations and
execution, those present)); manifestDigest = sha256(JCS({name: that surface, ...})). icons, _meta and other
keys are not hashed; tool order does not matter.

A snapshot also carries what the server shows the model beside its tools, and its digests are printed:
instructionsDigest = sha256(JCS(instructions)) (none when the server sent no instructions), a digest per
prompt (by name) and per resource template (by uriTemplate) over the whole object but _meta and icons, and
surfaceDigest = sha256(JCS({manifest, instructions, prompts, resourceTemplates})) over those digests.

Beside them, the tool definition hash v1 (docs/formats.md#interoperable-hashes): each whole tool's hash, the
tool and prompt set hashes and the instructions hash, which other pinning tools compute too.

Refused (exit 2): invalid JSON or UTF-8, a duplicate member name anywhere, two tools with one name, a tool
without a non-empty string name, lone surrogates, numbers that overflow to Infinity, a number a double
cannot hold exactly (such as 9223372036854775807; named with its tool and JSON Pointer), nesting deeper than
1000 levels, a snapshot whose recorded digests are not those of its tools.

Options:
  --json    {"manifestDigest": ..., "toolCount": N, "toolDigests": {name: digest}}, and for a snapshot that
            carries them "surfaceDigest", "instructionsDigest", "promptDigests", "resourceTemplateDigests";
            errors as {"code", "message"}; and "interop": {"definitionHashes": {name: "sha256:..."},
            "toolSetHash", "promptSetHash", "instructionsHash"} (the last two null when the document holds
            no prompt listing or no instructions), and "numbers": "rounded" with --round-inexact-numbers
  --round-inexact-numbers
            read a number a double cannot hold exactly as RFC 8785 reads it (the nearest double) instead of
            refusing it; the digests are then over the rounded value, and the output says so`,
      options: { json: { type: "boolean" }, "round-inexact-numbers": { type: "boolean" } },
      maxPositionals: 1,
      async run({ positionals, values, io }) {
        const file = positionals[0];
        const source = file ?? "stdin";
        const text = file === void 0 || file === "-" ? await io.readStdin() : readTextFile(file);
        if (text.length <= SMALL_DOCUMENT) hashInJavaScript();
        const rounded = values["round-inexact-numbers"] === true;
        const { doc, digests: d } = readToolsDocumentText(text, source, { numbers: rounded ? "rounded" : "exact" });
        const tools = toolDigestsOf(d);
        const snap = isSnapshotDocument(doc) ? doc : void 0;
        const carried = snap?.surfaceDigest !== void 0 ? snap : void 0;
        if (values.json) {
          const out = {
            manifestDigest: d.manifestDigest,
            toolCount: tools.size,
            toolDigests: toolDigestRecord(tools)
          };
          if (carried) {
            Object.assign(out, {
              surfaceDigest: carried.surfaceDigest,
              instructionsDigest: carried.instructionsDigest,
              promptDigests: carried.promptDigests,
              resourceTemplateDigests: carried.resourceTemplateDigests
            });
          }
          out.interop = {
            definitionHashes: Object.fromEntries(d.interop.definitionHashes),
            ...interopOfSnapshot(snap ?? {}, d.interop.toolSetHash)
          };
          if (rounded) out.numbers = "rounded";
          io.stdout(JSON.stringify(out, null, 2) + "\n");
        } else {
          let out = `manifest ${d.manifestDigest}  (${tools.size} tool${tools.size === 1 ? "" : "s"})${rounded ? "  numbers rounded" : ""}
`;
          for (const [name, t] of tools) out += `${t.digest}  ${quotedName(name)}
`;
          if (carried) {
            out += `surface ${carried.surfaceDigest}
`;
            out += `instructions ${carried.instructionsDigest ?? "(none)"}
`;
            for (const [name, digest] of Object.entries(carried.promptDigests)) out += `${digest}  prompt ${quotedName(name)}
`;
            for (const [uri, digest] of Object.entries(carried.resourceTemplateDigests))
              out += `${digest}  resourceTemplate ${quotedName(uri)}
`;
          }
          io.stdout(out);
        }
        return 0;
      }
    };
  }
});

// src/cli/main.ts
init_errors();
const { parseArgs } = process.getBuiltinModule("node:util");

// src/core/text/closest-name.ts
function closestName(raw, names) {
  const typed = raw.slice(0, 64);
  let best;
  for (const n of names) {
    const d = n.startsWith(typed) && typed.length >= 2 ? 1 : editDistance(typed, n.slice(0, 128));
    if (!best || d < best.d) best = { name: n, d };
  }
  return best && best.d <= Math.max(2, Math.ceil(best.name.length / 3)) ? best.name : void 0;
}
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

// src/core/text/terminal-text.ts
var UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;
function escapeForTerminal(s) {
  const out = s.replace(UNSAFE_FOR_TERMINAL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const lead = /^\s*/.exec(out)[0].length;
  return out.startsWith("::", lead) ? `${out.slice(0, lead)}\\u003a${out.slice(lead + 1)}` : out;
}
function jsonForTerminal(value, indent) {
  return JSON.stringify(value, null, indent).replace(
    UNSAFE_FOR_TERMINAL,
    (c) => c === "\n" ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}

// src/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

// src/cli/main.ts
var COMMANDS = {
  canonicalize: { summary: "JSON (file or stdin) to RFC 8785 canonical bytes", load: () => Promise.resolve().then(() => (init_canonicalize(), canonicalize_exports)) },
  digest: {
    summary: "manifest and per-tool digests of a tools/list result, tools array or snapshot",
    load: () => Promise.resolve().then(() => (init_digest(), digest_exports))
  },
  lock: { summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)", load: () => import("./commands/lock.js") },
  check: { summary: "pin state and drift against mcp-tools.lock; exit 3 on privilege widening", load: () => import("./commands/check.js") },
  snapshot: { summary: "a server's complete, exact tools/list as a snapshot file", load: () => import("./commands/snapshot.js") },
  verify: { summary: "verify a signed tool surface and compare it with the live server", load: () => import("./commands/verify.js") },
  "verify-bundle": {
    summary: "verify any Sigstore bundle (sigstore-conformance CLI protocol)",
    load: () => import("./commands/verify-bundle.js")
  },
  statement: {
    summary: "the in-toto statement of a server's tool surface (revision chain)",
    load: () => import("./commands/statement.js")
  },
  sign: { summary: "sign a statement keyless with Sigstore into a bundle", load: () => import("./commands/sign.js") },
  guard: {
    summary: "run an MCP server behind a proxy that withholds its tools when they fail the pin",
    load: () => import("./commands/guard.js")
  },
  trust: {
    summary: "one row per configured server: pin state, surface, changes, and whether the guard runs it",
    load: () => import("./commands/trust.js")
  },
  wrap: {
    summary: "rewrite an MCP client config so that every server starts through toolseal guard",
    load: () => import("./commands/wrap.js")
  },
  doctor: {
    summary: "per configured server: wrapped, its guard starts, its lock pins it, it answers",
    load: () => import("./commands/doctor.js")
  }
};
var MAIN_HELP = () => `toolseal ${VERSION}: make an MCP server's tool surface a reviewed, signed, verifiable artifact

Usage: toolseal COMMAND [OPTIONS]

Commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(14)}${c.summary}`).join("\n")}

Run toolseal COMMAND --help for a command's options.
Exit codes: 0 ok, 1 a check failed, 2 usage or invalid input, 3 privilege widening, 4 incomplete snapshot.`;
async function runCli(argv, io) {
  const json = (argv.includes("--") ? argv.slice(0, argv.indexOf("--")) : argv).includes("--json");
  try {
    const [first, ...rest0] = argv;
    const [name, ...args] = first === "help" && rest0.length > 0 ? [rest0[0], "--help"] : [first, ...rest0];
    if (name === void 0) {
      io.stdout(MAIN_HELP() + "\n");
      throw new ToolsealError("USAGE", "no command given; run toolseal --help");
    }
    if (name === "--help" || name === "-h" || name === "help") {
      io.stdout(MAIN_HELP() + "\n");
      return EXIT.OK;
    }
    if (name === "--version" || name === "-v") {
      io.stdout(VERSION + "\n");
      return EXIT.OK;
    }
    const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : void 0;
    if (!entry) {
      const near = name.startsWith("-") ? void 0 : closestName(name, Object.keys(COMMANDS));
      throw new ToolsealError(
        "USAGE",
        `unknown command ${JSON.stringify(name.slice(0, 40))}${near ? ` (did you mean ${near}?)` : ""}; run toolseal --help`
      );
    }
    const { command: command3 } = await entry.load();
    const dashdash = args.indexOf("--");
    const own = dashdash < 0 ? args : args.slice(0, dashdash);
    const rest = dashdash < 0 ? void 0 : args.slice(dashdash + 1);
    if (own.includes("--help") || own.includes("-h")) {
      io.stdout(command3.help + "\n");
      return EXIT.OK;
    }
    const options = { ...command3.options, json: command3.options.json ?? { type: "boolean" } };
    let parsed;
    try {
      parsed = parseArgs({ args: own, options, allowPositionals: true, strict: true, tokens: true });
    } catch (e) {
      throw usageError(name, own, options, e);
    }
    refuseRepeated(name, parsed.tokens, options);
    if (parsed.positionals.length > (command3.maxPositionals ?? 0)) {
      const extra = parsed.positionals[command3.maxPositionals ?? 0];
      const shown = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./.test(extra) ? "(a token-like value, not shown)" : JSON.stringify(extra);
      const hint = rest === void 0 && command3.help.includes("-- CMD") ? `; a server's command goes after --: toolseal ${name} [OPTIONS] -- CMD [ARGS...]` : "";
      throw new ToolsealError("USAGE", `${name}: unexpected argument ${shown}${hint}`);
    }
    const ctx = {
      values: parsed.values,
      positionals: parsed.positionals,
      rest,
      io
    };
    if (ctx.values["oauth-logout"] === true) {
      const { forgetOAuthFromArgs } = await import("./commands/oauth-logout.js");
      await forgetOAuthFromArgs(ctx);
      if (ctx.values.oauth !== true && ctx.values["oauth-client-credentials"] !== true) return EXIT.OK;
    }
    return await command3.run(ctx);
  } catch (e) {
    return reportError(e, io, json);
  }
}
function usageError(name, args, options, e) {
  const code = e.code;
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  const usage = `run toolseal ${name} --help`;
  for (const t of tokens) {
    if (t.kind !== "option") continue;
    const spec = Object.hasOwn(options, t.name) ? options[t.name] : void 0;
    if (!spec) {
      const near = closestOption(t.rawName, Object.keys(options));
      return new ToolsealError(
        "USAGE",
        `${name}: unknown option ${shownOption(t.rawName)}${near ? ` (did you mean ${near}?)` : ""}; ${usage}`,
        { cause: e }
      );
    }
    if (spec.type === "string" && (t.value === void 0 || !t.inlineValue && t.value.startsWith("-"))) {
      return new ToolsealError(
        "USAGE",
        `${name}: ${t.rawName} needs a value (${t.rawName} VALUE, or ${t.rawName}=VALUE when it starts with -); ${usage}`,
        { cause: e }
      );
    }
    if (spec.type === "boolean" && t.inlineValue) {
      return new ToolsealError("USAGE", `${name}: ${t.rawName} takes no value; ${usage}`, { cause: e });
    }
  }
  return new ToolsealError("USAGE", `${name}: ${code === void 0 ? "invalid arguments" : e.message}; ${usage}`, { cause: e });
}
function refuseRepeated(name, tokens, options) {
  const seen = /* @__PURE__ */ new Set();
  for (const t of tokens ?? []) {
    if (t.kind !== "option") continue;
    const spec = options[t.name];
    if (spec?.type !== "string" || spec.multiple === true) continue;
    if (seen.has(t.name))
      throw new ToolsealError("USAGE", `${name}: --${t.name} is given more than once; give it once (run toolseal ${name} --help)`);
    seen.add(t.name);
  }
}
function shownOption(raw) {
  return raw.length > 40 ? `${raw.slice(0, 40)}\u2026` : raw;
}
function closestOption(raw, names) {
  const near = closestName(raw.replace(/^-+/, ""), names);
  return near === void 0 ? void 0 : `--${near}`;
}
function reportError(e, io, json) {
  const err = e instanceof ToolsealError ? e : new ToolsealError("IO_ERROR", `unexpected error: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  if (json) io.stdout(jsonForTerminal({ code: err.code, message: err.message }) + "\n");
  io.stderr(`toolseal: ${err.code}: ${escapeForTerminal(oneLine(err.message))}
`);
  return err.exitCode;
}

// src/cli/process-io.ts
init_strict_reader();
init_errors();
const { writeSync: writeSync2 } = process.getBuiltinModule("node:fs");
const { isatty } = process.getBuiltinModule("node:tty");
function processIO() {
  return {
    stdout: writeStdout,
    stderr: writeStderr,
    readStdin: async () => {
      const chunks = [];
      for await (const c of process.stdin) chunks.push(c);
      return decodeUtf8(Buffer.concat(chunks), "stdin");
    },
    env: process.env,
    cwd: process.cwd(),
    // Asked of the descriptors: creating process.stdout (what its isTTY would take) loads Node's stream
    // and net code, a tenth of a small command's start-up.
    isTTY: isatty(1),
    stderrIsTTY: isatty(2)
  };
}
var stream = false;
function writeStdout(text) {
  if (stream) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text, "utf8");
  let written = 0;
  try {
    while (written < bytes.length) written += writeSync2(1, bytes, written);
  } catch (e) {
    const err = e;
    if (err.code !== "EAGAIN") return stdoutFailed(err);
    useStream();
    process.stdout.write(bytes.subarray(written));
  }
}
function useStream() {
  stream = true;
  process.stdout.on("error", (e) => stdoutFailed(e));
}
function stdoutFailed(e) {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  process.stderr.write(`toolseal: IO_ERROR: cannot write to stdout: ${osErrorText(e)}
`);
  process.exit(2);
}
var stderrWatched = false;
function writeStderr(text) {
  if (!stderrWatched) {
    stderrWatched = true;
    process.stderr.on("error", () => {
    });
  }
  process.stderr.write(text);
}

// src/cli/single-file-cli.ts
process.exitCode = await runCli(process.argv.slice(2), processIO());

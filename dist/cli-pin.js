#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/core/errors.ts
function worstExitCode(codes) {
  let worst = EXIT.OK;
  for (const c of codes) if (EXIT_SEVERITY.indexOf(c) < EXIT_SEVERITY.indexOf(worst)) worst = c;
  return worst;
}
function placedError(e, where2) {
  return new ToolsealError(e.code, `${where2}: ${e.message}`, { cause: e });
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
function messageBesideServer(serverId, message) {
  const lead = `server ${JSON.stringify(serverId)} (`;
  if (!message.startsWith(lead)) return message;
  let at = lead.length;
  if (message.startsWith('stdio server "', at)) {
    at += 'stdio server "'.length;
    while (at < message.length && message[at] !== '"') at += message[at] === "\\" ? 2 : 1;
    at++;
  } else if (message.startsWith("server ", at)) {
    while (at < message.length && message[at] !== ")") at++;
  } else return message;
  return message.startsWith("): ", at) ? `${message.slice(lead.length, at)}${message.slice(at + 1)}` : message;
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
      SIGNING_FAILED: EXIT.CHECK_FAILED,
      GITHUB_API_ERROR: EXIT.CHECK_FAILED,
      COMMENT_NOT_PERMITTED: EXIT.CHECK_FAILED,
      // privilege widening (3)
      PRIVILEGE_WIDENING: EXIT.PRIVILEGE_WIDENING,
      // the server could not be snapshotted completely (4)
      SNAPSHOT_INCOMPLETE: EXIT.SNAPSHOT_INCOMPLETE,
      /** A server behind OAuth could not be authorized (not approved in time, denied, refused token). */
      OAUTH_FAILED: EXIT.SNAPSHOT_INCOMPLETE
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

// src/core/closest-name.ts
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
var init_closest_name = __esm({
  "src/core/closest-name.ts"() {
    "use strict";
  }
});

// src/core/terminal-text.ts
function isHiddenCharacter(ch) {
  UNSAFE_FOR_TERMINAL.lastIndex = 0;
  return UNSAFE_FOR_TERMINAL.test(ch);
}
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
function quoteForTerminal(s) {
  return escapeForTerminal(JSON.stringify(s));
}
function shellWord(word) {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
var UNSAFE_FOR_TERMINAL;
var init_terminal_text = __esm({
  "src/core/terminal-text.ts"() {
    "use strict";
    UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;
  }
});

// src/version.ts
var VERSION, REPOSITORY_URL;
var init_version = __esm({
  "src/version.ts"() {
    "use strict";
    VERSION = true ? "0.1.0" : "0.0.0-dev";
    REPOSITORY_URL = true ? "https://github.com/toolseal/toolseal" : "https://github.com/toolseal/toolseal";
  }
});

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
var init_json_path = __esm({
  "src/core/json-path.ts"() {
    "use strict";
  }
});

// src/core/jcs.ts
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
  "src/core/jcs.ts"() {
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
      buf;
      /** The number of bytes written since the last {@link reset}. */
      length = 0;
      constructor(initialSize = 1 << 16) {
        this.buf = Buffer.allocUnsafe(initialSize);
      }
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
          if (!s.isWellFormed()) throw new Refusal(`lone surrogate in ${what}`);
          this.escaped(s);
          return;
        }
        this.room(s.length * 3 + 2);
        this.buf[this.length++] = 34;
        this.length += utf8Write.call(this.buf, s, this.length);
        this.buf[this.length++] = 34;
      }
      /**
       * A well-formed string that needs escapes, escaped as JSON.stringify does (RFC 8785 §3.2.2.2): written
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
              if (MEMBER_NAMES.size < 4096 && this.length - start <= 64)
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

// src/core/repeated-tool-names.ts
function firstRepeatIn(order, nameAt, where2) {
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
  return repeat < 0 ? void 0 : duplicateName(where2, first, repeat, nameAt(repeat));
}
function duplicateName(where2, first, i, name) {
  const list2 = where2.slice(where2.lastIndexOf(": ") + 1).trimStart();
  return new ToolsealError("DUPLICATE_TOOL_NAME", `${where2}[${first}] and ${list2}[${i}] are both named ${JSON.stringify(name)}`);
}
var init_repeated_tool_names = __esm({
  "src/core/repeated-tool-names.ts"() {
    "use strict";
    init_errors();
  }
});

// src/core/json-object.ts
function isJsonObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var init_json_object = __esm({
  "src/core/json-object.ts"() {
    "use strict";
  }
});

// src/core/hints.ts
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
function classifyHint(hint, from, to) {
  if (from === to) return null;
  return to === WIDENING_VALUE[hint] ? "widening" : "narrowing";
}
function hintChanges(before, after) {
  const out = [];
  for (const h of HINT_NAMES) {
    const c = classifyHint(h, before[h], after[h]);
    if (c) out.push({ hint: h, from: before[h], to: after[h], class: c });
  }
  return out;
}
var HINT_DEFAULTS, HINT_NAMES, WIDENING_VALUE, DEFAULT_HINT_BITS;
var init_hints = __esm({
  "src/core/hints.ts"() {
    "use strict";
    init_json_object();
    HINT_DEFAULTS = {
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
      readOnlyHint: false
    };
    HINT_NAMES = Object.keys(HINT_DEFAULTS).sort();
    WIDENING_VALUE = {
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
      readOnlyHint: true
    };
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

// src/core/sha256.ts
function nodeCrypto() {
  return native ??= process.getBuiltinModule("node:crypto");
}
function utf8(data) {
  return typeof data === "string" ? Buffer.from(data, "utf8") : data;
}
function asBuffer(bytes) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
var Sha256Hashing, native, processHashing, sha256Hex, sha256Latin1, createSha256;
var init_sha256 = __esm({
  "src/core/sha256.ts"() {
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

// src/core/surface.ts
function sha256Digest(text) {
  return `sha256:${sha256Hex(text)}`;
}
function fieldDigest(tool, field) {
  if (!Object.hasOwn(tool, field)) throw new ToolsealError("INVALID_INPUT", `tool ${JSON.stringify(tool.name)} has no ${field}`);
  return sha256Digest(canonicalize(tool[field]));
}
function toolDigestsOf(d) {
  if (d.tools !== void 0) return d.tools;
  if (d.pinBytes === void 0) throw new ToolsealError("INVALID_INPUT", "the digests have neither their tools nor their pins");
  return d.tools = d.pinBytes.toolDigests();
}
function digestTools(tools, options = {}) {
  assertTools(tools);
  const sorted = byName(tools);
  const manifest = createSha256();
  const map = /* @__PURE__ */ new Map();
  const withFields = options.fields === true;
  const w = new CanonicalWriter();
  for (let i = 0; i < sorted.length; i++) {
    const tool = sorted[i];
    const fields = writeSurface(w, tool, withFields);
    const bytes = w.bytes();
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
    withFields
  };
}
function writeSurface(w, tool, withFields, fieldDigests) {
  const fields = withFields ? {} : void 0;
  surfaceWrites.count++;
  w.reset();
  let first = true;
  for (let i = 0; i < SURFACE_FIELDS.length; i++) {
    const f = SURFACE_FIELDS[i];
    if (!Object.hasOwn(tool, f)) {
      if (fieldDigests) fieldDigests[i] = void 0;
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
function assertTools(tools, where2 = "tools") {
  if (!Array.isArray(tools)) throw new ToolsealError("MALFORMED_TOOL", `${where2} is not an array`);
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < tools.length; i++) assertTool(tools[i], i, where2, seen);
}
function assertTool(t, i, where2, seen) {
  assertToolShape(t, i, where2);
  const first = seen.get(t.name);
  if (first !== void 0) throw duplicateName(where2, first, i, t.name);
  seen.set(t.name, i);
}
function assertToolShape(t, i, where2) {
  if (typeof t !== "object" || t === null || Array.isArray(t)) {
    throw new ToolsealError("MALFORMED_TOOL", `${where2}[${i}] is not an object`);
  }
  const name = Object.hasOwn(t, "name") ? t.name : void 0;
  if (typeof name !== "string" || name.length === 0) {
    throw new ToolsealError("MALFORMED_TOOL", `${where2}[${i}] has no non-empty string name`);
  }
}
function* toolDigestsInOrder(tools, order) {
  const w = new CanonicalWriter();
  for (let k = 0; k < order.length; k++) {
    writeSurface(w, tools[order[k]], false);
    yield sha256Bytes(w.bytes());
  }
}
var SURFACE_FIELDS, surfaceWrites, FIRST_MEMBER, NEXT_MEMBER;
var init_surface = __esm({
  "src/core/surface.ts"() {
    "use strict";
    init_errors();
    init_repeated_tool_names();
    init_hints();
    init_jcs();
    init_sha256();
    SURFACE_FIELDS = ["annotations", "description", "execution", "inputSchema", "name", "outputSchema", "title"];
    surfaceWrites = { count: 0 };
    FIRST_MEMBER = SURFACE_FIELDS.map((f) => `{"${f}":`);
    NEXT_MEMBER = SURFACE_FIELDS.map((f) => `,"${f}":`);
  }
});

// src/core/non-tool-surface.ts
function instructionsDigest(instructions) {
  return sha256Digest(canonicalize(instructions));
}
function entryDigest(entry, where2) {
  const hashed = /* @__PURE__ */ Object.create(null);
  for (const k of Object.keys(entry)) if (!UNHASHED_ENTRY_KEYS.includes(k)) hashed[k] = entry[k];
  try {
    return sha256Digest(canonicalize(hashed));
  } catch (e) {
    if (e instanceof ToolsealError) throw placedError(e, where2);
    throw e;
  }
}
function assertEntries(list2, where2, rule) {
  if (!Array.isArray(list2)) throw new ToolsealError(rule.malformed, `${where2} is not an array`);
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < list2.length; i++) {
    const e = list2[i];
    if (typeof e !== "object" || e === null || Array.isArray(e)) throw new ToolsealError(rule.malformed, `${where2}[${i}] is not an object`);
    const key = Object.hasOwn(e, rule.key) ? e[rule.key] : void 0;
    if (typeof key !== "string" || key.length === 0)
      throw new ToolsealError(rule.malformed, `${where2}[${i}] has no non-empty string ${rule.key}`);
    const first = seen.get(key);
    if (first !== void 0) {
      throw new ToolsealError(rule.duplicate, `${where2}[${first}] and ${where2}[${i}] are both ${rule.noun} ${JSON.stringify(key)}`);
    }
    seen.set(key, i);
  }
}
function assertPrompts(prompts, where2 = "prompts") {
  assertEntries(prompts, where2, PROMPT_RULE);
}
function assertResourceTemplates(templates, where2 = "resourceTemplates") {
  assertEntries(templates, where2, TEMPLATE_RULE);
}
function digestRecord(list2, key, where2) {
  const out = /* @__PURE__ */ Object.create(null);
  const sorted = [...list2 ?? []].sort((a, b) => byCodeUnits(a[key], b[key]));
  for (const e of sorted) out[e[key]] = entryDigest(e, `${where2} ${JSON.stringify(e[key])}`);
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
function nonToolChanges(pinned, now, current = {}, reviewed, textOf = (e) => JSON.stringify(e, null, 2)) {
  const out = [];
  let reviewedMemo;
  const reviewedDigests = () => reviewedMemo ??= digestNonTool(reviewed);
  const was = pinned.instructionsDigest;
  const is = now.instructionsDigest;
  if (was !== is) {
    const text = {};
    if (current.instructions !== void 0) text.current = current.instructions;
    if (reviewed?.instructions !== void 0 && reviewedDigests().instructionsDigest === was) text.reviewed = reviewed.instructions;
    out.push({ carrier: "instructions", change: was === null ? "added" : is === null ? "removed" : "changed", text });
  }
  const entries = [
    ["prompt", "promptDigests", "prompts", "name"],
    ["resourceTemplate", "resourceTemplateDigests", "resourceTemplates", "uriTemplate"]
  ];
  for (const [carrier, digestsKey, listKey, key] of entries) {
    const a = pinned[digestsKey];
    const b = now[digestsKey];
    const index = (list2) => new Map((list2 ?? []).map((e) => [e[key], e]));
    const currentByKey = index(current[listKey]);
    const reviewedByKey = index(reviewed?.[listKey]);
    for (const name of [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort(byCodeUnits)) {
      const wasD = Object.hasOwn(a, name) ? a[name] : void 0;
      const isD = Object.hasOwn(b, name) ? b[name] : void 0;
      if (wasD === isD) continue;
      const text = {};
      const cur = currentByKey.get(name);
      if (cur) text.current = textOf(cur);
      const rev = reviewedByKey.get(name);
      if (rev && wasD !== void 0 && reviewedDigests()[digestsKey][name] === wasD) text.reviewed = textOf(rev);
      out.push({ carrier, name, change: wasD === void 0 ? "added" : isD === void 0 ? "removed" : "changed", text });
    }
  }
  return out;
}
function noNonToolDigests() {
  return {
    instructionsDigest: null,
    promptDigests: /* @__PURE__ */ Object.create(null),
    resourceTemplateDigests: /* @__PURE__ */ Object.create(null)
  };
}
function nonToolLabel(c, quote2 = (s) => JSON.stringify(s)) {
  return c.name === void 0 ? c.carrier : `${c.carrier} ${quote2(c.name)}`;
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
  "src/core/non-tool-surface.ts"() {
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

// src/core/client-capabilities.ts
function parseClientCapabilities(text, what = "--client-capabilities") {
  const names = text.split(",").map((n) => n.trim());
  for (const n of names) {
    if (!NAMES.has(n))
      throw new ToolsealError(
        "USAGE",
        `${what} takes names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, comma-separated; not ${JSON.stringify(n.slice(0, 40))}`
      );
  }
  return [...new Set(names)].sort();
}
function isClientCapabilityList(v) {
  return Array.isArray(v) && v.length > 0 && v.every((n, i) => typeof n === "string" && NAMES.has(n) && (i === 0 || v[i - 1] < n));
}
function profileText(names) {
  return names === void 0 || names.length === 0 ? "none" : names.join(",");
}
function sameProfile(a, b) {
  return profileText(a) === profileText(b);
}
var CLIENT_CAPABILITY_NAMES, NAMES;
var init_client_capabilities = __esm({
  "src/core/client-capabilities.ts"() {
    "use strict";
    init_errors();
    CLIENT_CAPABILITY_NAMES = ["elicitation", "roots", "sampling"];
    NAMES = new Set(CLIENT_CAPABILITY_NAMES);
  }
});

// src/core/json-numbers.ts
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
function inexactNumber(source, literal, at) {
  const shown = literal.length > 40 ? literal.slice(0, 40) + "\u2026" : literal;
  return new ToolsealError(
    "NOT_CANONICALIZABLE",
    `${source}: the number ${shown} at offset ${at} cannot be held exactly by a double (it reads as ${String(Number(literal))}); refused rather than rounded`
  );
}
var MAX_FRACTION_DIGITS, MIN_NORMAL;
var init_json_numbers = __esm({
  "src/core/json-numbers.ts"() {
    "use strict";
    init_errors();
    MAX_FRACTION_DIGITS = 17;
    MIN_NORMAL = 22250738585072014e-324;
  }
});

// src/core/json-exact.ts
function readJsonExact(text, source, at = { offset: 0, path: [], maxDepth: MAX_DEPTH }) {
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
      if (!isExactNumberLiteral(m[0])) throw inexactNumber(source, m[0], at.offset + i);
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
  "src/core/json-exact.ts"() {
    "use strict";
    init_errors();
    init_jcs();
    init_json_numbers();
    init_json_path();
    NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
    PLAIN_STRING_BREAKERS = /[\\\u0000-\u001f]/;
  }
});

// src/core/json-scan.ts
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
  const str4 = () => {
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
        const name = str4();
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
      str4();
      return null;
    }
    while (i < text.length && !",]} 	\n\r".includes(text[i])) i++;
    return null;
  };
  return value();
}
var init_json_scan = __esm({
  "src/core/json-scan.ts"() {
    "use strict";
    init_json_numbers();
  }
});

// src/core/json-text.ts
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
  if (options.canonical === false) return parseJsonValid(text, source);
  const at = options.at;
  const start = at === void 0 && text.charCodeAt(0) === 65279 ? 1 : 0;
  const maxDepth = MAX_DEPTH - (at?.depth ?? 0);
  const scan = scanStructure(text, start, maxDepth, false);
  if (options.exact === true) scan.escapedName = true;
  const value = parseStrictRange(text, start, text.length, source, scan, at?.path ?? [], maxDepth);
  if (options.seen && scan.escapedName) options.seen.escapedName = true;
  return value;
}
function parseJsonValid(text, source) {
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
function parseStrictRange(text, start, end, source, scan, path, maxDepth, index = -1) {
  if (scan.tooDeepAt >= 0) {
    throw new ToolsealError("NOT_CANONICALIZABLE", `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${scan.tooDeepAt}`);
  }
  const slice = start === 0 && end === text.length ? text : text.slice(start, end);
  if (scan.escapedName) return readJsonExact(slice, source, { offset: start, path: pathTo(path, index), maxDepth });
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
  if (scan.inexactAt >= 0) throw inexactNumber(source, numberLiteralAt(text, scan.inexactAt), scan.inexactAt);
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
function parseJsonStrictEach(text, source, arrayName, onElement) {
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
    const v = parseStrictRange(text, i, scan.end, source, scan, path, maxDepth, index);
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
  } else return parseJsonStrict(text, source);
  ws();
  if (i < n) fail("unexpected text after the value");
  return doc;
}
var UTF8, MAX_TEXT_LENGTH;
var init_json_text = __esm({
  "src/core/json-text.ts"() {
    "use strict";
    init_errors();
    init_jcs();
    init_json_exact();
    init_json_numbers();
    init_json_path();
    init_json_scan();
    init_json_numbers();
    UTF8 = new TextDecoder("utf-8", { fatal: true });
    MAX_TEXT_LENGTH = 536870888;
  }
});

// src/core/launcher-options.ts
var words, NPM_FLAG_KEYS, NPM_VALUE_KEYS, NPM_SHORTHANDS, NPX_VALUE_KEYS, NPX_FLAG_KEYS, NPX_REMOVED_KEYS, PNPM_VALUE_OPTIONS, PNPM_FLAGS, UV_VALUE_OPTIONS, UV_FLAGS, PIPX_VALUE_OPTIONS, PIPX_FLAGS, PIP_VALUE_OPTIONS, PIP_FLAGS, PIP_FILE_OPTIONS, DOCKER_RUN_VALUE_OPTIONS, DOCKER_RUN_FLAGS, DOCKER_GLOBAL_VALUE_OPTIONS, DOCKER_GLOBAL_FLAGS;
var init_launcher_options = __esm({
  "src/core/launcher-options.ts"() {
    "use strict";
    words = (s) => new Set(s.split(" ").filter((w) => w !== ""));
    NPM_FLAG_KEYS = words(
      "all allow-same-version allow-scripts-pending allow-scripts-pin audit bin-links browser bypass-2fa color commit-hooks dangerously-allow-all-scripts description dev diff-ignore-all-space diff-name-only diff-no-prefix diff-text dry-run engine-strict expect-results force foreground-scripts format-package-lock fund git-tag-version global global-style if-present ignore-scripts include-attestations include-staged include-workspace-root init-private install-links json legacy-bundling legacy-peer-deps link long offline omit-lockfile-registry-resolved optional package-lock package-lock-only packages-all parseable prefer-dedupe prefer-offline prefer-online production progress provenance read-only rebuild-bundle save save-bundle save-dev save-exact save-optional save-peer save-prod shrinkwrap sign-git-commit sign-git-tag strict-allow-scripts strict-peer-deps strict-ssl timing unicode update-notifier usage version versions workspaces workspaces-update yes"
    );
    NPM_VALUE_KEYS = words(
      "_auth access allow-directory allow-file allow-git allow-remote allow-scripts also audit-level auth-type before ca cache cache-max cache-min cafile call cert cidr cpu depth diff diff-dst-prefix diff-src-prefix diff-unified editor expect-result-count expires fetch-retries fetch-retry-factor fetch-retry-maxtimeout fetch-retry-mintimeout fetch-timeout git globalconfig heading https-proxy include init-author-email init-author-name init-author-url init-license init-module init-type init-version init.author.email init.author.name init.author.url init.license init.module init.version install-strategy key libc local-address location lockfile-version loglevel logs-dir logs-max maxsockets message min-release-age min-release-age-exclude name node-gyp node-options noproxy omit only orgs orgs-permission os otp pack-destination package packages packages-and-scopes-permission password prefix preid provenance-file proxy registry replace-registry-host save-prefix sbom-format sbom-type scope scopes script-shell searchexclude searchlimit searchopts searchstaleness shell tag tag-version-prefix token-description umask user-agent userconfig viewer which workspace"
    );
    NPM_SHORTHANDS = new Map(
      "?=--usage,B=--save-bundle,C=--prefix,D=--save-dev,E=--save-exact,H=--usage,L=--location,O=--save-optional,P=--save-prod,S=--save,a=--all,c=--call,d=--loglevel info,dd=--loglevel verbose,ddd=--loglevel silly,desc=--description,enjoy-by=--before,f=--force,g=--global,h=--usage,help=--usage,iwr=--include-workspace-root,l=--long,local=--no-global,m=--message,n=--no-yes,no=--no-yes,p=--parseable,porcelain=--parseable,q=--loglevel warn,quiet=--loglevel warn,readonly=--read-only,reg=--registry,s=--loglevel silent,silent=--loglevel silent,v=--version,verbose=--loglevel verbose,w=--workspace,ws=--workspaces,y=--yes".split(",").map((e) => [e.slice(0, e.indexOf("=")), e.slice(e.indexOf("=") + 1).split(" ")])
    );
    NPX_VALUE_KEYS = words("package p cache userconfig call c shell");
    NPX_FLAG_KEYS = words("no-install quiet q version v help h");
    NPX_REMOVED_KEYS = words("always-spawn ignore-existing shell-auto-fallback npm node-arg n");
    PNPM_VALUE_OPTIONS = words(
      "--package --allow-build --cpu --os --libc --dir -C --filter -F --reporter --loglevel --registry --store-dir --cache-dir --config-dir --virtual-store-dir --workspace-concurrency"
    );
    PNPM_FLAGS = words(
      "--shell-mode -c --silent -s --recursive -r --workspace-root -w --stream --aggregate-output --use-stderr --color --no-color --help -h --reporter-hide-prefix --prefer-offline --offline"
    );
    UV_VALUE_OPTIONS = words(
      "--allow-insecure-host --trusted-host --build-constraints --build-constraint -b --cache-dir --color --config-file --config-setting --config-settings -C --config-settings-package --constraints --constraint -c --default-index --directory --env-file --exclude-newer --exclude-newer-package --extra-index-url --find-links -f --fork-strategy --from --index --index-strategy --index-url -i --keyring-provider --link-mode --no-binary-package --no-build-isolation-package --no-build-package --overrides --override --prerelease --project --python -p --python-platform --refresh-package --reinstall-package --resolution --upgrade-package -P --with -w --with-editable --with-requirements"
    );
    UV_FLAGS = words(
      "--compile-bytecode --compile --help -h --isolated --managed-python --native-tls --no-binary --no-build --no-build-isolation --no-cache --no-cache-dir -n --no-config --no-env-file --no-index --no-managed-python --no-progress --no-python-downloads --no-sources --offline --quiet -q --refresh --reinstall --force-reinstall --upgrade -U --verbose -v"
    );
    PIPX_VALUE_OPTIONS = words("--spec --python --index-url -i --pip-args --backend --preinstall --fetch-python");
    PIPX_FLAGS = words(
      "--no-cache --pypackages --path --verbose -v --quiet -q --system-site-packages --editable -e --fetch-missing-python --help -h --global"
    );
    PIP_VALUE_OPTIONS = words(
      "--index-url -i --extra-index-url --find-links -f --trusted-host --proxy --cert --client-cert --timeout --retries --cache-dir --platform --python-version --implementation --abi --progress-bar --log --exists-action --src --root --prefix --target -t --upgrade-strategy --global-option --config-settings --only-binary --no-binary --use-feature --use-deprecated --keyring-provider --report --root-user-action"
    );
    PIP_FLAGS = words(
      "--no-cache-dir --pre --upgrade -U --no-deps --quiet -q --verbose -v --isolated --no-index --prefer-binary --no-build-isolation --force-reinstall --ignore-installed -I --no-warn-script-location --disable-pip-version-check --no-color --require-hashes --no-compile --compile --user --no-input --ignore-requires-python --no-warn-conflicts --break-system-packages"
    );
    PIP_FILE_OPTIONS = words("-r --requirement -c --constraint -e --editable");
    DOCKER_RUN_VALUE_OPTIONS = words(
      "--add-host --annotation -a --attach --blkio-weight --blkio-weight-device --cap-add --cap-drop --cgroup-parent --cgroupns --cidfile --cpu-count --cpu-percent --cpu-period --cpu-quota --cpu-rt-period --cpu-rt-runtime -c --cpu-shares --cpus --cpuset-cpus --cpuset-mems --detach-keys --device --device-cgroup-rule --device-read-bps --device-read-iops --device-write-bps --device-write-iops --dns --dns-option --dns-search --domainname --entrypoint -e --env --env-file --expose --gpus --group-add --health-cmd --health-interval --health-retries --health-start-interval --health-start-period --health-timeout -h --hostname --io-maxbandwidth --io-maxiops --ip --ip6 --ipc --isolation --kernel-memory -l --label --label-file --link --link-local-ip --log-driver --log-opt --mac-address -m --memory --memory-reservation --memory-swap --memory-swappiness --mount --name --network --net --network-alias --oom-score-adj --pid --pids-limit --platform -p --publish --pull --restart --runtime --security-opt --shm-size --stop-signal --stop-timeout --storage-opt --sysctl --tmpfs --ulimit -u --user --userns --uts -v --volume --volume-driver --volumes-from -w --workdir"
    );
    DOCKER_RUN_FLAGS = words(
      "-d --detach --disable-content-trust --help --init -i --interactive --no-healthcheck --oom-kill-disable --privileged -P --publish-all -q --quiet --read-only --rm --sig-proxy -t --tty --use-api-socket"
    );
    DOCKER_GLOBAL_VALUE_OPTIONS = words("--config -c --context -H --host -l --log-level --tlscacert --tlscert --tlskey");
    DOCKER_GLOBAL_FLAGS = words("-D --debug --tls --tlsverify --help");
  }
});

// src/core/package-pin.ts
function samePackagePin(a, b) {
  if (a === void 0 || b === void 0) return a === b;
  return a.ecosystem === b.ecosystem && a.name === b.name && a.version === b.version && a.integrity === b.integrity;
}
function assertPackagePin(v, bad) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) bad("package is not an object");
  const p = v;
  for (const k of Object.keys(p))
    if (!["ecosystem", "name", "version", "integrity"].includes(k)) bad(`package has an unknown member ${JSON.stringify(k)}`);
  if (p.ecosystem !== "npm" && p.ecosystem !== "pypi" && p.ecosystem !== "oci") bad("package.ecosystem must be npm, pypi or oci");
  for (const k of ["name", "version"]) {
    if (typeof p[k] !== "string" || p[k] === "" || p[k].length > MAX_SPEC_LENGTH)
      bad(`package.${k} is not a name of 1 to ${MAX_SPEC_LENGTH} characters`);
  }
  if (p.integrity !== void 0) {
    const ok = typeof p.integrity === "string" && (p.ecosystem === "oci" ? SHA256.test(p.integrity) : /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(p.integrity));
    if (!ok)
      bad(p.ecosystem === "oci" ? "package.integrity is not sha256:<64 hex>" : "package.integrity is not an SRI string (sha512-<base64>)");
  }
}
var MAX_SPEC_LENGTH, SHA256;
var init_package_pin = __esm({
  "src/core/package-pin.ts"() {
    "use strict";
    MAX_SPEC_LENGTH = 512;
    SHA256 = /^sha256:[0-9a-f]{64}$/;
  }
});

// src/core/package-launch-docker.ts
var init_package_launch_docker = __esm({
  "src/core/package-launch-docker.ts"() {
    "use strict";
    init_launcher_options();
    init_package_pin();
  }
});

// src/core/command-words.ts
function commandWords(line, option) {
  const words2 = [];
  let word = "";
  let quote2;
  let inWord = false;
  for (const ch of line) {
    if (quote2) {
      if (ch === quote2) quote2 = void 0;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote2 = ch;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words2.push(word);
      word = "";
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote2) throw new ToolsealError("USAGE", `${option} has an unclosed quote`);
  if (inWord) words2.push(word);
  return words2;
}
function optionWords(name, value) {
  return value.startsWith("-") ? [`--${name}=${value}`] : [`--${name}`, value];
}
var MAX_SHELL_LINE;
var init_command_words = __esm({
  "src/core/command-words.ts"() {
    "use strict";
    init_errors();
    MAX_SHELL_LINE = 64 * 1024;
  }
});

// src/core/package-launch-npm-pypi.ts
var init_package_launch_npm_pypi = __esm({
  "src/core/package-launch-npm-pypi.ts"() {
    "use strict";
    init_command_words();
    init_launcher_options();
    init_package_pin();
  }
});

// src/core/package-launch-wrappers.ts
var set, PREFIXES, NODE_VALUE_OPTIONS;
var init_package_launch_wrappers = __esm({
  "src/core/package-launch-wrappers.ts"() {
    "use strict";
    init_command_words();
    set = (s) => new Set(s.split(" "));
    PREFIXES = {
      env: {
        values: set("-u --unset -C --chdir -S --split-string"),
        flags: set("-i --ignore-environment -0 --null -v --debug - --default-signal --ignore-signal --block-signal"),
        assignments: true
      },
      nice: { values: set("-n --adjustment"), flags: set(""), numberOption: true },
      timeout: { values: set("-s --signal -k --kill-after"), flags: set("--preserve-status --foreground -v --verbose"), operands: 1 },
      nohup: { values: set(""), flags: set("") },
      setsid: { values: set(""), flags: set("-c --ctty -f --fork -w --wait") },
      stdbuf: { values: set("-i --input -o --output -e --error"), flags: set("") },
      ionice: { values: set("-c --class -n --classdata"), flags: set("-t --ignore") },
      time: { values: set("-o --output -f --format"), flags: set("-p --portability -v --verbose -a --append -q --quiet") },
      // sudo(8) and doas(1): the options that run a command as another user (a shell or a login, -s/-i, is not read).
      sudo: {
        values: set(
          "-u --user -g --group -C --close-from -D --chdir -h --host -p --prompt -r --role -t --type -T --command-timeout -U --other-user"
        ),
        flags: set("-E --preserve-env -H --set-home -n --non-interactive -P --preserve-groups -S --stdin -b --background -k --reset-timestamp"),
        assignments: true
      },
      doas: { values: set("-u -C"), flags: set("-n") }
    };
    NODE_VALUE_OPTIONS = set("-r --require --import --loader --experimental-loader -C --conditions --title --input-type --env-file");
  }
});

// src/core/package-launch.ts
var init_package_launch = __esm({
  "src/core/package-launch.ts"() {
    "use strict";
    init_launcher_options();
    init_package_launch_docker();
    init_package_launch_npm_pypi();
    init_package_launch_wrappers();
    init_package_launch_docker();
    init_package_pin();
  }
});

// src/core/sha256-digest.ts
function isSha256Digest(v) {
  if (typeof v !== "string" || v.length !== 71 || !v.startsWith("sha256:")) return false;
  for (let i = 7; i < 71; i++) {
    const c = v.charCodeAt(i);
    if (!(c >= 48 && c <= 57 || c >= 97 && c <= 102)) return false;
  }
  return true;
}
var init_sha256_digest = __esm({
  "src/core/sha256-digest.ts"() {
    "use strict";
  }
});

// src/core/lock.ts
function emptyLock() {
  return { lockfileVersion: LOCKFILE_VERSION, servers: /* @__PURE__ */ Object.create(null) };
}
function isServerPin(e) {
  return !Object.hasOwn(e, "tools");
}
function entryMembers(e) {
  return isServerPin(e) ? e.entry : e;
}
function lockEntryOf(tools, digests) {
  return lockEntryOfDigests(digests?.withFields ? digests : digestTools(tools, { fields: true }));
}
function lockEntryOfDigests(d, nonTool, clientCapabilities) {
  return entryOfPin(serverPinOf(d, nonTool, clientCapabilities));
}
function serverPinOf(d, nonTool, clientCapabilities) {
  if (!d.withFields) throw new ToolsealError("INVALID_INPUT", "a pin needs the field digests and hints of every tool");
  const pinBytes = d.pinBytes;
  const toolCount = pinBytes ? pinBytes.names.length : toolDigestsOf(d).size;
  const c = nonTool === void 0 ? void 0 : d.nonTool ?? digestNonTool(nonTool);
  const entry = c === void 0 ? { manifestDigest: d.manifestDigest, toolCount } : {
    instructionsDigest: c.instructionsDigest,
    manifestDigest: d.manifestDigest,
    promptDigests: c.promptDigests,
    resourceTemplateDigests: c.resourceTemplateDigests,
    toolCount
  };
  const profiled = clientCapabilities !== void 0 && clientCapabilities.length > 0 ? { clientCapabilities: [...clientCapabilities], ...entry } : entry;
  return { entry: profiled, toolPins: pinBytes ? { bytes: pinBytes } : toolRecordOf(toolDigestsOf(d)) };
}
function toolRecordOfPins(toolPins) {
  return "record" in toolPins ? toolPins.record : toolRecordOf(toolPins.bytes.toolDigests()).record;
}
function entryOfPin(pin) {
  const out = {};
  const members = pin.entry;
  for (const key of [...Object.keys(members), "tools"].sort()) out[key] = key === "tools" ? toolRecordOfPins(pin.toolPins) : members[key];
  return out;
}
function serverPinOfEntry(e) {
  if (isServerPin(e)) return e;
  const { tools, ...entry } = e;
  return { entry, toolPins: { record: tools, inKeyOrder: false } };
}
function lockedServerOf(e) {
  return isServerPin(e) ? entryOfPin(e) : e;
}
function toolRecordOf(tools) {
  const record = /* @__PURE__ */ Object.create(null);
  let indexLike = false;
  for (const [name, t] of tools) {
    record[name] = t;
    indexLike ||= isArrayIndex(name);
  }
  return { record, inKeyOrder: !indexLike };
}
function pinnedToolNames(pin) {
  const t = pin.toolPins;
  if ("record" in t) return Object.keys(t.record);
  return t.bytes.indexLike ? Object.keys(toolRecordOfPins(t)) : [...t.bytes.names];
}
function pinnedNonTool(locked) {
  if (locked.promptDigests === void 0 || locked.resourceTemplateDigests === void 0 || locked.instructionsDigest === void 0)
    return void 0;
  return {
    instructionsDigest: locked.instructionsDigest,
    promptDigests: locked.promptDigests,
    resourceTemplateDigests: locked.resourceTemplateDigests
  };
}
function entryForProfile(entry, profile) {
  if (entry === void 0) return void 0;
  const members = entryMembers(entry);
  if (sameProfile(members.clientCapabilities, profile)) return entry;
  const others = members.profiles;
  const key = profileText(profile);
  return others !== void 0 && Object.hasOwn(others, key) ? others[key] : void 0;
}
function pinnedProfiles(e) {
  const entry = entryMembers(e);
  return [profileText(entry.clientCapabilities), ...Object.keys(entry.profiles ?? {}).sort()];
}
function withProfilePin(entry, pin) {
  if (entry === void 0) return pin;
  const members = entryMembers(entry);
  const pinned = entryMembers(pin);
  if (sameProfile(members.clientCapabilities, pinned.clientCapabilities))
    return members.profiles === void 0 ? pin : withProfiles(pin, members.profiles);
  const profiles = /* @__PURE__ */ Object.create(null);
  const key = profileText(pinned.clientCapabilities);
  for (const k of [...Object.keys(members.profiles ?? {}).filter((k2) => k2 !== key), key].sort())
    profiles[k] = k === key ? lockedServerOf(pin) : members.profiles[k];
  return withProfiles(entry, profiles);
}
function withProfiles(e, profiles) {
  const { profiles: _old, ...rest } = entryMembers(e);
  return isServerPin(e) ? { entry: { ...rest, profiles }, toolPins: e.toolPins } : { ...rest, tools: e.tools, profiles };
}
function withPackagePin(pin, pkg) {
  const members = { ...isServerPin(pin) ? pin.entry : pin };
  delete members.package;
  if (pkg !== void 0) {
    members.package = {
      ecosystem: pkg.ecosystem,
      ...pkg.integrity === void 0 ? {} : { integrity: pkg.integrity },
      name: pkg.name,
      version: pkg.version
    };
  }
  const entry = {};
  for (const key of Object.keys(members).sort()) entry[key] = members[key];
  return isServerPin(pin) ? { entry, toolPins: pin.toolPins } : entry;
}
function withServer(lock, serverId, entry) {
  const servers = /* @__PURE__ */ Object.create(null);
  const ids = [...Object.keys(lock.servers).filter((id) => id !== serverId), serverId].sort();
  for (const id of ids) servers[id] = id === serverId ? entry : lock.servers[id];
  return { lockfileVersion: LOCKFILE_VERSION, servers };
}
function parseLock(text, source) {
  let doc;
  try {
    doc = parseJsonStrict(text, source);
  } catch (e) {
    if (e instanceof ToolsealError) throw new ToolsealError("INVALID_LOCK", e.message, { cause: e });
    throw e;
  }
  assertLock(doc, source);
  return doc;
}
function assertLock(doc, source = "lock") {
  const bad = (where2, what) => {
    throw new ToolsealError("INVALID_LOCK", `${source}: ${where2}: ${what}`);
  };
  if (!isJsonObject(doc)) bad("$", "not a JSON object");
  const l = doc;
  if (l.lockfileVersion !== LOCKFILE_VERSION)
    bad("$.lockfileVersion", `expected ${LOCKFILE_VERSION}, got ${JSON.stringify(l.lockfileVersion)}`);
  if (!isJsonObject(l.servers)) bad("$.servers", "not an object");
  for (const key of Object.keys(l)) if (key !== "lockfileVersion" && key !== "servers") bad("$", `unknown member ${JSON.stringify(key)}`);
  const servers = l.servers;
  for (const id of Object.keys(servers)) {
    const at = `servers[${JSON.stringify(id)}]`;
    const s = servers[id];
    assertEntry(s, at, bad);
    const srv = s;
    if (srv.profiles === void 0) continue;
    if (!isJsonObject(srv.profiles)) bad(at, "profiles is not an object");
    const profiles = srv.profiles;
    const own = profileText(srv.clientCapabilities);
    for (const key of Object.keys(profiles)) {
      const pat = `${at}.profiles[${JSON.stringify(key)}]`;
      const p = profiles[key];
      assertEntry(p, pat, bad);
      const entry = p;
      if (entry.profiles !== void 0) bad(pat, "a profile entry has no profiles of its own");
      if (profileText(entry.clientCapabilities) !== key)
        bad(pat, `clientCapabilities ${JSON.stringify(entry.clientCapabilities ?? [])} are not the profile it is filed under`);
      if (key === own) bad(pat, `the entry itself is pinned for ${own}`);
      Object.setPrototypeOf(entry.tools, null);
    }
    Object.setPrototypeOf(profiles, null);
  }
  Object.setPrototypeOf(servers, null);
  for (const id of Object.keys(servers)) Object.setPrototypeOf(servers[id].tools, null);
}
function assertEntry(s, at, bad) {
  if (!isJsonObject(s)) bad(at, "not an object");
  const srv = s;
  if (!isSha256Digest(srv.manifestDigest)) bad(at, "manifestDigest is not a sha256 digest");
  if (!isJsonObject(srv.tools)) bad(at, "tools is not an object");
  const tools = srv.tools;
  const names = Object.keys(tools);
  if (srv.toolCount !== names.length) bad(at, `toolCount ${JSON.stringify(srv.toolCount)} is not the number of tools (${names.length})`);
  for (const name of names) {
    const tat = () => `${at}.tools[${JSON.stringify(name)}]`;
    const t = tools[name];
    if (!isJsonObject(t)) bad(tat(), "not an object");
    const tool = t;
    if (!isSha256Digest(tool.digest)) bad(tat(), "digest is not a sha256 digest");
    if (!isJsonObject(tool.fields)) bad(tat(), "fields is not an object");
    const fields = tool.fields;
    for (const f of Object.keys(fields)) {
      if (!SURFACE_FIELD_SET.has(f)) bad(tat(), `fields has a non-surface field ${JSON.stringify(f)}`);
      if (!isSha256Digest(fields[f])) bad(tat(), `fields.${f} is not a sha256 digest`);
    }
    if (!isJsonObject(tool.hints)) bad(tat(), "hints is not an object");
    const hints = tool.hints;
    for (const h of HINT_NAMES) if (typeof hints[h] !== "boolean") bad(tat(), `hints.${h} is not a boolean`);
    if (Object.keys(hints).length !== HINT_NAMES.length) bad(tat(), "hints has members other than the four hints");
  }
  nonToolDigestsIn(srv, (what) => bad(at, what));
  if (srv.package !== void 0) assertPackagePin(srv.package, (what) => bad(at, what));
  if (srv.clientCapabilities !== void 0 && !isClientCapabilityList(srv.clientCapabilities)) {
    bad(at, `clientCapabilities must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, each once`);
  }
}
var LOCKFILE_VERSION, DEFAULT_LOCK_FILE, SURFACE_FIELD_SET;
var init_lock = __esm({
  "src/core/lock.ts"() {
    "use strict";
    init_client_capabilities();
    init_non_tool_surface();
    init_errors();
    init_hints();
    init_json_text();
    init_package_launch();
    init_surface();
    init_json_object();
    init_sha256_digest();
    LOCKFILE_VERSION = 1;
    DEFAULT_LOCK_FILE = "mcp-tools.lock";
    SURFACE_FIELD_SET = new Set(SURFACE_FIELDS);
  }
});

// src/core/lock-text.ts
function lockIfWrittenFor(lockFile, servers) {
  const lock = { lockfileVersion: LOCKFILE_VERSION, servers: /* @__PURE__ */ Object.create(null) };
  for (const id of Object.keys(servers).sort()) lock.servers[id] = servers[id];
  if (typeof lockFile === "string") return serializeLockBytes(lock).toString("utf8") === lockFile ? lock : void 0;
  if (!(lockFile instanceof Uint8Array)) return lockFile.holds(piecesOf(lock)) ? lock : void 0;
  return isLockBytes(Buffer.from(lockFile.buffer, lockFile.byteOffset, lockFile.byteLength), lock) ? lock : void 0;
}
function boundedLock(write2) {
  let out;
  try {
    out = write2();
  } catch (e) {
    if (e instanceof RangeError) throw lockTooLarge(e);
    throw e;
  }
  if (out.length > MAX_TEXT_LENGTH) throw lockTooLarge();
  return out;
}
function lockTooLarge(cause) {
  return new ToolsealError(
    "INVALID_INPUT",
    `the lock would be larger than ${MAX_TEXT_LENGTH} bytes, the most that can be read back as one text; pin the servers in separate locks (--lock)`,
    { cause }
  );
}
function lockTextOf(bytes, source) {
  if (bytes.length > MAX_TEXT_LENGTH) {
    throw new ToolsealError(
      "INVALID_LOCK",
      `${source}: too large (${bytes.length} bytes; a lock of at most ${MAX_TEXT_LENGTH} bytes can be read)`
    );
  }
  return bytes.toString("utf8");
}
function serializeLockBytes(lock) {
  const pieces = lockBytePieces(lock);
  const out = Buffer.allocUnsafe(pieces.length);
  let at = 0;
  pieces.eachPiece((bytes, start, end) => {
    at += bytes.copy(out, at, start, end);
  });
  return out;
}
function lockBytePieces(lock) {
  return boundedLock(() => piecesOf(lock));
}
function piecesOf(lock) {
  const parts = lockParts(lock) ?? [Buffer.from(stableJson(lock), "utf8")];
  return {
    length: parts.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : p.recordLength), 0),
    eachPiece(put) {
      for (const p of parts) {
        if (Buffer.isBuffer(p)) put(p, 0, p.length);
        else p.eachRecordPiece(put);
      }
    }
  };
}
function isLockText(text, lock) {
  return isLockBytes(Buffer.from(text, "utf8"), lock);
}
function lockParts(lock) {
  const ids = Object.keys(lock.servers).sort();
  if (!ids.some((id) => isServerPin(lock.servers[id]))) return void 0;
  const parts = [];
  let text = `{
  "lockfileVersion": ${jsonAt(lock.lockfileVersion, "  ")},
  "servers": {
`;
  for (let i = 0; i < ids.length; i++) {
    const entry = lock.servers[ids[i]];
    text += `${i === 0 ? "" : ",\n"}    ${JSON.stringify(ids[i])}: `;
    if (!isServerPin(entry)) {
      text += jsonAt(entry, "    ");
      continue;
    }
    const members = entry.entry;
    const keys = [...Object.keys(members), "tools"].sort();
    text += "{\n";
    for (let k = 0; k < keys.length; k++) {
      text += `${k === 0 ? "" : ",\n"}      ${JSON.stringify(keys[k])}: `;
      if (keys[k] !== "tools") text += jsonAt(members[keys[k]], "      ");
      else if ("record" in entry.toolPins) text += jsonAt(entry.toolPins.record, "      ", entry.toolPins.inKeyOrder);
      else {
        parts.push(Buffer.from(text, "utf8"), entry.toolPins.bytes);
        text = "";
      }
    }
    text += "\n    }";
  }
  parts.push(Buffer.from(text + "\n  }\n}\n", "utf8"));
  return parts;
}
function jsonAt(value, indent, inKeyOrder = false) {
  const text = stableJson(value, inKeyOrder).slice(0, -1);
  return text.includes("\n") ? text.replace(/\n/g, `
${indent}`) : text;
}
function isLockBytes(bytes, lock) {
  const parts = lockParts(lock);
  if (parts === void 0) return bytes.equals(Buffer.from(stableJson(lock), "utf8"));
  let at = 0;
  for (const p of parts) {
    if (Buffer.isBuffer(p)) {
      if (at + p.length > bytes.length || bytes.compare(p, 0, p.length, at, at + p.length) !== 0) return false;
      at += p.length;
    } else {
      at = p.matchRecordAt(bytes, at);
      if (at < 0) return false;
    }
  }
  return at === bytes.length;
}
function stableJson(value, inKeyOrder = false) {
  if (inKeyOrder || inStableOrder(value, 0)) return JSON.stringify(value, null, 2) + "\n";
  const out = [];
  write(value, "", out);
  out.push("\n");
  return out.join("");
}
function inStableOrder(v, depth) {
  if (v === null) return true;
  switch (typeof v) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(v);
    case "object": {
      if (depth > 200) return false;
      if (Array.isArray(v)) {
        if (Object.getPrototypeOf(v) !== Array.prototype) return false;
        for (let i = 0; i < v.length; i++) if (!(i in v) || !inStableOrder(v[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) {
        if (i > 0 && !(keys[i - 1] < keys[i])) return false;
        if (!inStableOrder(v[keys[i]], depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
function write(v, indent, out) {
  if (v === null || typeof v !== "object") {
    const s = JSON.stringify(v);
    if (s === void 0) throw new ToolsealError("NOT_CANONICALIZABLE", `cannot write a ${typeof v} as JSON`);
    out.push(s);
    return;
  }
  const inner = indent + "  ";
  if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push("[]");
      return;
    }
    out.push("[\n");
    for (let i = 0; i < v.length; i++) {
      out.push(i === 0 ? inner : ",\n" + inner);
      write(v[i], inner, out);
    }
    out.push("\n" + indent + "]");
    return;
  }
  const keys = Object.keys(v).sort();
  if (keys.length === 0) {
    out.push("{}");
    return;
  }
  out.push("{\n");
  for (let i = 0; i < keys.length; i++) {
    out.push((i === 0 ? inner : ",\n" + inner) + JSON.stringify(keys[i]) + ": ");
    write(v[keys[i]], inner, out);
  }
  out.push("\n" + indent + "}");
}
var init_lock_text = __esm({
  "src/core/lock-text.ts"() {
    "use strict";
    init_errors();
    init_json_text();
    init_lock();
  }
});

// src/core/drift.ts
function computeDrift(locked, current, reviewedTools, currentEntry) {
  const now = currentEntry ?? lockEntryOf(current);
  const currentByName = new Map(current.map((t) => [t.name, t]));
  const reviewedByName = /* @__PURE__ */ new Map();
  let reviewed = reviewedTools === void 0 ? "absent" : "used";
  if (reviewedTools) {
    for (const t of reviewedTools) reviewedByName.set(t.name, t);
    if (digestTools(reviewedTools).manifestDigest !== locked.manifestDigest) reviewed = "stale";
  }
  const pinned = (name) => {
    if (reviewed !== "used") return void 0;
    return reviewedByName.get(name);
  };
  const changes = [];
  const names = [.../* @__PURE__ */ new Set([...Object.keys(locked.tools), ...Object.keys(now.tools)])].sort();
  for (const name of names) {
    const was = Object.hasOwn(locked.tools, name) ? locked.tools[name] : void 0;
    const is = Object.hasOwn(now.tools, name) ? now.tools[name] : void 0;
    const tool = currentByName.get(name);
    if (was && is) {
      if (was.digest === is.digest) continue;
      changes.push(changedTool(name, was, is, tool, pinned(name)));
    } else if (is) {
      const fields = fieldNames(is);
      const privilegedHints = HINT_NAMES.filter((h) => is.hints[h] === WIDENING_VALUE[h]);
      changes.push(
        withSource(
          { tool: name, change: "added", fields, pointers: [], pointersOmitted: 0, hints: [], privilegedHints, class: "change" },
          tool,
          void 0
        )
      );
    } else if (was) {
      const fields = fieldNames(was);
      changes.push(
        withSource(
          { tool: name, change: "removed", fields, pointers: [], pointersOmitted: 0, hints: [], class: "change" },
          void 0,
          pinned(name)
        )
      );
    }
  }
  markRenames(changes, locked, now);
  return { changes, reviewed };
}
function changedTool(name, was, is, tool, before) {
  const fields = SURFACE_FIELDS.filter((f) => was.fields[f] !== is.fields[f]);
  const hints = hintChanges(was.hints, effectiveHints(tool));
  let pointers = [];
  let total = 0;
  if (before) {
    const all = [];
    const count = { differences: 0 };
    for (const f of fields) {
      const a = Object.hasOwn(before, f) ? before[f] : void 0;
      const b = Object.hasOwn(tool, f) ? tool[f] : void 0;
      diffValues(a, b, [f], all, Object.hasOwn(before, f), Object.hasOwn(tool, f), { max: MAX_POINTERS_PER_TOOL, count });
    }
    total = count.differences;
    pointers = all;
  }
  let cls = "change";
  if (hints.some((h) => h.class === "widening")) cls = "widening";
  else if (hints.length > 0 && fields.every((f) => f === "annotations") && (before ? onlyHintPointers(pointers, total) : onlyHintsMoved(was, tool, hints))) {
    cls = "narrowing";
  }
  return withSource(
    { tool: name, change: "changed", fields, pointers, pointersOmitted: total - pointers.length, hints, class: cls },
    tool,
    before
  );
}
function onlyHintPointers(pointers, total) {
  return total === pointers.length && pointers.every((p) => /^\/annotations\/(readOnlyHint|destructiveHint|idempotentHint|openWorldHint)$/.test(p) || p === "/annotations");
}
function onlyHintsMoved(was, tool, hints) {
  const pinned = was.fields.annotations;
  if (pinned === void 0) return false;
  const a = Object.hasOwn(tool, "annotations") ? tool.annotations : void 0;
  if (a !== void 0 && a !== null && (typeof a !== "object" || Array.isArray(a))) return false;
  const rebuilt = { ...a ?? {} };
  for (const h of hints) rebuilt[h.hint] = h.from;
  return fieldDigest({ name: tool.name, annotations: rebuilt }, "annotations") === pinned;
}
function fieldNames(t) {
  return SURFACE_FIELDS.filter((f) => t.fields[f] !== void 0);
}
function markRenames(changes, locked, now) {
  const added = changes.filter((c) => c.change === "added");
  const removed = changes.filter((c) => c.change === "removed");
  if (added.length === 0 || removed.length === 0) return;
  const keysOf = (t) => RENAME_KEYS.map((keyOf) => keyOf(t));
  const removedKeys = removed.map((r) => keysOf(locked.tools[r.tool]));
  const addedKeys = added.map((a) => keysOf(now.tools[a.tool]));
  const pair = (add, from) => {
    add.renamedFrom = from.tool;
    if (from.renamedTo === void 0) from.renamedTo = add.tool;
    add.hints = hintChanges(locked.tools[from.tool].hints, now.tools[add.tool].hints);
    add.class = add.hints.some((h) => h.class === "widening") ? "widening" : "change";
  };
  for (let k = 0; k < RENAME_KEYS.length; k++) {
    const byKey = /* @__PURE__ */ new Map();
    removed.forEach((r, i) => {
      const key = removedKeys[i][k];
      if (r.renamedTo !== void 0 || key === void 0) return;
      const q = byKey.get(key);
      if (q) q.list.push(r);
      else byKey.set(key, { list: [r], next: 0 });
    });
    added.forEach((add, i) => {
      const key = addedKeys[i][k];
      if (add.renamedFrom !== void 0 || key === void 0) return;
      const q = byKey.get(key);
      const match = q?.list[q.next];
      if (!q || !match) return;
      q.next++;
      pair(add, match);
    });
  }
  const lessPrivileged = RENAME_KEYS.map((_keyOf, k) => {
    const byKey = /* @__PURE__ */ new Map();
    removed.forEach((r, i) => {
      const key = removedKeys[i][k];
      if (key === void 0) return;
      let slot = byKey.get(key);
      if (!slot) byKey.set(key, slot = {});
      const was = locked.tools[r.tool];
      for (const h of HINT_NAMES) if (was.hints[h] !== WIDENING_VALUE[h]) slot[h] ??= r;
    });
    return byKey;
  });
  added.forEach((add, i) => {
    if (add.class === "widening") return;
    const is = now.tools[add.tool];
    for (let k = 0; k < RENAME_KEYS.length; k++) {
      const key = addedKeys[i][k];
      const slot = key === void 0 ? void 0 : lessPrivileged[k].get(key);
      const h = slot && HINT_NAMES.find((name) => slot[name] !== void 0 && is.hints[name] === WIDENING_VALUE[name]);
      if (h) return pair(add, slot[h]);
    }
  });
}
function surfaceKey(t, ignore) {
  return JSON.stringify(SURFACE_FIELDS.map((f) => ignore.includes(f) ? 0 : t.fields[f] ?? null));
}
function withSource(change, current, reviewed) {
  const source = {};
  if (current) source.current = current;
  if (reviewed) source.reviewed = reviewed;
  return { ...change, source };
}
function changeText(change) {
  const { current, reviewed } = change.source;
  const out = {};
  for (const f of change.fields) {
    const t = {};
    if (current && Object.hasOwn(current, f)) t.current = fieldText(current[f]);
    if (reviewed && Object.hasOwn(reviewed, f)) t.reviewed = fieldText(reviewed[f]);
    out[f] = t;
  }
  return out;
}
function fieldText(v) {
  return typeof v === "string" ? v : stableJson(v).slice(0, -1);
}
function diffValues(a, b, path, out, hasA = true, hasB = true, bound) {
  const differs = () => {
    if (bound) {
      bound.count.differences++;
      if (out.length >= bound.max) return;
    }
    out.push(jsonPointer(path));
  };
  if (!hasA || !hasB) {
    if (hasA !== hasB) differs();
    return;
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      path.push(k);
      diffValues(a[k], b[k], path, out, Object.hasOwn(a, k), Object.hasOwn(b, k), bound);
      path.pop();
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      path.push(i);
      diffValues(a[i], b[i], path, out, i < a.length, i < b.length, bound);
      path.pop();
    }
    return;
  }
  if (a === b) return;
  differs();
}
var MAX_POINTERS_PER_TOOL, RENAME_KEYS;
var init_drift = __esm({
  "src/core/drift.ts"() {
    "use strict";
    init_hints();
    init_json_path();
    init_lock();
    init_lock_text();
    init_surface();
    init_json_object();
    MAX_POINTERS_PER_TOOL = 100;
    RENAME_KEYS = [
      (t) => surfaceKey(t, ["name"]),
      (t) => surfaceKey(t, ["name", "annotations"]),
      (t) => t.fields.inputSchema,
      (t) => t.fields.description
    ];
  }
});

// src/core/pin-consistency.ts
function assertPinConsistent(serverId, locked, now, given = {}) {
  const { reviewedTools, reviewedPin } = given;
  const at = `lock: servers[${JSON.stringify(serverId)}]`;
  let lockedEntry;
  const lockedTools = () => (lockedEntry ??= lockedServerOf(locked)).tools;
  const lockedManifest = entryMembers(locked).manifestDigest;
  if (given.lockIsPin !== true) {
    const nowTools = lockedServerOf(now).tools;
    const pinned = lockedTools();
    if (entryMembers(now).manifestDigest === lockedManifest)
      assertToolsFollow(at, pinned, nowTools, "the server's list has the pinned manifest digest");
    let sameTools = Object.keys(pinned).length === Object.keys(nowTools).length;
    for (const name of Object.keys(nowTools)) {
      const was = Object.hasOwn(pinned, name) ? pinned[name] : void 0;
      if (!was || was.digest !== nowTools[name].digest) {
        sameTools = false;
        continue;
      }
      const bad = pinDisagreement(was, nowTools[name]);
      if (bad)
        throw new ToolsealError(
          "INVALID_LOCK",
          `${at}.tools[${JSON.stringify(name)}]: ${bad} does not follow from the pinned surface (the server's tool has the pinned digest); the lock was edited by hand? re-pin with toolseal lock`
        );
    }
    if (sameTools && entryMembers(now).manifestDigest !== lockedManifest)
      throw new ToolsealError(
        "INVALID_LOCK",
        `${at}.manifestDigest: does not follow from the pinned tools (each has the digest of the server's tool of its name); the lock was edited by hand? re-pin with toolseal lock`
      );
  }
  if (!reviewedTools) return;
  if (reviewedPin !== void 0 && reviewedPin.entry.manifestDigest !== lockedManifest) return;
  const reviewed = reviewedPin ? entryOfPin(reviewedPin) : lockEntryOf(reviewedTools);
  if (reviewed.manifestDigest !== lockedManifest) return;
  assertToolsFollow(at, lockedTools(), reviewed.tools, "the reviewed snapshot has the pinned manifest digest");
}
function assertToolsFollow(at, pinned, actual, because) {
  const names = /* @__PURE__ */ new Set([...Object.keys(pinned), ...Object.keys(actual)]);
  for (const name of names) {
    const was = Object.hasOwn(pinned, name) ? pinned[name] : void 0;
    const is = Object.hasOwn(actual, name) ? actual[name] : void 0;
    const differs = was && is && pinDisagreement(was, is);
    const bad = !was ? "missing, though the pinned surface has it" : !is ? "a tool the pinned surface does not have" : differs && `${differs} does not follow from the surface it pins`;
    if (bad)
      throw new ToolsealError(
        "INVALID_LOCK",
        `${at}.tools[${JSON.stringify(name)}]: ${bad} (${because}); the lock was edited by hand? re-pin with toolseal lock`
      );
  }
}
function pinDisagreement(pinned, actual) {
  if (pinned.digest !== actual.digest) return "digest";
  for (const f of SURFACE_FIELDS) if (pinned.fields[f] !== actual.fields[f]) return `fields.${f}`;
  for (const h of HINT_NAMES) if (pinned.hints[h] !== actual.hints[h]) return `hints.${h} ${pinned.hints[h]}`;
  return null;
}
var init_pin_consistency = __esm({
  "src/core/pin-consistency.ts"() {
    "use strict";
    init_errors();
    init_hints();
    init_lock();
    init_surface();
  }
});

// src/core/package-check.ts
function checkPackage(surface, locked) {
  const l = surface.launched;
  const base = {
    launcher: l.launcher,
    ecosystem: l.ecosystem,
    name: l.name,
    ...l.requested === void 0 ? {} : { requested: l.requested },
    ...locked ? { locked } : {}
  };
  if (l.unpinned !== void 0)
    return { ...base, state: "unpinned", code: l.unreadable ? "UNREADABLE_LAUNCHER" : "UNPINNED_PACKAGE", why: l.unpinned };
  const r = surface.resolved;
  const version = r?.version ?? l.version;
  if (r && surface.disagrees !== void 0) return { ...base, state: "integrity-changed", why: surface.disagrees, resolved: r };
  if (locked && (locked.ecosystem !== l.ecosystem || locked.name !== l.name || locked.version !== version)) {
    return { ...base, state: "version-changed", ...r ? { resolved: r } : {} };
  }
  if (!r) return { ...base, state: "unresolved", why: surface.unresolved ?? "not resolved" };
  if (!locked) return { ...base, state: "new", resolved: r };
  if (locked.integrity !== void 0 && r.integrity !== void 0 && locked.integrity !== r.integrity)
    return { ...base, state: "integrity-changed", resolved: r };
  return {
    ...base,
    state: samePackagePin(locked, r) || r.integrity === void 0 || locked.integrity === void 0 ? "matched" : "integrity-changed",
    resolved: r
  };
}
function isPackageChange(p) {
  return p?.state === "unpinned" || p?.state === "integrity-changed";
}
function verdictWithPackage(verdict, p, onChange) {
  if (!isPackageChange(p) || verdict === "blocked") return verdict;
  return onChange === "fail" ? "blocked" : "warn";
}
function packageLabel(ecosystem, name, version) {
  const sep3 = ecosystem === "pypi" ? "==" : ecosystem === "oci" ? ":" : "@";
  return quoteForTerminal(version === void 0 ? name : `${name}${sep3}${version}`);
}
function packageNote(p) {
  const launched = `${p.launcher} runs ${p.name === "" ? "a package" : packageLabel(p.ecosystem, p.name, p.requested && p.ecosystem === "npm" ? p.requested : void 0)}`;
  switch (p.state) {
    case "unpinned":
      if (p.code === "UNREADABLE_LAUNCHER")
        return `UNREADABLE_LAUNCHER: the ${p.launcher === "shell" ? "shell" : p.launcher} command line cannot be read as it runs (${escapeForTerminal(p.why ?? "")}), so its package is not checked: start the launcher directly with one exact version`;
      return `UNPINNED_PACKAGE: ${launched} with no exact version (${escapeForTerminal(p.why ?? "")}): pin one in the config (${p.ecosystem === "oci" ? "IMAGE@sha256:DIGEST" : p.ecosystem === "pypi" ? "NAME==VERSION" : "NAME@VERSION"})`;
    case "integrity-changed":
      if (p.why !== void 0)
        return `package ${packageLabel(p.ecosystem, p.name, p.resolved.version)}: ${escapeForTerminal(p.why)}: the same version with other bytes; review it (toolseal lock does not pin it)`;
      return `package ${packageLabel(p.ecosystem, p.name, p.resolved.version)} resolved to integrity ${p.resolved.integrity}, but the lock pinned ${p.locked.integrity} for the same version: the package was replaced; review it before re-pinning with toolseal lock --update`;
    case "version-changed":
      return `the config runs ${packageLabel(p.ecosystem, p.name, p.resolved?.version ?? p.requested)}, the lock pinned ${packageLabel(p.locked.ecosystem, p.locked.name, p.locked.version)}: re-pin with toolseal lock --update`;
    case "unresolved":
      return `package ${packageLabel(p.ecosystem, p.name, p.requested)} not resolved (${escapeForTerminal(p.why ?? "")}): its integrity is not checked`;
    case "new":
      return p.locked === void 0 ? `package ${packageLabel(p.ecosystem, p.name, p.resolved.version)} is not in the lock entry yet: toolseal lock pins it` : void 0;
    default:
      return void 0;
  }
}
function packagePinToWrite(surface, locked) {
  const l = surface.launched;
  if (l.unpinned !== void 0 || l.version === void 0 && surface.resolved === void 0) return void 0;
  if (surface.disagrees !== void 0) return locked;
  const same = (p) => locked !== void 0 && locked.ecosystem === p.ecosystem && locked.name === p.name && locked.version === p.version;
  const r = surface.resolved ?? { ecosystem: l.ecosystem, name: l.name, version: l.version };
  return r.integrity === void 0 && same(r) ? locked : r;
}
var init_package_check = __esm({
  "src/core/package-check.ts"() {
    "use strict";
    init_package_launch();
    init_terminal_text();
  }
});

// src/core/check.ts
function checkServer(surface, lockedEntry, onChange) {
  const nowNonTool = surface.nonTool ? surface.digests?.nonTool ?? digestNonTool(surface.nonTool) : void 0;
  if (!lockedEntry && surface.pin === void 0 && surface.order !== void 0) {
    const manifestDigest = surface.order.manifestDigest;
    return {
      serverId: surface.serverId,
      idSelfDeclared: surface.idSelfDeclared === true,
      manifestDigest,
      toolCount: surface.order.order.length,
      ...nowNonTool ? { surfaceDigest: surfaceDigest(manifestDigest, nowNonTool) } : {},
      ...UNPINNED
    };
  }
  let read;
  const tools = () => read ??= surface.tools !== void 0 ? surface.tools : surface.readTools();
  const digests = () => surface.digests?.withFields ? surface.digests : digestTools(tools(), { fields: true });
  const nowPin = surface.pin ? serverPinOfEntry(surface.pin) : serverPinOf(digests());
  const locked = lockedEntry && entryMembers(lockedEntry);
  const base = {
    serverId: surface.serverId,
    idSelfDeclared: surface.idSelfDeclared === true,
    manifestDigest: nowPin.entry.manifestDigest,
    toolCount: nowPin.entry.toolCount,
    ...nowNonTool ? { surfaceDigest: surfaceDigest(nowPin.entry.manifestDigest, nowNonTool) } : {}
  };
  if (locked)
    assertPinConsistent(surface.serverId, lockedEntry, nowPin, {
      lockIsPin: surface.lockIsPin === true && surface.pin !== void 0,
      reviewedTools: surface.reviewedTools,
      reviewedPin: surface.reviewedPin && serverPinOfEntry(surface.reviewedPin)
    });
  if (!locked) return { ...base, ...UNPINNED, baselineTools: pinnedToolNames(nowPin) };
  const pinned = pinnedNonTool(locked);
  const carrierPin = !pinned ? "lock-tools-only" : !nowNonTool ? "surface-tools-only" : "checked";
  const nonToolChanged = carrierPin === "checked" ? nonToolChanges(pinned, nowNonTool, surface.nonTool, surface.reviewedNonTool, fieldText) : [];
  if (locked.manifestDigest === nowPin.entry.manifestDigest && nonToolChanged.length === 0) {
    return {
      ...base,
      pinState: "matched",
      lockedManifestDigest: locked.manifestDigest,
      changes: [],
      carrierChanges: [],
      carrierPin,
      reviewed: surface.reviewedTools ? "used" : "absent",
      widening: false,
      verdict: "continue",
      approved: true
    };
  }
  const drift = locked.manifestDigest === nowPin.entry.manifestDigest ? { changes: [], reviewed: surface.reviewedTools ? "used" : "absent" } : computeDrift(lockedServerOf(lockedEntry), tools(), surface.reviewedTools, entryOfPin(nowPin));
  return {
    ...base,
    pinState: "changed",
    lockedManifestDigest: locked.manifestDigest,
    changes: drift.changes,
    carrierChanges: nonToolChanged,
    carrierPin,
    reviewed: drift.reviewed,
    ...decide(drift.changes, nonToolChanged, onChange)
  };
}
function decide(changes, nonTool, onChange) {
  const widening = changes.some((c) => c.class === "widening");
  const policyChange = changes.some((c) => c.class === "change") || nonTool.length > 0;
  let verdict;
  if (widening) verdict = "blocked";
  else if (!policyChange) verdict = "continue";
  else verdict = onChange === "fail" ? "blocked" : "warn";
  return { widening, verdict, approved: verdict !== "blocked" };
}
function checkServers(surfaces, lock, onChange, failures = [], options = {}) {
  const pinsAny = Object.keys(lock.servers).length > 0;
  const servers = surfaces.map((s) => {
    const locked = Object.hasOwn(lock.servers, s.serverId) ? lock.servers[s.serverId] : void 0;
    let c = checkServer(s, locked, onChange);
    if (c.pinState === "unpinned" && pinsAny && (onChange === "fail" || options.namedIds?.includes(s.serverId)))
      c = { ...c, verdict: "blocked", approved: false, notPinned: notPinnedOf(s.serverId, lock) };
    return s.package ? withPackage(c, checkPackage(s.package, locked && entryMembers(locked).package), onChange) : c;
  });
  if (options.complete) {
    const seen = /* @__PURE__ */ new Set([...surfaces.map((s) => s.serverId), ...failures.map((f) => f.serverId), ...options.skipped ?? []]);
    for (const id of Object.keys(lock.servers).sort())
      if (!seen.has(id)) servers.push(missingServer(id, lockedServerOf(lock.servers[id]), onChange));
  }
  const skipped = options.skipped?.length ? { skipped: [...options.skipped] } : {};
  return { onChange, servers, failures: [...failures], ...skipped, ...exitOf(servers, failures), notes: runNotes(servers) };
}
function notPinnedOf(serverId, lock) {
  const ids = Object.keys(lock.servers);
  const closest = closestName(serverId, ids);
  const cut2 = (id) => id.length > 64 ? `${id.slice(0, 64)}\u2026` : id;
  return { pinnedIds: ids.slice(0, 10).map(cut2), pinnedCount: ids.length, ...closest !== void 0 ? { closest: cut2(closest) } : {} };
}
function withPackage(c, p, onChange) {
  const verdict = verdictWithPackage(c.verdict, p, onChange);
  return { ...c, package: { ...p, verdictWithout: c.verdict }, verdict, approved: verdict !== "blocked" };
}
function runNotes(servers) {
  const notes = [];
  const ids = (state) => servers.filter((s) => s.carrierPin === state).map((s) => JSON.stringify(s.serverId));
  const lockOnly = ids("lock-tools-only");
  if (lockOnly.length > 0) {
    notes.push(
      `the lock pins the tools only for ${lockOnly.join(", ")} (it was written before instructions, prompts and resource templates were pinned): those are not checked; run toolseal lock to pin them`
    );
  }
  const surfaceOnly = ids("surface-tools-only");
  if (surfaceOnly.length > 0) {
    notes.push(
      `the surface of ${surfaceOnly.join(", ")} carries the tools only (a tools file or an older snapshot): its instructions, prompts and resource templates are not checked`
    );
  }
  return notes;
}
function missingServer(serverId, locked, onChange) {
  const verdict = onChange === "fail" ? "blocked" : "warn";
  const pinned = pinnedNonTool(locked);
  return {
    serverId,
    idSelfDeclared: false,
    manifestDigest: null,
    toolCount: null,
    pinState: "missing",
    lockedManifestDigest: locked.manifestDigest,
    changes: computeDrift(locked, []).changes,
    carrierChanges: pinned ? nonToolChanges(pinned, noNonToolDigests()) : [],
    carrierPin: pinned ? "checked" : "lock-tools-only",
    reviewed: "absent",
    widening: false,
    verdict,
    approved: verdict !== "blocked"
  };
}
function exitOf(servers, failures) {
  if (servers.some((s) => s.widening)) return { exitCode: EXIT.PRIVILEGE_WIDENING, code: "PRIVILEGE_WIDENING" };
  if (failures.length > 0) {
    const worst = worstExitCode(failures.map((f2) => ERROR_CODES[f2.code]));
    const f = failures.find((x) => ERROR_CODES[x.code] === worst);
    return { exitCode: worst, code: f.code };
  }
  const blocked = servers.filter((s) => s.verdict === "blocked");
  if (blocked.length > 0) {
    const packageOnly = blocked.every((s) => s.package?.state === "unpinned" && s.package.verdictWithout !== "blocked");
    const unreadable = packageOnly && blocked.every((s) => s.package?.code === "UNREADABLE_LAUNCHER");
    if (packageOnly) return { exitCode: EXIT.CHECK_FAILED, code: unreadable ? "UNREADABLE_LAUNCHER" : "UNPINNED_PACKAGE" };
    const notPinned = blocked.every((s) => s.notPinned !== void 0);
    return { exitCode: EXIT.CHECK_FAILED, code: notPinned ? "NOT_PINNED" : "SURFACE_CHANGED" };
  }
  return { exitCode: EXIT.OK };
}
function serverNotes(s, options = {}) {
  const notes = [];
  if (s.pinState === "missing") {
    notes.push(
      "pinned in the lock but no longer in the config file: every pinned tool is reported removed (restore the server, or drop its entry with toolseal lock --remove ID)"
    );
  }
  if (s.notPinned !== void 0) notes.push(notPinnedNote(s.serverId, s.notPinned));
  const pkg = s.package && (s.package.state !== "new" || s.pinState !== "unpinned") ? packageNote(s.package) : void 0;
  if (pkg !== void 0) notes.push(pkg);
  if (s.idSelfDeclared && (options.for === "lock" || options.for === "json" || s.pinState === "unpinned")) {
    notes.push(
      "the server id is the server's own serverInfo.name: a server that renames itself leaves its pin and is checked as a new server; give it a fixed id with --server-id or a config file key"
    );
  }
  return notes;
}
function checkResultJson(result) {
  return {
    ...result,
    servers: result.servers.map((s) => ({
      ...s,
      notes: serverNotes(s, { for: "json" }),
      changes: s.changes.map((c) => without(c, "source")),
      carrierChanges: s.carrierChanges.map((c) => without(c, "text"))
    }))
  };
}
function without(c, key) {
  const out = {};
  for (const k of Object.keys(c)) if (k !== key) out[k] = c[k];
  return out;
}
function notPinnedNote(serverId, n) {
  const more = n.pinnedCount > n.pinnedIds.length ? ` and ${n.pinnedCount - n.pinnedIds.length} more` : "";
  const near = n.closest !== void 0 ? ` (did you mean ${JSON.stringify(n.closest)}?)` : "";
  return `not pinned, and the lock pins ${n.pinnedIds.map((id) => JSON.stringify(id)).join(", ")}${more}${near}: check the server id, or pin this one deliberately with toolseal lock --server-id ${JSON.stringify(serverId.length > 64 ? `${serverId.slice(0, 64)}\u2026` : serverId)}`;
}
var ON_CHANGE_VALUES, UNPINNED;
var init_check = __esm({
  "src/core/check.ts"() {
    "use strict";
    init_non_tool_surface();
    init_drift();
    init_errors();
    init_pin_consistency();
    init_closest_name();
    init_package_check();
    init_lock();
    init_surface();
    ON_CHANGE_VALUES = ["warn", "fail"];
    UNPINNED = {
      pinState: "unpinned",
      changes: [],
      carrierChanges: [],
      carrierPin: "none",
      reviewed: "absent",
      widening: false,
      verdict: "continue",
      approved: true
    };
  }
});

// src/core/report-text.ts
function renderCheckText(result, options = {}) {
  const paint = options.color ? (code, s) => `\x1B[${code}m${s}\x1B[0m` : (_c, s) => s;
  const out = [];
  if (result.servers.length === 0 && result.failures.length === 0) out.push("no MCP server to check");
  for (const s of result.servers) out.push(...serverLines(s, paint));
  for (const id of result.skipped ?? []) out.push(`server ${quoteForTerminal(id)}: skipped (disabled in the config, not started)`);
  for (const f of result.failures)
    out.push(
      `server ${quoteForTerminal(f.serverId)}: ${paint("31", "not snapshotted")} (${f.code}): ${escapeForTerminal(oneLine(messageBesideServer(f.serverId, f.message)))}`
    );
  for (const n of result.notes ?? []) out.push(`note: ${escapeForTerminal(n)}`);
  return out.join("\n") + "\n";
}
function checkFailureMessage(result) {
  if (result.exitCode === 0) return void 0;
  const ids = (servers) => servers.map((s) => quoteForTerminal(s.serverId)).join(", ");
  if (result.code === "PRIVILEGE_WIDENING") {
    return `check: a tool widened its own privileges on ${ids(result.servers.filter((s) => s.widening))} (exit 3): review the widening in the report; only a deliberate toolseal lock --update accepts it`;
  }
  if (result.code === "SURFACE_CHANGED") {
    return `check: ${ids(result.servers.filter((s) => s.verdict === "blocked"))} blocked under --on-change fail (exit 1): review the changes in the report, then pin them deliberately with toolseal lock`;
  }
  if (result.code === "UNREADABLE_LAUNCHER") {
    return `check: ${ids(result.servers.filter((s) => s.verdict === "blocked"))} started by a command line toolseal cannot read, blocked under --on-change fail (exit 1): start the launcher directly with one exact version in the config`;
  }
  if (result.code === "NOT_PINNED") {
    const blocked = result.servers.filter((s) => s.notPinned !== void 0);
    const near = blocked.flatMap((s) => {
      const closest = s.notPinned.closest;
      return closest === void 0 ? [] : [quoteForTerminal(closest) + (blocked.length > 1 ? ` for ${quoteForTerminal(s.serverId)}` : "")];
    });
    const others = blocked[0].notPinned.pinnedCount === 1 ? "another server" : "other servers";
    return `check: ${ids(blocked)} not pinned, while the lock pins ${others} (exit 1): ${near.length > 0 ? `did you mean ${near.join(", ")}? ` : ""}check the server id (the report names the pinned ids), or pin it deliberately with toolseal lock`;
  }
  if (result.code === "UNPINNED_PACKAGE") {
    return `check: ${ids(result.servers.filter((s) => s.verdict === "blocked"))} launched with no exact package version, blocked under --on-change fail (exit 1): pin the version (or image digest) in the config`;
  }
  const n = result.failures.length;
  if (n > 0)
    return `check: ${n} server${n === 1 ? "" : "s"} could not be checked (exit ${result.exitCode}): ${ids(result.failures)}; the report gives each one's error`;
  return `check: exit ${result.exitCode}`;
}
function serverLines(s, paint) {
  const notes = serverNotes(s).map((n) => `  note: ${escapeForTerminal(n)}`);
  return [...serverStateLines(s, paint), ...notes];
}
function serverStateLines(s, paint) {
  const id = quoteForTerminal(s.serverId);
  const tools = `${s.toolCount} tool${s.toolCount === 1 ? "" : "s"}`;
  const verdict = s.verdict === "blocked" ? paint("31", "blocked") : s.verdict === "warn" ? paint("33", "warn") : paint("32", "continue");
  if (s.pinState === "unpinned") {
    return [
      `server ${id}: ${paint("36", "unpinned")}: baseline ${tools}, ${s.manifestDigest} (pin it with toolseal lock)${s.verdict === "blocked" ? `: ${verdict}` : ""}`
    ];
  }
  if (s.pinState === "matched")
    return [`server ${id}: ${paint("32", "matched")} (${tools}, ${s.manifestDigest})${s.verdict === "continue" ? "" : `: ${verdict}`}`];
  if (s.pinState === "missing") {
    return [
      `server ${id}: ${paint("33", "missing")} (pinned ${s.lockedManifestDigest}): ${verdict}`,
      ...s.changes.flatMap((c) => changeLines(c, paint)),
      ...s.carrierChanges.map(nonToolLine)
    ];
  }
  const lines = [
    `server ${id}: ${paint("33", "changed")} (${tools}, ${s.manifestDigest}; pinned ${s.lockedManifestDigest}): ${verdict}${s.approved ? "" : ", no tool of this server is approved"}`
  ];
  for (const c of s.changes) lines.push(...changeLines(c, paint));
  for (const c of s.carrierChanges) lines.push(nonToolLine(c));
  if (s.reviewed === "stale") lines.push("  (the reviewed snapshot is not the pinned one: no pointers)");
  return lines;
}
function privilegedText(c) {
  return (c.privilegedHints ?? []).map((h) => `${h} ${WIDENING_VALUE[h]}`).join(", ");
}
function renderChangesText(s, options = {}) {
  const paint = options.color ? (code, t) => `\x1B[${code}m${t}\x1B[0m` : (_c, t) => t;
  return [...s.changes.flatMap((c) => changeLines(c, paint)), ...s.carrierChanges.map(nonToolLine)].map((l) => l + "\n").join("");
}
function nonToolLine(c) {
  return `  ${c.change.padEnd(8)} ${nonToolLabel(c, quoteForTerminal)}`;
}
function changeLines(c, paint) {
  const tool = quoteForTerminal(c.tool);
  let line = `  ${c.change.padEnd(8)} ${tool}`;
  if (c.renamedFrom !== void 0) line += ` (renamed from ${quoteForTerminal(c.renamedFrom)}?)`;
  if (c.renamedTo !== void 0) line += ` (renamed to ${quoteForTerminal(c.renamedTo)}?)`;
  if (c.change === "changed") line += `  ${c.fields.join(", ")}`;
  for (const h of c.hints) {
    line += h.class === "widening" ? `  ${paint("31;1", `WIDENING ${h.hint} ${h.from} -> ${h.to}`)}` : `  narrowing ${h.hint} ${h.from} -> ${h.to}`;
  }
  if (c.privilegedHints?.length) line += `  (more privileged than the MCP defaults: ${privilegedText(c)})`;
  const lines = [line];
  for (const p of c.pointers) lines.push(`      at ${quoteForTerminal(p)}`);
  if (c.pointersOmitted > 0) lines.push(`      and ${c.pointersOmitted} more`);
  return lines;
}
var init_report_text = __esm({
  "src/core/report-text.ts"() {
    "use strict";
    init_non_tool_surface();
    init_check();
    init_errors();
    init_hints();
    init_terminal_text();
    init_terminal_text();
  }
});

// src/core/snapshot-file-name.ts
function snapshotFileName(serverId) {
  let out = "";
  for (const byte of new TextEncoder().encode(serverId)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_-]/.test(c) || c === "." && out !== "" ? c : percent(byte);
  }
  if (/^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i.test(out)) out = percent(out.charCodeAt(0)) + out.slice(1);
  return `${out}.snapshot.json`;
}
function percent(byte) {
  return "%" + byte.toString(16).toUpperCase().padStart(2, "0");
}
function assertSnapshotFileNames(serverIds, where2) {
  const seen = /* @__PURE__ */ new Map();
  for (const id of serverIds) {
    const name = snapshotFileName(id);
    if (name.length > MAX_FILE_NAME_BYTES) {
      throw new ToolsealError(
        "INVALID_INPUT",
        `${where2}: server id ${JSON.stringify(id.slice(0, 40))}\u2026 is too long for a snapshot file name (${name.length} bytes, at most ${MAX_FILE_NAME_BYTES}); give it a shorter id`
      );
    }
    const folded = name.toLowerCase();
    const other = seen.get(folded);
    if (other !== void 0 && other !== id) {
      throw new ToolsealError(
        "INVALID_INPUT",
        `${where2}: server ids ${JSON.stringify(other)} and ${JSON.stringify(id)} differ only in letter case, so their snapshot files would be one file on a case-insensitive file system; rename one`
      );
    }
    seen.set(folded, id);
  }
}
var MAX_FILE_NAME_BYTES;
var init_snapshot_file_name = __esm({
  "src/core/snapshot-file-name.ts"() {
    "use strict";
    init_errors();
    MAX_FILE_NAME_BYTES = 255;
  }
});

// src/core/tool-digest-table.ts
function* entriesOfRecord(record) {
  for (const name of Object.keys(record)) yield [name, record[name]];
}
function* entriesOfDigests(digests) {
  const indexNamed = [];
  for (const name of digests.keys()) if (isArrayIndex(name)) indexNamed.push(name);
  indexNamed.sort((a, b) => Number(a) - Number(b));
  for (const name of indexNamed) yield [name, digests.get(name)];
  for (const [name, digest] of digests) if (indexNamed.length === 0 || !isArrayIndex(name)) yield [name, digest];
}
function* entriesOfToolOrder(tools, order) {
  const indexNamed = [];
  for (let k2 = 0; k2 < order.length; k2++) if (isArrayIndex(tools[order[k2]].name)) indexNamed.push(order[k2]);
  if (indexNamed.length > 0) {
    indexNamed.sort((a, b) => Number(tools[a].name) - Number(tools[b].name));
    const first = Uint32Array.from(indexNamed);
    let k2 = 0;
    for (const digest of toolDigestsInOrder(tools, first)) yield [tools[first[k2++]].name, digest];
  }
  let k = 0;
  for (const digest of toolDigestsInOrder(tools, order)) {
    const name = tools[order[k++]].name;
    if (indexNamed.length === 0 || !isArrayIndex(name)) yield [name, digest];
  }
}
var ToolDigestTable;
var init_tool_digest_table = __esm({
  "src/core/tool-digest-table.ts"() {
    "use strict";
    init_surface();
    ToolDigestTable = class _ToolDigestTable {
      constructor(list2, given) {
        this.list = list2;
        this.given = given;
      }
      list;
      given;
      /**
       * The digests of `tools` taken in `order` (their positions in RFC 8785 name order, as `digestToolsCompact`
       * gives them): 4 bytes a tool, each digest computed again at each {@link entries} (the tools must not be
       * changed afterwards).
       */
      static ofToolOrder(tools, order) {
        return new _ToolDigestTable(() => entriesOfToolOrder(tools, order));
      }
      /** The digests of a digest pass, names in RFC 8785 order (`ToolPinBytes.digests`). */
      static ofDigests(digests) {
        return new _ToolDigestTable(() => entriesOfDigests(digests));
      }
      /** A `toolDigests` record as it is (a snapshot file's): its entries in its own key order. */
      static ofRecord(record) {
        return new _ToolDigestTable(() => entriesOfRecord(record), record);
      }
      /**
       * Each name and digest, in the order `Object.keys` and `JSON.stringify` give the record: array-index names
       * (such as `"2"`) first, by number, then the rest in RFC 8785 order (for {@link ofRecord}: its key order).
       */
      entries() {
        return this.list();
      }
      /**
       * The plain `toolDigests` record (null prototype: a name like `__proto__` is an ordinary key), made anew at
       * each call; for {@link ofRecord}, that record itself.
       */
      record() {
        if (this.given !== void 0) return this.given;
        const out = /* @__PURE__ */ Object.create(null);
        for (const [name, digest] of this.entries()) out[name] = digest;
        return out;
      }
    };
  }
});

// src/core/snapshot-text.ts
function nestsDeeperThan(value, max) {
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    if (d >= max) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v)) if (typeof x === "object" && x !== null) stack.push([x, d + 1]);
  }
  return false;
}
function indented(value, depth) {
  if (nestsDeeperThan(value, INDENT_MAX_NESTING)) return JSON.stringify(value);
  const text = JSON.stringify(value, null, 2);
  return depth === 0 ? text : text.replace(/\n/g, `
${"  ".repeat(depth)}`);
}
function* snapshotTextPieces(s, toolDigests) {
  const head = {
    snapshotVersion: s.snapshotVersion,
    server: s.server,
    capturedAt: s.capturedAt,
    transport: s.transport,
    protocolVersion: s.protocolVersion,
    clientCapabilities: s.clientCapabilities,
    serverInfo: s.serverInfo,
    pages: s.pages
  };
  const member = (key, value) => `  ${JSON.stringify(key)}: ${indented(value, 1)}`;
  const members = Object.entries(head).filter(([, v]) => v !== void 0).map(([k, v]) => member(k, v));
  yield `{
${members.join(",\n")},
  "tools": `;
  if (s.tools.length === 0) yield "[]";
  else {
    yield "[\n";
    for (let i2 = 0; i2 < s.tools.length; i2++) yield `${i2 === 0 ? "" : ",\n"}    ${indented(s.tools[i2] ?? null, 2)}`;
    yield "\n  ]";
  }
  yield `,
${member("manifestDigest", s.manifestDigest)},
  "toolDigests": `;
  let i = 0;
  for (const [name, digest] of toolDigests.entries())
    yield `${i++ === 0 ? "{\n" : ",\n"}    ${JSON.stringify(name)}: ${JSON.stringify(digest)}`;
  yield i === 0 ? "{}" : "\n  }";
  for (const k of NON_TOOL_MEMBERS) if (s[k] !== void 0) yield `,
${member(k, s[k])}`;
  yield "\n}\n";
}
var NON_TOOL_MEMBERS, INDENT_MAX_NESTING;
var init_snapshot_text = __esm({
  "src/core/snapshot-text.ts"() {
    "use strict";
    init_tool_digest_table();
    NON_TOOL_MEMBERS = [
      "instructions",
      "prompts",
      "promptPages",
      "resourceTemplates",
      "resourceTemplatePages",
      "instructionsDigest",
      "promptDigests",
      "resourceTemplateDigests",
      "surfaceDigest"
    ];
    INDENT_MAX_NESTING = 16;
  }
});

// src/core/tool-pin-text.ts
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
  "src/core/tool-pin-text.ts"() {
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

// src/core/tool-digester.ts
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
  "src/core/tool-digester.ts"() {
    "use strict";
    init_hints();
    init_jcs();
    init_repeated_tool_names();
    init_tool_pin_text();
    init_sha256();
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
      constructor(withFields, where2 = "tools") {
        this.withFields = withFields;
        this.where = where2;
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
        writeSurface(this.w, tool, false);
        const bytes = this.w.bytes();
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
          pinEnd: 0
        });
      }
      /**
       * A tool with its pin: written as `JSON.stringify` writes the lock (the `"name": {...}` member of the
       * server's `tools` record, 8 spaces in, its members in key order): the fixed text copied from templates,
       * each digest written as hex straight from its bytes.
       */
      addPinned(tool) {
        const digests = this.fieldDigests;
        writeSurface(this.w, tool, false, digests);
        const bytes = this.w.bytes();
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
        this.entries.push({ name: tool.name, store, start, end, digests: void 0, digest, pins, pinStart, pinValue, pinEnd: at });
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
          withFields: this.withFields
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

// src/core/snapshot.ts
function nonToolOfSnapshot(s) {
  if (s.surfaceDigest === void 0) return void 0;
  const c = {};
  if (s.instructions !== void 0) c.instructions = s.instructions;
  if (s.prompts !== void 0) c.prompts = s.prompts;
  if (s.resourceTemplates !== void 0) c.resourceTemplates = s.resourceTemplates;
  return c;
}
function isSnapshotDocument(doc) {
  return typeof doc === "object" && doc !== null && !Array.isArray(doc) && Object.hasOwn(doc, "snapshotVersion");
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
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) bad("not a JSON object");
  const s = doc;
  if (s.snapshotVersion !== 1) bad(`unsupported snapshotVersion ${JSON.stringify(s.snapshotVersion)} (expected 1)`);
  if (typeof s.server !== "string" || s.server === "") bad('"server" must be a non-empty string');
  if (!Array.isArray(s.tools)) bad('"tools" must be an array');
  if (typeof s.manifestDigest !== "string") bad('"manifestDigest" is missing');
  if (typeof s.toolDigests !== "object" || s.toolDigests === null || Array.isArray(s.toolDigests)) bad('"toolDigests" must be an object');
  if (s.serverInfo !== void 0 && (typeof s.serverInfo !== "object" || s.serverInfo === null || Array.isArray(s.serverInfo))) {
    bad('"serverInfo" must be an object');
  }
  if (s.pages !== void 0 && !(Number.isInteger(s.pages) && s.pages >= 0)) bad('"pages" must be a non-negative integer');
  if (s.clientCapabilities !== void 0 && !isClientCapabilityList(s.clientCapabilities)) {
    bad(`"clientCapabilities" must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, each once`);
  }
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
  return checkSnapshotNonTool(s, source, d.manifestDigest, bad);
}
function readToolsDocumentText(text, source, options = {}) {
  const digester = new ToolDigester(options.fields === true, `${source}: tools`);
  const kept = [];
  let doc;
  try {
    doc = parseJsonStrictEach(text, source, "tools", (tool, index) => {
      try {
        digester.add(tool);
      } catch (e) {
        if (e instanceof ToolsealError && e.code === "NOT_CANONICALIZABLE") throw placedError(e, `${source}: tools[${index}]`);
        throw e;
      }
      if (options.keepTools) kept.push(tool);
    });
  } catch (e) {
    throw digester.repeatedName() ?? e;
  }
  if (Array.isArray(doc) || typeof doc === "object" && doc !== null && Array.isArray(doc.tools)) {
    const d = digester.finish();
    if (isSnapshotDocument(doc)) {
      assertSnapshotShape(doc, source);
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
function readSnapshotText(text, source, options = {}) {
  const { doc, digests } = readToolsDocumentText(text, source, { fields: options.fields, keepTools: options.keepTools !== false });
  if (!isSnapshotDocument(doc)) assertSnapshotShape(doc, source);
  return { snapshot: doc, digests };
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
  if (typeof doc === "object" && doc !== null && Array.isArray(doc.tools)) {
    const result = doc;
    if (result.nextCursor !== void 0 && result.nextCursor !== null) throw pageNotList(source);
    assertTools(result.tools, `${source}: tools`);
    return { tools: result.tools };
  }
  throw new ToolsealError("INVALID_INPUT", `${source}: expected a tools/list result {"tools": [...]}, a tools array, or a snapshot`);
}
var init_snapshot = __esm({
  "src/core/snapshot.ts"() {
    "use strict";
    init_client_capabilities();
    init_non_tool_surface();
    init_errors();
    init_json_text();
    init_tool_digest_table();
    init_tool_digester();
    init_surface();
  }
});

// src/fs/exclusive-file-lock.ts
const { randomBytes } = process.getBuiltinModule("node:crypto");
const { closeSync, linkSync, openSync, readFileSync, readSync, renameSync, rmSync, writeSync } = process.getBuiltinModule("node:fs");
const { hostname } = process.getBuiltinModule("node:os");
const { dirname, join } = process.getBuiltinModule("node:path");
const { setTimeout: sleep } = process.getBuiltinModule("node:timers/promises");
async function withExclusiveFileLock(target, fn, options = {}) {
  const lockPath = `${target}.lock`;
  const mine = { pid: process.pid, host: hostname(), nonce: randomBytes(12).toString("hex") };
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS;
  const deadline = Date.now() + waitMs;
  for (; ; ) {
    if (tryCreate(lockPath, mine)) break;
    const holder = readHolder(lockPath);
    if (holder && isStale(holder)) {
      breakStale(lockPath, holder);
      continue;
    }
    if (Date.now() >= deadline) {
      const who = holder ? `process ${holder.pid}${holder.host === mine.host ? "" : ` on ${JSON.stringify(holder.host)}`}` : "another process";
      throw new ToolsealError(
        "IO_ERROR",
        `${target}: ${lockPath} is held by ${who} (another toolseal writing it?); waited ${Math.round(waitMs / 1e3)} s. If no such process runs, delete ${lockPath}`
      );
    }
    await sleep(20 + Math.floor(Math.random() * 80));
  }
  try {
    return await fn(() => {
      if (readHolder(lockPath)?.nonce !== mine.nonce) {
        throw new ToolsealError("IO_ERROR", `${target}: ${lockPath} was taken by another process while this one held it; nothing written`);
      }
    });
  } finally {
    if (readHolder(lockPath)?.nonce === mine.nonce) rmSync(lockPath, { force: true });
  }
}
function ioError(path, e) {
  const err = e;
  return new ToolsealError("IO_ERROR", `cannot lock ${path}: ${osErrorText(err)}`, { cause: e });
}
function tryCreate(lockPath, mine) {
  const text = JSON.stringify(mine) + "\n";
  const tmp = join(dirname(lockPath), `.toolseal-lock-${mine.nonce}.tmp`);
  try {
    const fd = openSync(tmp, "wx", 420);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(tmp, lockPath);
      return true;
    } catch (e) {
      const code = e.code;
      if (code === "EEXIST") return false;
      if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS" && code !== "EOPNOTSUPP") throw ioError(lockPath, e);
    }
    let direct;
    try {
      direct = openSync(lockPath, "wx", 420);
    } catch (e) {
      if (e.code === "EEXIST") return false;
      throw ioError(lockPath, e);
    }
    try {
      writeSync(direct, text);
    } finally {
      closeSync(direct);
    }
    return true;
  } catch (e) {
    throw e instanceof ToolsealError ? e : ioError(lockPath, e);
  } finally {
    rmSync(tmp, { force: true });
  }
}
function readHolder(path) {
  let text;
  try {
    const fd = openSync(path, "r");
    try {
      const buf = Buffer.alloc(1024);
      const n = readSync(fd, buf, 0, buf.length, 0);
      if (n === buf.length) return void 0;
      text = buf.subarray(0, n).toString("utf8");
    } finally {
      closeSync(fd);
    }
  } catch {
    return void 0;
  }
  try {
    const v = JSON.parse(text);
    if (Number.isSafeInteger(v.pid) && v.pid > 0 && typeof v.host === "string" && typeof v.nonce === "string") return v;
  } catch {
  }
  return void 0;
}
function isStale(h) {
  if (h.host !== hostname()) return false;
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    return e.code === "ESRCH";
  }
  try {
    const stat = readFileSync(`/proc/${h.pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] === "Z";
  } catch {
    return false;
  }
}
function breakStale(lockPath, stale) {
  const aside = `${lockPath}.${randomBytes(6).toString("hex")}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return;
  }
  try {
    if (readHolder(aside)?.nonce === stale.nonce) return;
    try {
      linkSync(aside, lockPath);
    } catch {
    }
  } finally {
    rmSync(aside, { force: true });
  }
}
var DEFAULT_LOCK_WAIT_MS;
var init_exclusive_file_lock = __esm({
  "src/fs/exclusive-file-lock.ts"() {
    "use strict";
    init_errors();
    DEFAULT_LOCK_WAIT_MS = 3e4;
  }
});

// src/fs/json-file.ts
const { closeSync: closeSync2, constants, fstatSync, fsyncSync, openSync: openSync2, readSync: readSync2, renameSync: renameSync2, rmSync: rmSync2, writeSync: writeSync2, writevSync } = process.getBuiltinModule("node:fs");
const { basename, dirname: dirname2, join: join2 } = process.getBuiltinModule("node:path");
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
    fd = openSync2(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
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
    closeSync2(fd);
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
    close: () => closeSync2(fd)
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
    const n = readSync2(fd, buf, used, buf.length - used, used);
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
        filled = readSync2(fd, buf, 0, buf.length, position);
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
  return same && used === filled && readSync2(fd, buf, 0, 1, position) === 0;
}
function readTextFile(path, options = {}) {
  return decodeUtf8(readUserFileBytes(path, options), path);
}
function writePieces(fd, pieces) {
  const buf = Buffer.allocUnsafe(1 << 16);
  let used = 0;
  for (const text of pieces) {
    const room = text.length * 3;
    if (used + room > buf.length && used > 0) {
      writeAll(fd, buf, used);
      used = 0;
    }
    if (room > buf.length) {
      const bytes = Buffer.from(text, "utf8");
      writeAll(fd, bytes, bytes.length);
    } else used += buf.write(text, used, "utf8");
  }
  if (used > 0) writeAll(fd, buf, used);
}
function writeBytePieces(fd, data) {
  let batch = [];
  data.eachPiece((bytes, start, end) => {
    if (end <= start) return;
    batch.push(start === 0 && end === bytes.length ? bytes : bytes.subarray(start, end));
    if (batch.length === PIECES_PER_WRITE) {
      writeAllPieces(fd, batch);
      batch = [];
    }
  });
  if (batch.length > 0) writeAllPieces(fd, batch);
}
function writeAllPieces(fd, pieces) {
  let left = pieces;
  for (; ; ) {
    let n = writevSync(fd, left);
    let i = 0;
    while (i < left.length && n >= left[i].length) n -= left[i++].length;
    if (i === left.length) return;
    left = [left[i].subarray(n), ...left.slice(i + 1)];
  }
}
function writeAll(fd, bytes, n) {
  for (let at = 0; at < n; ) at += writeSync2(fd, bytes, at, n - at);
}
function writeFileAtomic(path, data, mode = 420) {
  const tmp = join2(dirname2(path), `.${basename(path)}.${process.getBuiltinModule("node:crypto").randomBytes(6).toString("hex")}.tmp`);
  try {
    const fd = openSync2(tmp, "wx", mode);
    try {
      if (typeof data === "string" || data instanceof Uint8Array) {
        const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
        writeAll(fd, bytes, bytes.length);
      } else if ("eachPiece" in data) writeBytePieces(fd, data);
      else writePieces(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync2(fd);
    }
    renameSync2(tmp, path);
  } catch (e) {
    rmSync2(tmp, { force: true });
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot write ${path}: ${osErrorText(err)}`, { cause: e });
  }
}
var MAX_READ_FILE_BYTES, PIECES_PER_WRITE;
var init_json_file = __esm({
  "src/fs/json-file.ts"() {
    "use strict";
    init_errors();
    init_json_text();
    MAX_READ_FILE_BYTES = 256 * 1024 * 1024;
    PIECES_PER_WRITE = 1024;
  }
});

// src/mcp/server-spec.ts
function parseTransport(value, option) {
  if (value === "auto" || value === "http" || value === "sse") return value;
  throw new ToolsealError("USAGE", `${option} must be auto, http or sse, not ${JSON.stringify(value.slice(0, 40))}`);
}
function assertConfigChoice(choice) {
  const named = choice.server !== void 0 && choice.server !== "";
  if (!named && choice.all !== true) throw new ToolsealError("USAGE", "--config needs --server NAME or --all");
  if (named && choice.all === true) throw new ToolsealError("USAGE", "give --server NAME or --all, not both");
}
function hasAuthorizationHeader(headers) {
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === "authorization");
}
function limitsFromTexts(texts, names, startedAt) {
  const positive = (key) => {
    const v = texts[key];
    if (v === void 0) return void 0;
    const n = v.trim() === "" ? NaN : Number(v);
    if (!Number.isFinite(n) || n <= 0)
      throw new ToolsealError("USAGE", `${names[key]} takes a positive number, not ${JSON.stringify(v.slice(0, 40))}`);
    return n;
  };
  const count = (key, fallback) => {
    const n = positive(key);
    if (n === void 0) return fallback;
    if (!Number.isSafeInteger(Math.floor(n)) || Math.floor(n) < 1)
      throw new ToolsealError("USAGE", `${names[key]} takes a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`);
    return Math.floor(n);
  };
  const seconds = positive("timeout");
  const timeoutMs = seconds === void 0 ? DEFAULT_LIMITS.timeoutMs : Math.round(seconds * 1e3);
  if (timeoutMs > MAX_TIMEOUT_MS || timeoutMs < 1) {
    throw new ToolsealError(
      "USAGE",
      `${names.timeout} takes seconds from 0.001 to ${Math.floor(MAX_TIMEOUT_MS / 1e3)}, not ${JSON.stringify(texts.timeout.slice(0, 40))}`
    );
  }
  return {
    timeoutMs,
    ...startedAt === void 0 ? {} : { startedAt },
    maxPages: count("maxPages", DEFAULT_LIMITS.maxPages),
    maxBytes: count("maxBytes", DEFAULT_LIMITS.maxBytes),
    maxTools: count("maxTools", DEFAULT_LIMITS.maxTools)
  };
}
function parseHeaders(values) {
  const headers = {};
  values.forEach((h, i) => {
    const colon = h.indexOf(":");
    if (colon <= 0) throw new ToolsealError("USAGE", '--header takes "Name: value" (a header without a colon was given)');
    const name = h.slice(0, colon).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new ToolsealError("USAGE", `header number ${i + 1} has a name that is not an HTTP field name (its text is not shown)`);
    const value = h.slice(colon + 1).trim();
    if (/[\r\n\0]/.test(value)) throw new ToolsealError("USAGE", `header ${name} has a line break or NUL in its value`);
    headers[name] = value;
  });
  return headers;
}
function assertServerUrl(url, what) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new ToolsealError("USAGE", `${what} is not a URL`);
  }
  const scheme = parsed.protocol;
  if (scheme !== "http:" && scheme !== "https:")
    throw new ToolsealError("USAGE", `${what} must be an http or https URL, not ${scheme.slice(0, 20)}`);
  if (parsed.username !== "" || parsed.password !== "") {
    throw new ToolsealError(
      "USAGE",
      `${what} carries credentials (user:password@host), which are never sent in a URL; send them in a header (--header "Authorization: Basic \u2026")`
    );
  }
}
var DEFAULT_AUTHORIZATION_TIMEOUT_MS, DEFAULT_LIMITS, MAX_TIMEOUT_MS;
var init_server_spec = __esm({
  "src/mcp/server-spec.ts"() {
    "use strict";
    init_errors();
    DEFAULT_AUTHORIZATION_TIMEOUT_MS = 3e5;
    DEFAULT_LIMITS = {
      timeoutMs: 6e4,
      maxPages: 1e3,
      maxBytes: 256 * 1024 * 1024,
      maxTools: 1e4
    };
    MAX_TIMEOUT_MS = 2 ** 31 - 1;
  }
});

// src/mcp/oauth-cache.ts
const { createHash } = process.getBuiltinModule("node:crypto");
const { chmodSync, lstatSync, mkdirSync, readFileSync: readFileSync2, rmSync: rmSync3 } = process.getBuiltinModule("node:fs");
const { homedir } = process.getBuiltinModule("node:os");
const { join: join3 } = process.getBuiltinModule("node:path");
function oauthCacheDir(env) {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith("/") ? env.XDG_CONFIG_HOME : join3(env.HOME || homedir(), ".config");
  return join3(base, "toolseal", "oauth");
}
var OAuthCache;
var init_oauth_cache = __esm({
  "src/mcp/oauth-cache.ts"() {
    "use strict";
    init_errors();
    init_json_file();
    OAuthCache = class _OAuthCache {
      constructor(dir, resource) {
        this.dir = dir;
        this.resource = resource;
        this.file = _OAuthCache.fileOf(dir, resource);
        _OAuthCache.secureDir(dir);
        this.doc = this.read();
      }
      dir;
      resource;
      file;
      doc;
      /**
       * A folder that exists already must be the user's own, and is made 0700 if others could read or write
       * it (tokens planted or read by another user). One owned by another user, or not a folder, is refused.
       */
      static secureDir(dir) {
        let st;
        try {
          st = lstatSync(dir);
        } catch {
          return;
        }
        const uid = process.getuid?.();
        if (!st.isDirectory())
          throw new ToolsealError("IO_ERROR", `the OAuth token cache folder ${dir} is not a folder (a link or a file); remove it`);
        if (uid !== void 0 && st.uid !== uid)
          throw new ToolsealError(
            "IO_ERROR",
            `the OAuth token cache folder ${dir} belongs to another user (uid ${st.uid}); remove it or set XDG_CONFIG_HOME`
          );
        if ((st.mode & 63) !== 0) {
          try {
            chmodSync(dir, 448);
          } catch (e) {
            throw new ToolsealError(
              "IO_ERROR",
              `cannot make the OAuth token cache folder ${dir} private (0700): ${e.code ?? "error"}`,
              { cause: e }
            );
          }
        }
      }
      static fileOf(dir, resource) {
        return join3(dir, `${createHash("sha256").update(resource).digest("hex").slice(0, 32)}.json`);
      }
      /** Whether an earlier run cached tokens for this server. */
      static hasTokens(dir, resource) {
        const doc = new _OAuthCache(dir, resource).doc;
        return Object.values(doc.servers).some((e) => e.tokens !== void 0);
      }
      read() {
        let text;
        try {
          text = readFileSync2(this.file, "utf8");
        } catch {
          return { version: 1, resource: this.resource, servers: {} };
        }
        try {
          const doc = JSON.parse(text);
          if (doc?.version === 1 && doc.resource === this.resource && typeof doc.servers === "object" && doc.servers !== null) return doc;
        } catch {
        }
        return { version: 1, resource: this.resource, servers: {} };
      }
      /** The entry of the authorization server last used (or of `issuer`). */
      entry(issuer) {
        const key = issuer ?? this.doc.current;
        return (key !== void 0 && Object.hasOwn(this.doc.servers, key) ? this.doc.servers[key] : void 0) ?? {};
      }
      /** Updates the entry of `issuer` (and makes it the current one), then writes the file. */
      update(issuer, change) {
        this.doc = this.read();
        this.doc.servers[issuer] = change(this.entry(issuer));
        this.doc.current = issuer;
        this.write();
      }
      /** Remembers the loopback port this server's authorization used. */
      rememberPort(port) {
        this.doc = this.read();
        this.doc.redirectPort = port;
        this.write();
      }
      /** The loopback port used last, if any. */
      get redirectPort() {
        return this.doc.redirectPort;
      }
      /** Deletes the file: every token and client of this server is forgotten. True when there was one. */
      forget() {
        let existed = true;
        try {
          readFileSync2(this.file);
        } catch {
          existed = false;
        }
        rmSync3(this.file, { force: true });
        this.doc = { version: 1, resource: this.resource, servers: {} };
        return existed;
      }
      write() {
        try {
          mkdirSync(this.dir, { recursive: true, mode: 448 });
        } catch (e) {
          throw new ToolsealError(
            "IO_ERROR",
            `cannot create the OAuth token cache folder ${this.dir}: ${e.code ?? "error"}`,
            { cause: e }
          );
        }
        _OAuthCache.secureDir(this.dir);
        writeFileAtomic(this.file, JSON.stringify(this.doc, null, 2) + "\n", 384);
      }
    };
  }
});

// src/mcp/oauth-options.ts
function openerWords(cmd) {
  return commandWords(cmd, "--oauth-open");
}
function defaultOpener(env, platform = process.platform) {
  if (platform === "darwin") return ["open"];
  if (platform === "win32") return ["rundll32", "url.dll,FileProtocolHandler"];
  return env.DISPLAY || env.WAYLAND_DISPLAY ? ["xdg-open"] : void 0;
}
function cachedOAuth(url, settings) {
  return OAuthCache.hasTokens(settings.cacheDir, url) ? { ...settings, cachedOnly: true } : void 0;
}
function defaultOAuthOptions(env) {
  const ci = runsInCi(env) || runsInCi(process.env);
  return { cacheDir: oauthCacheDir(env), open: defaultOpener(env) ?? [], ...ci ? { noUser: true } : {} };
}
function runsInCi(env) {
  return env.CI !== void 0 && env.CI !== "" && env.CI !== "false";
}
function clientMetadataUrlProblem(value) {
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return "holds a blank or a control character";
  if (!URL.canParse(value)) return "is not a URL";
  const url = new URL(value);
  if (url.protocol !== "https:") return "is not https";
  if (url.username !== "" || url.password !== "" || /^https:\/\/[^/?#\\]*@/i.test(value)) return "holds a user name or password";
  if (value.includes("#")) return "has a fragment";
  const path = /^https:\/\/[^/?#\\]*([^?#]*)/i.exec(value)?.[1] ?? "";
  if (path === "" || path === "/") return "has no path";
  const dots = path.split(/[/\\]/).some((s) => /^(\.|%2e){1,2}$/i.test(s));
  if (dots) return 'has a "." or ".." path segment';
  return void 0;
}
var ApprovalWaits, CIMD_URL_RULE;
var init_oauth_options = __esm({
  "src/mcp/oauth-options.ts"() {
    "use strict";
    init_command_words();
    init_oauth_cache();
    ApprovalWaits = class {
      active = 0;
      since = 0;
      done = 0;
      begin() {
        if (this.active++ === 0) this.since = Date.now();
      }
      end() {
        if (--this.active === 0) this.done += Date.now() - this.since;
      }
      /** Milliseconds waited so far (a wait still going counts up to now). */
      total() {
        return this.done + (this.active > 0 ? Date.now() - this.since : 0);
      }
    };
    CIMD_URL_RULE = 'must be an https URL with a path, without user name, fragment or "." and ".." segments';
  }
});

// src/mcp/secret-values.ts
function serverSecrets(spec, options = {}) {
  return ServerSecrets.of(spec, options);
}
function insertLongestFirst(list2, value) {
  let i = 0;
  while (i < list2.length && list2[i].length >= value.length) i++;
  list2.splice(i, 0, value);
}
function basicCredentials(part) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(part) || part.length % 4 !== 0) return [];
  const text = Buffer.from(part, "base64").toString("utf8");
  const colon = text.indexOf(":");
  if (colon < 0 || /[\u0000-\u001f\u007f\ufffd]/.test(text)) return [];
  return [text, text.slice(colon + 1)];
}
function urlParts(url) {
  if (!URL.canParse(url)) return { known: [], guessed: [] };
  const u = new URL(url);
  const decode = (v) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  return {
    known: [decode(u.username), decode(u.password), ...u.searchParams.values()],
    guessed: u.pathname.split("/").filter((p) => p.length >= 16)
  };
}
function urlSecrets(url) {
  const { known, guessed } = urlParts(url);
  return [...known, ...guessed].filter((v) => v.length >= MIN_URL_SECRET_LENGTH);
}
function argumentGuesses(args) {
  const out = [];
  for (const a of args) {
    if (!/^--?[A-Za-z][A-Za-z0-9-]*$/.test(a)) out.push(a);
    const eq = a.indexOf("=");
    if (eq >= 0) out.push(a.slice(eq + 1));
    out.push(...urlSecrets(a));
  }
  return out;
}
function argumentValues(args) {
  const out = [];
  for (const a of args) {
    const eq = a.indexOf("=");
    if (eq >= 0 && !/^[a-z][a-z0-9+.-]*:\/\//i.test(a) && a.length - eq - 1 >= MIN_MASKED_ARGUMENT_LENGTH) out.push(a.slice(eq + 1));
    out.push(...urlSecrets(a).filter((v) => v.length >= MIN_MASKED_ARGUMENT_LENGTH && !v.includes("/")));
  }
  return out;
}
function hexPattern(n, width) {
  return [...n.toString(16).padStart(width, "0")].map((d) => /[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d).join("");
}
function encodedPattern(secret) {
  const parts = [];
  for (const ch of secret) {
    const alternatives = [escapeRegExp(ch)];
    alternatives.push([...Buffer.from(ch, "utf8")].map((b) => `%${hexPattern(b, 2)}`).join(""));
    const cp = ch.codePointAt(0);
    const units = cp > 65535 ? [55296 + (cp - 65536 >> 10), 56320 + (cp - 65536 & 1023)] : [cp];
    alternatives.push(units.map((u) => `\\\\u${hexPattern(u, 4)}`).join(""));
    if (JSON_SHORT_ESCAPES[ch]) alternatives.push(JSON_SHORT_ESCAPES[ch]);
    if (ch === " ") alternatives.push("\\+");
    parts.push(`(?:${alternatives.join("|")})`);
  }
  return new RegExp(parts.join(""), "g");
}
function base64Spellings(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const out = [];
  for (let k = 0; k < 3; k++) {
    const b64 = Buffer.concat([Buffer.alloc(k), bytes]).toString("base64").replace(/=+$/, "");
    const v = b64.slice(Math.ceil(8 * k / 6), Math.floor(8 * (k + bytes.length) / 6));
    if (v.length >= MIN_ENCODED_SECRET_LENGTH) out.push(v, v.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return out;
}
function spellingsOf(secret) {
  let s = spellingsCache.get(secret);
  if (!s) {
    const ambiguous = (secret.match(/[%\\]/g) ?? []).length;
    const pattern = secret.length <= MAX_PATTERN_SECRET_LENGTH && ambiguous <= 12 ? encodedPattern(secret) : void 0;
    s = { pattern, base64: base64Spellings(secret) };
    if (spellingsCache.size > MAX_CACHED_SPELLINGS) spellingsCache.clear();
    spellingsCache.set(secret, s);
  }
  return s;
}
function redactSecrets(text, secrets) {
  if (text === "" || secrets.length === 0) return text;
  let out = text;
  for (const s of secrets) if (s !== "" && out.includes(s)) out = out.split(s).join("***");
  for (const s of secrets) {
    if (s.length < MIN_ENCODED_SECRET_LENGTH) continue;
    const { pattern, base64 } = spellingsOf(s);
    if (pattern) out = out.replace(pattern, "***");
    for (const b of base64) if (out.includes(b)) out = out.split(b).join("***");
  }
  return out;
}
function holdsSecret(text, secrets) {
  if (text === "" || secrets.length === 0) return false;
  return redactSecrets(text, secrets) !== text;
}
var MIN_SECRET_LENGTH, MIN_GUESSED_LENGTH, MAX_REDACTED_DEPTH, MIN_URL_SECRET_LENGTH, MIN_MASKED_ARGUMENT_LENGTH, ServerSecrets, PLAIN_VALUE, DESCRIPTIVE_HEADER, MIN_ENCODED_SECRET_LENGTH, MAX_PATTERN_SECRET_LENGTH, escapeRegExp, JSON_SHORT_ESCAPES, MAX_CACHED_SPELLINGS, spellingsCache;
var init_secret_values = __esm({
  "src/mcp/secret-values.ts"() {
    "use strict";
    MIN_SECRET_LENGTH = 6;
    MIN_GUESSED_LENGTH = 8;
    MAX_REDACTED_DEPTH = 64;
    MIN_URL_SECRET_LENGTH = 4;
    MIN_MASKED_ARGUMENT_LENGTH = 8;
    ServerSecrets = class _ServerSecrets {
      known = [];
      values = [];
      masked = [];
      /**
       * `values` but the parts of the command line (see {@link argumentGuesses}): what a server's label hides.
       * Hiding the arguments too would hide a script path's own file name. Taken when the secrets are decided.
       */
      withoutArguments = [];
      /** Adds a secret value (ignored under {@link MIN_SECRET_LENGTH} characters). */
      add(value) {
        if (value === void 0 || value.length < MIN_SECRET_LENGTH || this.known.includes(value)) return;
        insertLongestFirst(this.known, value);
        if (!this.values.includes(value)) insertLongestFirst(this.values, value);
        this.mask(value);
      }
      mask(value) {
        if (value.length >= MIN_SECRET_LENGTH && !this.masked.includes(value)) insertLongestFirst(this.masked, value);
      }
      /** Adds a value that may be a secret: redacted, but never refused. */
      guess(value, min = MIN_GUESSED_LENGTH) {
        if (value.length >= min && !this.values.includes(value)) insertLongestFirst(this.values, value);
      }
      /** An environment value (or one a `${VAR}` expanded): a secret, but a plain word or number (`production`) is only redacted. */
      addEnvValue(value) {
        if (PLAIN_VALUE.test(value)) this.guess(value, MIN_SECRET_LENGTH);
        else this.add(value);
        this.mask(value);
      }
      /**
       * A header value: whole, and each of its words but a leading scheme (`Bearer TOKEN`: the token alone may
       * be echoed; "Bearer" is no secret), and a Basic credential decoded.
       */
      addHeader(value) {
        this.add(value);
        const words2 = value.split(/\s+/).filter((w) => w !== "");
        if (words2.length > 1 && /^[A-Za-z][A-Za-z0-9._-]{0,19}$/.test(words2[0])) words2.shift();
        for (const part of words2) {
          this.add(part);
          for (const decoded of basicCredentials(part)) this.add(decoded);
        }
      }
      /** Every secret value, redacted from `text` in each spelling (see {@link redactSecrets}). */
      redact(text) {
        return redactSecrets(text, this.values);
      }
      /**
       * A JSON value (an audit event) with every secret redacted from each of its strings and member names:
       * its shape stays, so it is still the same kind of record. Past {@link MAX_REDACTED_DEPTH} levels a value is
       * left out (`null`).
       */
      redactValue(value, depth = 0) {
        if (typeof value === "string") return this.redact(value);
        if (depth > MAX_REDACTED_DEPTH) return null;
        if (Array.isArray(value)) return value.map((v) => this.redactValue(v, depth + 1));
        if (typeof value === "object" && value !== null) {
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.redact(k), this.redactValue(v, depth + 1)]));
        }
        return value;
      }
      /** Whether `text` holds one of the known secrets, in any spelling {@link redactSecrets} finds. */
      foundIn(text) {
        return holdsSecret(text, this.known);
      }
      /**
       * Decides them for a live server:
       * - stdio: each `env` value (its words are guessed too), each value a config file's `${VAR}` put into the
       *   entry (`secrets`), but a plain lower-case word or number, which is only redacted (see `PLAIN_VALUE`);
       *   each argument is guessed (see {@link argumentGuesses});
       * - URL: each header value (but `Accept`, `Content-Type`, `User-Agent`, `MCP-Protocol-Version`: guessed),
       *   each of its words and a Basic credential decoded; the URL's userinfo and
       *   query values; each value a config file's `${VAR}` put into the URL; OAuth's client secret (tokens
       *   are added as the OAuth session learns them); long path segments of the URL are guessed.
       * With `withArguments: false` the arguments are left out (naming the server: a script path would hide its own name).
       */
      static of(spec, options = {}) {
        const s = new _ServerSecrets();
        for (const v of spec.secrets ?? []) s.addEnvValue(v);
        if (spec.kind === "stdio") {
          for (const v of Object.values(spec.env ?? {})) {
            s.addEnvValue(v);
            for (const part of v.split(/\s+/)) s.guess(part);
          }
          s.withoutArguments = [...s.values];
          if (options.withArguments !== false) {
            for (const v of argumentGuesses(spec.args)) s.guess(v);
            for (const v of argumentValues(spec.args)) s.mask(v);
          }
        } else {
          for (const [name, v] of Object.entries(spec.headers ?? {})) {
            if (DESCRIPTIVE_HEADER.test(name)) s.guess(v);
            else s.addHeader(v);
          }
          const { known, guessed } = urlParts(spec.url);
          for (const v of known) s.add(v);
          for (const v of guessed) s.guess(v);
          s.add(spec.oauth?.clientSecret);
          s.withoutArguments = [...s.values];
        }
        return s;
      }
    };
    PLAIN_VALUE = /^(?:[a-z]+|[0-9]+)$/;
    DESCRIPTIVE_HEADER = /^(?:accept(?:-[a-z]+)?|content-type|user-agent|mcp-protocol-version)$/i;
    MIN_ENCODED_SECRET_LENGTH = 6;
    MAX_PATTERN_SECRET_LENGTH = 512;
    escapeRegExp = (t) => t.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
    JSON_SHORT_ESCAPES = {
      '"': '\\\\"',
      "\\": "\\\\\\\\",
      "/": "\\\\/",
      "\n": "\\\\n",
      "\r": "\\\\r",
      "	": "\\\\t",
      "\b": "\\\\b",
      "\f": "\\\\f"
    };
    MAX_CACHED_SPELLINGS = 1e3;
    spellingsCache = /* @__PURE__ */ new Map();
  }
});

// src/mcp/server-label.ts
function describeUrl(url) {
  return URL.canParse(url) ? new URL(url).origin : "the server URL";
}
function looksLikeName(a) {
  if (a.includes("://") || !/^[@A-Za-z0-9._~+/\\:-]+$/.test(a)) return false;
  if (/(?=[0-9a-f]*[0-9])[0-9a-f]{16,}/i.test(a)) return false;
  return /[/\\]/.test(a) || a.startsWith("@") || /\.[A-Za-z0-9]{1,4}$/.test(a) || /^[a-z0-9][a-z0-9._-]*$/.test(a);
}
function nameArgument(args) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") continue;
    if (a.startsWith("-")) {
      if (!a.includes("=") && (VALUE_OPTIONS.test(a) || SECRET_OPTION.test(a))) i++;
      continue;
    }
    if (SUBCOMMANDS.has(a) && i + 1 < args.length) continue;
    return looksLikeName(a) ? a : void 0;
  }
  return void 0;
}
function commandLabel(spec, secrets) {
  const segments = (p) => p.split(/[\\/]/).filter((x) => x !== "" && x !== ".");
  const secretIn = (name) => secrets.some((s) => name.includes(s) || name.length >= MIN_HIDDEN_LABEL_PART && s.includes(name));
  const hide = (name) => secretIn(name) ? "***" : name;
  const command3 = hide(segments(spec.command).pop() ?? spec.command);
  const arg = nameArgument(spec.args);
  if (arg === void 0) return command3;
  const parts = segments(arg);
  const shown = [parts.pop() ?? arg];
  while (GENERIC_NAME.test(shown[0]) && parts.length > 0 && shown.length < 3) shown.unshift(parts.pop());
  if (GENERIC_NAME.test(shown[0]) && !/^[/\\]|^[A-Za-z]:/.test(arg) && spec.cwd !== void 0) {
    const folder = segments(spec.cwd).pop();
    if (folder !== void 0) shown.unshift(folder);
  }
  return `${command3} ${shown.map(hide).join("/")}`;
}
function describeServer(spec, serverId, hidden = serverSecrets(spec).withoutArguments) {
  const base = spec.kind === "stdio" ? `stdio server ${JSON.stringify(commandLabel(spec, hidden))}` : `server ${describeUrl(spec.url)}`;
  return serverId ? `server ${JSON.stringify(serverId)} (${base})` : base;
}
var SUBCOMMANDS, VALUE_OPTIONS, SECRET_OPTION, GENERIC_NAME, MIN_HIDDEN_LABEL_PART;
var init_server_label = __esm({
  "src/mcp/server-label.ts"() {
    "use strict";
    init_secret_values();
    SUBCOMMANDS = /* @__PURE__ */ new Set(["run", "exec", "x", "dlx", "tool", "start"]);
    VALUE_OPTIONS = /^(?:-[epvwc]|--(?:env|env-file|volume|mount|name|network|package|from|with|workdir|user|entrypoint|cwd|prefix|directory|python|config))$/;
    SECRET_OPTION = /key|token|secret|pass|auth|cred|bearer|cookie|session/i;
    GENERIC_NAME = /^(?:index|main|server|cli|app|start|run|bin|dist|build|src|lib|out|cmd)(?:\.[cm]?[jt]s|\.py)?$/i;
    MIN_HIDDEN_LABEL_PART = 4;
  }
});

// not-in-cli-pin:src/mcp/live-snapshot.ts
var require_live_snapshot = __commonJS({
  "not-in-cli-pin:src/mcp/live-snapshot.ts"() {
    throw new Error("toolseal: dist/cli-pin.js reads snapshot files only and has no src/mcp/live-snapshot.ts; run the command with dist/cli.js");
  }
});

// not-in-cli-pin:src/mcp/config-file.ts
var require_config_file = __commonJS({
  "not-in-cli-pin:src/mcp/config-file.ts"() {
    throw new Error("toolseal: dist/cli-pin.js reads snapshot files only and has no src/mcp/config-file.ts; run the command with dist/cli.js");
  }
});

// src/mcp/server-snapshots.ts
function readSnapshotFile(file) {
  return readSnapshotFileWithDigests(file).snapshot;
}
function readSnapshotFileWithDigests(file) {
  return readSnapshotText(readTextFile(file), file, { fields: true });
}
function readSnapshotFileWithoutTools(file) {
  const text = readTextFile(file);
  const read = readSnapshotText(text, file, { fields: true, keepTools: false });
  const { tools: _notKept, ...snapshot } = read.snapshot;
  return { snapshot, digests: read.digests, toolsText: { text, source: file } };
}
function toolsOf(outcome) {
  if (outcome.snapshot?.tools) return outcome.snapshot.tools;
  if (outcome.toolsText) return parseJsonStrict(outcome.toolsText.text, outcome.toolsText.source).tools;
  throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${outcome.serverId}: no snapshot`);
}
async function mapBounded(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
function asError(e) {
  return e instanceof ToolsealError ? e : new ToolsealError("SNAPSHOT_INCOMPLETE", `unexpected error: ${e?.message ?? String(e)}`, { cause: e });
}
function withConfigOAuth(s, spec, env) {
  if (s.spec.kind !== "url") return s.spec;
  const settings = spec.oauth ?? defaultOAuthOptions(env);
  if (spec.oauthForAll || s.oauth) return { ...s.spec, oauth: { ...s.oauth, ...settings } };
  const cached = hasAuthorizationHeader(s.spec.headers) ? void 0 : cachedOAuth(s.spec.url, settings);
  return cached ? { ...s.spec, oauth: cached } : s.spec;
}
function withToolDigestTable(o) {
  return o.snapshot ? { ...o, toolDigests: ToolDigestTable.ofRecord(o.snapshot.toolDigests) } : o;
}
async function takeSnapshotsApart(spec, limits = DEFAULT_LIMITS, options = {}) {
  if (spec.kind === "snapshot") {
    const read = options.toolsOnDemand === true ? readSnapshotFileWithoutTools(spec.file) : readSnapshotFileWithDigests(spec.file);
    const { snapshot } = read;
    return [
      {
        serverId: snapshot.server,
        ...read,
        toolDigests: ToolDigestTable.ofRecord(snapshot.toolDigests),
        idSelfDeclared: snapshot.server === snapshot.serverInfo?.name
      }
    ];
  }
  const { snapshotLiveServerWithDigests } = await Promise.resolve().then(() => __toESM(require_live_snapshot(), 1));
  const live = { fields: options.fieldDigests === true };
  if (spec.kind === "stdio" || spec.kind === "url") {
    try {
      const { snapshot, toolDigests, digests } = await snapshotLiveServerWithDigests(spec, limits, void 0, void 0, live);
      return [
        { serverId: snapshot.server, snapshot, toolDigests, ...digests ? { digests } : {}, idSelfDeclared: spec.serverId === void 0 }
      ];
    } catch (e) {
      return [{ serverId: spec.serverId ?? describeServer(spec), error: asError(e) }];
    }
  }
  assertConfigChoice(spec);
  const { readMcpConfig: readMcpConfig2 } = await Promise.resolve().then(() => __toESM(require_config_file(), 1));
  const servers = readMcpConfig2(spec.file, spec.env ?? options.env ?? process.env, spec.envWithheld);
  let chosen = servers;
  if (spec.server !== void 0) {
    chosen = servers.filter((s) => s.name === spec.server);
    if (chosen.length === 0) {
      const names = servers.map((s) => JSON.stringify(s.name)).join(", ");
      throw new ToolsealError("INVALID_CONFIG", `${spec.file}: no server ${JSON.stringify(spec.server)} (it has ${names || "none"})`);
    }
    if (chosen[0].disabled)
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${spec.file}: server ${JSON.stringify(spec.server)} is disabled ("disabled": true); it is not started`
      );
  }
  const env = spec.env ?? options.env ?? process.env;
  const profile = spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0 ? { clientCapabilities: spec.clientCapabilities } : {};
  const withOAuth = (s) => ({ ...withConfigOAuth(s, spec, env), ...profile });
  const fixedPort = spec.oauth?.redirectPort !== void 0 || chosen.some((s) => s.oauth?.redirectPort !== void 0);
  const waits = new ApprovalWaits();
  return mapBounded(chosen, fixedPort ? 1 : options.concurrency ?? CONFIG_CONCURRENCY, async (s) => {
    if (s.disabled) return { serverId: s.name, skipped: "disabled" };
    if (s.error || !s.spec) return { serverId: s.name, error: s.error };
    try {
      const { snapshot, toolDigests, digests } = await snapshotLiveServerWithDigests(withOAuth(s), limits, s.name, waits, live);
      return { serverId: s.name, snapshot, toolDigests, ...digests ? { digests } : {}, configured: s.spec };
    } catch (e) {
      return { serverId: s.name, error: asError(e) };
    }
  });
}
var CONFIG_CONCURRENCY;
var init_server_snapshots = __esm({
  "src/mcp/server-snapshots.ts"() {
    "use strict";
    init_errors();
    init_snapshot();
    init_tool_digest_table();
    init_json_text();
    init_json_file();
    init_oauth_cache();
    init_oauth_options();
    init_server_label();
    init_server_spec();
    CONFIG_CONCURRENCY = 4;
  }
});

// src/core/audit.ts
function auditPackage(p) {
  const version = p.resolved?.version ?? p.requested;
  const integrity = p.resolved?.integrity;
  const state = p.state === "unpinned" ? "unpinned" : p.state === "integrity-changed" || p.state === "version-changed" ? "changed" : p.state === "new" ? "new" : (
    // Matched only counts as pinned when both sides have an integrity and they are the same.
    p.state === "matched" && integrity !== void 0 && integrity === p.locked?.integrity ? "pinned" : "unresolved"
  );
  const locked = state === "changed" && p.locked?.integrity !== void 0 ? { lockedIntegrity: p.locked.integrity } : {};
  return {
    state,
    ecosystem: p.ecosystem,
    name: p.name,
    ...state !== "unpinned" && version !== void 0 ? { version } : {},
    ...state !== "unpinned" && integrity !== void 0 ? { integrity } : {},
    ...locked
  };
}
function auditNonTool(c) {
  if (c.carrier === "instructions") return { field: "instructions", change: c.change };
  if (c.carrier === "prompt") return { prompt: c.name, change: c.change };
  return { resourceTemplate: c.name, change: c.change };
}
function auditEvent(server) {
  return {
    event: "mcp_tool_surface",
    server: server.serverId,
    manifestDigest: server.manifestDigest,
    toolCount: server.toolCount,
    pinState: server.pinState,
    changed: server.changes.map((c) => ({
      tool: c.tool,
      change: c.change,
      fields: [...c.fields],
      pointers: [...c.pointers],
      widening: c.hints.filter((h) => h.class === "widening").map((h) => h.hint)
    })),
    ...server.carrierChanges.length > 0 ? { changedCarriers: server.carrierChanges.map(auditNonTool) } : {},
    ...server.package ? { package: auditPackage(server.package) } : {},
    verdict: server.verdict
  };
}
function failureAuditEvent(failure) {
  return {
    event: "mcp_tool_surface",
    server: failure.serverId,
    manifestDigest: null,
    toolCount: null,
    pinState: "failed",
    changed: [],
    verdict: "blocked"
  };
}
function auditLines(result) {
  const events = [...result.servers.map(auditEvent), ...result.failures.map(failureAuditEvent)];
  return events.map((e) => JSON.stringify(e) + "\n").join("");
}
var init_audit = __esm({
  "src/core/audit.ts"() {
    "use strict";
  }
});

// src/fs/audit-file.ts
const { appendFileSync } = process.getBuiltinModule("node:fs");
function auditFile(file) {
  return {
    append(jsonLines) {
      try {
        appendFileSync(file, jsonLines, { encoding: "utf8", mode: 420 });
      } catch (e) {
        throw new ToolsealError("IO_ERROR", `cannot append to ${file}: ${osErrorText(e)}`, { cause: e });
      }
    }
  };
}
var init_audit_file = __esm({
  "src/fs/audit-file.ts"() {
    "use strict";
    init_errors();
  }
});

// src/core/markdown.ts
function mdText(text) {
  const chars = [...text];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const cp = ch.codePointAt(0);
    const before = chars[i - 1] ?? "";
    const after = chars[i + 1] ?? "";
    if (isHiddenCharacter(ch)) out += `\\u${cp.toString(16).padStart(4, "0")}`;
    else if (SYNTAX.test(ch) || ch === "_" && !(alnum(before) && alnum(after)) || ch === "." && /www$/i.test(chars.slice(Math.max(0, i - 3), i).join("")) || ch === "-" && /gh$/i.test(chars.slice(Math.max(0, i - 2), i).join("")) && /^[0-9]$/.test(after) || ch === "/" && before === "/") {
      out += `&#${cp};`;
    } else out += ch;
  }
  return out;
}
function mdFence(text, info = "text") {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(Math.max(3, longest + 1));
  let shown = "";
  for (const ch of text.replace(/\r\n?/g, "\n")) {
    const cp = ch.codePointAt(0);
    shown += isHiddenCharacter(ch) && ch !== "\n" && ch !== "	" ? `\\u${cp.toString(16).padStart(4, "0")}` : ch;
  }
  return `${fence}${info}
${shown}
${fence}`;
}
var SYNTAX, ALNUM, alnum;
var init_markdown = __esm({
  "src/core/markdown.ts"() {
    "use strict";
    init_terminal_text();
    SYNTAX = /[|<>&\\`*~[\]@#:$]/;
    ALNUM = /^[\p{L}\p{N}]$/u;
    alnum = (c) => ALNUM.test(c);
  }
});

// src/core/verify-report.ts
var init_verify_report = __esm({
  "src/core/verify-report.ts"() {
    "use strict";
    init_non_tool_surface();
    init_markdown();
    init_terminal_text();
    init_surface();
  }
});

// src/core/guard.ts
var init_guard = __esm({
  "src/core/guard.ts"() {
    "use strict";
    init_audit();
    init_non_tool_surface();
    init_check();
    init_closest_name();
    init_errors();
    init_lock();
    init_client_capabilities();
    init_surface();
    init_verify_report();
  }
});

// src/core/policy-options.ts
function parseOnChange(value, option) {
  return oneOf(ON_CHANGE_VALUES, value, option);
}
function oneOf(values, value, option) {
  if (values.includes(value)) return value;
  throw new ToolsealError(
    "USAGE",
    `${option} must be ${values.slice(0, -1).join(", ")} or ${values.at(-1)}, not ${JSON.stringify(value.slice(0, 40))}`
  );
}
var init_policy_options = __esm({
  "src/core/policy-options.ts"() {
    "use strict";
    init_check();
    init_errors();
    init_guard();
  }
});

// src/run/relock-command.ts
function relockCommand(spec, lock, snapshotDir) {
  const common = ["--lock", lock, ...snapshotDir !== void 0 ? ["--snapshot-dir", snapshotDir] : []];
  const caps = spec.kind !== "snapshot" && spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0 ? ["--client-capabilities", spec.clientCapabilities.join(",")] : [];
  common.push(...caps);
  return (serverId) => {
    if (spec.kind === "config") return { args: [...common, "--config", spec.file, ...optionWords("server", serverId)] };
    if (spec.kind === "snapshot") return { args: [...common, "--snapshot", spec.file] };
    const id = spec.serverId !== void 0 ? optionWords("server-id", spec.serverId) : [];
    if (spec.kind === "stdio") {
      const env = Object.keys(spec.env ?? {});
      return {
        args: [...common, ...id, "--", spec.command, ...spec.args],
        ...env.length ? { needs: `the server's environment (${env.join(", ")}) as --env NAME=VALUE before --` } : {}
      };
    }
    const url = new URL(spec.url);
    const trimmed = url.username !== "" || url.password !== "" || url.search !== "";
    url.username = "";
    url.password = "";
    url.search = "";
    const headers = Object.keys(spec.headers ?? {});
    const needs = [
      ...headers.length ? [`the headers (${headers.join(", ")}) as --header "NAME: VALUE"`] : [],
      ...trimmed ? ["the credentials or query of the URL"] : []
    ];
    return {
      args: [...common, ...id, "--url", url.href, ...spec.transport !== "auto" ? ["--transport", spec.transport] : []],
      ...needs.length ? { needs: needs.join(", and ") } : {}
    };
  };
}
var init_relock_command = __esm({
  "src/run/relock-command.ts"() {
    "use strict";
    init_command_words();
  }
});

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
var init_scanner = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/scanner.js"() {
    "use strict";
    (function(CharacterCodes2) {
      CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
      CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
      CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
      CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
      CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
      CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
      CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
      CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
      CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
      CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
      CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
      CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
      CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
      CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
      CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
      CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
      CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
      CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
      CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
      CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
      CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
      CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
      CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
      CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
      CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
      CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
      CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
      CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
      CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
      CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
      CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
      CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
      CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
      CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
      CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
      CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
      CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
      CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
      CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
      CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
      CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
      CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
      CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
      CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
      CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
      CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
      CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
      CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
      CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
      CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
      CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
      CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
      CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
      CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
      CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
      CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
      CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
      CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
      CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
      CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
      CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
      CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
      CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
      CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
      CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
      CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
      CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
      CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
      CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
      CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
      CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
      CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
      CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
      CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
      CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
      CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
      CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
      CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
      CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
      CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces, maxCachedValues, cachedBreakLinesWithSpaces;
var init_string_intern = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/string-intern.js"() {
    cachedSpaces = new Array(20).fill(0).map((_, index) => {
      return " ".repeat(index);
    });
    maxCachedValues = 200;
    cachedBreakLinesWithSpaces = {
      " ": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + " ".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + " ".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + " ".repeat(index);
        })
      },
      "	": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + "	".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + "	".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + "	".repeat(index);
        })
      }
    };
  }
});

// node_modules/jsonc-parser/lib/esm/impl/format.js
var init_format = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/format.js"() {
    "use strict";
    init_scanner();
    init_string_intern();
  }
});

// node_modules/jsonc-parser/lib/esm/impl/parser.js
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep3, offset, length) => {
      if (currentParent.type === "property") {
        if (sep3 === ":") {
          currentParent.colonOffset = offset;
        } else if (sep3 === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}
var ParseOptions;
var init_parser = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/parser.js"() {
    "use strict";
    init_scanner();
    (function(ParseOptions2) {
      ParseOptions2.DEFAULT = {
        allowTrailingComma: false
      };
    })(ParseOptions || (ParseOptions = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/edit.js
var init_edit = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/edit.js"() {
    "use strict";
    init_format();
    init_parser();
  }
});

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError, SyntaxKind, parseTree2, ParseErrorCode;
var init_main = __esm({
  "node_modules/jsonc-parser/lib/esm/main.js"() {
    "use strict";
    init_format();
    init_edit();
    init_scanner();
    init_parser();
    (function(ScanError2) {
      ScanError2[ScanError2["None"] = 0] = "None";
      ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
      ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
      ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
      ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
      ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
      ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (ScanError = {}));
    (function(SyntaxKind2) {
      SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
      SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
      SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
      SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
      SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
      SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
      SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
      SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
      SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
      SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
      SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
      SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
      SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
      SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
      SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
      SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
      SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
    })(SyntaxKind || (SyntaxKind = {}));
    parseTree2 = parseTree;
    (function(ParseErrorCode2) {
      ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
      ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
      ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
      ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
      ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
      ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
      ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
      ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
      ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
      ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
      ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (ParseErrorCode = {}));
  }
});

// src/core/report-sarif.ts
var report_sarif_exports = {};
__export(report_sarif_exports, {
  SARIF_RULES: () => SARIF_RULES,
  renderCheckSarif: () => renderCheckSarif
});
function sarifHelpUri(id) {
  return `${REPOSITORY_URL}/blob/main/docs/troubleshooting.md#${SARIF_RULES[id].help}`;
}
function sarifRuleOf(c) {
  if (c.class === "widening") return "privilege-widening";
  if (c.class === "narrowing") return "privilege-narrowing";
  return c.change === "added" ? "tool-added" : c.change === "removed" ? "tool-removed" : "tool-changed";
}
function renderCheckSarif(result, options) {
  const ruleIds = Object.keys(SARIF_RULES);
  const rules = ruleIds.map((id) => {
    const r = SARIF_RULES[id];
    return {
      id: `toolseal/${id}`,
      name: r.name,
      shortDescription: { text: r.short },
      fullDescription: { text: r.full },
      defaultConfiguration: { level: r.level },
      help: { text: r.full },
      helpUri: sarifHelpUri(id),
      // GitHub shows security-severity (0.0-10.0) as the alert's severity.
      properties: { tags: ["security", "mcp"], "security-severity": r.severity }
    };
  });
  const lineOf = options.configText !== void 0 ? configLineIndex(options.configText) : lockLineIndex(options.lockText);
  const results = result.servers.flatMap((s) => [
    ...s.changes.map((c) => {
      const rule = sarifRuleOf(c);
      const level = rule === "privilege-widening" || rule !== "privilege-narrowing" && result.onChange === "fail" ? "error" : SARIF_RULES[rule].level;
      return {
        ruleId: `toolseal/${rule}`,
        ruleIndex: ruleIds.indexOf(rule),
        level,
        message: { text: messageOf(s, c) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: options.artifactUri },
              region: { startLine: lineOf(s.serverId, c.tool) }
            }
          }
        ],
        // The surface is part of the fingerprint: code scanning keeps a dismissed alert closed for every later
        // result with its fingerprint, and a dismissed change must not hide the next change to the same tool.
        partialFingerprints: {
          "toolsealChange/v2": sha256Digest(`${s.serverId}\0${c.tool}\0${rule}\0${s.manifestDigest ?? ""}`).slice(7)
        },
        properties: { server: s.serverId, tool: c.tool, change: c.change, fields: c.fields, pointers: c.pointers }
      };
    }),
    ...s.carrierChanges.map((c) => nonToolResult(s, c, result.onChange, ruleIds, options.artifactUri, lineOf(s.serverId, ""))),
    ...packageResults(s, result.onChange, ruleIds, options.artifactUri, lineOf(s.serverId, ""))
  ]);
  return {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "toolseal", version: VERSION, informationUri: REPOSITORY_URL, rules } },
        results
      }
    ]
  };
}
function nonToolResult(s, c, onChange, ruleIds, uri, line) {
  const rule = NON_TOOL_RULE[c.carrier];
  const what = nonToolLabel(c);
  return {
    ruleId: `toolseal/${rule}`,
    ruleIndex: ruleIds.indexOf(rule),
    level: onChange === "fail" ? "error" : SARIF_RULES[rule].level,
    message: {
      text: `The ${what} of MCP server ${JSON.stringify(s.serverId)} ${c.change === "changed" ? "changed" : c.change === "added" ? "was added (not in the lock)" : "was removed"}.`
    },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
    partialFingerprints: {
      "toolsealChange/v2": sha256Digest(`${s.serverId}\0${what}\0${rule}\0${s.surfaceDigest ?? ""}`).slice(7)
    },
    properties: { server: s.serverId, carrier: c.carrier, ...c.name === void 0 ? {} : { name: c.name }, change: c.change }
  };
}
function packageResults(s, onChange, ruleIds, uri, line) {
  const p = s.package;
  if (!p || p.state !== "unpinned" && p.state !== "integrity-changed") return [];
  const rule = p.state === "unpinned" ? "unpinned-package" : "package-changed";
  const what = p.name === "" ? "a package" : JSON.stringify(p.name);
  const text = p.code === "UNREADABLE_LAUNCHER" ? `MCP server ${JSON.stringify(s.serverId)} is started by a command line toolseal cannot read (${p.why}): its package is not checked (UNREADABLE_LAUNCHER).` : p.state === "unpinned" ? `MCP server ${JSON.stringify(s.serverId)} is launched by ${p.launcher} with ${what} at no exact version (${p.why}).` : p.why !== void 0 ? `The package ${what} of MCP server ${JSON.stringify(s.serverId)}: ${p.why}.` : `The package ${what} of MCP server ${JSON.stringify(s.serverId)} resolved to integrity ${p.resolved.integrity} for version ${JSON.stringify(p.resolved.version)}; the lock pinned ${p.locked.integrity}.`;
  return [
    {
      ruleId: `toolseal/${rule}`,
      ruleIndex: ruleIds.indexOf(rule),
      level: onChange === "fail" ? "error" : SARIF_RULES[rule].level,
      message: { text },
      locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
      partialFingerprints: {
        "toolsealChange/v2": sha256Digest(
          `${s.serverId}\0${p.name}\0${rule}\0${p.requested ?? ""}\0${p.resolved?.integrity ?? ""}`
        ).slice(7)
      },
      properties: {
        server: s.serverId,
        launcher: p.launcher,
        ecosystem: p.ecosystem,
        package: p.name,
        ...p.requested === void 0 ? {} : { requested: p.requested }
      }
    }
  ];
}
function messageOf(s, c) {
  const tool = `Tool ${JSON.stringify(c.tool)} of MCP server ${JSON.stringify(s.serverId)}`;
  const widened = c.hints.filter((h) => h.class === "widening");
  const narrowed = c.hints.filter((h) => h.class === "narrowing");
  const parts = [];
  if (c.change === "added") parts.push(`${tool} was added (not in the lock)`);
  else if (c.change === "removed") parts.push(`${tool} was removed`);
  else parts.push(`${tool} changed: ${c.fields.join(", ")}`);
  if (widened.length)
    parts.push(
      `privilege widening: ${widened.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}; the server's tools are not approved`
    );
  if (narrowed.length) parts.push(`narrowing: ${narrowed.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}`);
  if (c.renamedFrom !== void 0) parts.push(`renamed from ${JSON.stringify(c.renamedFrom)}?`);
  if (c.privilegedHints?.length) parts.push(`more privileged than the MCP defaults: ${privilegedText(c)}`);
  if (c.pointers.length) {
    const shown = c.pointers.slice(0, 10).map((p) => JSON.stringify(p));
    const more = c.pointers.length - shown.length + c.pointersOmitted;
    parts.push(`at ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}`);
  }
  return parts.join("; ") + ".";
}
function lockLineIndex(lockText) {
  if (lockText === void 0) return () => 1;
  const servers = /* @__PURE__ */ new Map();
  let current;
  const lines = lockText.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const m = /^( {4}| {8})("(?:[^"\\]|\\.)*"): \{$/.exec(l);
    if (!m) continue;
    let key;
    try {
      key = JSON.parse(m[2]);
    } catch {
      continue;
    }
    if (m[1].length === 4) {
      current = { line: i + 1, tools: /* @__PURE__ */ new Map() };
      servers.set(key, current);
    } else if (current) {
      current.tools.set(key, i + 1);
    }
  }
  return (serverId, tool) => {
    const s = servers.get(serverId);
    return s ? s.tools.get(tool) ?? s.line : 1;
  };
}
function configLineIndex(configText) {
  const lines = /* @__PURE__ */ new Map();
  const root = parseTree2(configText, [], { allowTrailingComma: true, disallowComments: false });
  const member = (node, key) => node?.type === "object" ? node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1] : void 0;
  const mcp = member(root, "mcp");
  const settings = mcp?.type === "object" && member(root, "mcpServers") === void 0 && member(root, "servers") === void 0;
  const servers = settings ? member(mcp, "servers") : member(root, "mcpServers") ?? member(root, "servers");
  if (servers?.type === "object") {
    const starts = [0];
    for (let i = configText.indexOf("\n"); i >= 0; i = configText.indexOf("\n", i + 1)) starts.push(i + 1);
    const lineAt = (offset) => {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = lo + hi + 1 >> 1;
        if (starts[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo + 1;
    };
    for (const p of servers.children ?? []) {
      const key = p.children?.[0];
      if (typeof key?.value === "string" && !lines.has(key.value)) lines.set(key.value, lineAt(key.offset));
    }
  }
  return (serverId) => lines.get(serverId) ?? 1;
}
var SARIF_SCHEMA_URI, SARIF_RULES, NON_TOOL_RULE;
var init_report_sarif = __esm({
  "src/core/report-sarif.ts"() {
    "use strict";
    init_main();
    init_non_tool_surface();
    init_report_text();
    init_surface();
    init_version();
    SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
    SARIF_RULES = {
      "privilege-widening": {
        severity: "8.0",
        level: "error",
        name: "PrivilegeWidening",
        short: "A tool widened its own privileges",
        help: "privilege_widening",
        full: "A pinned tool moved an annotation hint to a more trusted value (readOnlyHint false to true, destructiveHint true to false, idempotentHint false to true, or openWorldHint true to false). The server would be choosing its own permission tier: the check blocks, whatever the posture, and none of the server\u2019s tools is approved."
      },
      "privilege-narrowing": {
        severity: "1.0",
        level: "note",
        name: "PrivilegeNarrowing",
        short: "A tool narrowed its privileges",
        help: "toolsealprivilege-narrowing",
        full: "A pinned tool moved an annotation hint to a less trusted value. Allowed and reported."
      },
      "tool-changed": {
        severity: "5.0",
        level: "warning",
        name: "ToolChanged",
        short: "A pinned tool changed",
        help: "toolsealtool-changed",
        full: "A field of a pinned tool (name, title, description, inputSchema, outputSchema, annotations or execution) differs from the lock. Review the change, then re-pin with toolseal lock --update."
      },
      "tool-added": {
        severity: "5.0",
        level: "warning",
        name: "ToolAdded",
        short: "A tool was added",
        help: "toolsealtool-added",
        full: "The server offers a tool that is not in the lock. Review it, then re-pin with toolseal lock --update."
      },
      "tool-removed": {
        severity: "3.0",
        level: "warning",
        name: "ToolRemoved",
        short: "A tool was removed",
        help: "toolsealtool-removed",
        full: "A tool in the lock is no longer offered by the server."
      },
      "instructions-changed": {
        severity: "5.0",
        level: "warning",
        name: "InstructionsChanged",
        short: "The server instructions changed",
        help: "toolsealinstructions-changed",
        full: "The instructions of the server\u2019s initialize result, which hosts add to the model\u2019s system prompt, differ from the lock (changed, added or removed). Review them, then re-pin with toolseal lock --update."
      },
      "prompt-changed": {
        severity: "5.0",
        level: "warning",
        name: "PromptChanged",
        short: "A prompt changed",
        help: "toolsealprompt-changed",
        full: "A prompt of the server (its description, arguments or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update."
      },
      "resource-template-changed": {
        severity: "5.0",
        level: "warning",
        name: "ResourceTemplateChanged",
        short: "A resource template changed",
        help: "toolsealresource-template-changed",
        full: "A resource template of the server (its description or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update."
      },
      "unpinned-package": {
        severity: "5.0",
        level: "warning",
        name: "UnpinnedPackage",
        short: "A server is launched with no exact package version",
        help: "unpinned_package",
        full: "The config starts the server through a launcher (npx, pnpm dlx, bunx, uvx, pipx run, docker run) with no exact version: no version, @latest, a range, or an image tag without a digest. Whatever is newest is fetched at the next start, whatever the lock pins. Pin one version (name@1.2.3, name==1.2.3, image@sha256:\u2026) in the config."
      },
      "package-changed": {
        severity: "7.0",
        level: "warning",
        name: "PackageChanged",
        short: "A pinned package version has another integrity",
        help: "toolsealpackage-changed",
        full: "The package the server is launched from resolved to another integrity (or image digest) than the lock pinned for the same version: what is published under that version was replaced. Review it before re-pinning with toolseal lock --update."
      }
    };
    NON_TOOL_RULE = {
      instructions: "instructions-changed",
      prompt: "prompt-changed",
      resourceTemplate: "resource-template-changed"
    };
  }
});

// node_modules/diff/libesm/diff/base.js
var Diff;
var init_base = __esm({
  "node_modules/diff/libesm/diff/base.js"() {
    Diff = class {
      diff(oldStr, newStr, options = {}) {
        let callback;
        if (typeof options === "function") {
          callback = options;
          options = {};
        } else if ("callback" in options) {
          callback = options.callback;
        }
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
      }
      diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
          value = this.postProcess(value, options);
          if (callback) {
            setTimeout(function() {
              callback(value);
            }, 0);
            return void 0;
          } else {
            return value;
          }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
          maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        const execEditLength = () => {
          for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
            let basePath;
            const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
            if (removePath) {
              bestPath[diagonalPath - 1] = void 0;
            }
            let canAdd = false;
            if (addPath) {
              const addPathNewPos = addPath.oldPos - diagonalPath;
              canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
            }
            const canRemove = removePath && removePath.oldPos + 1 < oldLen;
            if (!canAdd && !canRemove) {
              bestPath[diagonalPath] = void 0;
              continue;
            }
            if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
              basePath = this.addToPath(addPath, true, false, 0, options);
            } else {
              basePath = this.addToPath(removePath, false, true, 1, options);
            }
            newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
            if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
              return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
            } else {
              bestPath[diagonalPath] = basePath;
              if (basePath.oldPos + 1 >= oldLen) {
                maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
              }
              if (newPos + 1 >= newLen) {
                minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
              }
            }
          }
          editLength++;
        };
        if (callback) {
          (function exec() {
            setTimeout(function() {
              if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                return callback(void 0);
              }
              if (!execEditLength()) {
                exec();
              }
            }, 0);
          })();
        } else {
          while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
            const ret = execEditLength();
            if (ret) {
              return ret;
            }
          }
        }
      }
      addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
          return {
            oldPos: path.oldPos + oldPosInc,
            lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
          };
        } else {
          return {
            oldPos: path.oldPos + oldPosInc,
            lastComponent: { count: 1, added, removed, previousComponent: last }
          };
        }
      }
      extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
          newPos++;
          oldPos++;
          commonCount++;
          if (options.oneChangePerToken) {
            basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
          }
        }
        if (commonCount && !options.oneChangePerToken) {
          basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
      }
      equals(left, right, options) {
        if (options.comparator) {
          return options.comparator(left, right);
        } else {
          return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
        }
      }
      removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
          if (array[i]) {
            ret.push(array[i]);
          }
        }
        return ret;
      }
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      castInput(value, options) {
        return value;
      }
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      tokenize(value, options) {
        return Array.from(value);
      }
      join(chars) {
        return chars.join("");
      }
      postProcess(changeObjects, options) {
        return changeObjects;
      }
      get useLongestToken() {
        return false;
      }
      buildValues(lastComponent, newTokens, oldTokens) {
        const components = [];
        let nextComponent;
        while (lastComponent) {
          components.push(lastComponent);
          nextComponent = lastComponent.previousComponent;
          delete lastComponent.previousComponent;
          lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
          const component = components[componentPos];
          if (!component.removed) {
            if (!component.added && this.useLongestToken) {
              let value = newTokens.slice(newPos, newPos + component.count);
              value = value.map(function(value2, i) {
                const oldValue = oldTokens[oldPos + i];
                return oldValue.length > value2.length ? oldValue : value2;
              });
              component.value = this.join(value);
            } else {
              component.value = this.join(newTokens.slice(newPos, newPos + component.count));
            }
            newPos += component.count;
            if (!component.added) {
              oldPos += component.count;
            }
          } else {
            component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
            oldPos += component.count;
          }
        }
        return components;
      }
    };
  }
});

// node_modules/diff/libesm/diff/line.js
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}
var LineDiff, lineDiff;
var init_line = __esm({
  "node_modules/diff/libesm/diff/line.js"() {
    init_base();
    LineDiff = class extends Diff {
      constructor() {
        super(...arguments);
        this.tokenize = tokenize;
      }
      equals(left, right, options) {
        if (options.ignoreWhitespace) {
          if (!options.newlineIsToken || !left.includes("\n")) {
            left = left.trim();
          }
          if (!options.newlineIsToken || !right.includes("\n")) {
            right = right.trim();
          }
        } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
          if (left.endsWith("\n")) {
            left = left.slice(0, -1);
          }
          if (right.endsWith("\n")) {
            right = right.slice(0, -1);
          }
        }
        return super.equals(left, right, options);
      }
    };
    lineDiff = new LineDiff();
  }
});

// node_modules/diff/libesm/patch/create.js
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      const patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff) {
    if (!diff) {
      return;
    }
    diff.push({ value: "", lines: [] });
    function contextLines(lines) {
      return lines.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      const current = diff[i], lines = current.lines || splitLines(current.value);
      current.lines = lines;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line of lines) {
          curRange.push((current.added ? "+" : "-") + line);
        }
        if (current.added) {
          newLine += lines.length;
        } else {
          oldLine += lines.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines.length <= context * 2 && i < diff.length - 2) {
            for (const line of contextLines(lines)) {
              curRange.push(line);
            }
          } else {
            const contextSize = Math.min(lines.length, context);
            for (const line of contextLines(lines.slice(0, contextSize))) {
              curRange.push(line);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines.length;
        newLine += lines.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function splitLines(text) {
  const hasTrailingNl = text.endsWith("\n");
  const result = text.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}
var init_create = __esm({
  "node_modules/diff/libesm/patch/create.js"() {
    init_line();
  }
});

// node_modules/diff/libesm/index.js
var init_libesm = __esm({
  "node_modules/diff/libesm/index.js"() {
    init_create();
  }
});

// src/core/report-markdown.ts
var report_markdown_exports = {};
__export(report_markdown_exports, {
  cut: () => cut,
  renderCheckMarkdown: () => renderCheckMarkdown,
  unifiedDiff: () => unifiedDiff
});
function renderCheckMarkdown(result, options = {}) {
  if (options.showText) {
    const body2 = render(result, true, Infinity, options);
    if (body2.length <= MAX_BODY) return body2;
  }
  const note = options.showText ? "\n_The text of the changed fields was left out: the comment would be too long._\n" : "";
  let body = "";
  for (const maxRows of [Infinity, 200, 100, 50, 20, 5, 0]) {
    body = render(result, false, maxRows, options) + note;
    if (body.length <= MAX_BODY) break;
  }
  return body;
}
function render(result, showText, maxRows, options) {
  const out = [];
  out.push(`### toolseal check: ${headline(result)}`, "");
  if (result.servers.length === 0 && result.failures.length === 0) {
    out.push("No MCP server to check.", "");
    return out.join("\n");
  }
  out.push("| server | pin state | verdict | tools | changed tools |", "|---|---|---|---|---|");
  for (const s of result.servers) {
    const others = s.carrierChanges.length > 0 ? ` (and ${s.carrierChanges.length} instructions/prompt/template change${s.carrierChanges.length === 1 ? "" : "s"})` : "";
    out.push(
      `| ${mdText(s.serverId)} | ${s.pinState} | ${VERDICT_LABEL[s.verdict]} | ${s.toolCount ?? ""} | ${s.changes.length}${others} |`
    );
  }
  for (const f of result.failures) out.push(`| ${mdText(f.serverId)} | not snapshotted | \u26D4 ${f.code} | | |`);
  out.push("");
  for (const s of result.servers) out.push(...serverSection(s, showText, maxRows, options));
  for (const f of result.failures) {
    out.push(
      `#### ${mdText(f.serverId)}`,
      "",
      `Could not be snapshotted completely (${f.code}): ${mdText(messageBesideServer(f.serverId, f.message))}`,
      ""
    );
  }
  for (const n of result.notes ?? []) out.push(`> **Note:** ${mdText(n)}`, "");
  out.push(`<sub>Posture: on-change ${result.onChange}. A widening always blocks; narrowing is allowed.</sub>`, "");
  return out.join("\n");
}
function headline(result) {
  if (result.code === "PRIVILEGE_WIDENING") return "\u26D4 a tool widened its own privileges";
  if (result.failures.length > 0) return "\u26D4 a server could not be snapshotted";
  if (result.code === "SURFACE_CHANGED") {
    const changed = result.servers.some((s) => s.verdict === "blocked" && s.pinState !== "unpinned");
    return changed ? "\u26D4 tool surface changed" : "\u26D4 a server is not pinned";
  }
  if (result.code === "NOT_PINNED") return "\u26D4 a server is not pinned";
  if (result.code === "UNPINNED_PACKAGE") return "\u26D4 a server runs a package with no exact version";
  if (result.code === "UNREADABLE_LAUNCHER") return "\u26D4 a server is started by a command line toolseal cannot read";
  if (result.servers.some((s) => s.pinState === "changed" || s.pinState === "missing")) return "\u26A0\uFE0F tool surface changed";
  if (result.servers.some((s) => s.package?.state === "integrity-changed")) return "\u26A0\uFE0F a pinned package was replaced";
  if (result.servers.some((s) => s.package?.state === "unpinned")) return "\u26A0\uFE0F a server runs a package with no exact version";
  if (result.servers.some((s) => s.pinState === "unpinned")) return "\u2139\uFE0F not pinned yet";
  return "\u2705 matches the lock";
}
function serverSection(s, showText, maxRows, options) {
  const out = [`#### ${mdText(s.serverId)}`, ""];
  for (const n of serverNotes(s)) out.push(`> **Note:** ${mdText(n)}`, "");
  if (s.pinState === "unpinned") {
    out.push(
      `Not pinned: baseline of ${s.toolCount} tool${s.toolCount === 1 ? "" : "s"}, manifest \`${s.manifestDigest}\`. Pin it with \`toolseal lock\`.`,
      ""
    );
    return out;
  }
  if (s.pinState === "matched") {
    out.push(`Matches the lock (manifest \`${s.manifestDigest}\`).`, "");
    return out;
  }
  if (!s.approved) out.push("**Blocked: none of this server\u2019s tools is approved.**", "");
  if (s.carrierChanges.length > 0) {
    out.push("| instructions, prompt or template | change |", "|---|---|");
    for (const c of s.carrierChanges) out.push(`| ${nonToolLabel(c, (n) => `<code>${mdText(n)}</code>`)} | ${c.change} |`);
    out.push("");
  }
  if (s.changes.length === 0) {
    if (showText) out.push(...textSection(s));
    return out;
  }
  out.push("| tool | change | fields | where | privilege |", "|---|---|---|---|---|");
  const rows = wideningsFirst(s.changes);
  for (const c of rows.slice(0, maxRows))
    out.push(`| ${mdText(c.tool)} | ${changeLabel(c)} | ${c.fields.join(", ")} | ${where(c, s)} | ${privilege(c)} |`);
  out.push("");
  if (rows.length > maxRows) {
    out.push(
      `_\u2026 and ${rows.length - maxRows} more changed tools, not listed here (the comment would be too long): run \`toolseal check\` or see the SARIF report._`,
      ""
    );
  }
  if (showText) out.push(...textSection(s));
  if (s.pinState === "changed") out.push(...nextStep(s, options.relock?.(s.serverId)));
  return out;
}
function nextStep(s, relock) {
  const look = [];
  const widened = s.changes.filter((c) => c.class === "widening");
  if (widened.length > 0) {
    look.push(
      `the widening${widened.length === 1 ? "" : "s"} first: re-pin only if the tool really changed what it does (for example, it became read-only); a re-pin accepts the permission tier the server now claims`
    );
  }
  if (s.changes.some((c) => c.change === "changed")) {
    look.push(
      s.reviewed === "used" ? "the text at each pointer above (show-text shows it, or toolseal snapshot on the new version)" : "the new text of each changed field (toolseal snapshot on the new version shows it; with reviewed snapshots in snapshot-dir the report names the pointers)"
    );
  }
  if (s.changes.some((c) => c.change === "added")) look.push("what each added tool does, and the hints it claims");
  if (s.changes.some((c) => c.change === "removed")) look.push("that nothing you run still calls a removed tool");
  look.push("the server version or config change in this pull request that moved the surface");
  const out = ["**Next step.** Before re-pinning, look at:", "", ...look.map((l) => `- ${l}`), ""];
  if (!relock) {
    out.push("Then re-pin this server with `toolseal lock --update` and commit the lock in this pull request.", "");
    return out;
  }
  out.push(
    "Then re-pin it and commit the lock in this pull request:",
    "",
    mdFence(["toolseal", "lock", "--update", ...relock.args].map(shellWord).join(" "), "sh"),
    ""
  );
  if (relock.needs) out.push(`Add ${mdText(relock.needs)}.`, "");
  return out;
}
function wideningsFirst(changes) {
  return [...changes].sort((a, b) => Number(b.class === "widening") - Number(a.class === "widening"));
}
function changeLabel(c) {
  if (c.renamedFrom !== void 0) return `added (renamed from ${mdText(c.renamedFrom)}?)`;
  if (c.renamedTo !== void 0) return `removed (renamed to ${mdText(c.renamedTo)}?)`;
  return c.change;
}
function where(c, s) {
  if (c.change !== "changed") return "";
  if (c.pointers.length === 0)
    return s.reviewed === "used" ? "" : s.reviewed === "stale" ? "<sub>reviewed snapshot is not the pinned one</sub>" : "<sub>no reviewed snapshot</sub>";
  const shown = c.pointers.slice(0, POINTERS_SHOWN).map(mdText);
  const more = c.pointers.length - shown.length + c.pointersOmitted;
  return shown.join("<br>") + (more > 0 ? `<br>\u2026 and ${more} more` : "");
}
function privilege(c) {
  const moved = c.hints.map((h) => `${h.class === "widening" ? "\u26D4 widening" : "\u2198\uFE0F narrowing"}: ${h.hint} ${h.from} \u2192 ${h.to}`);
  if (c.privilegedHints?.length) moved.push(`\u2139\uFE0F more privileged than the MCP defaults: ${privilegedText(c)}`);
  return moved.join("<br>");
}
function textSection(s) {
  const out = [];
  for (const c of s.changes) {
    for (const [field, t] of Object.entries(changeText(c))) {
      if (!t) continue;
      const patch = t.reviewed !== void 0 && t.current !== void 0 ? unifiedDiff(t.reviewed, t.current) : void 0;
      if (patch !== void 0) {
        out.push(`**${mdText(c.tool)}** \xB7 ${field}, reviewed \u2192 now:`, "", mdFence(cut(patch), "diff"), "");
        continue;
      }
      if (t.reviewed !== void 0) out.push(`**${mdText(c.tool)}** \xB7 ${field}, reviewed:`, "", mdFence(cut(t.reviewed)), "");
      if (t.current !== void 0) out.push(`**${mdText(c.tool)}** \xB7 ${field}, now:`, "", mdFence(cut(t.current)), "");
    }
  }
  for (const c of s.carrierChanges) {
    const label = nonToolLabel(c, (n) => `**${mdText(n)}**`);
    if (c.text.reviewed !== void 0) out.push(`${label}, reviewed:`, "", mdFence(cut(c.text.reviewed)), "");
    if (c.text.current !== void 0) out.push(`${label}, now:`, "", mdFence(cut(c.text.current)), "");
  }
  if (out.length === 0) return [];
  return ["<details><summary>Text of the changed fields (from the server, untrusted)</summary>", "", ...out, "</details>", ""];
}
function unifiedDiff(reviewed, current) {
  if (reviewed.length > DIFF_INPUT || current.length > DIFF_INPUT) return void 0;
  const patch = structuredPatch("reviewed", "now", `${reviewed}
`, `${current}
`, void 0, void 0, {
    context: 3,
    maxEditLength: DIFF_MAX_EDITS
  });
  if (!patch || patch.hunks.length === 0) return void 0;
  return patch.hunks.map((h) => [`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines].join("\n")).join("\n");
}
function cut(text) {
  if (text.length <= TEXT_SHOWN) return text;
  const end = /[\ud800-\udbff]/.test(text[TEXT_SHOWN - 1]) ? TEXT_SHOWN - 1 : TEXT_SHOWN;
  return text.slice(0, end) + `
\u2026 (${text.length - end} more characters)`;
}
var POINTERS_SHOWN, TEXT_SHOWN, MAX_BODY, VERDICT_LABEL, DIFF_INPUT, DIFF_MAX_EDITS;
var init_report_markdown = __esm({
  "src/core/report-markdown.ts"() {
    "use strict";
    init_terminal_text();
    init_libesm();
    init_non_tool_surface();
    init_check();
    init_drift();
    init_errors();
    init_markdown();
    init_report_text();
    POINTERS_SHOWN = 10;
    TEXT_SHOWN = 4e3;
    MAX_BODY = 6e4;
    VERDICT_LABEL = {
      continue: "\u2705 continue",
      warn: "\u26A0\uFE0F warn",
      blocked: "\u26D4 blocked"
    };
    DIFF_INPUT = 5e4;
    DIFF_MAX_EDITS = 2e3;
  }
});

// not-in-cli-pin:src/run/package-pins.ts
var require_package_pins = __commonJS({
  "not-in-cli-pin:src/run/package-pins.ts"() {
    throw new Error("toolseal: dist/cli-pin.js reads snapshot files only and has no src/run/package-pins.ts; run the command with dist/cli.js");
  }
});

// src/run/check.ts
const { existsSync, statSync } = process.getBuiltinModule("node:fs");
const { isAbsolute, join: join4, relative, resolve, sep } = process.getBuiltinModule("node:path");
function namedIdOf(server) {
  return (server.kind === "stdio" || server.kind === "url") && server.serverId !== void 0 ? [server.serverId] : [];
}
async function runCheck(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const at = (p) => resolve(cwd, p);
  const lockFile = at(options.lockFile ?? DEFAULT_LOCK_FILE);
  const onChange = parseOnChange(options.onChange ?? "warn", "onChange");
  const fromFile = options.server.kind === "snapshot";
  const lockHandle = openLockIfAny(
    lockFile,
    "lockNamedBy" in options ? options.lockNamedBy : options.lockFile !== void 0 ? "--lock" : void 0
  );
  try {
    return await checkWithLock(options, deps, { cwd, at, lockFile, onChange, fromFile, lockHandle });
  } finally {
    lockHandle?.close();
  }
}
async function checkWithLock(options, deps, run) {
  const { cwd, at, lockFile, onChange, fromFile, lockHandle } = run;
  let lockBytes;
  let decoded;
  const lockText = () => decoded ??= lockHandle && lockTextOf(lockBytes ??= lockHandle.bytes(), lockFile);
  let lock = fromFile || lockHandle === void 0 ? void 0 : parseLock(lockText(), lockFile);
  let outcomes;
  try {
    if (options.snapshotDir !== void 0) assertFolderIfAny(at(options.snapshotDir), "--snapshot-dir");
    const how = { toolsOnDemand: true, fieldDigests: true };
    const limits = options.limits ?? DEFAULT_LIMITS;
    outcomes = deps.takeSnapshots ? (await deps.takeSnapshots(options.server, limits, how)).map(withToolDigestTable) : await takeSnapshotsApart(options.server, limits, how);
  } catch (e) {
    if (lock === void 0 && lockHandle !== void 0) parseLock(lockText(), lockFile);
    throw e;
  }
  const pins = /* @__PURE__ */ Object.create(null);
  let lockIsPins = false;
  if (lock === void 0 && lockHandle !== void 0) {
    const only = outcomes.length === 1 ? outcomes[0] : void 0;
    if (only?.snapshot && !only.error && !only.skipped && only.digests?.withFields)
      pins[only.serverId] = serverPinOf(only.digests, nonToolOfSnapshot(only.snapshot), only.snapshot.clientCapabilities);
    const written2 = lockIfWrittenFor(lockHandle, pins);
    lockIsPins = written2 !== void 0;
    lock = written2 ?? parseLock(lockText(), lockFile);
  }
  lock ??= emptyLock();
  const packages = await packageSurfaces(outcomes, options.limits ?? DEFAULT_LIMITS);
  const surfaces = [];
  const profiled = /* @__PURE__ */ new Map();
  const failures = [];
  const skipped = [];
  const complete = options.server.kind === "config" && options.server.all === true;
  for (const o of outcomes) {
    if (o.skipped) {
      skipped.push(o.serverId);
      continue;
    }
    if (o.error || !o.snapshot) {
      const err = o.error ?? new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`);
      failures.push({ serverId: o.serverId, code: err.code, message: err.message });
      continue;
    }
    let reviewed;
    try {
      reviewed = options.snapshotDir ? readReviewedSnapshotWithDigests(at(options.snapshotDir), o.serverId) : void 0;
    } catch (e) {
      if (!complete || !(e instanceof ToolsealError)) throw e;
      failures.push({ serverId: o.serverId, code: e.code, message: e.message });
      continue;
    }
    const snapshot = o.snapshot;
    const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : void 0;
    const locked = entryForProfile(entry, snapshot.clientCapabilities);
    if (entry && !locked) {
      const pinned = pinnedProfiles(entry);
      const give = pinned.map((p) => p === "none" ? "no --client-capabilities" : `--client-capabilities ${p}`).join(" or ");
      const message = `${o.serverId}: the lock pins the surface listed for client capabilities ${pinned.join("; ")}, this check listed it for ${profileText(snapshot.clientCapabilities)}: give ${give} (or lock this profile too)`;
      failures.push({ serverId: o.serverId, code: "INVALID_INPUT", message });
      continue;
    }
    if (entry && !sameProfile(entryMembers(entry).clientCapabilities, snapshot.clientCapabilities)) profiled.set(o.serverId, locked);
    surfaces.push({
      serverId: o.serverId,
      readTools: () => toolsOf(o),
      digests: o.digests,
      pin: pins[o.serverId],
      lockIsPin: lockIsPins,
      reviewedTools: reviewed?.snapshot.tools,
      // Its pin from the digests that reading it computed: the reviewed tools are hashed once.
      reviewedPin: reviewed && serverPinOf(reviewed.digests),
      idSelfDeclared: o.idSelfDeclared === true,
      nonTool: nonToolOfSnapshot(snapshot),
      reviewedNonTool: reviewed && nonToolOfSnapshot(reviewed.snapshot),
      ...packages.has(o) ? { package: packages.get(o) } : {}
    });
  }
  const result = checkServers(surfaces, profiled.size === 0 ? lock : lockWithPins(lock, profiled), onChange, failures, {
    complete,
    skipped,
    namedIds: namedIdOf(options.server)
  });
  const written = {};
  if (options.sarifFile) {
    const { renderCheckSarif: renderCheckSarif2 } = await Promise.resolve().then(() => (init_report_sarif(), report_sarif_exports));
    written.sarif = at(options.sarifFile);
    const uri = artifactUri(cwd, options.server.kind === "config" ? at(options.server.file) : lockFile);
    writeFileAtomic(
      written.sarif,
      JSON.stringify(
        renderCheckSarif2(
          result,
          options.server.kind === "config" ? { artifactUri: uri, configText: readTextFile(at(options.server.file)) } : { artifactUri: uri, lockText: lockText() }
        ),
        null,
        2
      ) + "\n"
    );
  }
  if (options.markdownFile) {
    const { renderCheckMarkdown: renderCheckMarkdown2 } = await Promise.resolve().then(() => (init_report_markdown(), report_markdown_exports));
    written.markdown = at(options.markdownFile);
    const relock = relockCommand(options.server, options.lockFile ?? DEFAULT_LOCK_FILE, options.snapshotDir);
    writeFileAtomic(written.markdown, renderCheckMarkdown2(result, { showText: options.showText === true, relock }));
  }
  if (options.auditFile && result.servers.length + result.failures.length > 0) {
    written.audit = at(options.auditFile);
    auditFile(written.audit).append(auditLines(result));
  }
  return { result, lockFile, lockFound: lockHandle !== void 0, written };
}
function lockWithPins(lock, pins) {
  const servers = /* @__PURE__ */ Object.create(null);
  for (const id of Object.keys(lock.servers)) servers[id] = pins.get(id) ?? lock.servers[id];
  return { ...lock, servers };
}
async function packageSurfaces(outcomes, limits) {
  const out = /* @__PURE__ */ new Map();
  const configured = outcomes.filter((o) => o.configured?.kind === "stdio" && o.snapshot && !o.error);
  if (configured.length === 0) return out;
  const { PACKAGE_RESOLVE_TIMEOUT_MS, packageSurfaceOf } = await Promise.resolve().then(() => __toESM(require_package_pins(), 1));
  const left = limits.startedAt === void 0 ? PACKAGE_RESOLVE_TIMEOUT_MS : limits.timeoutMs - (Date.now() - limits.startedAt);
  const timeoutMs = Math.max(1, Math.min(PACKAGE_RESOLVE_TIMEOUT_MS, left));
  const found = await mapBounded(configured, CONFIG_CONCURRENCY, (o) => packageSurfaceOf(o.configured, { timeoutMs }));
  configured.forEach((o, i) => {
    if (found[i]) out.set(o, found[i]);
  });
  return out;
}
function readLockIfAny(lockFile, namedBy) {
  const bytes = readLockBytesIfAny(lockFile, namedBy);
  const text = bytes && lockTextOf(bytes, lockFile);
  return text === void 0 ? { lock: emptyLock() } : { lock: parseLock(text, lockFile), text };
}
function readLockBytesIfAny(lockFile, namedBy) {
  const file = openLockIfAny(lockFile, namedBy);
  if (file === void 0) return void 0;
  try {
    return file.bytes();
  } finally {
    file.close();
  }
}
function openLockIfAny(lockFile, namedBy) {
  const file = openUserFile(lockFile, { missingOk: true });
  if (file === void 0 && namedBy !== void 0) {
    throw new ToolsealError(
      "IO_ERROR",
      `cannot read ${lockFile}: no such file (named by ${namedBy}; only the default ${DEFAULT_LOCK_FILE} may be absent)`
    );
  }
  return file;
}
function readReviewedSnapshot(dir, serverId) {
  return readReviewedSnapshotWithDigests(dir, serverId)?.snapshot;
}
function readReviewedSnapshotWithDigests(dir, serverId) {
  const file = join4(dir, snapshotFileName(serverId));
  if (!existsSync(file)) return void 0;
  return readSnapshotFileWithDigests(file);
}
function assertFolderIfAny(dir, what) {
  let isFolder;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch {
    return;
  }
  if (!isFolder) throw new ToolsealError("USAGE", `${what} ${dir} is a file, not a folder of reviewed snapshots`);
}
function artifactUri(cwd, file) {
  const rel = relative(cwd, file);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return new URL(`file://${file.split(sep).join("/")}`).href;
  return rel.split(sep).map(encodeURIComponent).join("/");
}
var init_check2 = __esm({
  "src/run/check.ts"() {
    "use strict";
    init_client_capabilities();
    init_audit();
    init_audit_file();
    init_check();
    init_errors();
    init_lock();
    init_lock_text();
    init_snapshot_file_name();
    init_policy_options();
    init_snapshot();
    init_json_file();
    init_server_spec();
    init_server_snapshots();
    init_relock_command();
  }
});

// src/run/lock.ts
const { existsSync: existsSync2, mkdirSync: mkdirSync2 } = process.getBuiltinModule("node:fs");
const { join: join5, resolve: resolve2 } = process.getBuiltinModule("node:path");
async function runLock(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const lockFile = resolve2(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const snapshotDir = options.snapshotDir === void 0 ? void 0 : resolve2(cwd, options.snapshotDir);
  const fromFile = options.server.kind === "snapshot";
  if (!fromFile) readLockIfAny(lockFile);
  const how = { toolsOnDemand: true, fieldDigests: true };
  const limits = options.limits ?? DEFAULT_LIMITS;
  const many = options.server.kind === "config" && options.server.all === true;
  const failures = [];
  const skipped = [];
  const taken = [];
  let outcomes;
  try {
    outcomes = deps.takeSnapshots ? (await deps.takeSnapshots(options.server, limits, how)).map(withToolDigestTable) : await takeSnapshotsApart(options.server, limits, how);
    for (const o of outcomes) {
      if (o.skipped) {
        skipped.push(o.serverId);
        continue;
      }
      const error = o.error ?? (o.snapshot ? void 0 : new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`));
      if (error && !many) throw error;
      if (error) {
        failures.push({ serverId: o.serverId, code: error.code, message: error.message });
        continue;
      }
      let parsed;
      const tools = () => parsed ??= toolsOf(o);
      const digests = o.digests?.withFields ? o.digests : digestTools(tools(), { fields: true });
      taken.push({ serverId: o.serverId, outcome: o, snapshot: o.snapshot, toolDigests: o.toolDigests, tools, digests });
    }
  } catch (e) {
    if (fromFile) readLockIfAny(lockFile);
    throw e;
  }
  const packages = await packageSurfaces(outcomes, limits);
  return withExclusiveFileLock(
    lockFile,
    (assertHeld) => {
      const only = taken.length === 1 && !packages.has(taken[0].outcome) ? taken[0] : void 0;
      const onlyPin = only && serverPinOf(only.digests, nonToolOfSnapshot(only.snapshot), only.snapshot.clientCapabilities);
      const { lock, text: oldText, lockIsPin } = readLockUnder(lockFile, only && onlyPin && { serverId: only.serverId, pin: onlyPin });
      if (snapshotDir) assertSnapshotFileNames([...Object.keys(lock.servers), ...taken.map((t) => t.outcome.serverId)], snapshotDir);
      let next = lock;
      const servers = [];
      const toKeep = [];
      for (const { outcome: o, snapshot, toolDigests, tools, digests } of taken) {
        const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : void 0;
        const locked = entryForProfile(entry, snapshot.clientCapabilities);
        const lockedPackage = locked && entryMembers(locked).package;
        const reviewed = snapshotDir && locked ? readReviewedIfValid(snapshotDir, o.serverId) : void 0;
        const nonTool = nonToolOfSnapshot(snapshot);
        const surfacePin = onlyPin ?? serverPinOf(digests, nonTool, snapshot.clientCapabilities);
        const pkg = packages.get(o);
        const pin = pkg ? withPackagePin(surfacePin, packagePinToWrite(pkg, lockedPackage)) : surfacePin;
        let check = checkServer(
          {
            serverId: o.serverId,
            // The tools are parsed only if the check reads them.
            readTools: tools,
            digests,
            pin,
            // The lock read as the very bytes of this pin: its entry is the pin, not compared tool by tool.
            lockIsPin,
            reviewedTools: reviewed?.tools,
            idSelfDeclared: o.idSelfDeclared === true,
            nonTool,
            reviewedNonTool: reviewed && nonToolOfSnapshot(reviewed)
          },
          locked,
          "warn"
        );
        if (pkg) check = withPackage(check, checkPackage(pkg, lockedPackage), "warn");
        let action;
        if (check.pinState === "unpinned") action = "added";
        else if (check.pinState === "matched")
          action = check.carrierPin === "lock-tools-only" && nonTool !== void 0 ? "updated" : "unchanged";
        else action = options.update ? "updated" : "would-change";
        if (locked && action === "unchanged" && !samePackagePin(lockedPackage, pin.entry.package))
          action = lockedPackage === void 0 ? "updated" : options.update ? "updated" : "would-change";
        servers.push({ serverId: o.serverId, action, check });
        if (action === "added" || action === "updated")
          next = withServer(
            next,
            o.serverId,
            withProfilePin(Object.hasOwn(next.servers, o.serverId) ? next.servers[o.serverId] : void 0, pin)
          );
        if (action !== "would-change") toKeep.push({ serverId: o.serverId, snapshot, toolDigests, tools });
      }
      const failed = worstExitCode(failures.map((f) => ERROR_CODES[f.code]));
      const failedCode = failures.find((f) => ERROR_CODES[f.code] === failed)?.code;
      if (servers.some((s) => s.action === "would-change")) {
        const exitCode = worstExitCode([failed, EXIT.CHECK_FAILED]);
        const code = exitCode === EXIT.CHECK_FAILED ? "LOCK_WOULD_CHANGE" : failedCode;
        return { lockFile, servers, failures, skipped, written: false, snapshotsWritten: [], exitCode, code };
      }
      const snapshotsWritten = snapshotDir ? keepSnapshots(snapshotDir, toKeep) : [];
      const written = lockIsPin ? next !== lock : oldText === void 0 || !isLockText(oldText, next);
      if (written) {
        const bytes = lockBytePieces(next);
        assertHeld();
        writeFileAtomic(lockFile, bytes);
      }
      return {
        lockFile,
        servers,
        failures,
        skipped,
        written,
        snapshotsWritten,
        exitCode: failed,
        ...failedCode ? { code: failedCode } : {}
      };
    },
    { waitMs: options.lockWaitMs }
  );
}
function readReviewedIfValid(dir, serverId) {
  try {
    return readReviewedSnapshot(dir, serverId);
  } catch {
    return void 0;
  }
}
function keepSnapshots(dir, snapshots) {
  try {
    mkdirSync2(dir, { recursive: true });
  } catch (e) {
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot create ${dir}: ${osErrorText(err)}`, { cause: e });
  }
  const out = [];
  for (const { serverId, snapshot: s, toolDigests, tools } of snapshots) {
    const file = join5(dir, snapshotFileName(serverId));
    if (existsSync2(file)) {
      let same;
      try {
        const old = readSnapshotFile(file);
        same = old.manifestDigest === s.manifestDigest && old.surfaceDigest === s.surfaceDigest;
      } catch {
        same = false;
      }
      if (same) continue;
    }
    writeFileAtomic(file, snapshotTextPieces(s.tools !== void 0 ? s : { ...s, tools: tools() }, toolDigests));
    out.push(file);
  }
  return out;
}
function readLockUnder(lockFile, only) {
  const file = only ? openUserFile(lockFile, { missingOk: true }) : void 0;
  if (file === void 0) return { ...readLockIfAny(lockFile), lockIsPin: false };
  try {
    const pinned = lockIfWrittenFor(file, { [only.serverId]: only.pin });
    if (pinned) return { lock: pinned, lockIsPin: true };
    const text = lockTextOf(file.bytes(), lockFile);
    return { lock: parseLock(text, lockFile), text, lockIsPin: false };
  } finally {
    file.close();
  }
}
var init_lock2 = __esm({
  "src/run/lock.ts"() {
    "use strict";
    init_check();
    init_errors();
    init_lock();
    init_snapshot_file_name();
    init_lock_text();
    init_snapshot_text();
    init_snapshot();
    init_surface();
    init_exclusive_file_lock();
    init_json_file();
    init_server_spec();
    init_server_snapshots();
    init_package_check();
    init_package_launch();
    init_check2();
  }
});

// src/mcp/jsonc-text.ts
function jsoncToJson(text) {
  const out = text.split("");
  const n = text.length;
  let i = 0;
  let lastComma = -1;
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== "\n" && out[k] !== "\r") out[k] = " ";
  };
  while (i < n) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < n && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      i = j + 1;
      lastComma = -1;
    } else if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === ",") {
      lastComma = i;
      i++;
    } else if (c === "}" || c === "]") {
      if (lastComma >= 0) out[lastComma] = " ";
      lastComma = -1;
      i++;
    } else {
      if (c !== " " && c !== "	" && c !== "\n" && c !== "\r") lastComma = -1;
      i++;
    }
  }
  return out.join("");
}
var init_jsonc_text = __esm({
  "src/mcp/jsonc-text.ts"() {
    "use strict";
  }
});

// src/mcp/config-file.ts
const { homedir: homedir2 } = process.getBuiltinModule("node:os");
const { basename: basename2, dirname: dirname3, sep: sep2 } = process.getBuiltinModule("node:path");
function workspaceOf(file) {
  if (basename2(file) === "claude_desktop_config.json" || basename2(file) === "mcp_config.json") return void 0;
  const dir = dirname3(file);
  const leaf = basename2(dir);
  if (basename2(file) === "settings.json" && leaf !== ".vscode") return void 0;
  return leaf === ".vscode" || leaf === ".cursor" ? dirname3(dir) : dir;
}
function expandVariables(value, env, workspace, label, fromEnv, withheld) {
  const taken = (v) => {
    fromEnv?.push(v);
    return v;
  };
  return value.replace(/\$\{([^}]*)\}/g, (_m, body) => {
    if (body.startsWith("env:")) return taken(env[expandableName(body.slice(4), label)] ?? "");
    if (body === "workspaceFolder") {
      if (workspace === void 0) throw new ToolsealError("INVALID_CONFIG", `${label}: \${workspaceFolder} has no meaning in this file`);
      return workspace;
    }
    if (body === "userHome") return homedir2();
    if (body === "pathSeparator" || body === "/") return sep2;
    if (body.startsWith("input:")) {
      throw new ToolsealError("INVALID_CONFIG", `${label}: \${${body}} asks the user for a value; set it through \${env:NAME} instead`);
    }
    const dash = body.indexOf(":-");
    const name = dash < 0 ? body : body.slice(0, dash);
    const v = env[expandableName(name, label)];
    if (v !== void 0) return taken(v);
    if (dash >= 0) return body.slice(dash + 2);
    if (withheld?.has(name)) {
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${label}: environment variable ${name} is set in the job but not listed in config-env, so the config file cannot expand it (add ${name} to the action's config-env input)`
      );
    }
    throw new ToolsealError("INVALID_CONFIG", `${label}: environment variable ${name} is not set (and \${${name}} has no :-default)`);
  });
}
function expandableName(name, label) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new ToolsealError("INVALID_CONFIG", `${label}: unknown variable \${${name.slice(0, 40)}}`);
  if (RUNNER_SECRET_NAME.test(name)) {
    throw new ToolsealError(
      "INVALID_CONFIG",
      `${label}: \${${name}} names a variable of the runner (INPUT_*, ACTIONS_*, RUNNER_*, GITHUB_TOKEN), which a config file never expands`
    );
  }
  return name;
}
function stringField(entry, key, label, required) {
  const v = entry[key];
  if (v === void 0 && !required) return void 0;
  if (typeof v !== "string" || required && v === "") {
    throw new ToolsealError("INVALID_CONFIG", `${label}: "${key}" must be a ${required ? "non-empty " : ""}string`);
  }
  return v;
}
function stringRecord(entry, key, label) {
  const v = entry[key];
  if (v === void 0 || v === null) return void 0;
  if (!isJsonObject(v)) throw new ToolsealError("INVALID_CONFIG", `${label}: "${key}" must be an object of strings`);
  const out = {};
  for (const [k, x] of Object.entries(v)) {
    if (typeof x !== "string") throw new ToolsealError("INVALID_CONFIG", `${label}: ${key}.${k} must be a string`);
    out[k] = x;
  }
  return out;
}
function oauthBlockOf(entry, label, expand) {
  const block = entry.oauth;
  if (block === void 0 || block === null || block === false) return void 0;
  if (block === true) return {};
  if (!isJsonObject(block)) throw new ToolsealError("INVALID_CONFIG", `${label}: "oauth" must be an object`);
  const at = `${label}: oauth`;
  const out = {};
  const clientId = stringField(block, "clientId", at, false);
  if (clientId !== void 0) out.clientId = expand(clientId);
  const clientSecret = stringField(block, "clientSecret", at, false);
  if (clientSecret !== void 0) out.clientSecret = expand(clientSecret);
  const port = block.callbackPort;
  if (port !== void 0) {
    if (typeof port !== "number" || !Number.isInteger(port) || port < 1 || port > 65535)
      throw new ToolsealError("INVALID_CONFIG", `${at}.callbackPort must be a port number`);
    out.redirectPort = port;
  }
  const scope = stringField(block, "scope", at, false);
  const scopes = block.scopes;
  if (scopes !== void 0 && (!Array.isArray(scopes) || !scopes.every((x) => typeof x === "string")))
    throw new ToolsealError("INVALID_CONFIG", `${at}.scopes must be an array of strings`);
  if (scope !== void 0 || scopes !== void 0) out.scope = scope ?? scopes.join(" ");
  return out;
}
function serverSpecOf(name, entry, file, env, withheld) {
  const label = `${file}: server ${JSON.stringify(name)}`;
  if (!isJsonObject(entry)) throw new ToolsealError("INVALID_CONFIG", `${label}: not an object`);
  const workspace = workspaceOf(file);
  const secrets = [];
  const expand = (v) => expandVariables(v, env, workspace, label, secrets, withheld);
  const expandRecord = (r) => r === void 0 ? void 0 : Object.fromEntries(Object.entries(r).map(([k, v]) => [k, expand(v)]));
  const secretsOf = () => secrets.some((s) => s !== "") ? { secrets: secrets.filter((s) => s !== "") } : {};
  const type = stringField(entry, "type", label, false);
  if (entry.serverUrl !== void 0 && entry.url !== void 0)
    throw new ToolsealError("INVALID_CONFIG", `${label}: both "url" and "serverUrl"; give one`);
  const urlKey = entry.serverUrl !== void 0 ? "serverUrl" : "url";
  const isUrl = type === "http" || type === "streamable-http" || type === "streamableHttp" || type === "sse" || type === void 0 && entry[urlKey] !== void 0 && entry.command === void 0;
  if (isUrl) {
    const url = expand(stringField(entry, urlKey, label, true));
    if (!URL.canParse(url)) throw new ToolsealError("INVALID_CONFIG", `${label}: "${urlKey}" is not a URL`);
    const scheme = new URL(url).protocol;
    if (scheme !== "http:" && scheme !== "https:")
      throw new ToolsealError("INVALID_CONFIG", `${label}: "${urlKey}" must be http or https, not ${scheme.slice(0, 20)}`);
    if (new URL(url).username !== "" || new URL(url).password !== "") {
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${label}: "${urlKey}" carries credentials (user:password@host), which are never sent in a URL; put them in "headers"`
      );
    }
    const oauthBlock = oauthBlockOf(entry, label, (v) => expandVariables(v, env, workspace, label, secrets));
    return {
      kind: "url",
      url,
      transport: type === "sse" ? "sse" : type === void 0 ? "auto" : "http",
      headers: expandRecord(stringRecord(entry, "headers", label)),
      ...secretsOf(),
      ...oauthBlock ? { oauthBlock } : {}
    };
  }
  if (type !== void 0 && type !== "stdio") {
    throw new ToolsealError("INVALID_CONFIG", `${label}: unknown "type" ${JSON.stringify(type.slice(0, 40))} (stdio, http or sse)`);
  }
  if (entry.envFile !== void 0)
    throw new ToolsealError("INVALID_CONFIG", `${label}: "envFile" is not supported; put the variables in "env"`);
  const command3 = expand(stringField(entry, "command", label, true));
  const args = entry.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === "string")) {
    throw new ToolsealError("INVALID_CONFIG", `${label}: "args" must be an array of strings`);
  }
  const cwd = stringField(entry, "cwd", label, false);
  return {
    kind: "stdio",
    command: command3,
    args: args.map(expand),
    env: expandRecord(stringRecord(entry, "env", label)),
    cwd: cwd !== void 0 ? expand(cwd) : workspace,
    ...secretsOf()
  };
}
function readMcpConfig(file, env, withheld) {
  const doc = parseJsonStrict(jsoncToJson(readTextFile(file)), file);
  if (!isJsonObject(doc)) throw new ToolsealError("INVALID_CONFIG", `${file}: not a JSON object`);
  const settings = isJsonObject(doc.mcp) && doc.mcpServers === void 0 && doc.servers === void 0 ? doc.mcp : void 0;
  const raw = settings ? settings.servers : doc.mcpServers ?? doc.servers;
  const servers = isJsonObject(raw) ? raw : void 0;
  if (!servers) {
    if (raw === void 0) {
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${file}: no "mcpServers" (Claude, Cursor, Windsurf), "servers" (VS Code mcp.json) or "mcp": {"servers"} (VS Code settings.json) object`
      );
    }
    throw new ToolsealError("INVALID_CONFIG", `${file}: ${settings ? '"mcp.servers"' : '"mcpServers" / "servers"'} must be an object`);
  }
  return Object.entries(servers).map(([name, entry]) => {
    if (isJsonObject(entry) && entry.disabled === true) return { name, disabled: true };
    try {
      const { oauthBlock, ...spec } = serverSpecOf(name, entry, file, env, withheld);
      return { name, spec, ...oauthBlock ? { oauth: oauthBlock } : {} };
    } catch (e) {
      if (e instanceof ToolsealError) return { name, error: e };
      throw e;
    }
  });
}
var RUNNER_SECRET_NAME;
var init_config_file = __esm({
  "src/mcp/config-file.ts"() {
    "use strict";
    init_errors();
    init_json_text();
    init_json_file();
    init_jsonc_text();
    init_json_object();
    RUNNER_SECRET_NAME = /^(?:INPUT_|ACTIONS_|RUNNER_)|^GITHUB_TOKEN$/i;
  }
});

// src/run/lock-remove.ts
const { resolve: resolve3 } = process.getBuiltinModule("node:path");
async function runLockRemove(options) {
  const cwd = options.cwd ?? process.cwd();
  const lockFile = resolve3(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const configured = options.pruneConfig === void 0 ? void 0 : new Set(readMcpConfig(resolve3(cwd, options.pruneConfig), options.env).map((s) => s.name));
  return withExclusiveFileLock(
    lockFile,
    (assertHeld) => {
      const { lock, text } = readLockIfAny(lockFile, options.lockFile === void 0 ? void 0 : "--lock");
      if (text === void 0) throw new ToolsealError("IO_ERROR", `cannot read ${lockFile}: no such file (nothing to remove)`);
      const missing = options.remove.filter((id) => !Object.hasOwn(lock.servers, id));
      if (missing.length > 0) {
        throw new ToolsealError(
          "INVALID_INPUT",
          `${lockFile}: no entry for ${missing.map((id) => JSON.stringify(id)).join(", ")} (the lock pins ${Object.keys(lock.servers).length} server${Object.keys(lock.servers).length === 1 ? "" : "s"}; nothing was removed)`
        );
      }
      const drop = new Set(options.remove);
      if (configured) {
        for (const id of Object.keys(lock.servers)) if (!configured.has(id)) drop.add(id);
      }
      const removed = Object.keys(lock.servers).filter((id) => drop.has(id));
      if (removed.length === 0) return { lockFile, removed, written: false };
      const servers = /* @__PURE__ */ Object.create(null);
      for (const id of Object.keys(lock.servers).sort()) if (!drop.has(id)) servers[id] = lock.servers[id];
      const next = { lockfileVersion: LOCKFILE_VERSION, servers };
      const bytes = serializeLockBytes(next);
      assertHeld();
      writeFileAtomic(lockFile, bytes);
      return { lockFile, removed, written: true };
    },
    { waitMs: options.lockWaitMs }
  );
}
var init_lock_remove = __esm({
  "src/run/lock-remove.ts"() {
    "use strict";
    init_errors();
    init_lock();
    init_lock_text();
    init_exclusive_file_lock();
    init_json_file();
    init_config_file();
    init_check2();
  }
});

// src/mcp/protocol-versions.ts
function isProtocolChoice(s) {
  return PROTOCOL_CHOICES.includes(s);
}
var LEGACY_PROTOCOL, MODERN_PROTOCOL, PROTOCOL_CHOICES;
var init_protocol_versions = __esm({
  "src/mcp/protocol-versions.ts"() {
    "use strict";
    LEGACY_PROTOCOL = "2025-11-25";
    MODERN_PROTOCOL = "2026-07-28";
    PROTOCOL_CHOICES = ["auto", LEGACY_PROTOCOL, MODERN_PROTOCOL];
  }
});

// src/cli/server-args.ts
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
function list(ctx, name) {
  const v = ctx.values[name];
  return Array.isArray(v) ? v : [];
}
function serverSpecFromArgs(ctx) {
  const given = [
    ctx.rest !== void 0 && "a command after --",
    str(ctx, "url") !== void 0 && "--url",
    str(ctx, "config") !== void 0 && "--config",
    str(ctx, "snapshot") !== void 0 && "--snapshot"
  ].filter(Boolean);
  if (given.length === 0) throw new ToolsealError("USAGE", "no server given: use -- CMD ARGS, --url URL, --config FILE or --snapshot FILE");
  if (given.length > 1) throw new ToolsealError("USAGE", `give one server, not ${given.join(" and ")}`);
  const stdioOnly = [list(ctx, "env").length > 0 && "--env", str(ctx, "cwd") !== void 0 && "--cwd"].filter(Boolean);
  if (ctx.rest === void 0 && stdioOnly.length > 0) {
    throw new ToolsealError(
      "USAGE",
      `${stdioOnly.join(" and ")} apply to a stdio server given after --, not to ${given[0]}${given[0] === "--config" ? ' (set "env" and "cwd" in the config entry)' : ""}`
    );
  }
  const urlOnly = [list(ctx, "header").length > 0 && "--header", str(ctx, "transport") !== void 0 && "--transport"].filter(Boolean);
  if (str(ctx, "url") === void 0 && urlOnly.length > 0) {
    throw new ToolsealError(
      "USAGE",
      `${urlOnly.join(" and ")} apply to a --url server, not to ${given[0]}${given[0] === "--config" ? ' (set "headers" in the config entry)' : ""}`
    );
  }
  const serverId = str(ctx, "server-id");
  if (serverId !== void 0 && str(ctx, "url") === void 0 && ctx.rest === void 0) {
    throw new ToolsealError(
      "USAGE",
      `--server-id names a --url or stdio server, not ${given[0] ?? "this one"} (a config entry's id is its key; a snapshot's is the one it recorded)`
    );
  }
  if (str(ctx, "protocol") !== void 0 && str(ctx, "url") === void 0 && ctx.rest === void 0)
    throw new ToolsealError("USAGE", "--protocol is for a --url or a stdio server");
  if (str(ctx, "client-capabilities") !== void 0 && str(ctx, "snapshot") !== void 0)
    throw new ToolsealError(
      "USAGE",
      "--client-capabilities is for a live server (--url, --config or a stdio server): a snapshot file records the capabilities it was listed for"
    );
  const capabilitiesText = str(ctx, "client-capabilities");
  const clientCapabilities = capabilitiesText === void 0 ? {} : { clientCapabilities: parseClientCapabilities(capabilitiesText) };
  if (ctx.rest !== void 0) {
    const [command3, ...args] = ctx.rest;
    if (!command3) throw new ToolsealError("USAGE", "no command after --");
    const env = {};
    list(ctx, "env").forEach((kv, i) => {
      const eq = kv.indexOf("=");
      if (eq <= 0)
        throw new ToolsealError(
          "USAGE",
          `--env takes K=V: --env number ${i + 1} has no name before "=" (its text is not shown, it may be a secret)`
        );
      env[kv.slice(0, eq)] = kv.slice(eq + 1);
    });
    if (oauthWanted(ctx))
      throw new ToolsealError("USAGE", "--oauth is for --url and --config servers (a stdio server is not behind OAuth)");
    const protocol = protocolFromArgs(ctx, "stdio");
    return {
      kind: "stdio",
      command: command3,
      args,
      env,
      cwd: str(ctx, "cwd"),
      serverId,
      ...protocol !== "auto" ? { protocol } : {},
      ...clientCapabilities
    };
  }
  const url = str(ctx, "url");
  if (url !== void 0) {
    const transport = parseTransport(str(ctx, "transport") ?? "auto", "--transport");
    assertServerUrl(url, "--url");
    const protocol = protocolFromArgs(ctx, transport);
    const oauth = oauthFromArgs(ctx);
    const headers = parseHeaders(list(ctx, "header"));
    if (oauthWanted(ctx) && hasAuthorizationHeader(headers)) {
      throw new ToolsealError("USAGE", "give an Authorization header or --oauth, not both");
    }
    const cached = hasAuthorizationHeader(headers) ? void 0 : cachedOAuth(url, oauth);
    return {
      kind: "url",
      url,
      transport,
      headers,
      serverId,
      ...protocol !== "auto" ? { protocol } : {},
      ...clientCapabilities,
      ...oauthWanted(ctx) ? { oauth } : cached ? { oauth: cached } : {}
    };
  }
  const config = str(ctx, "config");
  if (config !== void 0) {
    const server = str(ctx, "server");
    const all = ctx.values.all === true;
    assertConfigChoice({ server, all });
    return {
      kind: "config",
      file: config,
      server,
      all,
      env: ctx.io.env,
      oauth: oauthFromArgs(ctx),
      oauthForAll: oauthWanted(ctx),
      ...clientCapabilities
    };
  }
  return { kind: "snapshot", file: str(ctx, "snapshot") };
}
function protocolFromArgs(ctx, transport) {
  const protocol = str(ctx, "protocol") ?? "auto";
  if (!isProtocolChoice(protocol))
    throw new ToolsealError("USAGE", `--protocol must be ${PROTOCOL_CHOICES.join(", ")}, not ${JSON.stringify(protocol.slice(0, 40))}`);
  if (protocol === MODERN_PROTOCOL && transport === "sse")
    throw new ToolsealError("USAGE", `--protocol ${MODERN_PROTOCOL} is spoken over Streamable HTTP, not --transport sse`);
  return protocol;
}
function oauthWanted(ctx) {
  return ctx.values.oauth === true || ctx.values["oauth-client-credentials"] === true || str(ctx, "oauth-client-id") !== void 0;
}
function oauthFromArgs(ctx) {
  const env = ctx.io.env;
  const clientId = str(ctx, "oauth-client-id");
  const clientSecret = str(ctx, "oauth-client-secret") ?? (env.TOOLSEAL_OAUTH_CLIENT_SECRET || void 0);
  const clientCredentials = ctx.values["oauth-client-credentials"] === true;
  if (clientCredentials && (!clientId || !clientSecret)) {
    throw new ToolsealError(
      "USAGE",
      "--oauth-client-credentials needs --oauth-client-id and a secret (TOOLSEAL_OAUTH_CLIENT_SECRET or --oauth-client-secret)"
    );
  }
  const metadataUrl = str(ctx, "oauth-client-metadata-url");
  const metadataUrlProblem = metadataUrl !== void 0 ? clientMetadataUrlProblem(metadataUrl) : void 0;
  if (metadataUrlProblem) throw new ToolsealError("USAGE", `--oauth-client-metadata-url ${CIMD_URL_RULE}: it ${metadataUrlProblem}`);
  const open = str(ctx, "oauth-open");
  const port = str(ctx, "oauth-redirect-port");
  let redirectPort;
  if (port !== void 0) {
    redirectPort = Number(port);
    if (!Number.isInteger(redirectPort) || redirectPort < 1 || redirectPort > 65535)
      throw new ToolsealError("USAGE", `--oauth-redirect-port takes a port from 1 to 65535, not ${JSON.stringify(port)}`);
  }
  const timeoutText = str(ctx, "oauth-timeout");
  const timeout = timeoutText === void 0 ? DEFAULT_AUTHORIZATION_TIMEOUT_MS : Number(timeoutText) * 1e3;
  if (!Number.isFinite(timeout) || timeout < 1 || timeout > MAX_TIMEOUT_MS || timeoutText?.trim() === "") {
    throw new ToolsealError(
      "USAGE",
      `--oauth-timeout takes seconds from 0.001 to ${Math.floor(MAX_TIMEOUT_MS / 1e3)}, not ${JSON.stringify((timeoutText ?? "").slice(0, 40))}`
    );
  }
  return {
    ...clientId !== void 0 ? { clientId } : {},
    ...clientSecret !== void 0 ? { clientSecret } : {},
    ...clientCredentials ? { clientCredentials } : {},
    ...metadataUrl !== void 0 ? { clientMetadataUrl: metadataUrl } : {},
    ...str(ctx, "oauth-scope") ? { scope: str(ctx, "oauth-scope") } : {},
    open: open !== void 0 ? openerWords(open) : defaultOpener(env) ?? [],
    // In CI (`CI` set, as every CI service does) with no opener given, no one will ever open the URL.
    ...runsInCi(env) && open === void 0 ? { noUser: true } : {},
    ...redirectPort !== void 0 ? { redirectPort } : {},
    authorizationTimeoutMs: Math.round(timeout),
    cacheDir: oauthCacheDir(env),
    notify: (line) => ctx.io.stderr(line)
  };
}
function limitsFromArgs(ctx) {
  const limits = limitsFromTexts(
    { timeout: str(ctx, "timeout"), maxPages: str(ctx, "max-pages"), maxBytes: str(ctx, "max-bytes"), maxTools: str(ctx, "max-tools") },
    { timeout: "--timeout", maxPages: "--max-pages", maxBytes: "--max-bytes", maxTools: "--max-tools" },
    Date.now()
  );
  if (ctx.io.stderrIsTTY === true && ctx.values.json !== true) {
    limits.onProgress = (label, tools, bytes, done) => ctx.io.stderr(
      done ? "\r\x1B[K" : `\r\x1B[Ktoolseal: ${escapeForTerminal(label)}: ${tools} tool${tools === 1 ? "" : "s"}, ${bytes} bytes so far`
    );
  }
  if (ctx.values.verbose !== true) return limits;
  return { ...limits, onServerStderr: (label, line) => ctx.io.stderr(`toolseal: ${label}: stderr: ${line}
`) };
}
var SERVER_OPTIONS, SERVER_HELP;
var init_server_args = __esm({
  "src/cli/server-args.ts"() {
    "use strict";
    init_errors();
    init_terminal_text();
    init_oauth_cache();
    init_oauth_options();
    init_server_spec();
    init_client_capabilities();
    init_protocol_versions();
    SERVER_OPTIONS = {
      verbose: { type: "boolean" },
      snapshot: { type: "string" },
      url: { type: "string" },
      transport: { type: "string" },
      protocol: { type: "string" },
      "client-capabilities": { type: "string" },
      header: { type: "string", multiple: true },
      env: { type: "string", multiple: true },
      cwd: { type: "string" },
      config: { type: "string" },
      server: { type: "string" },
      all: { type: "boolean" },
      "server-id": { type: "string" },
      timeout: { type: "string" },
      "max-pages": { type: "string" },
      "max-bytes": { type: "string" },
      "max-tools": { type: "string" },
      oauth: { type: "boolean" },
      "oauth-client-id": { type: "string" },
      "oauth-client-secret": { type: "string" },
      "oauth-client-credentials": { type: "boolean" },
      "oauth-client-metadata-url": { type: "string" },
      "oauth-scope": { type: "string" },
      "oauth-open": { type: "string" },
      "oauth-redirect-port": { type: "string" },
      "oauth-timeout": { type: "string" },
      "oauth-logout": { type: "boolean" }
    };
    SERVER_HELP = `Server (one of):
  -- CMD [ARGS...]            a stdio server, started without a shell (--env K=V, --cwd DIR)
  --url URL                   Streamable HTTP or SSE (--transport auto|http|sse, --header "K: V")
  --protocol auto|2025-11-25|2026-07-28  the MCP era of a --url or stdio server (auto: negotiate)
  --client-capabilities LIST  declare roots, sampling, elicitation (comma-separated) to the server (each of a --config)
  --config FILE --server NAME | --all
                              a server from .mcp.json, .vscode/mcp.json, claude_desktop_config.json, .cursor/mcp.json,
                              Windsurf's mcp_config.json or VS Code's settings.json ("disabled": true skipped)
  --snapshot FILE             a snapshot taken earlier (no server, no credentials)
  --server-id ID              the server id when it is not a config key (default: serverInfo.name)
  --verbose                   show each line a stdio server writes on stderr (escaped, secrets redacted)
OAuth (remote servers that ask for authorization; see docs/oauth.md):
  --oauth                     authorize in the browser when the server asks (PKCE, loopback redirect);
                              tokens are cached in $XDG_CONFIG_HOME/toolseal/oauth (mode 0600)
  --oauth-client-credentials  the client credentials grant instead (no browser; for CI)
  --oauth-client-id ID        a registered client (default: dynamic registration); its secret from
                              TOOLSEAL_OAUTH_CLIENT_SECRET (or --oauth-client-secret S)
  --oauth-scope SCOPES        scopes when the server names none
  --oauth-open CMD            run CMD URL to open the authorization URL (default: the platform's opener
                              when there is a display; "" for none: the URL is printed on stderr)
  --oauth-redirect-port N     the loopback redirect port (default: the one used last, else a free one)
  --oauth-timeout SECONDS     the wait for the approval in the browser (${DEFAULT_AUTHORIZATION_TIMEOUT_MS / 1e3})
  --oauth-client-metadata-url URL  an HTTPS client metadata document to use as the client id
  --oauth-logout              forget this server's cached tokens and client first (alone: only that)
Bounds: --timeout SECONDS (${DEFAULT_LIMITS.timeoutMs / 1e3}; the whole command, closing the server included),
  --max-pages N (${DEFAULT_LIMITS.maxPages}), --max-bytes N (${DEFAULT_LIMITS.maxBytes}), --max-tools N (${DEFAULT_LIMITS.maxTools})`;
  }
});

// src/cli/commands/lock.ts
var lock_exports = {};
__export(lock_exports, {
  command: () => command
});
function str2(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
async function removeEntries(ctx, remove) {
  const prune = ctx.values.prune === true;
  const config = str2(ctx, "config");
  if (prune && config === void 0) throw new ToolsealError("USAGE", "--prune needs --config FILE (the servers to keep)");
  const other = [
    ctx.rest !== void 0 && "a command after --",
    str2(ctx, "url") !== void 0 && "--url",
    str2(ctx, "snapshot") !== void 0 && "--snapshot",
    !prune && config !== void 0 && "--config",
    str2(ctx, "server") !== void 0 && "--server",
    ctx.values.all === true && "--all",
    ctx.values.update === true && "--update",
    str2(ctx, "snapshot-dir") !== void 0 && "--snapshot-dir"
  ].filter(Boolean);
  if (other.length > 0)
    throw new ToolsealError(
      "USAGE",
      `--remove and --prune start no server: ${other.join(" and ")} ${other.length === 1 ? "does" : "do"} not apply`
    );
  const run = await runLockRemove({
    lockFile: str2(ctx, "lock"),
    remove,
    pruneConfig: prune ? config : void 0,
    env: ctx.io.env,
    cwd: ctx.io.cwd
  });
  if (ctx.values.json) {
    ctx.io.stdout(jsonForTerminal({ lockFile: run.lockFile, written: run.written, exitCode: 0, removed: run.removed }, 2) + "\n");
  } else {
    let out = "";
    for (const id of run.removed) out += `server ${quoteForTerminal(id)}: removed
`;
    out += run.written ? `wrote ${escapeForTerminal(run.lockFile)}
` : `${escapeForTerminal(run.lockFile)} unchanged (every entry is for a configured server)
`;
    ctx.io.stdout(out);
  }
  return 0;
}
var command;
var init_lock3 = __esm({
  "src/cli/commands/lock.ts"() {
    "use strict";
    init_check();
    init_lock();
    init_report_text();
    init_lock2();
    init_lock_remove();
    init_errors();
    init_server_args();
    init_terminal_text();
    init_errors();
    command = {
      name: "lock",
      summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)",
      help: `Usage: toolseal lock SERVER | --snapshot FILE [--lock FILE] [--update] [--snapshot-dir DIR]
       toolseal lock --remove ID [--remove ID ...] [--lock FILE]
       toolseal lock --prune --config FILE [--lock FILE]

Pins each server's tool surface in the lock (docs/formats.md): per tool its digest, its field digests and its
four effective hints; no description or schema text. A server not in the lock is added. A server whose
pin differs is re-pinned only with --update; without it nothing is written, what would change is
printed, and the exit code is 1 (LOCK_WOULD_CHANGE). Writes are atomic (temp file and rename) and
serialized: a run holds <lock>.lock while it re-reads the lock and merges its pins, so parallel runs on
one lock lose none. With --config FILE --all, the servers that could be snapshotted are pinned, each
failure is named, and the exit code is the worst (4 over 2 over 1); "disabled": true entries are skipped.
Beside the tools it pins the digests of the server's instructions, prompts and resource templates; an
entry of an older lock that pins the tools only gains them (without --update) when its tools match.

Options:
  --lock FILE          the lock (default ${DEFAULT_LOCK_FILE})
  --update             re-pin servers whose surface changed
  --snapshot-dir DIR   keep each pinned server's snapshot here (<server id>.snapshot.json), the reviewed
                       snapshot check uses for JSON Pointers
  --remove ID          drop the entry of server ID (repeatable; an ID the lock does not pin is refused)
  --prune              with --config FILE: drop the entries of servers the config does not name
  --json               the outcome as JSON on stdout

--remove and --prune start no server; like every lock write they hold <lock>.lock and write atomically.

${SERVER_HELP}`,
      options: {
        ...SERVER_OPTIONS,
        lock: { type: "string" },
        update: { type: "boolean" },
        "snapshot-dir": { type: "string" },
        json: { type: "boolean" },
        remove: { type: "string", multiple: true },
        prune: { type: "boolean" }
      },
      async run(ctx) {
        const remove = Array.isArray(ctx.values.remove) ? ctx.values.remove : [];
        if (remove.length > 0 || ctx.values.prune === true) return removeEntries(ctx, remove);
        const run = await runLock({
          server: serverSpecFromArgs(ctx),
          limits: limitsFromArgs(ctx),
          lockFile: str2(ctx, "lock"),
          update: ctx.values.update === true,
          snapshotDir: str2(ctx, "snapshot-dir"),
          cwd: ctx.io.cwd
        });
        if (ctx.values.json) {
          const servers = run.servers.map((s) => ({
            serverId: s.serverId,
            idSelfDeclared: s.check.idSelfDeclared,
            action: s.action,
            manifestDigest: s.check.manifestDigest,
            toolCount: s.check.toolCount,
            changes: s.check.changes.map(({ source: _s, ...c }) => c),
            carrierChanges: s.check.carrierChanges.map(({ text: _t, ...c }) => c),
            // The launched package's state (UNPINNED_PACKAGE, a replaced integrity), when a launcher starts the server.
            ...s.check.package ? { package: s.check.package } : {}
          }));
          const failures = run.failures.map((f) => ({ serverId: f.serverId, code: f.code, message: f.message }));
          ctx.io.stdout(
            jsonForTerminal(
              { lockFile: run.lockFile, written: run.written, exitCode: run.exitCode, code: run.code, servers, skipped: run.skipped, failures },
              2
            ) + "\n"
          );
        } else {
          const color = ctx.io.isTTY && !ctx.io.env.NO_COLOR;
          let out = "";
          for (const s of run.servers) {
            const what = s.action === "would-change" ? "pin differs (not re-pinned: use --update)" : s.action;
            out += `server ${quoteForTerminal(s.serverId)}: ${what} (${s.check.toolCount} tool${s.check.toolCount === 1 ? "" : "s"}, ${s.check.manifestDigest})
`;
            if (s.action === "would-change" || s.action === "updated") out += renderChangesText(s.check, { color });
            for (const n of serverNotes(s.check)) out += `  note: ${n}
`;
          }
          for (const id of run.skipped) out += `server ${quoteForTerminal(id)}: skipped (disabled in the config, not started)
`;
          for (const f of run.failures)
            out += `server ${quoteForTerminal(f.serverId)}: not pinned (${f.code}): ${escapeForTerminal(oneLine(messageBesideServer(f.serverId, f.message)))}
`;
          out += run.written ? `wrote ${run.lockFile}
` : `${run.lockFile} unchanged
`;
          ctx.io.stdout(out);
        }
        if (run.servers.some((s) => s.action === "would-change")) {
          ctx.io.stderr(
            `toolseal: LOCK_WOULD_CHANGE: ${run.lockFile}: a pin would change; review the changes (${ctx.values.json ? '"changes" in the JSON on stdout' : "listed under the server"}), then run again with --update
`
          );
        }
        if (run.code && run.code !== "LOCK_WOULD_CHANGE") {
          const n = run.failures.length;
          const ids = run.failures.map((f) => quoteForTerminal(f.serverId)).join(", ");
          ctx.io.stderr(
            `toolseal: ${run.code}: ${n} server${n === 1 ? "" : "s"} could not be snapshotted, so not pinned: ${ids}; the report gives each one's error
`
          );
        }
        return run.exitCode;
      }
    };
  }
});

// src/core/report-show-text.ts
function renderChangedTextForTerminal(result) {
  const out = [];
  const block = (title, text) => {
    out.push(title);
    for (const line of text.split("\n")) out.push(`    | ${escapeForTerminal(line)}`);
  };
  for (const s of result.servers) {
    const server = quoteForTerminal(s.serverId);
    for (const c of s.changes) {
      for (const [field, t] of Object.entries(changeText(c))) {
        if (!t) continue;
        const where2 = `server ${server}: tool ${quoteForTerminal(c.tool)} ${escapeForTerminal(field)}`;
        const patch = t.reviewed !== void 0 && t.current !== void 0 ? unifiedDiff(t.reviewed, t.current) : void 0;
        if (patch !== void 0) {
          block(`${where2}, reviewed -> now (from the server, untrusted):`, cut(patch));
          continue;
        }
        if (t.reviewed !== void 0) block(`${where2}, reviewed (from the server, untrusted):`, cut(t.reviewed));
        if (t.current !== void 0) block(`${where2}, now (from the server, untrusted):`, cut(t.current));
      }
    }
    for (const c of s.carrierChanges) {
      const label = `server ${server}: ${nonToolLabel(c, quoteForTerminal)}`;
      if (c.text.reviewed !== void 0) block(`${label}, reviewed (from the server, untrusted):`, cut(c.text.reviewed));
      if (c.text.current !== void 0) block(`${label}, now (from the server, untrusted):`, cut(c.text.current));
    }
  }
  return out.length === 0 ? "" : out.join("\n") + "\n";
}
var init_report_show_text = __esm({
  "src/core/report-show-text.ts"() {
    "use strict";
    init_non_tool_surface();
    init_drift();
    init_report_markdown();
    init_terminal_text();
  }
});

// src/cli/commands/check.ts
var check_exports = {};
__export(check_exports, {
  command: () => command2
});
function str3(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command2;
var init_check3 = __esm({
  "src/cli/commands/check.ts"() {
    "use strict";
    init_check();
    init_policy_options();
    init_errors();
    init_lock();
    init_report_text();
    init_report_show_text();
    init_check2();
    init_server_args();
    init_terminal_text();
    command2 = {
      name: "check",
      summary: "pin state and drift of a server against mcp-tools.lock (never writes the lock)",
      help: `Usage: toolseal check SERVER | --snapshot FILE [--lock FILE] [--snapshot-dir DIR] [--on-change warn|fail]
                      [--json | --sarif FILE | --markdown FILE [--show-text]] [--audit FILE]

Compares each server's tool surface with its pin in the lock (docs/formats.md): unpinned (baseline reported, the
run continues), matched, or changed, with each tool added, removed or changed, the changed fields and,
with a reviewed snapshot in --snapshot-dir, the JSON Pointers inside them. Never writes the lock.
A changed, added or removed instructions, prompt or resource template is a change too, named
(instructions, prompt "<name>", resourceTemplate "<uriTemplate>") but never shown; a lock that pins the
tools only (written by an older toolseal) checks the tools only, and the report says so once.

A tool that widens its own privileges (readOnlyHint false->true, destructiveHint true->false,
idempotentHint false->true, openWorldHint true->false) blocks with exit 3 whatever the posture; a
narrowing is allowed and reported; any other change warns (exit 0) or fails (exit 1) as --on-change says.
Under --on-change fail, a server the lock does not pin fails too when the lock pins other servers (pin a
new server deliberately with toolseal lock), as an id given with --server-id always does (NOT_PINNED,
naming the pinned ids: a mistyped id would pass unchecked), and with --config FILE --all so does a pin of a server no
longer in the file (missing). Give servers a fixed id (--server-id, or a config key): a server known by
its own serverInfo.name can rename itself out of its pin, and the report says so.

Options:
  --lock FILE            the lock (default ${DEFAULT_LOCK_FILE}, which may be absent: every server
                         unpinned, said once; a --lock that does not exist is exit 2)
  --snapshot-dir DIR     reviewed snapshots written by lock --snapshot-dir, for pointers
  --on-change warn|fail  what a change other than a widening does (default warn)
  --json                 the result as JSON on stdout (no server text)
  --sarif FILE           also write a SARIF 2.1.0 report for code scanning
  --markdown FILE        also write the Markdown report (the pull-request comment body)
  --show-text            the text of changed fields (untrusted): in the Markdown report, fenced, or
                         without --markdown after the report on the terminal, escaped
  --audit FILE           append one JSON Lines audit event per server (digests and names only)

${SERVER_HELP}`,
      options: {
        ...SERVER_OPTIONS,
        lock: { type: "string" },
        "snapshot-dir": { type: "string" },
        "on-change": { type: "string" },
        json: { type: "boolean" },
        sarif: { type: "string" },
        markdown: { type: "string" },
        "show-text": { type: "boolean" },
        audit: { type: "string" }
      },
      async run(ctx) {
        const onChange = parseOnChange(str3(ctx, "on-change") ?? "warn", "--on-change");
        const showText = ctx.values["show-text"] === true;
        if (showText && ctx.values.json && str3(ctx, "markdown") === void 0) {
          throw new ToolsealError("USAGE", "--show-text is for the text report or --markdown FILE; --json never carries server text");
        }
        const { result, lockFile, lockFound } = await runCheck({
          server: serverSpecFromArgs(ctx),
          limits: limitsFromArgs(ctx),
          lockFile: str3(ctx, "lock"),
          snapshotDir: str3(ctx, "snapshot-dir"),
          onChange,
          sarifFile: str3(ctx, "sarif"),
          markdownFile: str3(ctx, "markdown"),
          showText,
          auditFile: str3(ctx, "audit"),
          cwd: ctx.io.cwd
        });
        if (!lockFound && result.servers.length > 0) ctx.io.stderr(`toolseal check: no lock file at ${lockFile}: every server is unpinned
`);
        if (ctx.values.json) ctx.io.stdout(jsonForTerminal(checkResultJson(result), 2) + "\n");
        else {
          ctx.io.stdout(renderCheckText(result, { color: ctx.io.isTTY && !ctx.io.env.NO_COLOR }));
          if (showText && str3(ctx, "markdown") === void 0) ctx.io.stdout(renderChangedTextForTerminal(result));
        }
        const failure = checkFailureMessage(result);
        if (failure !== void 0) ctx.io.stderr(`toolseal: ${result.code}: ${escapeForTerminal(oneLine(failure))}
`);
        return result.exitCode;
      }
    };
  }
});

// src/cli/main.ts
init_errors();
init_closest_name();
init_terminal_text();
init_version();
const { parseArgs } = process.getBuiltinModule("node:util");
var COMMANDS = {
  canonicalize: { summary: "JSON (file or stdin) to RFC 8785 canonical bytes", load: () => import("./commands/canonicalize.js") },
  digest: {
    summary: "manifest and per-tool digests of a tools/list result, tools array or snapshot",
    load: () => import("./commands/digest.js")
  },
  lock: { summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)", load: () => Promise.resolve().then(() => (init_lock3(), lock_exports)) },
  check: { summary: "pin state and drift against mcp-tools.lock; exit 3 on privilege widening", load: () => Promise.resolve().then(() => (init_check3(), check_exports)) },
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
init_json_text();
init_errors();
const { writeSync: writeSync3 } = process.getBuiltinModule("node:fs");
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
    while (written < bytes.length) written += writeSync3(1, bytes, written);
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

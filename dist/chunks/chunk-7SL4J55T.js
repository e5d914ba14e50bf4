#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

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

// src/core/json/jcs.ts
var MAX_DEPTH = 1e3;
var Refusal = class {
  constructor(reason) {
    this.reason = reason;
  }
  reason;
  path = [];
};
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
var NEEDS_CARE = /["\\\u0000-\u001f\ud800-\udfff]/;
function quote(s, what = "string") {
  if (!NEEDS_CARE.test(s)) return '"' + s + '"';
  if (!s.isWellFormed()) throw new Refusal(`lone surrogate in ${what}`);
  return JSON.stringify(s);
}
var SHORT_ESCAPES = new Uint8Array(32);
SHORT_ESCAPES[8] = 98;
SHORT_ESCAPES[9] = 116;
SHORT_ESCAPES[10] = 110;
SHORT_ESCAPES[12] = 102;
SHORT_ESCAPES[13] = 114;
var HEX = Buffer.from("0123456789abcdef", "latin1");
var utf8Write = Buffer.prototype.utf8Write ?? function(s, offset) {
  return this.write(s, offset, "utf8");
};
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
var MEMBER_NAMES = /* @__PURE__ */ new Map();
var CanonicalWriter = class {
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
var MAX_FRACTION_DIGITS = 17;
var MIN_NORMAL = 22250738585072014e-324;
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
var ROUND_FLAG = "--round-inexact-numbers";
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

// src/core/json/json-exact.ts
var NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
var PLAIN_STRING_BREAKERS = /[\\\u0000-\u001f]/;
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

// src/core/json/json-flat-object.ts
var MAX_OWN_STRING = 12;
var MAX_FLAT_TEXT = 256;
var PlainObject = function() {
};
PlainObject.prototype = Object.prototype;
function skipSpace(text, i) {
  for (; ; ) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return i;
    i++;
  }
}
function stringEnd(text, i) {
  for (; ; ) {
    const c = text.charCodeAt(i);
    if (c === 34) return i;
    if (!(c >= 32) || c === 92) return -1;
    i++;
  }
}
function readFlatStringObject(text) {
  if (text.length > MAX_FLAT_TEXT || !readMembers(text)) return void 0;
  const object = new PlainObject();
  return readMembers(text, object) ? object : void 0;
}
function readMembers(text, object) {
  const n = text.length;
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== 123) return false;
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === 125) return skipSpace(text, i + 1) === n;
  for (; ; ) {
    if (text.charCodeAt(i) !== 34) return false;
    const nameStart = i + 1;
    const nameEnd = stringEnd(text, nameStart);
    if (nameEnd <= nameStart) return false;
    i = skipSpace(text, nameEnd + 1);
    if (text.charCodeAt(i) !== 58) return false;
    i = skipSpace(text, i + 1);
    if (text.charCodeAt(i) !== 34) return false;
    const valueEnd = stringEnd(text, i + 1);
    if (valueEnd < 0 || valueEnd - i - 1 > MAX_OWN_STRING) return false;
    if (object) {
      const name = text.slice(nameStart, nameEnd);
      if (name === "__proto__" || Object.hasOwn(object, name)) return false;
      object[name] = text.slice(i + 1, valueEnd);
    }
    i = skipSpace(text, valueEnd + 1);
    const c = text.charCodeAt(i);
    if (c === 125) return skipSpace(text, i + 1) === n;
    if (c !== 44) return false;
    i = skipSpace(text, i + 1);
  }
}

// src/core/json/strict-reader.ts
var UTF8 = new TextDecoder("utf-8", { fatal: true });
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
var MAX_TEXT_LENGTH = 536870888;
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

export {
  jsonPointer,
  MAX_DEPTH,
  canonicalize,
  canonicalString,
  CanonicalWriter,
  ROUND_FLAG,
  readFlatStringObject,
  decodeUtf8,
  MAX_TEXT_LENGTH,
  parseJsonStrict,
  parseJsonStrictEach
};

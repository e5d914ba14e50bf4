#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-LQCK2QUO.js";

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
  if (!s.isWellFormed()) throw new ToolsealError("NOT_CANONICALIZABLE", `cannot canonicalize string ${JSON.stringify(s.slice(0, 40))}: lone surrogate`);
  return JSON.stringify(s);
}
function serialize(v, depth) {
  switch (typeof v) {
    case "string":
      if (!v.isWellFormed()) throw new Refusal("lone surrogate in string");
      return JSON.stringify(v);
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
    if (!(i in a)) {
      const hole = new Refusal("sparse array (hole)");
      hole.path.push(i);
      throw hole;
    }
    try {
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
  const keys = Object.keys(o).sort();
  let out = "{";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    try {
      if (!k.isWellFormed()) throw new Refusal("lone surrogate in member name");
      out += (i === 0 ? "" : ",") + JSON.stringify(k) + ":" + serialize(o[k], depth);
    } catch (e) {
      if (e instanceof Refusal) e.path.push(k);
      throw e;
    }
  }
  return out + "}";
}

// src/core/json-text.ts
function parseJsonStrict(text, source) {
  const stripped = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  const { members, tooDeepAt } = scanStructure(stripped);
  if (tooDeepAt >= 0) {
    throw new ToolsealError("NOT_CANONICALIZABLE", `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${tooDeepAt}`);
  }
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
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let j = i + 1;
      for (; ; ) {
        j = text.indexOf('"', j);
        if (j < 0) return { members, tooDeepAt: -1 };
        let k = j - 1;
        while (text.charCodeAt(k) === 92) k--;
        if ((j - 1 - k) % 2 === 0) break;
        j++;
      }
      i = j + 1;
      continue;
    }
    if (c === 58) members++;
    else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) return { members, tooDeepAt: i };
    } else if (c === 125 || c === 93) depth--;
    i++;
  }
  return { members, tooDeepAt: -1 };
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

// src/fs/json-file.ts
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
function readTextFile(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (e) {
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${err.code ?? err.message}`, { cause: e });
  }
}
function readJsonFile(path) {
  return parseJsonStrict(readTextFile(path), path);
}

export {
  MAX_DEPTH,
  canonicalize,
  canonicalString,
  parseJsonStrict,
  readTextFile,
  readJsonFile
};

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  isHiddenCharacter
} from "./chunk-C7I7V366.js";

// src/core/text/markdown.ts
var SYNTAX = /[|<>&\\`*~[\]@#:$]/;
var ALNUM = /^[\p{L}\p{N}]$/u;
var alnum = (c) => ALNUM.test(c);
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

export {
  mdText,
  mdFence
};

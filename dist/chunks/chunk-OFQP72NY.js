#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  isHiddenCharacter
} from "./chunk-IJ3MTGEZ.js";

// src/core/markdown.ts
function mdText(text) {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (isHiddenCharacter(ch)) out += `\\u${cp.toString(16).padStart(4, "0")}`;
    else if (/[\p{L}\p{N} ]/u.test(ch)) out += ch;
    else out += `&#${cp};`;
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
function mdMarker(id) {
  return `<!-- ${id.replace(/--|>|</g, "")} -->`;
}

export {
  mdText,
  mdFence,
  mdMarker
};

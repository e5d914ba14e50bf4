#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);

// src/core/markdown.ts
function mdText(text) {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (/[\p{L}\p{N} ]/u.test(ch) && !isInvisible(cp)) out += ch;
    else if (cp < 32 || cp === 127 || isInvisible(cp)) out += `\\u${cp.toString(16).padStart(4, "0")}`;
    else out += `&#${cp};`;
  }
  return out;
}
function isInvisible(cp) {
  return cp >= 8203 && cp <= 8207 || // zero-width, LRM, RLM
  cp >= 8234 && cp <= 8238 || // bidi embeddings and overrides
  cp >= 8288 && cp <= 8297 || // word joiner, bidi isolates
  cp === 65279 || cp >= 128 && cp <= 159 || cp === 8232 || cp === 8233;
}
function mdFence(text, info = "text") {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(Math.max(3, longest + 1));
  let shown = "";
  for (const ch of text.replace(/\r\n?/g, "\n")) {
    const cp = ch.codePointAt(0);
    shown += isInvisible(cp) || cp < 32 && ch !== "\n" && ch !== "	" || cp === 127 ? `\\u${cp.toString(16).padStart(4, "0")}` : ch;
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

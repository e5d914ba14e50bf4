#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/core/text/terminal-text.ts
var UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;
function isHiddenCharacter(ch) {
  UNSAFE_FOR_TERMINAL.lastIndex = 0;
  return UNSAFE_FOR_TERMINAL.test(ch);
}
function hasHiddenCharacters(s) {
  UNSAFE_FOR_TERMINAL.lastIndex = 0;
  return UNSAFE_FOR_TERMINAL.test(s);
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

export {
  isHiddenCharacter,
  hasHiddenCharacters,
  escapeForTerminal,
  jsonForTerminal,
  quoteForTerminal,
  shellWord
};

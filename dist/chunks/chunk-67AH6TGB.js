#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/origin/command-words.ts
function commandWords(line, option) {
  const words = [];
  let word = "";
  let quote;
  let inWord = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = void 0;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new ToolsealError("USAGE", `${option} has an unclosed quote`);
  if (inWord) words.push(word);
  return words;
}
var MAX_SHELL_LINE = 64 * 1024;
var SHELL_KEYWORDS = /* @__PURE__ */ new Set(["if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac"]);
var SHELL_GROUPING = /* @__PURE__ */ new Set(["function", "select", "{", "}", "!", "[[", "coproc"]);
function shellCommands(line) {
  if (line.length > MAX_SHELL_LINE) return { unreadable: "the shell command line is too long to read" };
  const commands = [];
  let current = [];
  let text = "";
  let expands = false;
  let inWord = false;
  let redirectTarget = false;
  const endWord = () => {
    if (inWord) {
      if (redirectTarget) redirectTarget = false;
      else current.push({ text, expands });
    }
    text = "";
    expands = false;
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    while (current.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(current[0].text)) current.shift();
    if (current.length > 0) commands.push(current);
    current = [];
  };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === " " || ch === "	") endWord();
    else if (ch === "\n" || ch === ";" || ch === "&" || ch === "|") {
      endCommand();
      if ((ch === "&" || ch === "|") && line[i + 1] === ch) i++;
    } else if (ch === "(" || ch === ")") return { unreadable: "a subshell or a function in the shell command line is not read" };
    else if (ch === "<" || ch === ">") {
      if (inWord && /^\d+$/.test(text) && !expands) {
        text = "";
        inWord = false;
      } else endWord();
      if (ch === "<" && line[i + 1] === "<") return { unreadable: "a here-document in the shell command line is not read" };
      while (line[i + 1] === ">" || line[i + 1] === "<" || line[i + 1] === "|") i++;
      if (line[i + 1] === "&") {
        i++;
        while (/[\d-]/.test(line[i + 1] ?? "")) i++;
      } else redirectTarget = true;
    } else if (ch === "\\") {
      if (line[i + 1] === "\n") i++;
      else if (i + 1 < line.length) {
        text += line[++i];
        inWord = true;
      }
    } else if (ch === "'") {
      const close = line.indexOf("'", i + 1);
      if (close < 0) return { unreadable: "the shell command line has an unclosed quote" };
      text += line.slice(i + 1, close);
      inWord = true;
      i = close;
    } else if (ch === '"') {
      inWord = true;
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        const c = line[j];
        if (c === "\\" && '$`"\\\n'.includes(line[j + 1] ?? "")) text += line[++j] === "\n" ? "" : line[j];
        else {
          if (c === "$" || c === "`") expands = true;
          text += c;
        }
      }
      if (j >= line.length) return { unreadable: "the shell command line has an unclosed quote" };
      i = j;
    } else if (ch === "#" && !inWord) {
      while (i + 1 < line.length && line[i + 1] !== "\n") i++;
    } else {
      if (ch === "$" || ch === "`" || ch === "*" || ch === "?" || ch === "[" || ch === "~" && !inWord) expands = true;
      text += ch;
      inWord = true;
    }
  }
  if (redirectTarget && !inWord) return { unreadable: "a redirection in the shell command line has no target" };
  endCommand();
  for (const c of commands) {
    const first = c[0].text;
    if (SHELL_KEYWORDS.has(first) || SHELL_GROUPING.has(first))
      return { unreadable: `the shell command line uses ${JSON.stringify(first)}, which is not read` };
  }
  return { commands };
}
function optionWords(name, value) {
  return value.startsWith("-") ? [`--${name}=${value}`] : [`--${name}`, value];
}

export {
  commandWords,
  shellCommands,
  optionWords
};

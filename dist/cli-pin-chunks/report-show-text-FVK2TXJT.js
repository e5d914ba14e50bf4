#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  unifiedDiff
} from "./chunk-IB2QKOOB.js";
import "./chunk-NXQHFEHK.js";
import {
  changeText
} from "./chunk-BQI3AF34.js";
import "./chunk-HD5YI6OE.js";
import {
  nonToolLabel
} from "./chunk-UKLAMLPA.js";
import {
  escapeForTerminal,
  quoteForTerminal
} from "./chunk-C7I7V366.js";
import "./chunk-PTA2LSLX.js";
import "./chunk-NFH5SJ4A.js";
import "./chunk-ASOE4FB5.js";

// src/core/report/report-show-text.ts
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
        const where = `server ${server}: tool ${quoteForTerminal(c.tool)} ${escapeForTerminal(field)}`;
        const patch = t.reviewed !== void 0 && t.current !== void 0 ? unifiedDiff(t.reviewed, t.current) : void 0;
        if (patch !== void 0) {
          block(`${where}, reviewed -> now (from the server, untrusted):`, cut(patch));
          continue;
        }
        if (t.reviewed !== void 0) block(`${where}, reviewed (from the server, untrusted):`, cut(t.reviewed));
        if (t.current !== void 0) block(`${where}, now (from the server, untrusted):`, cut(t.current));
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
export {
  renderChangedTextForTerminal
};

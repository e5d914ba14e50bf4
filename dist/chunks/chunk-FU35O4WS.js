#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/mcp/config/config-inputs.ts
function expandInputs(value, inputs, label, secrets, expand) {
  let out = "";
  let last = 0;
  for (const m of value.matchAll(/\$\{input:([^}]*)\}/g)) {
    const id = m[1];
    const given = inputs?.get(id);
    if (given === void 0) {
      const shown = JSON.stringify(id.slice(0, 60));
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${label}: \${input:${id.slice(0, 60)}} asks the user for a value in VS Code: give it with --input ${/^[\w.-]+$/.test(id) ? id : shown}=VALUE (or use \${env:NAME})`
      );
    }
    out += expand(value.slice(last, m.index)) + given;
    if (given !== "") secrets.push(given);
    last = m.index + m[0].length;
  }
  return last === 0 ? expand(value) : out + expand(value.slice(last));
}
function parseConfigInputs(given) {
  const out = /* @__PURE__ */ new Map();
  for (const g of given) {
    const eq = g.indexOf("=");
    const id = eq < 0 ? g : g.slice(0, eq);
    if (eq < 0 || !/^[\w.-]+$/.test(id))
      throw new ToolsealError("USAGE", "--input must be ID=VALUE (ID: the id of a VS Code input, of letters, digits, _ . and -)");
    if (out.has(id)) throw new ToolsealError("USAGE", `--input ${id} is given twice`);
    out.set(id, g.slice(eq + 1));
  }
  return out;
}

export {
  expandInputs,
  parseConfigInputs
};

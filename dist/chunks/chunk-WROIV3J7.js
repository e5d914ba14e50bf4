#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  getInput
} from "./chunk-C5TADEHV.js";
import {
  ToolsealError
} from "./chunk-RV2GY3DS.js";

// src/action/boolean-input.ts
function booleanInput(name, fallback) {
  const v = getInput(name);
  if (v === "") return fallback;
  if (["true", "True", "TRUE"].includes(v)) return true;
  if (["false", "False", "FALSE"].includes(v)) return false;
  throw new ToolsealError("USAGE", `${name} must be true or false, not ${JSON.stringify(v)}`);
}

export {
  booleanInput
};

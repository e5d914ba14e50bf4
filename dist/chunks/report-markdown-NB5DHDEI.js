#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-FEUN5XBN.js";
import "./chunk-H4EPPGOW.js";
import "./chunk-4WWS6QWA.js";
import "./chunk-O7DCC2E6.js";
import "./chunk-QD2GRIM4.js";
import "./chunk-43WI5P3V.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-CQIRURB7.js";
import "./chunk-DRAABODI.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};

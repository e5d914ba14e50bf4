#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-2OHRNVCD.js";
import "./chunk-XFCXV7HI.js";
import "./chunk-F2WU6CCL.js";
import "./chunk-UKK4AKSN.js";
import "./chunk-43WI5P3V.js";
import "./chunk-O7DCC2E6.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-CQIRURB7.js";
import "./chunk-76PUMR7X.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};

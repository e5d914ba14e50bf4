#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-FQ2GIW66.js";
import "./chunk-YP4GW6TG.js";
import "./chunk-3ZEXSF36.js";
import "./chunk-43WI5P3V.js";
import "./chunk-O7DCC2E6.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-R6YOWKZS.js";
import "./chunk-TNXUU5SN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};

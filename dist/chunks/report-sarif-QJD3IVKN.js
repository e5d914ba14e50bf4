#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-5ZEH6PI5.js";
import "./chunk-EV33YVET.js";
import "./chunk-YP4GW6TG.js";
import "./chunk-3ZEXSF36.js";
import "./chunk-43WI5P3V.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-R6YOWKZS.js";
import "./chunk-TNXUU5SN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};

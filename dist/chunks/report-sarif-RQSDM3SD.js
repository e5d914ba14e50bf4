#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
} from "./chunk-SPJJ2JPS.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-PLORJSEU.js";
import "./chunk-KS5M7SZV.js";
import "./chunk-EEYPTXYE.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-P25ZVLCS.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
};

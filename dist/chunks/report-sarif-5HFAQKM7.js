#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
} from "./chunk-RV7BDSVN.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-FTFX2RKF.js";
import "./chunk-3G5E6IXC.js";
import "./chunk-L2VP2TGF.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-43V7QVG4.js";
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

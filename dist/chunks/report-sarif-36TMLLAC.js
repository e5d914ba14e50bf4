#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
} from "./chunk-UK4KWWY6.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-H4EPPGOW.js";
import "./chunk-4WWS6QWA.js";
import "./chunk-QD2GRIM4.js";
import "./chunk-43WI5P3V.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-CQIRURB7.js";
import "./chunk-DRAABODI.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
};

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
} from "./chunk-CEWAM7XJ.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-3PIIKJIT.js";
import "./chunk-45HICMOA.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-VJ7RTCTZ.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-WRJAEJUV.js";
import "./chunk-7VE3NFVE.js";
import "./chunk-GAFI6HQC.js";
import "./chunk-C3AUUPBY.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
};

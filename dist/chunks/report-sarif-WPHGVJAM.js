#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
} from "./chunk-DYTME47L.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-N5T3YMUD.js";
import "./chunk-W4V5UQZN.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-ZSSEV6OS.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-SAY3NVCF.js";
import "./chunk-EWO2VB5N.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
};

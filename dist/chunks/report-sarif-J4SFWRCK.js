#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  SARIF_SCHEMA_URI,
  renderCheckSarif,
  sarifHelpUri,
  sarifRuleOf
} from "./chunk-J6SDLZOH.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-T3U4XPIN.js";
import "./chunk-LKPDJD4D.js";
import "./chunk-BBYSCISU.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-NHWUEQ4U.js";
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

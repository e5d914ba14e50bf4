#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-Q3I4GUYO.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-JHIMP6P4.js";
import "./chunk-WRBTIMIP.js";
import "./chunk-B2LAOQN6.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-FMIH626T.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-DJGRB5U7.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};

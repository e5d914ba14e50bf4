#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-SC4SHKCQ.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-J3NQ3BGE.js";
import "./chunk-LLDZHX6S.js";
import "./chunk-B2LAOQN6.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-RNOPSG3B.js";
import "./chunk-PHPG77PG.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};

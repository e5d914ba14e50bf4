#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-5W4CDK55.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-CERCVBU4.js";
import "./chunk-ZIZMURBX.js";
import "./chunk-B2LAOQN6.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-RNOPSG3B.js";
import "./chunk-ORZVK4I6.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};

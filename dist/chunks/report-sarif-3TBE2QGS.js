#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-TLPISB6A.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-S7DU5SMR.js";
import "./chunk-U2ABFHOI.js";
import "./chunk-KRLTYOEJ.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-4PGBLSK4.js";
import "./chunk-L6GXPO4E.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};

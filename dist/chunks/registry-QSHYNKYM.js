#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
} from "./chunk-OGCR2VYC.js";
import "./chunk-TM36WPW4.js";
import "./chunk-TT4VVWDP.js";
import "./chunk-AS2MEMO7.js";
import "./chunk-2ENW7BQH.js";
import "./chunk-CEAQSIAL.js";
import "./chunk-7OYSRVTU.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-ORZVK4I6.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SKHIGRJM.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
};

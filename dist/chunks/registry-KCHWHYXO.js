#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  checkEntryServerAddress,
  readEntryBundle,
  readRegistryEntry
} from "./chunk-YKM3QHME.js";
import "./chunk-TO6VYTDQ.js";
import "./chunk-NKPV4HZC.js";
import "./chunk-2JV3G57O.js";
import "./chunk-VYGJHT2H.js";
import "./chunk-RRFLHCYX.js";
import "./chunk-7JX7CP5M.js";
import "./chunk-5E4C2RWK.js";
import "./chunk-D5PQ6U56.js";
import "./chunk-ZW34SDBI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-7CC65GER.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-HI3NE2TR.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";
export {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  checkEntryServerAddress,
  readEntryBundle,
  readRegistryEntry
};

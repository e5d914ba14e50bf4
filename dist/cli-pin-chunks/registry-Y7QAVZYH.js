#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  checkEntryServerAddress,
  readEntryBundle,
  readRegistryEntry,
  readRegistryStatement
} from "./chunk-TTFJJWV3.js";
import "./chunk-BPZTMEHK.js";
import "./chunk-JWCMRVRA.js";
import "./chunk-IZYMSPA3.js";
import "./chunk-UUOOOHWX.js";
import "./chunk-DU7GC2LV.js";
import "./chunk-B7SMRBTF.js";
import "./chunk-UM3GUTVM.js";
import "./chunk-VNN7N7MO.js";
import "./chunk-R6NHEJFL.js";
import "./chunk-WBEVLHMG.js";
import "./chunk-DO3QJ2SH.js";
export {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  checkEntryServerAddress,
  readEntryBundle,
  readRegistryEntry,
  readRegistryStatement
};

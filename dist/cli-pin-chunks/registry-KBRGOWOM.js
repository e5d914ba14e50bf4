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
} from "./chunk-CJVS6FSC.js";
import "./chunk-OYVOKNVC.js";
import "./chunk-M3SC6OSE.js";
import "./chunk-5ETNIM4U.js";
import "./chunk-HCCENUXV.js";
import "./chunk-2UXPCXN3.js";
import "./chunk-CUMMBWK5.js";
import "./chunk-B7SMRBTF.js";
import "./chunk-63WBL2YD.js";
import "./chunk-PTA2LSLX.js";
import "./chunk-3TODUGGO.js";
import "./chunk-7E5VU7YR.js";
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

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
} from "./chunk-AVAEKANU.js";
import "./chunk-CD4YZNEK.js";
import "./chunk-AKBXUTXJ.js";
import "./chunk-4OTR5UBY.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-PREDAVGZ.js";
import "./chunk-FYVDUVEN.js";
import "./chunk-UXBQ766G.js";
import "./chunk-SZN4SGFW.js";
import "./chunk-NESRRQKI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-5L7XJ3AW.js";
import "./chunk-XWEAJENA.js";
import "./chunk-DAESLNVL.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RSR2NPFO.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
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

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
} from "./chunk-EMLASIT6.js";
import "./chunk-GUEXEDWZ.js";
import "./chunk-T7IAWG6T.js";
import "./chunk-7KA67JUF.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-QTK7C3QX.js";
import "./chunk-W36RU3V6.js";
import "./chunk-YFK6LEO5.js";
import "./chunk-HTYM4EQG.js";
import "./chunk-CJQCRCLH.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-22TPVHHH.js";
import "./chunk-XWEAJENA.js";
import "./chunk-4FJABAFK.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-3WFPMAPZ.js";
import "./chunk-ZQXA7MAC.js";
import "./chunk-UAZ5W6EW.js";
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

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
} from "./chunk-UAY6HQZZ.js";
import "./chunk-DGS7JBZN.js";
import "./chunk-HEZJDD5D.js";
import "./chunk-CH3OSZNM.js";
import "./chunk-XWJWZUAB.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-KDFEISS4.js";
import "./chunk-W2SVUUR6.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-Q2CDNDPG.js";
import "./chunk-CJQCRCLH.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-HBW537UW.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KJFRI3PB.js";
import "./chunk-QGYRTDA5.js";
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

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  checkEntryServerAddress,
  readEntryBundle,
  readRegistryEntry,
  readRegistryStatement
} from "./chunk-WZDCKL37.js";
import "./chunk-DGS7JBZN.js";
import "./chunk-ZDMULSH5.js";
import "./chunk-CH3OSZNM.js";
import "./chunk-QJ5X7O4B.js";
import "./chunk-2BBBMDA3.js";
import {
  DEFAULT_REGISTRY_URL
} from "./chunk-B6KOWOCB.js";
import "./chunk-UWT5FQXY.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-MOLUOQBY.js";
import "./chunk-W2SVUUR6.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
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

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
} from "./chunk-WAHOKOR6.js";
import "./chunk-MNVEMEWE.js";
import "./chunk-42BKILM3.js";
import "./chunk-BNQXBAXV.js";
import "./chunk-S3J73QJT.js";
import "./chunk-SOBKWR2O.js";
import "./chunk-E74L5AIT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-TNXUU5SN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2DTNLWI7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
};

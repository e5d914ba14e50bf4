#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
} from "./chunk-G72G7FEY.js";
import "./chunk-WJ3TEKIM.js";
import "./chunk-4PN2R6FK.js";
import "./chunk-H2IBCNKE.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-XKXIGP6X.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-DN5L7PBB.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2VBLYOOS.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
};

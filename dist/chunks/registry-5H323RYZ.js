#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
} from "./chunk-MDR2BVUQ.js";
import "./chunk-WJ3TEKIM.js";
import "./chunk-2DWAPMVW.js";
import "./chunk-FXRTREF3.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-OMN2OLFD.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-FCAY23YD.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SJPAQNAK.js";
import "./chunk-YNDTYTI6.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
};

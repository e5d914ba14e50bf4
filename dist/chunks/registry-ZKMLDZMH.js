#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
} from "./chunk-KUSZ6LVS.js";
import "./chunk-WJ3TEKIM.js";
import "./chunk-BRJ7D3VS.js";
import "./chunk-MFHOA2ZH.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-EAB5Q556.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-SFJNIKT4.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-T36N3L4D.js";
import "./chunk-DJGRB5U7.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
};

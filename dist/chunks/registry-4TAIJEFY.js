#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
} from "./chunk-FOERP37A.js";
import "./chunk-WB5HF2U4.js";
import "./chunk-JFFICDZJ.js";
import "./chunk-OGJBU4X6.js";
import "./chunk-2KZPEVGS.js";
import "./chunk-ZE7L3B5D.js";
import "./chunk-G32FCWOI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-V5UAH45X.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-XIZNOA57.js";
import "./chunk-E3DKO46M.js";
import "./chunk-J74BK7HQ.js";
import "./chunk-U7PF666Q.js";
export {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  readRegistryEntry
};

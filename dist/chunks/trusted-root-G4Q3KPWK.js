#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunk-P6T4OX64.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-HI3NE2TR.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";
export {
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
};

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunk-ZS32NKK6.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-A7KYA55U.js";
import "./chunk-DJGRB5U7.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
};

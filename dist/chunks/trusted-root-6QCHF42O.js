#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  assertTrustedRootDocument,
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile,
  trustedRootFromDocument
} from "./chunk-DWGEOXZL.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-WDWOWFX7.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  assertTrustedRootDocument,
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile,
  trustedRootFromDocument
};

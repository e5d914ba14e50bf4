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
} from "./chunk-Y6LDPUOP.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-TKXSVQ2L.js";
import "./chunk-JRX2J65D.js";
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

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
} from "./chunk-RMB7HVLM.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-IRQGO3E3.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
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

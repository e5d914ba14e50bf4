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
} from "./chunk-WP2SQMCO.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-DDWG5DLN.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
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

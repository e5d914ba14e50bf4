#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  assertTrustedRootDocument,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile,
  trustedRootFromDocument
} from "./chunk-XLA74Q6S.js";
import "./chunk-O3TYKOTK.js";
import "./chunk-QQZW3NA6.js";
import "./chunk-RV2GY3DS.js";
import "./chunk-R2T6IZ3G.js";
export {
  assertTrustedRootDocument,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile,
  trustedRootFromDocument
};

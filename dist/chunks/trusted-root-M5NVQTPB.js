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
} from "./chunk-GYWOUTQ6.js";
import "./chunk-O3TYKOTK.js";
import "./chunk-EENI2S6U.js";
import "./chunk-MUT6MI3K.js";
import "./chunk-R2T6IZ3G.js";
export {
  assertTrustedRootDocument,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile,
  trustedRootFromDocument
};

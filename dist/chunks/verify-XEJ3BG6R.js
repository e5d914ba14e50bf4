#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  runVerify,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-GG7CXE5V.js";
import "./chunk-DVXCE5ZU.js";
import "./chunk-GBVNIDIZ.js";
import "./chunk-O3TYKOTK.js";
import "./chunk-FLTAZPFU.js";
import "./chunk-2OXPLRBM.js";
import "./chunk-MWUQ6OQR.js";
import "./chunk-MUT6MI3K.js";
import "./chunk-R2T6IZ3G.js";
export {
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  runVerify,
  runVerifyBundle,
  verifySignedStatement
};

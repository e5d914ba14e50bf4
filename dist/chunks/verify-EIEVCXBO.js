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
} from "./chunk-6PDAHM6R.js";
import "./chunk-3C53PZZG.js";
import "./chunk-HQRWXGTF.js";
import "./chunk-O3TYKOTK.js";
import "./chunk-K6UC26XY.js";
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

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
} from "./chunk-QAJYZTV5.js";
import "./chunk-DVXCE5ZU.js";
import "./chunk-5JPV7I3R.js";
import "./chunk-O3TYKOTK.js";
import "./chunk-FLTAZPFU.js";
import "./chunk-HOPGPJHJ.js";
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

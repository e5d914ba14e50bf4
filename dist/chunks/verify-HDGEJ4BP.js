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
} from "./chunk-HIJP5DPN.js";
import "./chunk-2Y3HKULV.js";
import "./chunk-7UGBCZJM.js";
import "./chunk-O3TYKOTK.js";
import "./chunk-OFQP72NY.js";
import "./chunk-IJ3MTGEZ.js";
import "./chunk-GWAKX252.js";
import "./chunk-RV2GY3DS.js";
import "./chunk-R2T6IZ3G.js";
export {
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  runVerify,
  runVerifyBundle,
  verifySignedStatement
};

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-QACRIWU6.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-AS2MEMO7.js";
import "./chunk-T47HVGCK.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-QP5WIZYT.js";
import "./chunk-2ENW7BQH.js";
import "./chunk-D3BF4VXD.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-JTEBXNBM.js";
import "./chunk-RNOPSG3B.js";
import "./chunk-ORZVK4I6.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};

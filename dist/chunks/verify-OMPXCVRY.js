#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-B2TBR5MV.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-VYGJHT2H.js";
import "./chunk-RRFLHCYX.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-7JX7CP5M.js";
import "./chunk-5E4C2RWK.js";
import "./chunk-4QG77VIH.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-XPHSPXNA.js";
import "./chunk-BE5RWR6R.js";
import "./chunk-7CC65GER.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};

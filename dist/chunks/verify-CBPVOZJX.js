#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-JJZYTDRS.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-I3MYRMMP.js";
import "./chunk-B3J7UZUW.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-XGKEWL5R.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-GNPLOTKT.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-WU5WBBJQ.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-FMIH626T.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-DJGRB5U7.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};

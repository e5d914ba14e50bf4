#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-3PXP445O.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-H2IBCNKE.js";
import "./chunk-LVSFSBND.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-XGKEWL5R.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-2755N6SQ.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-E5K5FR35.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-DN5L7PBB.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};

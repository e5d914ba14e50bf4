#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-PUMBK5X3.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-ZWT43TKI.js";
import "./chunk-LVSFSBND.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-XGKEWL5R.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-HH4YU4XO.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-X4DXZZ7H.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-M2CEKNW5.js";
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

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-SPMPKVEL.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-BOS7XUGY.js";
import "./chunk-LVSFSBND.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-XGKEWL5R.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-FKWNZ4QL.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-AN6AYBDC.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-3WDUCVAF.js";
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

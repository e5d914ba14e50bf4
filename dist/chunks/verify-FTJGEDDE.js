#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-QSCMZQ66.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-FXRTREF3.js";
import "./chunk-YAQM27PZ.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-XGKEWL5R.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-R5NUP7Q5.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-TCOQOXTM.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-FCAY23YD.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-YNDTYTI6.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};

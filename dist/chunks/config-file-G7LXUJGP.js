#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-DR3ZTNKJ.js";
import "./chunk-CKALECJ5.js";
import "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import "./chunk-V5IMACWJ.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-67AH6TGB.js";
import "./chunk-5XTFMSJV.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};

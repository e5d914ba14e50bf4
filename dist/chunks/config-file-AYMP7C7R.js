#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-YCXXAKBH.js";
import "./chunk-64TFPJ3X.js";
import "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import "./chunk-V5IMACWJ.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-67AH6TGB.js";
import "./chunk-5XTFMSJV.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KJFRI3PB.js";
import "./chunk-QGYRTDA5.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};

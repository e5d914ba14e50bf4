#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-IVTRBKWM.js";
import "./chunk-C5TZ6VB5.js";
import "./chunk-HM5R2HPS.js";
import "./chunk-JMFE53JP.js";
import "./chunk-JWGMNVNY.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-PB74NMBC.js";
import "./chunk-NAVUWDQG.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RSR2NPFO.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};

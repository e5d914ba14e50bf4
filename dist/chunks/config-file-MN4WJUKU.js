#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-DO23G3AK.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2VBLYOOS.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-7BJOLGBC.js";
import "./chunk-DQKO7AN7.js";
import "./chunk-U7PF666Q.js";
export {
  context,
  getOctokit
};

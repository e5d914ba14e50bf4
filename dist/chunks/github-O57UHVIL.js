#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-ICI23BVF.js";
import "./chunk-VYTVB47M.js";
import "./chunk-U7PF666Q.js";
export {
  context,
  getOctokit
};

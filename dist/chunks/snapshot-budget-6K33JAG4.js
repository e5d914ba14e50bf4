#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
} from "./chunk-WPQH5GS3.js";
import "./chunk-YKAD4UVX.js";
import "./chunk-J74BK7HQ.js";
import "./chunk-U7PF666Q.js";
export {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
};

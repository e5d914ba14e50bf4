#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SnapshotBudget,
  onServerInput
} from "./chunk-JJ2MYPIP.js";
import "./chunk-EPNPETOJ.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  SnapshotBudget,
  onServerInput
};

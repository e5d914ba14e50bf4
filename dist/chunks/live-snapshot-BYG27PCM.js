#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer
} from "./chunk-EEDBEE3Z.js";
import "./chunk-BZE4MJPX.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-LUX5HS4C.js";
import "./chunk-Q5VJONMS.js";
import "./chunk-TKXSVQ2L.js";
import "./chunk-JJF6DVEP.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-JRX2J65D.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer
};

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-3HPZ3C2X.js";
import "./chunk-UYWMMKF3.js";
import "./chunk-JMFE53JP.js";
import "./chunk-UGNNVCAG.js";
import "./chunk-VI5DM5PD.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-S5Y6ZJTX.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-GFI6OGYQ.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-BOLELV7U.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-X4DXZZ7H.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-M2CEKNW5.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RD5P2HOY.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};

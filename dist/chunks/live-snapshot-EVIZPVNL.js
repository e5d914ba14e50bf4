#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-PAKP3NYQ.js";
import "./chunk-UYWMMKF3.js";
import "./chunk-JMFE53JP.js";
import "./chunk-C45CKC64.js";
import "./chunk-QUKBUB3T.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-S5Y6ZJTX.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-GFI6OGYQ.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-BOLELV7U.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-EBHAYHNV.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-L6GXPO4E.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RD5P2HOY.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};

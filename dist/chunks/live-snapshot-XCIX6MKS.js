#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-2EEJE3Z6.js";
import "./chunk-RFNLA25H.js";
import "./chunk-JMFE53JP.js";
import "./chunk-LPCLU6LX.js";
import "./chunk-5W4JLKWK.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-S5Y6ZJTX.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-GFI6OGYQ.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-BOLELV7U.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-HCS3PUDR.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-3WDUCVAF.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RD5P2HOY.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};

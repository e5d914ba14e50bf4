#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-XO3SUPYL.js";
import "./chunk-5HYO2CNK.js";
import "./chunk-JMFE53JP.js";
import "./chunk-JVMADQKF.js";
import "./chunk-RII7FFSZ.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-S5Y6ZJTX.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-AWZ2CMHZ.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-BOLELV7U.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-TCOQOXTM.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-FCAY23YD.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SJPAQNAK.js";
import "./chunk-YNDTYTI6.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};

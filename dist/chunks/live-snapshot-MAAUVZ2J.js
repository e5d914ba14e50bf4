#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-7J4IPRPL.js";
import "./chunk-L7PI2BGY.js";
import "./chunk-JILT37DH.js";
import "./chunk-E74L5AIT.js";
import "./chunk-UKK4AKSN.js";
import "./chunk-43WI5P3V.js";
import "./chunk-JMFE53JP.js";
import "./chunk-OS65BR55.js";
import "./chunk-2JV2ACHX.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-3WNR4UNQ.js";
import "./chunk-HL6XLGMR.js";
import "./chunk-WNEI4P2X.js";
import "./chunk-CQIRURB7.js";
import "./chunk-76PUMR7X.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-IRQGO3E3.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};

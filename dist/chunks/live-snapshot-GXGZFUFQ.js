#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-GX6IKV73.js";
import "./chunk-IEXZHQSF.js";
import "./chunk-7BQEWS6V.js";
import "./chunk-YCN4T47S.js";
import "./chunk-7RLMBLVP.js";
import "./chunk-2BBBMDA3.js";
import "./chunk-WJCMUN64.js";
import "./chunk-XTTDHHZ3.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-67AH6TGB.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-HV23MNIH.js";
import "./chunk-5XTFMSJV.js";
import "./chunk-GJGWUCU6.js";
import "./chunk-RAG7VAPI.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};

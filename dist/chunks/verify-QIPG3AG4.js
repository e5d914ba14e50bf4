#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-6SJOM5JD.js";
import "./chunk-6FD7CGU4.js";
import "./chunk-M4VR5BLI.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-CH3OSZNM.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-MOLUOQBY.js";
import "./chunk-W2SVUUR6.js";
import "./chunk-ZWUZ5AYI.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-GJGWUCU6.js";
import "./chunk-RAG7VAPI.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-7SL4J55T.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};

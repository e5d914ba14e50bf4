#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-SI55S6BT.js";
import "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import {
  forgetOAuth
} from "./chunk-OTS5JKFY.js";
import "./chunk-6UAB3CQ3.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-67AH6TGB.js";
import {
  escapeForTerminal
} from "./chunk-EFISWI7Y.js";
import "./chunk-5XTFMSJV.js";
import "./chunk-32BVRGQ6.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-3VW3PRHK.js";
import "./chunk-HBW537UW.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KJFRI3PB.js";
import "./chunk-QGYRTDA5.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/oauth-logout.ts
async function forgetOAuthFromArgs(ctx) {
  for (const { server, forgot } of await forgetOAuth(serverSpecFromArgs(ctx), ctx.io.env)) {
    ctx.io.stderr(`toolseal: ${escapeForTerminal(server)}: ${forgot ? "forgot the cached OAuth tokens" : "no cached OAuth tokens"}
`);
  }
}
export {
  forgetOAuthFromArgs
};

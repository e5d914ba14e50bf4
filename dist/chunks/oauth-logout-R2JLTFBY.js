#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-THV5PP6J.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-5VB7FISJ.js";
import "./chunk-7OLA4WZP.js";
import "./chunk-BNL4KH2J.js";
import {
  escapeForTerminal
} from "./chunk-XWEAJENA.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-E5K5FR35.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-DN5L7PBB.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2VBLYOOS.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
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

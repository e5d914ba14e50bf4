#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-GU3LDLVD.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-K7OBKLB6.js";
import "./chunk-OZDVYGCR.js";
import "./chunk-BNL4KH2J.js";
import {
  escapeForTerminal
} from "./chunk-XWEAJENA.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-WU5WBBJQ.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-FMIH626T.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-A7KYA55U.js";
import "./chunk-DJGRB5U7.js";
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

#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-M4X2RIDF.js";
import {
  forgetOAuth
} from "./chunk-NPMBQRLX.js";
import "./chunk-BZE4MJPX.js";
import {
  escapeForTerminal
} from "./chunk-FWTDHL3Z.js";
import "./chunk-LUX5HS4C.js";
import "./chunk-Q5VJONMS.js";
import "./chunk-TKXSVQ2L.js";
import "./chunk-JRX2J65D.js";
import "./chunk-UQQWLFOE.js";
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

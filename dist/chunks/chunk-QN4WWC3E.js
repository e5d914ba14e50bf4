#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  readTextFile
} from "./chunk-EENI2S6U.js";
import {
  ToolsealError,
  decodeUtf8
} from "./chunk-MUT6MI3K.js";

// src/fs/read-path-or-url.ts
import { resolve } from "node:path";
var MAX_FETCHED_BYTES = 32 * 1024 * 1024;
async function readPathOrURL(ref, options = {}) {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return { text: readTextFile(resolve(options.cwd ?? ".", ref)), source: ref };
  let url;
  try {
    url = new URL(ref);
  } catch (e) {
    throw new ToolsealError("USAGE", `not a URL: ${JSON.stringify(ref.slice(0, 200))}`, { cause: e });
  }
  if (!isAllowedScheme(url)) throw new ToolsealError("USAGE", `${url.origin}: documents are fetched over https only`);
  const shown = `${url.origin}${url.pathname}`;
  let response;
  try {
    response = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(options.timeoutMs ?? 6e4) });
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: ${e.name}`, { cause: e });
  }
  if (!response.ok) throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: HTTP ${response.status}`);
  const final = response.url ? new URL(response.url) : url;
  if (!isAllowedScheme(final)) throw new ToolsealError("IO_ERROR", `${shown}: redirected to ${final.protocol}//${final.host}, not https`);
  const length = Number(response.headers.get("content-length") ?? "0");
  if (length > MAX_FETCHED_BYTES) throw new ToolsealError("IO_ERROR", `${shown}: larger than ${MAX_FETCHED_BYTES} bytes`);
  const buf = Buffer.from(await response.arrayBuffer());
  if (buf.length > MAX_FETCHED_BYTES) throw new ToolsealError("IO_ERROR", `${shown}: larger than ${MAX_FETCHED_BYTES} bytes`);
  return { text: decodeUtf8(buf, shown), source: shown };
}
function isAllowedScheme(url) {
  return url.protocol === "https:" || url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

export {
  readPathOrURL
};

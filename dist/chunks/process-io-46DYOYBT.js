#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  decodeUtf8
} from "./chunk-7SL4J55T.js";
import {
  osErrorText
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/process-io.ts
const { writeSync } = process.getBuiltinModule("node:fs");
const { isatty } = process.getBuiltinModule("node:tty");
function processIO() {
  return {
    stdout: writeStdout,
    stderr: writeStderr,
    readStdin: async () => {
      const chunks = [];
      for await (const c of process.stdin) chunks.push(c);
      return decodeUtf8(Buffer.concat(chunks), "stdin");
    },
    env: process.env,
    cwd: process.cwd(),
    // Asked of the descriptors: creating process.stdout (what its isTTY would take) loads Node's stream
    // and net code, a tenth of a small command's start-up.
    isTTY: isatty(1),
    stderrIsTTY: isatty(2)
  };
}
var stream = false;
function writeStdout(text) {
  if (stream) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text, "utf8");
  let written = 0;
  try {
    while (written < bytes.length) written += writeSync(1, bytes, written);
  } catch (e) {
    const err = e;
    if (err.code !== "EAGAIN") return stdoutFailed(err);
    useStream();
    process.stdout.write(bytes.subarray(written));
  }
}
function useStream() {
  stream = true;
  process.stdout.on("error", (e) => stdoutFailed(e));
}
function stdoutFailed(e) {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  process.stderr.write(`toolseal: IO_ERROR: cannot write to stdout: ${osErrorText(e)}
`);
  process.exit(2);
}
var stderrWatched = false;
function writeStderr(text) {
  if (!stderrWatched) {
    stderrWatched = true;
    process.stderr.on("error", () => {
    });
  }
  process.stderr.write(text);
}
export {
  processIO
};

// bin.ts imports this name for `lock` and `check` of a snapshot file; the build maps it to dist/cli-pin.js,
// the single-file CLI (single-file-cli.ts) built with lock and check as its only commands and without the
// modules that start or configure servers (a snapshot file needs none). Run from source, it is that same CLI.
import './single-file-cli.js';

// bin.ts imports this name for `lock` and `check` of a snapshot file; the build maps it to dist/cli-pin.js,
// the CLI of single-file-cli.ts built with lock and check as its only commands and without the modules that
// start or configure servers (a snapshot file needs none), split so that what only a dynamic import reaches
// (signed upgrades, publisher options) is in chunks of dist/cli-pin-chunks/ read when used. Run from
// source, it is that same CLI.
import './single-file-cli.js';

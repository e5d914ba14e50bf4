// bin.ts imports this name for verify-bundle; the build maps it to dist/cli-verify-bundle.js, the single-file CLI
// (single-file-cli.ts) built with verify-bundle as its only command. Run from source, it is that same CLI.
import './single-file-cli.js';

// Each action entry exports run(), as actions/typescript-action's entries do: a runner that imports the entry
// (@github/local-action) calls run() itself, while the GitHub runner starts the file (`node dist/check.js`),
// and then the entry runs on its own. Which of the two happened is read here, in one place.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Whether the module at `moduleUrl` is the script node was started with (`process.argv[1]`), links resolved. */
export function isMainModule(moduleUrl: string, script: string | undefined = process.argv[1]): boolean {
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

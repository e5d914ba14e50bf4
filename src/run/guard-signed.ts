// The guard's signed mode: its bundle read and verified once, at start (steps 1 to 4 of verify), into the
// signed surface each decision compares with.
import { ToolsealError } from '../core/errors.js';
import type { SignedSurface } from '../core/guard/guard.js';
import type { IdentityPolicy } from '../core/statement/identity-policy.js';
import { readPathOrURL } from '../fs/read-path-or-url.js';
import { loadTrustedRoot } from '../sigstore/trusted-root.js';
import { verifySignedStatement } from './verify.js';

export interface GuardSignedOptions {
  /** `--bundle`: a path, or an https URL (plain http to this machine only). */
  bundle: string;
  cwd: string;
  policy: IdentityPolicy;
  serverName?: string;
  /** `--trusted-root` (default: the public-good root shipped with toolseal; nothing fetched). */
  trustedRootFile?: string;
  /** `--timeout`: how long a bundle URL may take to fetch, at most. */
  timeoutMs: number;
  /** A line for the guard's stderr (the BLOCKED line of a bundle that does not verify). */
  notice(line: string): void;
}

/**
 * The signed surface, or the error its verification ended in (then every list is blocked, and `notice`
 * says why once). A bundle file is read now: one that cannot be read is thrown (exit 2). A bundle URL is
 * handed over pending, inside the object so that returning it does not wait for it: the server starts
 * meanwhile, each decision waits for it, and the fetch ends within `timeoutMs`; one that does not answer,
 * or fails, blocks every list (`IO_ERROR`). So the host's `initialize` is held no longer than the timeout.
 * The pending surface never rejects.
 */
export async function guardSignedSurface(o: GuardSignedOptions): Promise<{ signed: SignedSurface | Promise<SignedSurface> }> {
  const trustedRoot = await loadTrustedRoot({ file: o.trustedRootFile });
  const verified = (bundle: { text: string; source: string }): SignedSurface => {
    const { statement } = verifySignedStatement({
      bundleText: bundle.text,
      bundleSource: bundle.source,
      trustedRoot,
      policy: o.policy,
      serverName: o.serverName,
    });
    return { predicate: statement.predicate };
  };
  const blocked = (e: ToolsealError): SignedSurface => {
    o.notice(`BLOCKED ${e.code}: the bundle did not verify: every list will be blocked: ${e.message}`);
    return { error: { code: e.code, message: e.message } };
  };
  if (!isURL(o.bundle)) {
    const bundle = await readPathOrURL(o.bundle, { cwd: o.cwd });
    try {
      return { signed: verified(bundle) };
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      return { signed: blocked(e) };
    }
  }
  const pending = readPathOrURL(o.bundle, { cwd: o.cwd, timeoutMs: o.timeoutMs })
    .then(verified)
    // Whatever it was, the surface stays blocked (the text of an error that is not toolseal's is not shown).
    .catch((e: unknown) => blocked(e instanceof ToolsealError ? e : new ToolsealError('IO_ERROR', 'the bundle could not be read')));
  return { signed: pending };
}

/** Whether `--bundle` names a URL (fetched) rather than a path (read now): readPathOrURL's own test. */
function isURL(ref: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(ref);
}

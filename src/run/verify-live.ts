// The last steps of `verify`, the same for the command and the action once their inputs are read: the
// bundle at hand, else the one stored for the surface; the live server checked and contacted only once a
// bundle has verified.
import type { VerifyReport } from '../core/statement/verify-report.js';
import type { AttestationScope } from '../github/attestations.js';
import type { ServerSpec, SnapshotLimits } from '../mcp/server/server-spec.js';
import { takeSnapshot } from '../mcp/snapshot/server-snapshots.js';
import { runVerify, runVerifyAttested, type AttestedVerifyInputs, type VerifyDeps } from './verify.js';
import { describeAttestationStore, describeServerSpec } from './verify-options.js';

/** The live server to compare with: its spec and bounds, and what is checked before it is contacted (a registry entry's address). */
export interface LiveServer {
  spec: ServerSpec;
  limits: SnapshotLimits;
  beforeSnapshot?: () => Promise<void>;
}

/** Where a surface's stored bundles are looked up when no bundle is at hand: GitHub's attestations of `scope`. */
export interface AttestationStore {
  scope: AttestationScope | undefined;
  apiUrl: string | undefined;
  token: string | undefined;
  signal: AbortSignal;
}

/**
 * Verifies `bundle` (`runVerify`), or without one the bundles `store` holds for the surface
 * (`runVerifyAttested`, `store.scope` set), and compares the signed surface with the live server's.
 */
export async function verifyLiveServer(
  inputs: AttestedVerifyInputs,
  bundle: { text: string; source: string } | undefined,
  live: LiveServer,
  store: AttestationStore,
): Promise<VerifyReport> {
  const deps: VerifyDeps = {
    // Called once a bundle has verified: the server is checked, then contacted.
    snapshot: async () => {
      await live.beforeSnapshot?.();
      return takeSnapshot(live.spec, live.limits);
    },
    liveSource: describeServerSpec(live.spec),
  };
  if (bundle !== undefined) return runVerify({ ...inputs, bundleText: bundle.text, bundleSource: bundle.source }, deps);
  const { listAttestationBundles } = await import('../github/attestations.js');
  const scope = store.scope!;
  return runVerifyAttested(inputs, {
    ...deps,
    attestations: (digest) => listAttestationBundles({ scope, digest, apiUrl: store.apiUrl, token: store.token, signal: store.signal }),
    store: describeAttestationStore(scope, Boolean(store.token)),
  });
}

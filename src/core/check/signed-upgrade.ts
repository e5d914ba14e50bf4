// A changed surface decided as a signed upgrade (docs/verifying.md, "Signed upgrades"): the chain's outcome
// (core/check/upgrade-chain.ts) applied to a server's check under the posture. Pure.
import type { OnChange, ServerCheck } from './check.js';
import type { UpgradeOutcome } from './upgrade-chain.js';

/**
 * A changed server's check with the outcome of its signed-upgrade chain: an accepted upgrade with no
 * widening is `signed-upgrade` (continues) under `warn` and `signed`; under `fail` every change still
 * blocks, and a widening blocks whatever signed it. A refused one keeps the verdict the posture gave
 * (under `signed`, blocked). The outcome is reported either way.
 */
export function withSignedUpgrade(c: ServerCheck, upgrade: UpgradeOutcome | undefined, onChange: OnChange): ServerCheck {
  if (c.pinState !== 'changed' || upgrade === undefined) return c;
  if (!upgrade.accepted || c.widening || onChange === 'fail') return { ...c, signedUpgrade: upgrade };
  return { ...c, signedUpgrade: upgrade, verdict: 'signed-upgrade', approved: true };
}

/** The report's line on a server's signed upgrade: revision N→M, the signer, or why it was not one (no server text). */
export function signedUpgradeNote(c: ServerCheck): string | undefined {
  const u = c.signedUpgrade;
  if (u === undefined) return undefined;
  if (!u.accepted) return `not a signed upgrade (${u.code}): ${u.reason}`;
  const from = u.fromRevision === undefined ? 'the pinned surface' : `revision ${u.fromRevision}`;
  const blocked = c.widening ? ' (a widening blocks even when signed)' : c.verdict === 'blocked' ? ' (blocked under --on-change fail)' : '';
  return `signed upgrade: ${from} → revision ${u.toRevision}, signed by ${JSON.stringify(u.signer)}, ${u.hops} hop(s)${blocked}`;
}

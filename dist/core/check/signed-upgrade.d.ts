import type { OnChange, ServerCheck } from './check.js';
import type { UpgradeOutcome } from './upgrade-chain.js';
/**
 * A changed server's check with the outcome of its signed-upgrade chain: an accepted upgrade with no
 * widening is `signed-upgrade` (continues) under `warn` and `signed`; under `fail` every change still
 * blocks, and a widening blocks whatever signed it. A refused one keeps the verdict the posture gave
 * (under `signed`, blocked). The outcome is reported either way.
 */
export declare function withSignedUpgrade(c: ServerCheck, upgrade: UpgradeOutcome | undefined, onChange: OnChange): ServerCheck;
/** The report's line on a server's signed upgrade: revision N→M, the signer, or why it was not one (no server text). */
export declare function signedUpgradeNote(c: ServerCheck): string | undefined;

import { ToolsealError } from '../../core/errors.js';
import type { IdentityPolicy } from '../../core/statement/identity-policy.js';
import { readTextFile, readUserFileBytes } from '../../fs/json-file.js';
import { runVerifyBundle } from '../../run/verify.js';
import { parseSha256Artifact, type Artifact } from '../../sigstore/verify.js';
import type { Command, CommandContext } from '../command.js';
import { loadTrustedRoot } from '../../sigstore/trusted-root.js';
import { jsonForTerminal, quoteForTerminal } from '../../core/text/terminal-text.js';

export const command: Command = {
  name: 'verify-bundle',
  summary: 'verify any Sigstore bundle (the sigstore-conformance CLI protocol)',
  help: `Usage: toolseal verify-bundle --bundle FILE (--certificate-identity I --certificate-oidc-issuer U | --key PEM)
                              [--trusted-root F | --tuf] FILE_OR_DIGEST

Verifies a Sigstore bundle (v0.1 to v0.3, message signature or DSSE) over an artifact given as a file or
as sha256:<hex>: signature, certificate chain, SCT, transparency-log inclusion and
timestamps against the trusted root; for DSSE, the artifact must be a subject of the in-toto statement.
Then the signer: the SAN must equal --certificate-identity exactly and the OIDC issuer
--certificate-oidc-issuer exactly, as cosign checks them: a workflow SAN is not also held to the
repository the run was in (toolseal verify and guard hold it; see docs/verifying.md). With --key, the
bundle must be signed with that key instead.

Options:
  --bundle FILE                     the bundle (.sigstore.json)
  --certificate-identity I          the signer's SAN, exactly
  --certificate-oidc-issuer U       the signer's OIDC issuer, exactly
  --key PEM                         a PEM public key file, for key-signed bundles
  --trusted-root F                  a trusted root JSON (default: the public-good root shipped with toolseal)
  --tuf                             refresh the public-good trusted root through TUF (network)
  --json                            {"verified": true, ...} on stdout

Exit codes: 0 verified, 1 signature or identity check failed, 2 usage or an invalid bundle/trusted root.`,
  options: {
    bundle: { type: 'string' },
    'certificate-identity': { type: 'string' },
    'certificate-oidc-issuer': { type: 'string' },
    key: { type: 'string' },
    'trusted-root': { type: 'string' },
    tuf: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  maxPositionals: 1,
  async run(ctx) {
    const { values, positionals, io } = ctx;
    const bundleFile = str(ctx, 'bundle');
    if (bundleFile === undefined) throw new ToolsealError('USAGE', 'verify-bundle needs --bundle FILE');
    const target = positionals[0];
    if (target === undefined) throw new ToolsealError('USAGE', 'verify-bundle needs the artifact: a FILE or sha256:<hex>');
    const identity = str(ctx, 'certificate-identity');
    const issuer = str(ctx, 'certificate-oidc-issuer');
    const keyFile = str(ctx, 'key');
    let policy: IdentityPolicy | undefined;
    if (keyFile !== undefined) {
      if (identity !== undefined || issuer !== undefined)
        throw new ToolsealError('USAGE', 'give --key or the certificate identity options, not both');
    } else {
      if (identity === undefined || issuer === undefined) {
        throw new ToolsealError('USAGE', 'give --certificate-identity and --certificate-oidc-issuer, or --key');
      }
      // The conformance protocol's identity is cosign's: the SAN and issuer only (any caller of a reusable workflow).
      policy = { issuer, identity: { kind: 'exact', san: identity }, caller: { kind: 'any' } };
    }
    const artifact: Artifact = parseSha256Artifact(target) ?? { kind: 'bytes', bytes: readBytes(target) };
    const verified = runVerifyBundle({
      bundleText: readTextFile(bundleFile),
      bundleSource: bundleFile,
      artifact,
      trustedRoot: await loadTrustedRoot({ file: str(ctx, 'trusted-root'), tuf: values.tuf === true }),
      policy,
      publicKeyPem: keyFile === undefined ? undefined : readTextFile(keyFile),
    });
    if (values.json) {
      io.stdout(jsonForTerminal({ verified: true, bundle: bundleFile, identity: verified.signer?.san ?? null }) + '\n');
    } else {
      io.stdout(
        `verified ${bundleFile}${verified.signer?.san ? ` signed by ${quoteForTerminal(verified.signer.san)}` : ' signed with the given key'}\n`,
      );
    }
    return 0;
  },
};

function str(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}

/** The artifact: a regular file (a FIFO or device refused unread), up to 1 GiB (an artifact may be a release archive). */
function readBytes(file: string): Uint8Array {
  return readUserFileBytes(file, { maxBytes: 1024 * 1024 * 1024 });
}

import { accessSync, constants } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ToolsealError } from '../../core/errors.js';
import { canonicalize } from '../../core/json/jcs.js';
import { parseStatement } from '../../core/statement/statement.js';
import { readTextFile, writeFileAtomic } from '../../fs/json-file.js';
import { resolveIdentityToken } from '../../github/oidc.js';
import { PUBLIC_GOOD, signStatement, signingEndpointsOf } from '../../sigstore/sign.js';
import type { Command, CommandContext } from '../command.js';

export const command: Command = {
  name: 'sign',
  summary: 'sign a statement keyless with Sigstore (Fulcio, Rekor) into a bundle',
  help: `Usage: toolseal sign STATEMENT --bundle OUT [--identity-token T] [--fulcio-url U] [--rekor-url U] [--tsa-url U]

Signs a toolseal statement (from toolseal statement) keyless: an ephemeral key, a Fulcio certificate for
your OIDC identity, a DSSE envelope (application/vnd.in-toto+json) over the statement's canonical bytes,
logged in Rekor. Writes a Sigstore bundle v0.3 (.sigstore.json).

Identity, in order: --identity-token, SIGSTORE_ID_TOKEN, and inside GitHub Actions the job's OIDC token
(audience sigstore; the workflow needs permissions: id-token: write). A token is a secret: it is never
printed. Prefer SIGSTORE_ID_TOKEN to --identity-token (arguments show in process lists).

Options:
  --bundle OUT          where to write the bundle (required)
  --identity-token T    an OIDC identity token for Fulcio
  --fulcio-url U        default ${PUBLIC_GOOD.fulcioURL}
  --rekor-url U         default ${PUBLIC_GOOD.rekorURL}
  --tsa-url U           also get an RFC 3161 timestamp from this authority
  --json                print {bundlePath, logIndex, logEntryURL} on stdout`,
  options: {
    bundle: { type: 'string' },
    'identity-token': { type: 'string' },
    'fulcio-url': { type: 'string' },
    'rekor-url': { type: 'string' },
    'tsa-url': { type: 'string' },
    json: { type: 'boolean' },
  },
  maxPositionals: 1,
  async run(ctx) {
    const file = ctx.positionals[0];
    if (file === undefined) throw new ToolsealError('USAGE', 'sign needs a STATEMENT file (from toolseal statement)');
    const out = str(ctx, 'bundle');
    if (out === undefined) throw new ToolsealError('USAGE', 'sign needs --bundle OUT');
    const statement = parseStatement(readTextFile(file), file, 'INVALID_STATEMENT_INPUT');
    // Before anything is signed: a bundle that cannot be written would leave a Rekor entry and no bundle.
    assertWritableFolder(out);
    // The signed bytes are the canonical ones, whatever the file's formatting.
    const statementText = canonicalize(statement);
    const endpoints = signingEndpointsOf({
      fulcioURL: str(ctx, 'fulcio-url'),
      rekorURL: str(ctx, 'rekor-url'),
      tsaURL: str(ctx, 'tsa-url'),
    });
    const token = await resolveIdentityToken({ token: str(ctx, 'identity-token'), tokenOption: '--identity-token', env: ctx.io.env });
    const result = await signStatement(statementText, { identityToken: token, endpoints });
    writeFileAtomic(out, result.bundleText);
    if (ctx.values.json) {
      ctx.io.stdout(JSON.stringify({ bundlePath: out, logIndex: result.logIndex, logEntryURL: result.logEntryURL }, null, 2) + '\n');
    } else {
      ctx.io.stdout(
        `bundle ${out}${result.logIndex === undefined ? '' : `: Rekor log index ${result.logIndex} (${result.logEntryURL})`}\n`,
      );
    }
    return 0;
  },
};

function assertWritableFolder(file: string): void {
  const folder = dirname(resolve(file));
  try {
    accessSync(folder, constants.W_OK);
  } catch (e) {
    throw new ToolsealError(
      'IO_ERROR',
      `cannot write the bundle ${file}: its folder ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : 'is not writable'}`,
      { cause: e },
    );
  }
}

function str(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}

import { optionWords } from '../core/origin/command-words.js';
import { shellWord } from '../core/text/terminal-text.js';
import { redactSecrets, serverSecrets } from '../mcp/server/secret-values.js';
import type { ServerSpec } from '../mcp/server/server-spec.js';

/**
 * The arguments of `toolseal lock --update` that re-pin one server of a check, as the check read it: the same
 * lock, the same reviewed-snapshot folder, the same server (its config key, its snapshot file, or its command
 * line or URL). Environment values and header values are never part of it (they may be secrets): `needs`
 * says what the person must add. Paths are as given (relative to where the check ran).
 */
export interface RelockCommand {
  args: string[];
  /** What the command leaves out and the reader must add (`--env` or `--header` values). */
  needs?: string;
}

export function relockCommand(spec: ServerSpec, lock: string, snapshotDir: string | undefined): (serverId: string) => RelockCommand {
  const common = ['--lock', lock, ...(snapshotDir !== undefined ? ['--snapshot-dir', snapshotDir] : [])];
  // A pin is of one profile: the re-pin lists the server for the same client capabilities.
  const caps =
    spec.kind !== 'snapshot' && spec.clientCapabilities !== undefined && spec.clientCapabilities.length > 0
      ? ['--client-capabilities', spec.clientCapabilities.join(',')]
      : [];
  common.push(...caps);
  return (serverId) => {
    if (spec.kind === 'config') return { args: [...common, '--config', spec.file, ...optionWords('server', serverId)] };
    if (spec.kind === 'snapshot') return { args: [...common, '--snapshot', spec.file] };
    const id = spec.serverId !== undefined ? optionWords('server-id', spec.serverId) : [];
    if (spec.kind === 'stdio') {
      const env = Object.keys(spec.env ?? {});
      return {
        args: [...common, ...id, '--', spec.command, ...spec.args],
        ...(env.length ? { needs: `the server's environment (${env.join(', ')}) as --env NAME=VALUE before --` } : {}),
      };
    }
    // A URL's user information and query can hold a credential: the command names the endpoint only.
    const url = new URL(spec.url);
    const trimmed = url.username !== '' || url.password !== '' || url.search !== '';
    url.username = '';
    url.password = '';
    url.search = '';
    const headers = Object.keys(spec.headers ?? {});
    const needs = [
      ...(headers.length ? [`the headers (${headers.join(', ')}) as --header "NAME: VALUE"`] : []),
      ...(trimmed ? ['the credentials or query of the URL'] : []),
    ];
    return {
      args: [...common, ...id, '--url', url.href, ...(spec.transport !== 'auto' ? ['--transport', spec.transport] : [])],
      ...(needs.length ? { needs: needs.join(', and ') } : {}),
    };
  };
}

/**
 * A re-pin as words to paste after `toolseal lock`: each argument as a shell word, what it leaves out said
 * after it (`(with …)`). Only values from a secret source are masked (`***`): a value a config's `${VAR}`
 * put into the command, an argument's `--key=VALUE` or a URL's query value (what a runner's log masks,
 * `ServerSecrets.masked`); package names, paths and other arguments stay as given, so the command runs as
 * printed. A masked value is named as one to fill in.
 */
export function relockWords(spec: ServerSpec, command: RelockCommand): string {
  const masked = spec.kind === 'stdio' || spec.kind === 'url' ? serverSecrets(spec).masked : [];
  const words = command.args.map((a) => redactSecrets(a, masked));
  const hidden = words.some((w, i) => w !== command.args[i]);
  const needs = [command.needs, hidden ? 'the values shown as *** (secrets, kept out of this line) as the server is given them' : undefined]
    .filter(Boolean)
    .join(', and ');
  return words.map(shellWord).join(' ') + (needs ? ` (with ${needs})` : '');
}

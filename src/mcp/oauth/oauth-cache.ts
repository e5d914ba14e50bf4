import { chmodSync, lstatSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { ToolsealError } from '../../core/errors.js';
import { writeFileAtomic } from '../../fs/json-file.js';

/**
 * What one MCP server's OAuth left behind: the authorization server it was bound to, the client that
 * registered there (dynamic registration) and the tokens it granted.
 */
export interface OAuthCacheEntry {
  /** The authorization server that issued `client` and `tokens`. */
  issuer?: string;
  client?: OAuthClientInformationMixed;
  tokens?: OAuthTokens & { issuer?: string };
}

interface CacheFile {
  version: 1;
  /** The MCP server (the protected resource) this file is for. */
  resource: string;
  /** One entry per authorization server, by its URL. */
  servers: Record<string, OAuthCacheEntry>;
  /** The authorization server last used for this resource. */
  current?: string;
  /** The loopback port used last: an authorization server may pin the registered redirect URI, port included. */
  redirectPort?: number;
}

/** `$XDG_CONFIG_HOME/toolseal/oauth` (default `~/.config/toolseal/oauth`). */
export function oauthCacheDir(env: NodeJS.ProcessEnv): string {
  const base =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/')
      ? env.XDG_CONFIG_HOME
      : join(env.HOME || process.getBuiltinModule('node:os').homedir(), '.config');
  return join(base, 'toolseal', 'oauth');
}

/**
 * The cached OAuth state of one MCP server, per authorization server, in a file only the user can read
 * (0600, in a 0700 folder), named by a digest of the server's URL (the URL itself may hold a key).
 * Every write replaces the file atomically, so runs in parallel never leave it half-written.
 */
export class OAuthCache {
  readonly file: string;
  private doc: CacheFile;

  constructor(
    private readonly dir: string,
    private readonly resource: string,
  ) {
    this.file = OAuthCache.fileOf(dir, resource);
    OAuthCache.secureDir(dir);
    this.doc = this.read();
  }

  /**
   * A folder that exists already must be the user's own, and is made 0700 if others could read or write
   * it (tokens planted or read by another user). One owned by another user, or not a folder, is refused.
   */
  private static secureDir(dir: string): void {
    let st;
    try {
      st = lstatSync(dir);
    } catch {
      return; // created 0700 on the first write
    }
    const uid = process.getuid?.();
    if (!st.isDirectory())
      throw new ToolsealError('IO_ERROR', `the OAuth token cache folder ${dir} is not a folder (a link or a file); remove it`);
    if (uid !== undefined && st.uid !== uid)
      throw new ToolsealError(
        'IO_ERROR',
        `the OAuth token cache folder ${dir} belongs to another user (uid ${st.uid}); remove it or set XDG_CONFIG_HOME`,
      );
    if ((st.mode & 0o077) !== 0) {
      try {
        chmodSync(dir, 0o700);
      } catch (e) {
        throw new ToolsealError(
          'IO_ERROR',
          `cannot make the OAuth token cache folder ${dir} private (0700): ${(e as NodeJS.ErrnoException).code ?? 'error'}`,
          { cause: e },
        );
      }
    }
  }

  private static fileOf(dir: string, resource: string): string {
    return join(dir, `${process.getBuiltinModule('node:crypto').createHash('sha256').update(resource).digest('hex').slice(0, 32)}.json`);
  }

  /** Whether an earlier run cached tokens for this server. */
  static hasTokens(dir: string, resource: string): boolean {
    const doc = new OAuthCache(dir, resource).doc;
    return Object.values(doc.servers).some((e) => e.tokens !== undefined);
  }

  private read(): CacheFile {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return { version: 1, resource: this.resource, servers: {} };
    }
    try {
      const doc = JSON.parse(text) as CacheFile;
      if (doc?.version === 1 && doc.resource === this.resource && typeof doc.servers === 'object' && doc.servers !== null) return doc;
    } catch {
      // A cache that cannot be read is no cache: authorize again and overwrite it.
    }
    return { version: 1, resource: this.resource, servers: {} };
  }

  /** The entry of the authorization server last used (or of `issuer`). */
  entry(issuer?: string): OAuthCacheEntry {
    const key = issuer ?? this.doc.current;
    return (key !== undefined && Object.hasOwn(this.doc.servers, key) ? this.doc.servers[key] : undefined) ?? {};
  }

  /** Updates the entry of `issuer` (and makes it the current one), then writes the file. */
  update(issuer: string, change: (e: OAuthCacheEntry) => OAuthCacheEntry): void {
    // Another run may have written since this one read: start from the file's state.
    this.doc = this.read();
    this.doc.servers[issuer] = change(this.entry(issuer));
    this.doc.current = issuer;
    this.write();
  }

  /** Remembers the loopback port this server's authorization used. */
  rememberPort(port: number): void {
    this.doc = this.read();
    this.doc.redirectPort = port;
    this.write();
  }

  /** The loopback port used last, if any. */
  get redirectPort(): number | undefined {
    return this.doc.redirectPort;
  }

  /** Deletes the file: every token and client of this server is forgotten. True when there was one. */
  forget(): boolean {
    let existed = true;
    try {
      readFileSync(this.file);
    } catch {
      existed = false;
    }
    rmSync(this.file, { force: true });
    this.doc = { version: 1, resource: this.resource, servers: {} };
    return existed;
  }

  private write(): void {
    try {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    } catch (e) {
      throw new ToolsealError(
        'IO_ERROR',
        `cannot create the OAuth token cache folder ${this.dir}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`,
        { cause: e },
      );
    }
    OAuthCache.secureDir(this.dir);
    // Created 0600 (a umask can only take bits away): tokens are for this user only.
    writeFileAtomic(this.file, JSON.stringify(this.doc, null, 2) + '\n', 0o600);
  }
}

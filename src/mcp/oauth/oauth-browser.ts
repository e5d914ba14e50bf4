import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ToolsealError } from '../../core/errors.js';
import { escapeForTerminal } from '../../core/text/terminal-text.js';
import { platformCommand } from '../process/platform-command.js';

/** What a browser needs of the environment: where to find programs, the user, the display, the language. */
const OPENER_ENV =
  /^(PATH|HOME|USER|LOGNAME|SHELL|TMPDIR|TEMP|TMP|DISPLAY|WAYLAND_DISPLAY|XAUTHORITY|DBUS_SESSION_BUS_ADDRESS|BROWSER|LANG|LANGUAGE|LC_[A-Z_]+|XDG_[A-Z_]+|SYSTEMROOT|SystemRoot|WINDIR|windir|COMSPEC|ComSpec|PATHEXT|USERPROFILE|APPDATA|LOCALAPPDATA|PROGRAMFILES|ProgramFiles|__CF_USER_TEXT_ENCODING)$/;

/**
 * The environment the opener starts with: only the variables {@link OPENER_ENV} names. A browser, or
 * whatever handles the URL, has no use for the client secret, a GitHub token or the runner's variables.
 */
export function openerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && OPENER_ENV.test(k)) out[k] = v;
  return out;
}

/**
 * Hands the authorization URL to the opener as its last argument, without a shell and with a scrubbed
 * environment ({@link openerEnv}), and does not wait for it (a browser may live on). A missing opener is
 * not fatal: the URL was printed.
 */
export function openUrl(words: readonly string[], url: string, warn: (line: string) => void, env: NodeJS.ProcessEnv = process.env): void {
  const [command, ...args] = words;
  if (!command) return;
  try {
    const scrubbed = openerEnv(env);
    // As the platform starts it (a .cmd opener on Windows through cmd.exe, the URL's `&` quoted); may throw ENOENT.
    const started = platformCommand(command, [...args, url], { env: scrubbed });
    const child = spawn(started.command, started.args, {
      stdio: 'ignore',
      detached: true,
      env: scrubbed,
      windowsVerbatimArguments: started.windowsVerbatimArguments,
    });
    child.on('error', (e) =>
      warn(
        `toolseal: could not run the browser opener ${JSON.stringify(escapeForTerminal(command))} (${(e as NodeJS.ErrnoException).code ?? 'error'}); open the URL above yourself`,
      ),
    );
    child.unref();
  } catch (e) {
    warn(`toolseal: could not run the browser opener (${(e as Error).message.slice(0, 100)}); open the URL above yourself`);
  }
}

/**
 * The outcome the redirect brings back to the loopback listener, with the `iss` parameter when the
 * authorization server sent one (RFC 9207: which server the response is from).
 */
export type CallbackResult = ({ code: string } | { error: string; description?: string }) & { iss?: string };

/**
 * The loopback redirect listener of the authorization code flow (RFC 8252 §7.3): 127.0.0.1 only, on
 * `port` (0: a free one). It takes the first redirect to `/callback` whose `state` matches and answers
 * the browser with a short page; anything else is a 404.
 */
export class LoopbackRedirect {
  private server: Server | undefined;
  private expectedState: string | undefined;
  private waiter: { resolve(r: CallbackResult): void } | undefined;
  private result: CallbackResult | undefined;
  port = 0;

  static async listen(port: number): Promise<LoopbackRedirect> {
    const l = new LoopbackRedirect();
    await l.start(port);
    return l;
  }

  private start(port: number): Promise<void> {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const state = url.searchParams.get('state');
      if (req.method !== 'GET' || url.pathname !== '/callback' || this.expectedState === undefined || state !== this.expectedState) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
        return;
      }
      const code = url.searchParams.get('code');
      const error = url.searchParams.get('error');
      const iss = url.searchParams.get('iss');
      let result: CallbackResult;
      if (code) result = { code };
      else result = { error: (error ?? 'no code').slice(0, 100), description: url.searchParams.get('error_description')?.slice(0, 300) };
      if (iss !== null) result.iss = iss;
      const ok = 'code' in result;
      res
        .writeHead(ok ? 200 : 400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .end(
          ok ? 'toolseal: authorized. You can close this tab.\n' : 'toolseal: the authorization was not granted. You can close this tab.\n',
        );
      this.expectedState = undefined;
      this.result = result;
      this.waiter?.resolve(result);
      this.waiter = undefined;
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', (e: NodeJS.ErrnoException) =>
        reject(
          new ToolsealError(
            'USAGE',
            `cannot listen on 127.0.0.1:${port} for the OAuth redirect (${e.code ?? 'error'}); choose another --oauth-redirect-port`,
            { cause: e },
          ),
        ),
      );
      server.listen(port, '127.0.0.1', () => {
        this.port = (server.address() as AddressInfo).port;
        server.unref();
        resolve();
      });
    });
  }

  get redirectUrl(): string {
    return `http://127.0.0.1:${this.port}/callback`;
  }

  /** Accepts the next redirect that carries `state`; an earlier one is forgotten. */
  expect(state: string): void {
    this.expectedState = state;
    this.result = undefined;
  }

  /** The redirect's outcome, or undefined when none came within `timeoutMs` (or `signal` aborted). */
  wait(timeoutMs: number, signal?: AbortSignal): Promise<CallbackResult | undefined> {
    if (this.result) return Promise.resolve(this.result);
    return new Promise((resolve) => {
      const done = (r: CallbackResult | undefined) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.waiter = undefined;
        resolve(r);
      };
      const onAbort = () => done(undefined);
      const timer = setTimeout(() => done(undefined), timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiter = { resolve: done };
    });
  }

  close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}

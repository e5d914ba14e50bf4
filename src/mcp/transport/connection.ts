import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '../../core/snapshot/snapshot.js';
import { VERSION } from '../../version.js';
import type { SnapshotTransport } from './snapshot-transport.js';

/** A connected, initialized client, the tap that saw `initialize`, and how to end it all. */
export interface Connection {
  client: Client;
  tap: SnapshotTransport;
  transport: Transport;
  /** Ends the session and the transport (and a stdio server's processes); never throws. */
  close(): Promise<void>;
}

/** The MCP client toolseal connects as: it only lists tools, with the capabilities it is told to declare (none by default). */
export function newClient(capabilities: Record<string, unknown> = {}): Client {
  return new Client({ name: 'toolseal', version: VERSION }, { capabilities });
}

/** The causes an error text looks through for a network reason: `fetch` keeps it one or two levels down. */
const MAX_CAUSE_DEPTH = 4;

/**
 * An error's message, with the network reason that `fetch` keeps in its cause ("fetch failed" alone says
 * nothing): `fetch failed (ECONNREFUSED)`.
 */
export function errorText(e: unknown): string {
  let message = e instanceof Error ? e.message : String(e);
  // The SDK's Streamable HTTP error keeps the status in `code`, not in its message.
  const status = (e as { code?: unknown } | undefined)?.code;
  if (typeof status === 'number' && status >= 100 && status <= 599 && !message.includes(`HTTP ${status}`)) {
    message = message.replace(/^([^:]{1,80}):/, `$1 (HTTP ${status}):`);
    if (!message.includes(`HTTP ${status}`)) message = `HTTP ${status}: ${message}`;
  }
  let cause = e instanceof Error ? e.cause : undefined;
  const first = cause instanceof Error ? cause.message : undefined;
  for (let depth = 0; cause !== undefined && depth < MAX_CAUSE_DEPTH; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return `${message} (${code})`;
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return first && !message.includes(first) ? `${message} (${first})` : message;
}

/** An HTML document (or what is left of one) in an error text: from its first tag to its end, or to the text's end. */
const HTML_PAGE = /(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])[\s\S]*?(?:<\/html\s*>|$)/gi;
const HTML_TITLE = /<title[^>]*>([\s\S]{0,2000}?)<\/title\s*>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * An error text with each HTML page in it reduced to its title (`an HTML page titled "502 Bad Gateway"`):
 * a wrong transport or a proxy answers with a page, and pasted whole it would bury the status in markup.
 */
export function withoutHtmlPages(text: string): string {
  return text.replace(HTML_PAGE, (page) => {
    const raw = HTML_TITLE.exec(page)?.[1];
    if (raw === undefined) return 'an HTML page';
    const title = raw
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name]!)
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120);
    return title === '' ? 'an HTML page' : `an HTML page titled ${JSON.stringify(title)}`;
  });
}

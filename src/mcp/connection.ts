import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '../core/snapshot.js';
import { VERSION } from '../version.js';
import type { TransportTap } from './transport-tap.js';

/** A connected, initialized client, the tap that saw `initialize`, and how to end it all. */
export interface Connection {
  client: Client;
  tap: TransportTap;
  transport: Transport;
  /** Ends the session and the transport (and a stdio server's processes); never throws. */
  close(): Promise<void>;
}

/** The MCP client toolseal connects as: no capabilities, it only lists tools. */
export function newClient(): Client {
  return new Client({ name: 'toolseal', version: VERSION }, { capabilities: {} });
}

/**
 * An error's message, with the network reason that `fetch` keeps in its cause ("fetch failed" alone says
 * nothing): `fetch failed (ECONNREFUSED)`.
 */
export function errorText(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  let cause = e instanceof Error ? e.cause : undefined;
  const first = cause instanceof Error ? cause.message : undefined;
  for (let depth = 0; cause !== undefined && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return `${message} (${code})`;
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return first && !message.includes(first) ? `${message} (${first})` : message;
}

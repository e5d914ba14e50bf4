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

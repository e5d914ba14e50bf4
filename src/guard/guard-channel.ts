import { randomBytes } from 'node:crypto';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as z from 'zod/v4';
import { VERSION } from '../version.js';

/**
 * The guard's own requests to the upstream (its `tools/list` pages), in an id space of their own: string
 * ids with a prefix that holds a random nonce, so no id the host picks can collide with one of them, and
 * the answers to them are never forwarded to the host.
 *
 * It is a transport for the SDK's `Client`, so the page loop that snapshots use (`listAllTools`) runs
 * unchanged over the guard's session: the client's numeric ids become `<prefix><n>` on the way out and
 * back. The session is the host's (already initialized by the host), so the client does not initialize.
 */
export class GuardChannel implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;
  /** Set, so that `Client.connect` does not send an `initialize` of its own. */
  readonly sessionId = 'toolseal-guard';
  readonly prefix = `toolseal-guard-${randomBytes(6).toString('hex')}:`;

  constructor(private readonly sendUpstream: (message: Record<string, unknown>) => Promise<void>) {}

  async start(): Promise<void> {}

  /** Whether an id is one of the guard's own. */
  owns(id: unknown): id is string {
    return typeof id === 'string' && id.startsWith(this.prefix);
  }

  send(message: JSONRPCMessage): Promise<void> {
    const m = { ...(message as Record<string, unknown>) };
    if (Object.hasOwn(m, 'id')) m.id = this.prefix + String(m.id);
    // The client cancels a request it gave up on: the upstream must hear the id it was sent.
    if (m.method === 'notifications/cancelled' && typeof m.params === 'object' && m.params !== null) {
      const params = { ...(m.params as Record<string, unknown>) };
      params.requestId = this.prefix + String(params.requestId);
      m.params = params;
    }
    return this.sendUpstream(m);
  }

  /** Hands the answer to one of the guard's requests (already read strictly) to the client. */
  deliver(message: Record<string, unknown>): void {
    const n = Number((message.id as string).slice(this.prefix.length));
    this.onmessage?.({ ...message, id: n } as unknown as JSONRPCMessage);
  }

  async close(): Promise<void> {
    this.onclose?.();
  }
}

/**
 * How the guard asks the server something (its list pages): a plain request, answered with the result
 * as the transport delivered it (a JSON-RPC error rejects with the SDK's McpError).
 */
export type ServerRequest = (
  method: string,
  params: Record<string, unknown>,
  options: { signal: AbortSignal; timeout: number },
) => Promise<unknown>;

/** The result schema given to the client: anything (the list keeps every key, as the server sent it). */
const ANY_RESULT = z.unknown();

/** The guard's requests over the channel, through an SDK client made on the first one (it only lists). */
export function channelRequest(channel: GuardChannel): ServerRequest {
  let client: Promise<Client> | undefined;
  return async (method, params, options) => {
    client ??= channelClient(channel);
    return (await client).request({ method, params }, ANY_RESULT, options);
  };
}

/** A client over the channel: it only lists tools, with the loop and bounds snapshots use. */
async function channelClient(channel: GuardChannel): Promise<Client> {
  const client = new Client({ name: 'toolseal-guard', version: VERSION }, { capabilities: {} });
  await client.connect(channel);
  return client;
}

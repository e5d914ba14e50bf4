import type { Client } from '../../external-types.js';
import type { Transport } from '../../core/snapshot/snapshot.js';
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
export declare function newClient(capabilities?: Record<string, unknown>): Client;
/**
 * An error's message, with the network reason that `fetch` keeps in its cause ("fetch failed" alone says
 * nothing): `fetch failed (ECONNREFUSED)`.
 */
export declare function errorText(e: unknown): string;
/**
 * An error text with each HTML page in it reduced to its title (`an HTML page titled "502 Bad Gateway"`):
 * a wrong transport or a proxy answers with a page, and pasted whole it would bury the status in markup.
 */
export declare function withoutHtmlPages(text: string): string;

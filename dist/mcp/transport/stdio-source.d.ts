import type { Transport } from '../../external-types.js';
import type { JSONRPCMessage } from '../../external-types.js';
import { type ServerCommand } from '../process/server-process.js';
import type { ServerSession } from '../server/server-session.js';
/**
 * A snapshot's client transport over a stdio server (its process is a {@link ServerProcess}), built on the
 * SDK's `Transport` interface.
 *
 * Why not the SDK's `StdioClientTransport`: its read buffer is capped at 10 MB by default and copies the
 * whole buffer on every chunk; it parses lines with `JSON.parse` (a duplicate member's last value wins
 * silently); it drops a message whose envelope has an extra key; and it ends only the direct child. Here:
 * - every byte the server writes counts against `--max-bytes` (the only cap on a line's length);
 * - each line is parsed strictly (`DUPLICATE_JSON_MEMBER` ends the snapshot), and the values passed on
 *   are those of that parse, so the tools are exactly the server's;
 * - a line that is not JSON (a log line on stdout) is skipped, as MCP clients do;
 * - the envelope is reduced to its JSON-RPC members (extra keys do not cost the message); the result
 *   inside is untouched;
 * - closing ends the server and every process it started (see {@link ServerProcess.close}), each wait cut
 *   to fit the snapshot's deadline;
 * - a line is decoded as its bytes arrive, and the elements of a page's `result.tools` are read one by one
 *   as they complete, their text then dropped (see {@link ToolsAnswerReader}): a page of millions of tools is
 *   held as values, never also as bytes, as its whole text, or in a parse of the whole page.
 */
export declare class StdioProcessTransport implements Transport {
    private readonly command;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: <T extends JSONRPCMessage>(message: T) => void;
    private readonly server;
    private readonly budget;
    private readonly label;
    private readonly stderr;
    private started;
    private closed;
    /**
     * The line being received, decoded as it arrives (the bytes are not kept), its tools read as they
     * complete (see {@link ToolsAnswerReader}): a page is never also joined into one text or parsed whole.
     */
    private readonly line;
    private lineDecoder;
    private lineError;
    private lineHead;
    private lineHeadBytes;
    /** Lines on stdout that were not JSON-RPC (logged noise), for diagnostics. */
    noiseLines: number;
    constructor(command: ServerCommand, session: ServerSession);
    /** The server's process id once started. */
    get pid(): number | undefined;
    start(): Promise<void>;
    /** The server exited by itself before the snapshot was over: the snapshot fails, saying how (and what its stderr said). */
    private exitedEarly;
    private onData;
    /** Decodes part of a line as it arrives (UTF-8, strictly: a sequence split across chunks is joined by the decoder). */
    private takeLinePart;
    private lineBroken;
    private endLine;
    /**
     * The line just ended, read whole (the reader reset once its text is taken): its value, or nothing
     * when it is noise (not JSON: a log line on stdout) or refused (the snapshot has failed).
     */
    private wholeLine;
    private deliver;
    send(message: JSONRPCMessage): Promise<void>;
    /**
     * Ends the server and every process it started (see {@link ServerProcess.close}: every wait cut to fit
     * the snapshot's deadline), then says the transport is closed.
     */
    close(): Promise<void>;
}

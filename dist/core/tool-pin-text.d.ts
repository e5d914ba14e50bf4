import type { Buffer } from '../external-types.js';
/** The fixed text of a tool's pin in the lock, as bytes (see ToolDigester's addPinned). */
export declare const PIN: {
    indent: Buffer<ArrayBuffer>;
    digest: Buffer<ArrayBuffer>;
    fields: Buffer<ArrayBuffer>;
    firstField: Buffer<ArrayBuffer>[];
    nextField: Buffer<ArrayBuffer>[];
    tail: Buffer<ArrayBuffer>[];
    noFieldsTail: Buffer<ArrayBuffer>[];
};
/** Writes a digest given as a latin1 string of its bytes into `out` at `at` as lowercase hex; returns where it ends. */
export declare function writeHex(out: Buffer, at: number, bytes: string): number;
/** The text around the tool pins in a server's `tools` record, as the lock writes it. */
export declare const RECORD: {
    empty: Buffer<ArrayBuffer>;
    open: Buffer<ArrayBuffer>;
    close: Buffer<ArrayBuffer>;
};

import type { Buffer } from '../../external-types.js';
/** The fixed text of a tool's pin in the lock, as bytes (see ToolDigester's addPinned). */
/** Typed as plain `Buffer`, so the shipped declarations read the same under every @types/node. */
interface PinText {
    indent: Buffer;
    digest: Buffer;
    fields: Buffer;
    firstField: Buffer[];
    nextField: Buffer[];
    tail: Buffer[];
    noFieldsTail: Buffer[];
}
export declare const PIN: PinText;
/** Writes a digest given as a latin1 string of its bytes into `out` at `at` as lowercase hex; returns where it ends. */
export declare function writeHex(out: Buffer, at: number, bytes: string): number;
/** The text around the tool pins in a server's `tools` record, as the lock writes it. */
export declare const RECORD: {
    empty: Buffer;
    open: Buffer;
    between: Buffer;
    close: Buffer;
};
export {};

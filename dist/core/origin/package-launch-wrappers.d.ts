import { type ShellWord } from './command-words.js';
export type Unwrapped = {
    kind: 'command';
    command: string;
    args: readonly string[];
} | {
    kind: 'shell';
    commands: ShellWord[][];
} | {
    kind: 'unreadable';
    why: string;
    words: readonly string[];
};
/** What a wrapper word starts, or undefined when `word` is no wrapper. `word` is the command's own name (no folder, lower case). */
export declare function unwrapCommand(word: string, args: readonly string[]): Unwrapped | undefined;

/** A count and its noun for a message, the noun singular for exactly one: `1 tool`, `0 tools`, `3 tools`. */
export declare function countText(count: number, noun: string, plural?: string): string;

/**
 * The value of a JSON text that is one flat object whose members are all short strings written without an
 * escape (`{"name":"t12"}`, the smallest tool a server can send), read without JSON.parse so that its
 * strings are plain copies, never interned (see {@link MAX_OWN_STRING}); undefined for any other text, and
 * for any text longer than {@link MAX_FLAT_TEXT} (then read it as before). What it returns is exactly what
 * a strict parse of the text gives: it takes no text that a strict parse refuses, nor any whose value could
 * differ (a duplicate or `__proto__` member, an empty or escaped name, a number, nesting, anything after
 * the object: all are left to that parse). The text is looked through once before anything is made, so a
 * tool of another shape costs a short scan, not an object.
 */
export declare function readFlatStringObject(text: string): Record<string, string> | undefined;

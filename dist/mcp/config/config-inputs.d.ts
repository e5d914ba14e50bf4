/** The values given for VS Code's `${input:ID}` prompts (`--input ID=VALUE`). */
export type ConfigInputs = ReadonlyMap<string, string>;
/**
 * VS Code's `${input:ID}` in a config value: the value given for it (a secret, pushed to `secrets`: VS Code
 * asks for passwords this way), or a refusal naming the input. The text around it goes through `expand`.
 */
export declare function expandInputs(value: string, inputs: ConfigInputs | undefined, label: string, secrets: string[], expand: (text: string) => string): string;
/** `--input ID=VALUE`, each given once: the values of a VS Code config's `${input:ID}` prompts. */
export declare function parseConfigInputs(given: readonly string[]): ConfigInputs;

import { join } from 'node:path';
import { readMcpConfig } from '../../../src/mcp/config/config-file.js';
import { expandInputs, parseConfigInputs } from '../../../src/mcp/config/config-inputs.js';
import { FIXTURES } from '../../support/paths.js';

// VS Code's `${input:ID}` (src/mcp/config/config-inputs.ts): a config's prompt for a value, refused naming the
// input unless `--input ID=VALUE` gives it; a given value is a secret.

const CONFIGS = join(FIXTURES, 'configs');

/** The one-line refusal `fn` throws: its code and message. */
function refusal(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (e) {
    const { code, message } = e as { code: string; message: string };
    return { code, message };
  }
  throw new Error('no refusal');
}

describe("VS Code's ${input:ID}", () => {
  const file = join(CONFIGS, 'vscode', '.vscode', 'mcp.json');

  it("missing: that server is refused naming the input and --input; the file's other servers still read", () => {
    const [perplexity, fetch] = readMcpConfig(file, {});
    expect(perplexity!.error?.code).toBe('INVALID_CONFIG');
    expect(perplexity!.error?.message).toBe(
      `${file}: server "Perplexity": \${input:perplexity-key} asks the user for a value in VS Code: give it with --input perplexity-key=VALUE (or use \${env:NAME})`,
    );
    expect(fetch!.spec).toMatchObject({ command: 'uvx' });
  });

  it('given (--input id=value): the value is used, and is a secret', () => {
    const [perplexity] = readMcpConfig(file, {}, undefined, { inputs: parseConfigInputs(['perplexity-key=pplx-123']) });
    expect(perplexity!.spec).toMatchObject({ env: { PERPLEXITY_API_KEY: 'pplx-123' }, secrets: ['pplx-123'] });
  });

  it('--input without =, or given twice, is a usage error that does not echo the value', () => {
    expect(refusal(() => parseConfigInputs(['pplx-secret-value']))).toMatchObject({ code: 'USAGE' });
    expect(refusal(() => parseConfigInputs(['pplx-secret-value'])).message).not.toContain('pplx-secret-value');
    expect(refusal(() => parseConfigInputs(['k=1', 'k=2']))).toMatchObject({ code: 'USAGE', message: '--input k is given twice' });
  });
});

describe('expandInputs', () => {
  it("expands the text around an input and never the input's value (a value that looks like a variable stays)", () => {
    const secrets: string[] = [];
    const out = expandInputs('a-${X}-${input:k}-b', new Map([['k', '${Y}']]), 'label', secrets, (t) => t.replace('${X}', 'x'));
    expect(out).toBe('a-x-${Y}-b');
    expect(secrets).toEqual(['${Y}']);
  });

  it('text without an input goes through expand whole (the twin)', () => {
    expect(expandInputs('${X}', undefined, 'label', [], (t) => t.replace('${X}', 'x'))).toBe('x');
  });
});

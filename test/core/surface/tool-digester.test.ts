import { ToolsealError } from '../../../src/core/errors.js';
import { digestDocumentText } from '../../../src/core/snapshot/snapshot-read.js';
import { digestTools, toolDigestsOf } from '../../../src/core/surface/surface.js';
import { ToolDigester } from '../../../src/core/surface/tool-digester.js';

// The digester compares names once, sorted, when the list ends (or when reading stops at an error): the
// first error of a list is still the one a check of each name as it came would have found first.
function refusal(f: () => unknown): { code: string; message: string } {
  try {
    f();
  } catch (e) {
    if (e instanceof ToolsealError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('expected a refusal');
}

const digestAll = (tools: unknown[], withFields = false) => {
  const d = new ToolDigester(withFields, 'tools');
  for (const t of tools) d.add(t);
  return d.finish();
};

describe('ToolDigester', () => {
  it('gives the digests digestTools gives, in name order, with and without the field digests', () => {
    const tools = [{ name: 'b', description: 'x' }, { name: 'a' }, { name: 'é' }, { name: 'Z' }];
    for (const withFields of [false, true]) {
      const d = digestAll(tools, withFields);
      const ref = digestTools(tools);
      expect(d.manifestDigest).toBe(ref.manifestDigest);
      expect([...toolDigestsOf(d).keys()]).toEqual(['Z', 'a', 'b', 'é']);
      expect([...toolDigestsOf(d)].map(([n, t]) => [n, t.digest])).toEqual([...ref.tools].map(([n, t]) => [n, t.digest]));
    }
  });

  it('names the first position that repeats a name, and the first with it (hostile)', () => {
    // b repeats at 2 before a repeats at 3; the third b is not the one named.
    const r = refusal(() => digestAll([{ name: 'a' }, { name: 'b' }, { name: 'b' }, { name: 'a' }, { name: 'b' }]));
    expect(r).toEqual({ code: 'DUPLICATE_TOOL_NAME', message: 'tools[1] and tools[2] are both named "b"' });
  });

  it('twin: distinct names, one a prefix of another and one differing only in case, pass', () => {
    expect(toolDigestsOf(digestAll([{ name: 'a' }, { name: 'ab' }, { name: 'A' }])).size).toBe(3);
  });

  it('a repeat before a malformed tool, or at a tool that cannot be canonicalized, is the error (hostile)', () => {
    expect(refusal(() => digestAll([{ name: 'a' }, { name: 'a' }, { title: 'no name' }])).code).toBe('DUPLICATE_TOOL_NAME');
    expect(refusal(() => digestAll([{ name: 'a' }, { name: 'a', description: 'x\ud800' }], true)).message).toBe(
      'tools[0] and tools[1] are both named "a"',
    );
  });

  it('twin: with no repeat, the malformed tool and the lone surrogate are refused as such', () => {
    expect(refusal(() => digestAll([{ name: 'a' }, { name: 'b' }, { title: 'no name' }]))).toEqual({
      code: 'MALFORMED_TOOL',
      message: 'tools[2] has no non-empty string name',
    });
    expect(refusal(() => digestAll([{ name: 'a' }, { name: 'b', description: 'x\ud800' }])).code).toBe('NOT_CANONICALIZABLE');
  });

  it('reading a document: a repeat before invalid JSON further on is the error (hostile)', () => {
    const r = refusal(() => digestDocumentText('{"tools":[{"name":"a"},{"name":"a"},{"name":"c"},]}', 'f.json'));
    expect(r).toEqual({ code: 'DUPLICATE_TOOL_NAME', message: 'f.json: tools[0] and tools[1] are both named "a"' });
  });

  it('twin: the same document without the repeat is refused for its JSON', () => {
    expect(refusal(() => digestDocumentText('{"tools":[{"name":"a"},{"name":"b"},{"name":"c"},]}', 'f.json')).code).toBe('INVALID_JSON');
  });
});

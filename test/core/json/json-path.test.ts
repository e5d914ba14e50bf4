import { jsonPointer, pathString } from '../../../src/core/json/json-path.js';

describe('pathString', () => {
  it('names plain members with dots and indexes with brackets', () => {
    expect(pathString(['tools', 3, 'inputSchema', 'properties'])).toBe('$.tools[3].inputSchema.properties');
    expect(pathString([])).toBe('$');
  });

  it('quotes a member name that is no identifier, so it cannot pass for more path (hostile)', () => {
    expect(pathString(['tools', 0, 'a.b[1]'])).toBe('$.tools[0]["a.b[1]"]');
    expect(pathString(['x y', '"', '0'])).toBe('$["x y"]["\\""]["0"]');
  });
});

describe('jsonPointer (RFC 6901)', () => {
  it('escapes ~ as ~0 and / as ~1, in that order (hostile: "~1" must not become "/")', () => {
    expect(jsonPointer(['a/b', 'm~n', '~1'])).toBe('/a~1b/m~0n/~01');
  });

  it('twin: plain segments and indexes are joined as they are; no segment is the empty pointer', () => {
    expect(jsonPointer(['inputSchema', 'properties', 'query', 0])).toBe('/inputSchema/properties/query/0');
    expect(jsonPointer([])).toBe('');
    expect(jsonPointer([''])).toBe('/');
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditFile } from '../../src/fs/audit-file.js';
import { ToolsealError } from '../../src/core/errors.js';

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-audit-file-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('auditFile', () => {
  it('creates the file readable by all and appends each batch of lines after the last', () => {
    const file = join(dir, 'audit.jsonl');
    const sink = auditFile(file);
    sink.append('{"event":"check","serverId":"docs"}\n');
    sink.append('{"event":"guard","serverId":"docs"}\n{"event":"guard","serverId":"search"}\n');
    expect(readFileSync(file, 'utf8').split('\n')).toEqual([
      '{"event":"check","serverId":"docs"}',
      '{"event":"guard","serverId":"docs"}',
      '{"event":"guard","serverId":"search"}',
      '',
    ]);
    expect(statSync(file).mode & 0o777 & ~process.umask()).toBe(0o644 & ~process.umask());
  });

  it('twin: a second sink on the same file appends, it never truncates', () => {
    const file = join(dir, 'two.jsonl');
    auditFile(file).append('{"a":1}\n');
    auditFile(file).append('{"a":2}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n{"a":2}\n');
  });

  it('a path that is a folder or under a missing folder is IO_ERROR, naming the file (hostile)', () => {
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    for (const file of [folder, join(dir, 'missing', 'audit.jsonl')]) {
      let thrown: unknown;
      try {
        auditFile(file).append('{"a":1}\n');
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(ToolsealError);
      expect((thrown as ToolsealError).code).toBe('IO_ERROR');
      expect((thrown as ToolsealError).message).toMatch(new RegExp(`^cannot append to ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: `));
      expect((thrown as ToolsealError).message).not.toContain('\n');
    }
  });
});

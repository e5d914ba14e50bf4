import { LineSplitter, framed, type LineTap } from '../../src/guard/line-splitter.js';

// The guard's stdio framing: every line is handed on with its newline, byte for byte as read, so that
// forwarding it is one write of the bytes at hand.

function split(chunks: string[], max = 1000, end = false): { lines: string[]; oversize: number[]; views: boolean[] } {
  const lines: string[] = [];
  const oversize: number[] = [];
  const views: boolean[] = [];
  const buffers = chunks.map((c) => Buffer.from(c, 'utf8'));
  const s = new LineSplitter(
    max,
    (line) => {
      lines.push(line.toString('utf8'));
      views.push(
        buffers.some(
          (b) => b.buffer === line.buffer && line.byteOffset >= b.byteOffset && line.byteOffset + line.length <= b.byteOffset + b.length,
        ),
      );
    },
    (n) => oversize.push(n),
  );
  for (const b of buffers) s.push(b);
  if (end) s.end();
  return { lines, oversize, views };
}

describe('LineSplitter', () => {
  it('hands on each line with its newline; a line that fits in its chunk is a view of it, not a copy', () => {
    const r = split(['{"a":1}\n{"b":2}\r\n']);
    expect(r.lines).toEqual(['{"a":1}\n', '{"b":2}\r\n']);
    expect(r.views).toEqual([true, true]);
    // Its twin: a line joined from two chunks is a new buffer.
    expect(split(['{"a":', '1}\n']).views).toEqual([false]);
  });

  it('a chunk that is one whole line is handed on as that chunk; one that holds more hands on only its line', () => {
    const handed: Buffer[] = [];
    const s = new LineSplitter(
      1000,
      (line) => handed.push(line),
      () => {},
    );
    const whole = Buffer.from('{"a":1}\n');
    s.push(whole);
    expect(handed[0]).toBe(whole);
    // The start of the next line in the same chunk is never passed on with the first: only the first's bytes.
    const more = Buffer.from('{"b":2}\n{"c":');
    s.push(more);
    expect(handed[1]).not.toBe(more);
    expect(handed[1]!.toString('utf8')).toBe('{"b":2}\n');
    s.push(Buffer.from('3}\n'));
    expect(handed.map((b) => b.toString('utf8'))).toEqual(['{"a":1}\n', '{"b":2}\n', '{"c":3}\n']);
  });

  it('a line split across chunks is joined, byte for byte', () => {
    expect(split(['{"a":', '"é"', '}\n']).lines).toEqual(['{"a":"é"}\n']);
    // A multi-byte character cut between two chunks is joined as bytes, not decoded on its own.
    const bytes = Buffer.from('{"a":"é"}\n', 'utf8');
    const lines: Buffer[] = [];
    const s = new LineSplitter(
      100,
      (l) => lines.push(l),
      () => {},
    );
    s.push(bytes.subarray(0, 7));
    s.push(bytes.subarray(7));
    expect(Buffer.concat(lines).equals(bytes)).toBe(true);
  });

  it('the stream ends without a newline: the last line still counts, and gets one', () => {
    expect(split(['{"a":1}\n{"b":', '2}'], 1000, true).lines).toEqual(['{"a":1}\n', '{"b":2}\n']);
    expect(split(['{"a":1}\n'], 1000, true).lines).toEqual(['{"a":1}\n']);
  });

  it('a line longer than the bound is dropped and counted (its newline not counted); its twin at the bound passes', () => {
    const over = split(['x'.repeat(11) + '\n' + 'y'.repeat(10) + '\n'], 10);
    expect(over.lines).toEqual(['y'.repeat(10) + '\n']);
    expect(over.oversize).toEqual([11]);
    // Over the bound across chunks: the bytes are counted, not kept, up to the next newline.
    const across = split(['x'.repeat(8), 'x'.repeat(8), 'x'.repeat(8) + '\n{}\n'], 10);
    expect(across.lines).toEqual(['{}\n']);
    expect(across.oversize).toEqual([24]);
  });

  /** A tap that records what it is shown, and says it passes when `passing()` does. */
  function recordingTap(passing: () => boolean): LineTap & { seen: string[] } {
    const seen: string[] = [];
    return {
      seen,
      part: (bytes) => (seen.push(`part ${bytes.toString('utf8')}`), false),
      end: (bytes) => (seen.push(`end ${bytes}`), false),
      cancel: () => void seen.push('cancel'),
      passes: passing,
    };
  }

  it('a tap that passes a line beginning now is shown nothing of it; its twin that does not pass sees its part and end', () => {
    const lines: string[] = [];
    const passing = recordingTap(() => true);
    const a = new LineSplitter(
      1000,
      (l) => lines.push(l.toString('utf8')),
      () => {},
      passing,
    );
    a.push(Buffer.from('{"a":1}\n{"b":2}\n'));
    expect(passing.seen).toEqual([]);
    expect(lines).toEqual(['{"a":1}\n', '{"b":2}\n']);
    const reading = recordingTap(() => false);
    const b = new LineSplitter(
      1000,
      () => {},
      () => {},
      reading,
    );
    b.push(Buffer.from('{"a":1}\n'));
    expect(reading.seen).toEqual(['part {"a":1}', 'end 8']);
  });

  it('a line begun in an earlier chunk is shown to the tap to its end, even when the tap would pass a line beginning now', () => {
    let pass = false;
    const tap = recordingTap(() => pass);
    const lines: string[] = [];
    const s = new LineSplitter(
      1000,
      (l) => lines.push(l.toString('utf8')),
      () => {},
      tap,
    );
    s.push(Buffer.from('{"a":'));
    pass = true;
    s.push(Buffer.from('1}\n{"b":2}\n'));
    // The begun line's end is shown; the next line, beginning while the tap passes, is not.
    expect(tap.seen).toEqual(['part {"a":', 'part 1}', 'end 8']);
    expect(lines).toEqual(['{"a":1}\n', '{"b":2}\n']);
  });

  it('a newline index given by the caller is where the first line ends; a chunk that ends in a line keeps nothing', () => {
    const lines: string[] = [];
    const s = new LineSplitter(
      1000,
      (l) => lines.push(l.toString('utf8')),
      () => {},
    );
    const chunk = Buffer.from('{"a":1}\n{"b":2}\n{"c":');
    s.push(chunk, chunk.indexOf(10));
    s.push(Buffer.from('3}\n'), 2);
    expect(lines).toEqual(['{"a":1}\n', '{"b":2}\n', '{"c":3}\n']);
    // Its twin without a newline: all of it is kept for the next chunk.
    s.push(Buffer.from('{"d"'), -1);
    s.push(Buffer.from(':4}\n'));
    expect(lines.at(-1)).toBe('{"d":4}\n');
  });

  it('framed(): a message and its newline as bytes', () => {
    expect(framed('{"id":1}').toString('utf8')).toBe('{"id":1}\n');
    expect(framed('{"a":"é"}').equals(Buffer.from('{"a":"é"}\n', 'utf8'))).toBe(true);
  });
});

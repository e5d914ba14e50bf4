// Inputs made by a program rather than written out: doubles of every magnitude and tools of random shape,
// each from a seeded generator, so the vectors are the same on every machine.

/** Doubles from their IEEE 754 bits: the edges of ECMAScript's number forms. */
const EDGE_BITS = [
  '0000000000000001', // 5e-324, the smallest subnormal
  '000fffffffffffff', // the largest subnormal
  '0010000000000000', // the smallest normal
  '7fefffffffffffff', // the largest double
  '3eb0c6f7a0b5ed8c', // 9.999999999999997e-7, just below 1e-6
  '3eb0c6f7a0b5ed8d', // 0.000001
  '444b1ae4d6e2ef4f', // just below 1e21
  '444b1ae4d6e2ef50', // 1e+21
  '4340000000000001', // 9007199254740994
  '3fd5555555555555', // 1/3
  '3ff0000000000001', // 1 + 2^-52
  '41b3de4355555555',
  '43143ff3c1cb0959',
];

function doubleOfBits(hex: string): number {
  const b = Buffer.from(hex, 'hex');
  return b.readDoubleBE(0);
}

/** A small seeded PRNG (mulberry32): the same numbers on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * Doubles of every magnitude: the edges, and 2000 of random bits (finite ones), each written in exponent
 * form with its shortest digits (`toExponential()`), which a reader must turn back into ECMAScript's form.
 */
export function numberSample(): string {
  const next = prng(8785);
  const out: number[] = EDGE_BITS.map(doubleOfBits);
  const b = Buffer.alloc(8);
  while (out.length < 2000 + EDGE_BITS.length) {
    b.writeUInt32BE(next(), 0);
    b.writeUInt32BE(next(), 4);
    const d = b.readDoubleBE(0);
    if (Number.isFinite(d)) out.push(d);
  }
  // Also the decimals near the switch between the two forms (1e-7 .. 1e21), where most schema numbers are.
  for (let e = -8; e <= 22; e++) out.push(1.2345 * 10 ** e, 10 ** e, -(7 * 10 ** e));
  return '[' + out.map((d) => d.toExponential()).join(',') + ']';
}

/** A JSON text of `n` tools of random shape (seeded: the same text on every machine), for broad agreement. */
export function randomTools(seed: number, n: number): string {
  const next = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[next() % xs.length]!;
  // JSON text pieces where implementations part: escapes of quotes, backslash and controls, DEL and C1, U+2028,
  // non-BMP characters as escapes and as themselves, the top of the BMP.
  const CHARS = [
    'a',
    'Z',
    '0',
    ' ',
    '\\"',
    '\\\\',
    '/',
    '\\/',
    '\\n',
    '\\t',
    '\\u0000',
    '\\u001f',
    '\\u007f',
    '\u007f',
    '\\u0085',
    '\u0085',
    '\\u00e9',
    'é',
    '\\u2028',
    '\u2028',
    '\\ufb33',
    '\\uffff',
    '\\ud83d\\ude00',
    '😀',
    '\\ud800\\udc00',
  ];
  const text = () => Array.from({ length: next() % 8 }, () => pick(CHARS)).join('');
  const number = () => {
    const b = Buffer.alloc(8);
    b.writeUInt32BE(next(), 0);
    b.writeUInt32BE(next(), 4);
    const d = b.readDoubleBE(0);
    return Number.isFinite(d) ? (next() % 2 ? d.toExponential() : String(d)) : String(next() % 1000);
  };
  const value = (depth: number): string => {
    switch (next() % (depth > 4 ? 4 : 6)) {
      case 0:
        return `"${text()}"`;
      case 1:
        return number();
      case 2:
        return pick(['true', 'false', 'null']);
      case 3:
        return String(next() % 100);
      case 4:
        return `[${Array.from({ length: next() % 4 }, () => value(depth + 1)).join(',')}]`;
      default: {
        const keys = new Set(Array.from({ length: next() % 5 }, () => text()));
        return `{${[...keys].map((k) => `"${k}":${value(depth + 1)}`).join(',')}}`;
      }
    }
  };
  const fields = ['title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', 'icons', '_meta', 'x'];
  const tools = Array.from({ length: n }, (_, i) => {
    const members = fields.filter(() => next() % 2).map((f) => `"${f}":${value(1)}`);
    return `{"name":"t${i}${text()}",${[...members, `"z${text()}":1`].join(',')}}`;
  });
  return `[${tools.join(',')}]`;
}

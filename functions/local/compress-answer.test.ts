import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, compressAnswer, pickEncoding } from './compress-answer.js';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.8', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('picks %s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compressAnswer', () => {
  const big = Buffer.from(JSON.stringify({ text: 'a job description '.repeat(100) }));

  it('sends Brotli or gzip that decodes to the answer', () => {
    const br = compressAnswer(big, 'gzip, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(big)).toBe(true);
    const gzip = compressAnswer(big, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(big)).toBe(true);
  });

  it('leaves an answer under 1,000 bytes, or one for a client that takes neither, as it is', () => {
    const small = Buffer.alloc(COMPRESS_FROM_BYTES - 1, 'a');
    expect(compressAnswer(small, 'br')).toEqual({ body: small });
    expect(compressAnswer(big, 'identity')).toEqual({ body: big });
  });
});

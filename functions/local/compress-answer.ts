/**
 * Compression of the API's answers on the local server, as CloudFront does it in front of the real API: from 1,000
 * bytes (below that it only adds CPU and bytes), Brotli when the browser takes it, else gzip.
 *
 * An answer is one whole buffer, so it is compressed in one synchronous call: about 60 µs for a demo job's 1.9 KB
 * answer. The `compression` middleware (still used for the site's files) opens a stream per answer, and a Brotli
 * stream sets up its full window each time: about 210 µs for the same answer, where the server spent 1.2 to 1.7 ms
 * of CPU on the whole GET.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESS_FROM_BYTES = 1000;
/** The middleware's Brotli quality too: a fast level suits answers made per request. */
const BROTLI_QUALITY = 4;

export type AnswerEncoding = 'br' | 'gzip';

/** Brotli, else gzip, else nothing, as the Accept-Encoding header allows (`q=0` refuses; `*` stands for the rest). */
export function pickEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: AnswerEncoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** The body to send and its Content-Encoding (none for a small answer or a browser that takes neither). */
export function compressAnswer(
  answer: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: AnswerEncoding } {
  const encoding = answer.length >= COMPRESS_FROM_BYTES ? pickEncoding(acceptEncoding) : undefined;
  if (encoding === 'br') {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: answer.length,
    };
    return { body: brotliCompressSync(answer, { params }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(answer), encoding };
  return { body: answer };
}

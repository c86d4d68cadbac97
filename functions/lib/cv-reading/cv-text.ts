/**
 * The text of a CV file (PDF or Word .docx), read within limits, or the reason there is none. Runs only in the CV
 * reader worker (functions/workers/read-cv.ts), never in a request.
 *
 * Limits: the file is at most CV_MAX_BYTES (save-cv refused anything larger); a PDF of more than MAX_PAGES pages
 * is not read; a .docx whose zip says it inflates past MAX_INFLATED bytes, or holds more than MAX_ENTRIES entries,
 * is not opened (a zip bomb); reading stops after TIME_LIMIT_MS; the text kept is at most MAX_TEXT characters.
 * A file with too little text (a scan is images only), an encrypted or corrupt one, or one whose letters are
 * mostly not Latin (another language than the board's) has no usable text.
 */
import { CV_MAX_BYTES, type CvType } from '../../../shared/schemas/cv.js';
import { zipSizes } from './zip-sizes.js';

export const CV_TEXT_LIMITS = {
  maxPages: 20,
  maxInflated: 20 * 1024 * 1024,
  maxEntries: 2000,
  timeLimitMs: 15_000,
  maxText: 200_000,
  /** Fewer letters than this and there is no text to read (a scanned page yields none). */
  minLetters: 40,
  /** The share of letters that must be Latin for the text to be read against the board's skills. */
  minLatinShare: 0.6,
} as const;

export type CvTextFailure =
  | 'too-big'
  | 'too-many-pages'
  | 'zip-bomb'
  | 'encrypted'
  | 'corrupt'
  | 'no-text'
  | 'timeout'
  | 'language';

export type CvText = { ok: true; text: string; pages?: number } | { ok: false; reason: CvTextFailure; detail?: string };

class Refused extends Error {
  constructor(readonly reason: CvTextFailure) {
    super(reason);
  }
}

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const { getDocumentProxy, extractText } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true, verbosity: 0 });
  } catch (error) {
    throw new Refused((error as Error).name === 'PasswordException' ? 'encrypted' : 'corrupt');
  }
  try {
    if (pdf.numPages > CV_TEXT_LIMITS.maxPages) throw new Refused('too-many-pages');
    const { text } = await extractText(pdf, { mergePages: true });
    return { text, pages: pdf.numPages };
  } finally {
    // The bundled serverless build may not carry destroy(); cleanup() frees the pages' resources either way.
    const proxy = pdf as { destroy?: () => Promise<void>; cleanup?: () => Promise<void> };
    await (proxy.destroy ?? proxy.cleanup)?.call(pdf);
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const sizes = zipSizes(bytes);
  if (!sizes) throw new Refused('corrupt');
  if (sizes.uncompressed > CV_TEXT_LIMITS.maxInflated || sizes.entries > CV_TEXT_LIMITS.maxEntries) {
    throw new Refused('zip-bomb');
  }
  const mammoth = (await import('mammoth')).default;
  try {
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw new Refused('corrupt');
  }
}

function withTimeLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Refused('timeout')), CV_TEXT_LIMITS.timeLimitMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Judges the text: enough letters, mostly Latin ones. */
function usable(text: string): CvTextFailure | undefined {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < CV_TEXT_LIMITS.minLetters) return 'no-text';
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  return latin / letters.length < CV_TEXT_LIMITS.minLatinShare ? 'language' : undefined;
}

export async function readCvText(bytes: Buffer, type: CvType): Promise<CvText> {
  if (bytes.length > CV_MAX_BYTES) return { ok: false, reason: 'too-big' };
  try {
    const read = type === 'pdf' ? await withTimeLimit(pdfText(bytes)) : { text: await withTimeLimit(docxText(bytes)) };
    const text = read.text.slice(0, CV_TEXT_LIMITS.maxText);
    const problem = usable(text);
    if (problem) return { ok: false, reason: problem };
    return { ok: true, text, ...('pages' in read ? { pages: read.pages } : {}) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    return { ok: false, reason: 'corrupt', detail: (error as Error).message };
  }
}

/**
 * What a CV file really is, from its bytes rather than its name: a PDF starts with `%PDF-`; a Word document is a
 * zip (`PK\x03\x04`) holding `word/document.xml` (a zip stores its file names uncompressed). An `.exe` renamed
 * `.pdf` starts with `MZ` and is neither.
 */
import type { CvType } from '../../../shared/schemas/cv.js';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DOCX_PART = Buffer.from('word/document.xml');

/** How many leading bytes tell a PDF from a zip. */
export const MAGIC_LENGTH = 8;

/** 'pdf', 'zip' (a DOCX only if its entries say so) or undefined, from the first bytes. */
export function sniffStart(start: Uint8Array): 'pdf' | 'zip' | undefined {
  const head = Buffer.from(start);
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return 'zip';
  return undefined;
}

/** The CV type of a whole file, or undefined when it is neither a PDF nor a Word document. */
export function cvTypeOfContent(bytes: Uint8Array): CvType | undefined {
  const kind = sniffStart(bytes);
  if (kind === 'pdf') return 'pdf';
  if (kind === 'zip' && Buffer.from(bytes).includes(DOCX_PART)) return 'docx';
  return undefined;
}

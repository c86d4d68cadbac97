/**
 * What a logo file really is, from its bytes rather than its name: PNG, JPEG and WebP by their signatures, SVG as
 * UTF-8 text whose markup passes the SVG check (svg-check.ts). Anything else (an .exe renamed .png, a GIF, HTML
 * named .svg) is refused.
 */
import type { LogoType } from '../../../shared/schemas/logo.js';
import { checkSvg } from './svg-check.js';
import type { Identified } from './uploads.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF');
const WEBP = Buffer.from('WEBP');
const UTF8_BOM = '\ufeff';

const startsWith = (bytes: Buffer, magic: Buffer, at = 0) => bytes.subarray(at, at + magic.length).equals(magic);

function svgText(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(UTF8_BOM, '');
  return text.trimStart().startsWith('<') && /<svg[\s>/]/.test(text) ? text : undefined;
}

export function identifyLogo(content: Uint8Array): Identified<LogoType> {
  const bytes = Buffer.from(content);
  if (startsWith(bytes, PNG)) return { ok: true, type: 'png' };
  if (startsWith(bytes, JPEG)) return { ok: true, type: 'jpeg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { ok: true, type: 'webp' };
  const text = svgText(bytes);
  if (text === undefined) return { ok: false, reason: 'wrong-type' };
  const verdict = checkSvg(text);
  return verdict.ok ? { ok: true, type: 'svg' } : { ok: false, reason: 'unsafe', detail: verdict.reason };
}

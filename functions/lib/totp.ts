/**
 * TOTP (RFC 6238) with the `otpauth` library: SHA-1, 6 digits, 30-second steps, the settings every authenticator app
 * reads from an otpauth:// URI. A code is accepted for the current step and one step either side (a phone's clock a
 * little off, a code typed as it turned over); which step matched is returned, so the caller can refuse a replay.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Job Board';
const PERIOD_SECONDS = 30;
/** How many steps either side of now a code may be from. */
const WINDOW = 1;

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32 as apps take it. */
export const newTotpSecret = () => new Secret({ buffer: randomBytes(20).buffer }).base32;

export const currentStep = (now = Date.now()) => Math.floor(now / 1000 / PERIOD_SECONDS);

/** The time step the code belongs to, or null when it matches none in the window. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : currentStep(now) + delta;
}

/** The code of a time step (tests and the local demo's e2e helper compute codes the way an app does). */
export const codeAt = (secret: string, timestamp: number) => totpFor(secret).generate({ timestamp });

export const totpUri = (secret: string, accountName: string) => totpFor(secret, accountName).toString();

/** The QR code of the URI as an SVG data URL, drawn here so the browser bundle carries no QR library. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Ten recovery codes of 24 characters from an unambiguous alphabet of 31 (about 119 bits each), shown as four groups
 * of six. ASVS 5.0 6.5.2 allows a plain (unsalted, fast) hash only for lookup secrets of 112 bits or more.
 */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 24 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return chars.match(/.{6}/g)!.join('-');
  });
}

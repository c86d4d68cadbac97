/**
 * Security headers of the site's pages: the local server sends them and the CloudFront response headers policy
 * is built from the same values. Emotion (MUI) injects <style> elements, hence 'unsafe-inline' for styles only;
 * the one inline script allowed is the head script (the theme, clicks held until a page is live, the app's start),
 * by its hash (shared/theme-script.ts). The browser uploads CVs straight to the CV bucket (a presigned POST), so
 * that one origin is added to connect-src where there is one.
 */

/**
 * base64 SHA-256 of the head script (HEAD_SCRIPT of shared/theme-script.ts); theme-script.test.ts fails when the two
 * drift apart. Kept here, beside the policy that names it, and not beside the script: a screen that reads these
 * headers (the reset page restores the referrer policy) would otherwise carry the script's text in the bundle.
 */
export const HEAD_SCRIPT_SHA256 = 'Qone39XElb/RCe/HkrVkeD21AOBCZ9W8Qld8Fz0R/7U=';

const policyWith = (uploadOrigin?: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'sha256-${HEAD_SCRIPT_SHA256}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    uploadOrigin ? `connect-src 'self' ${uploadOrigin}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const contentSecurityPolicy = policyWith();

/** The headers of a site whose CV uploads go to `uploadOrigin` (the bucket's https origin, or the local S3). */
export const siteSecurityHeadersFor = (uploadOrigin?: string): Record<string, string> => ({
  ...siteSecurityHeaders,
  'Content-Security-Policy': policyWith(uploadOrigin),
});

export const siteSecurityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Headers of a published logo (/logos/...), locally and through CloudFront. An SVG opened directly is a document
 * of the site's origin: the sandbox gives it an opaque origin with no scripts, and it may load nothing; nosniff
 * keeps a browser from reading a file as anything but its declared type.
 */
export const logoHeaders: Record<string, string> = {
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

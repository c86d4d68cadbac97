/**
 * The CloudFront response headers policy, built from shared/site-headers.ts: the headers the local server sends
 * are the headers CloudFront sends. CloudFront takes the well-known security headers as typed settings and the
 * rest as custom headers; a security header this module does not know how to translate fails the synth rather
 * than being dropped or sent wrong.
 */
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { siteSecurityHeaders } from '../../shared/site-headers.js';

type Headers = Record<string, string>;

function hsts(value: string): NonNullable<ResponseSecurityHeadersBehavior['strictTransportSecurity']> {
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (!maxAge) throw new Error(`Strict-Transport-Security needs max-age: "${value}"`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge)),
    includeSubdomains: /includeSubDomains/i.test(value),
    preload: /preload/i.test(value),
    override: true,
  };
}

function frameOption(value: string): HeadersFrameOption {
  if (value === 'DENY') return HeadersFrameOption.DENY;
  if (value === 'SAMEORIGIN') return HeadersFrameOption.SAMEORIGIN;
  throw new Error(`X-Frame-Options must be DENY or SAMEORIGIN for CloudFront, not "${value}"`);
}

function referrerPolicy(value: string): HeadersReferrerPolicy {
  const known = Object.values(HeadersReferrerPolicy) as string[];
  if (!known.includes(value)) throw new Error(`Referrer-Policy "${value}" is not one CloudFront accepts`);
  return value as HeadersReferrerPolicy;
}

/** Splits the shared headers into CloudFront's typed security settings and plain custom headers. */
export function translateHeaders(headers: Headers) {
  const security: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const custom: { header: string; value: string; override: boolean }[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = hsts(value);
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`X-Content-Type-Options can only be nosniff, not "${value}"`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: frameOption(value), override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = { referrerPolicy: referrerPolicy(value), override: true };
        break;
      case 'x-xss-protection':
        throw new Error('X-XSS-Protection is obsolete; the CSP covers it. Remove it from shared/site-headers.ts');
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return { security, custom };
}

export function siteHeadersPolicy(scope: Construct, id: string, headers: Headers = siteSecurityHeaders) {
  const { security, custom } = translateHeaders(headers);
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Security headers of shared/site-headers.ts',
    securityHeadersBehavior: security,
    ...(custom.length ? { customHeadersBehavior: { customHeaders: custom } } : {}),
  });
}

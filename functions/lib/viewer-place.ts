/**
 * A rough place of the viewer (city and country) for the sessions list, from the headers CloudFront adds from its own
 * geolocation of the viewer's address: CloudFront-Viewer-Country (ISO 3166-1 alpha-2) and CloudFront-Viewer-City.
 * The /api/* behaviour's origin request policy forwards them (AllViewerExceptHostHeader includes CloudFront's
 * headers; infra/test/viewer-place.test.ts holds it). They count only when the request proved it came through
 * CloudFront (origin-verify.ts): anyone calling the API another way could set them to anything. Locally nothing adds
 * them, so there is no place.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cameThroughCloudFront } from './middleware/origin-verify.js';

export interface ViewerPlace {
  /** As CloudFront names it; absent when it names none. */
  city?: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

export const VIEWER_COUNTRY_HEADER = 'cloudfront-viewer-country';
export const VIEWER_CITY_HEADER = 'cloudfront-viewer-city';
/** A city name longer than this is not one (the longest in use are about 60 characters). */
const CITY_MAX = 80;

/** The header's text, URL-decoded when it is encoded, without control characters; undefined when empty or odd. */
function cityOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // not URL-encoded: taken as sent
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const city = text.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return city && city.length <= CITY_MAX ? city : undefined;
}

export function viewerPlace(event: APIGatewayProxyEventV2): ViewerPlace | undefined {
  if (!cameThroughCloudFront(event)) return undefined;
  const country = event.headers[VIEWER_COUNTRY_HEADER]?.trim().toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country)) return undefined;
  const city = cityOf(event.headers[VIEWER_CITY_HEADER]);
  return city ? { city, country } : { country };
}

/**
 * How a session shows in the profile's list. The device is read from the user agent with a few well-known
 * markers (order matters: Edge and Opera also say "Chrome", Chrome also says "Safari"); the network is the client
 * address with its last part hidden; the place is the city and country CloudFront named at sign-in (viewer-place.ts),
 * the country spelled out in English from its ISO code (Node's own ICU data: no geolocation database).
 */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

export function deviceLabel(userAgent: string): string {
  const browser = first(browsers, userAgent);
  const system = first(systems, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** 203.0.113.7 → 203.0.113.x; 2001:db8:1:2::7 → 2001:db8:1:x (the first 48 bits, a site's usual prefix). */
export function maskedNetwork(raw: string): string {
  // An IPv4 address as a dual-stack server reports it (::ffff:203.0.113.7) is shown as IPv4.
  const address = raw.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return `${address.slice(0, address.lastIndexOf('.'))}.x`;
  if (address.includes(':')) {
    // Only the groups written before a '::' keep their place; a compressed head (::1) tells nothing.
    const groups = (address.split('::')[0] ?? '').split(':').filter(Boolean).slice(0, 3);
    return groups.length > 0 ? `${groups.join(':')}:x` : 'Unknown network';
  }
  return 'Unknown network';
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** "Lisbon, Portugal", "Portugal" without a city, or null without a place (locally, or none named). */
export function placeLabel(place: { city?: string; country: string } | undefined): string | null {
  if (!place) return null;
  const country = countryNames.of(place.country) ?? place.country;
  return place.city ? `${place.city}, ${country}` : country;
}

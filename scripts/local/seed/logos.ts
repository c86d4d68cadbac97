/**
 * The demo companies' logos: a coloured tile with the company's initials and a simple mark, drawn here (the repo
 * holds no downloaded artwork) and published into the logo bucket at `logos/<slug>.svg`, where the site serves
 * /logos/... from (functions/local/logo-files.ts), so they exist on a fresh clone. Written on every start when
 * missing, so a data folder seeded before they were published gets them too.
 */
import { logoBucket } from '../../../functions/lib/files/s3.js';
import { headObject, putObject } from '../../../functions/lib/files/s3-objects.js';
import { LOGO_CONTENT_TYPES } from '../../../shared/schemas/logo.js';
import { type SeedCompany, seedCompanies } from './companies.js';

const MARKS = [
  '<circle cx="50" cy="14" r="6" fill="#fff" opacity="0.55"/>',
  '<path d="M8 52 L24 40 L34 48 L56 30 V56 H8 Z" fill="#fff" opacity="0.2"/>',
  '<rect x="42" y="8" width="14" height="14" rx="3" fill="#fff" opacity="0.45"/>',
];

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0]?.slice(0, 2) ?? '?');
}

export function logoSvg(name: string, color: string, index: number): string {
  const escaped = name.replace(/&/g, '&amp;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escaped} logo">
  <title>${escaped}</title>
  <rect width="64" height="64" rx="14" fill="${color}"/>
  ${MARKS[index % MARKS.length]}
  <text x="32" y="41" text-anchor="middle" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff">${initials(name).toUpperCase()}</text>
</svg>
`;
}

/** The site path of a demo company's logo, as its company and jobs store it. */
export const demoLogoPath = (company: SeedCompany) => `/logos/${company.slug}.svg`;

/** Publishes each demo logo not yet in the logo bucket; answers how many it wrote. */
export async function publishDemoLogos(): Promise<number> {
  let written = 0;
  for (const [index, company] of seedCompanies.entries()) {
    const key = demoLogoPath(company).slice(1);
    if (await headObject(logoBucket(), key)) continue;
    await putObject(logoBucket(), key, logoSvg(company.name, company.color, index), {
      contentType: LOGO_CONTENT_TYPES.svg,
      cacheControl: 'public, max-age=3600',
    });
    written += 1;
  }
  return written;
}

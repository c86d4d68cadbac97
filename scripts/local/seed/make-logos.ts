/**
 * Writes the seeded companies' logos to web/public/logos/<slug>.svg: a coloured tile with the company's initials
 * and a simple mark, drawn here so the repo holds no downloaded artwork. Run after changing companies.ts:
 * `npx tsx scripts/local/seed/make-logos.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { seedCompanies } from './companies.js';

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

const folder = new URL('../../../web/public/logos/', import.meta.url);
mkdirSync(folder, { recursive: true });
seedCompanies.forEach((company, index) => {
  writeFileSync(new URL(`${company.slug}.svg`, folder), logoSvg(company.name, company.color, index));
});
console.log(`Wrote ${seedCompanies.length} logos to ${folder.pathname}`);

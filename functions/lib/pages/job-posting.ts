/**
 * The job as schema.org `JobPosting` JSON-LD, for search engines' job listings. Google's required fields (title,
 * description, datePosted, hiringOrganization, jobLocation, or jobLocationType TELECOMMUTE for a remote job) are
 * always there; the recommended ones (validThrough, employmentType, baseSalary, identifier) whenever the job says
 * them. The types below are the part of schema.org's vocabulary we write, nothing more.
 */
import { closingMoment, DEFAULT_OPEN_DAYS } from '../../../shared/closing-date.js';
import type { ContractType } from '../../../shared/constants.js';
import { escapeHtml } from '../../../shared/page-template.js';
import { payOf } from '../../../shared/pay/pay.js';
import type { PayPeriod } from '../../../shared/pay/pay-period.js';
import { readSalaryText } from '../../../shared/pay/read-salary-text.js';
import { jobLabels } from '../../../shared/texts.js';
import { DAY_MS } from '../../../shared/time.js';
import type { Company, Job } from '../../../shared/types.js';

export interface PostalAddress {
  '@type': 'PostalAddress';
  addressLocality: string;
  addressRegion?: string;
}

export interface Place {
  '@type': 'Place';
  address: PostalAddress;
}

export interface Organization {
  '@type': 'Organization';
  name: string;
  sameAs?: string;
  logo?: string;
}

export interface MonetaryAmount {
  '@type': 'MonetaryAmount';
  /** ISO 4217. */
  currency: string;
  value: { '@type': 'QuantitativeValue'; minValue: number; maxValue: number; unitText: UnitText };
}

export type UnitText = 'HOUR' | 'DAY' | 'MONTH' | 'YEAR';

export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN' | 'OTHER';

export interface JobPosting {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  /** HTML, as Google asks: paragraphs of the description and the requirements. */
  description: string;
  /** ISO 8601. */
  datePosted: string;
  validThrough: string;
  employmentType: EmploymentType;
  hiringOrganization: Organization;
  jobLocation?: Place;
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'AdministrativeArea'; name: string };
  baseSalary?: MonetaryAmount;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  url: string;
  skills?: string;
}

/**
 * A job stored before closing dates existed has none: it counts as open 60 days from posting (the board's default),
 * and while still open past that, this long after each render (pages are rendered on request).
 */
export const STILL_OPEN_DAYS = 30;

const employmentTypes: Record<ContractType, EmploymentType> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

const unitTexts: Record<PayPeriod, UnitText> = { hour: 'HOUR', day: 'DAY', month: 'MONTH', year: 'YEAR' };

/**
 * The job's pay as schema.org states it: its structured pay, else its free text where that is readable (a job
 * stored before structured pay, until the migration reads it); none for text that names no currency.
 */
export function baseSalaryOf(job: Job): MonetaryAmount | undefined {
  const pay = payOf(job) ?? readSalaryText(job.salary);
  if (!pay) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: pay.currency,
    value: {
      '@type': 'QuantitativeValue',
      minValue: pay.salaryMin,
      maxValue: pay.salaryMax,
      unitText: unitTexts[pay.period],
    },
  };
}

/** Paragraphs of plain text as HTML: blank lines part paragraphs, single line breaks stay. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** "Berlin, Germany" → locality Berlin, region Germany: the free-text location split at its first comma. */
function addressOf(location: string): PostalAddress {
  const [locality, ...rest] = location.split(',').map((part) => part.trim());
  const region = rest.join(', ');
  return {
    '@type': 'PostalAddress',
    addressLocality: locality || location,
    ...(region ? { addressRegion: region } : {}),
  };
}

/** What a remote job's location says besides "Remote" ("Remote, EU" → "EU"), if anything. */
function remoteArea(location: string): string | undefined {
  const rest = location
    .replace(/\bremote\b/gi, '')
    .replace(/^[\s,;:()–-]+|[\s,;:()–-]+$/g, '')
    .trim();
  return rest || undefined;
}

export interface JobPostingInput {
  job: Job;
  company?: Company;
  /** The page's canonical address. */
  url: string;
  /** Absolute address of the site, for the logo. */
  siteUrl: string;
  now: Date;
}

export function jobPosting({ job, company, url, siteUrl, now }: JobPostingInput): JobPosting {
  const posted = new Date(job.createdAt);
  const validThrough = job.closingDate
    ? closingMoment(job.closingDate)
    : new Date(
        Math.max(posted.getTime() + DEFAULT_OPEN_DAYS * DAY_MS, now.getTime() + STILL_OPEN_DAYS * DAY_MS),
      ).toISOString();
  const logo = company?.logo ?? job.companyLogo;
  const remote = job.workArrangement === 'remote';
  const area = remote ? remoteArea(job.location) : undefined;
  const salary = baseSalaryOf(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `${paragraphs(job.description)}${job.requirements ? `<h2>${jobLabels.requirements}</h2>${paragraphs(job.requirements)}` : ''}`,
    datePosted: posted.toISOString(),
    validThrough,
    employmentType: employmentTypes[job.jobType] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(company?.website ? { sameAs: company.website } : {}),
      ...(logo ? { logo: new URL(logo, siteUrl).href } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE' as const,
          ...(area ? { applicantLocationRequirements: { '@type': 'AdministrativeArea' as const, name: area } } : {}),
        }
      : { jobLocation: { '@type': 'Place' as const, address: addressOf(job.location) } }),
    ...(salary ? { baseSalary: salary } : {}),
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: String(job.id) },
    url,
    ...(job.skills.length ? { skills: job.skills.join(', ') } : {}),
  };
}

/** The JSON-LD as a <script> element: `<` is escaped, so no text of the job can close the element early. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * What a job page carries in <head> for search engines and link previews: the canonical address, Open Graph and
 * Twitter card tags (title, summary, the company's logo when it has one) and the JobPosting JSON-LD.
 */
import { escapeHtml } from '../../../shared/page-template.js';
import { labels } from '../../../shared/texts.js';
import type { Company, Job } from '../../../shared/types.js';
import { summarize } from '../db/jobs/jobs-model.js';
import { jobPosting, jsonLdScript } from './job-posting.js';

/** A search result shows about 160 characters of the description. */
const DESCRIPTION_LENGTH = 160;

export interface JobPageHead {
  title: string;
  description: string;
  /** The tags to add to <head>, escaped. */
  tags: string;
}

export function jobPagePath(id: number): string {
  return `/job/${id}`;
}

function shorten(text: string, length: number): string {
  const flat = summarize(text);
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

export function jobPageHead(job: Job, company: Company | undefined, siteUrl: string, now: Date): JobPageHead {
  const url = new URL(jobPagePath(job.id), siteUrl).href;
  const title = `${job.title} at ${job.companyName} | ${labels.brand}`;
  const description = shorten(`${job.companyName}, ${job.location}. ${job.description}`, DESCRIPTION_LENGTH);
  const logo = company?.logo ?? job.companyLogo;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', labels.brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(logo ? [meta('property', 'og:image', new URL(logo, siteUrl).href)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    jsonLdScript(jobPosting({ job, company, url, siteUrl, now })),
  ];
  return { title, description, tags: tags.join('') };
}

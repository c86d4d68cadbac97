/**
 * What a job page carries in <head> for search engines and link previews: the link preview's tags
 * (link-preview-head.ts, with the company's logo when it has one) and the JobPosting JSON-LD.
 */
import { labels } from '../../../shared/texts.js';
import type { Company, Job } from '../../../shared/types.js';
import { jobPosting, jsonLdScript } from './job-posting.js';
import { linkPreviewTags, shortDescription } from './link-preview-head.js';

export interface JobPageHead {
  title: string;
  description: string;
  /** The tags to add to <head>, escaped. */
  tags: string;
}

export function jobPagePath(id: number): string {
  return `/job/${id}`;
}

export function jobPageHead(job: Job, company: Company | undefined, siteUrl: string, now: Date): JobPageHead {
  const url = new URL(jobPagePath(job.id), siteUrl).href;
  const title = `${job.title} at ${job.companyName} | ${labels.brand}`;
  const description = shortDescription(`${job.companyName}, ${job.location}. ${job.description}`);
  const image = company?.logo ?? job.companyLogo;
  const tags = [
    linkPreviewTags({ title, description, url, siteUrl, ...(image ? { image } : {}) }),
    jsonLdScript(jobPosting({ job, company, url, siteUrl, now })),
  ];
  return { title, description, tags: tags.join('') };
}

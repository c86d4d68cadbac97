/**
 * Words of a company's own profile screen (editing name, description, website, location and the logo) and of the
 * response time on its public page. The rules' own messages are in schemas/company-profile.ts (the registration
 * messages) and `logoMessages` in schemas/logo.ts.
 */
import { MIN_DECISIONS_FOR_MEDIAN, RESPONSE_DAYS_CAP } from '../constants.js';
import {
  ANSWER_WITHIN_DAYS,
  MIN_APPLICATIONS_FOR_MARK,
  RESPONDS_TO_EVERY_APPLICANT_SHARE,
} from '../hiring-promises.js';
import type { ResponseTime } from '../types.js';
import { labels } from './labels.js';

export const companyProfileLabels = {
  title: labels.companyProfile,
  /** A company page's summary for search results and shared links, when the company wrote no description. */
  previewWithoutDescription: (name: string) => `Open jobs at ${name} on ${labels.brand}.`,
  editCompanyPage: 'Edit company page',
  intro: 'What job seekers see on your company page, on your job cards and in search.',
  viewPublicPage: 'View public page',
  details: 'About your company',
  name: 'Company name',
  description: 'Description',
  descriptionHelp: 'What you do, how you work, why people like working with you.',
  website: 'Website',
  websiteHelp: 'For example acme.example; https:// is added for you.',
  location: 'Location',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Company profile saved',
  savedText: 'Your company page shows the changes.',
  saveFailed: 'Could not save your company profile. Please try again.',
  loadFailed: 'Could not load your company profile.',
  noCompany: 'This account has no company.',

  logo: 'Logo',
  logoText: 'PNG, JPEG, WebP or SVG, up to 1 MB. A square image looks best.',
  logoAlt: (name: string) => `${name} logo`,
  noLogo: 'No logo yet: your company shows its first letter.',
  uploadLogo: 'Upload logo',
  replaceLogo: 'Replace logo',
  removeLogo: 'Remove logo',
  uploading: 'Uploading your logo…',
  checking: 'Checking the image…',
  removing: 'Removing the logo…',
  logoSaved: 'Logo saved',
  logoSavedText: 'Your logo now shows on your company page and your jobs.',
  logoRemoved: 'Logo removed',
  logoFailed: 'Could not save your logo. Please try again.',
  removeFailed: 'Could not remove your logo. Please try again.',
  removeTitle: 'Remove your logo?',
  removeText: 'Your company page and job cards will show your first letter instead.',
} as const;

export const responseTimeLabels = {
  heading: 'Response time',
  notEnough: 'Not enough decisions yet',
  notEnoughText: `Shown once the company has decided ${MIN_DECISIONS_FOR_MEDIAN} applications.`,
  median: (days: number) =>
    days < 1
      ? 'Usually decides within a day'
      : days >= RESPONSE_DAYS_CAP
        ? `Usually takes ${RESPONSE_DAYS_CAP} days or more to decide`
        : `Usually decides in ${days} ${days === 1 ? 'day' : 'days'}`,
  basis: (decisions: number) => `Median time to approve or reject, over ${decisions} decided applications.`,
  answeredWithin: (share: number) =>
    `${Math.round(share * 100)} % of applications answered within ${ANSWER_WITHIN_DAYS} days`,
  respondsToEveryApplicant: 'Responds to every applicant',
  respondsToEveryApplicantHelp: `Answers at least ${Math.round(RESPONDS_TO_EVERY_APPLICANT_SHARE * 100)} % of applications within ${ANSWER_WITHIN_DAYS} days, over at least ${MIN_APPLICATIONS_FOR_MARK} applications`,
  cardFigures: (share: number, medianDays: number) =>
    `Answers ${Math.round(share * 100)} % within ${ANSWER_WITHIN_DAYS} days · median ${medianDays} ${medianDays === 1 ? 'day' : 'days'}`,
} as const;

/** The response line of a company page. */
export function responseTimeText(time: ResponseTime): { line: string; detail: string } {
  return time.medianDays === undefined
    ? { line: responseTimeLabels.notEnough, detail: responseTimeLabels.notEnoughText }
    : {
        line: responseTimeLabels.median(time.medianDays),
        detail: [
          ...(time.answeredWithinShare === undefined
            ? []
            : [`${responseTimeLabels.answeredWithin(time.answeredWithinShare)}.`]),
          responseTimeLabels.basis(time.decisions),
        ].join(' '),
      };
}

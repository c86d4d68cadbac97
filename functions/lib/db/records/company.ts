/** Reading company items into the API's Company, and into who gets a company's application mail. */
import * as v from 'valibot';
import {
  APPLICATION_MAIL_SETTINGS,
  type ApplicationMailSetting,
  DEFAULT_APPLICATION_MAIL_SETTING,
} from '../../../../shared/constants.js';
import type { Company } from '../../../../shared/types.js';
import { readRecord } from './read-record.js';

const companyItemSchema = v.object({
  id: v.number(),
  userId: v.optional(v.number()),
  name: v.string(),
  description: v.optional(v.string(), ''),
  location: v.optional(v.string()),
  website: v.optional(v.string()),
  logo: v.optional(v.string()),
  jobCount: v.optional(v.number(), 0),
  createdAt: v.string(),
  // Read loosely: an unknown value falls back to the default rather than stopping the company's mail.
  applicationMail: v.optional(v.string()),
});

export function fromCompanyItem(item: Record<string, unknown>): Company {
  const company = readRecord('company', companyItemSchema, item);
  return {
    id: company.id,
    ...(company.userId === undefined ? {} : { userId: company.userId }),
    name: company.name,
    description: company.description,
    ...(company.location ? { location: company.location } : {}),
    ...(company.website ? { website: company.website } : {}),
    ...(company.logo ? { logo: company.logo } : {}),
    jobCount: company.jobCount,
    createdAt: company.createdAt,
  };
}

export interface MailRecipient {
  companyId: number;
  companyName: string;
  userId?: number;
  setting: ApplicationMailSetting;
}

const isSetting = (value: string | undefined): value is ApplicationMailSetting =>
  APPLICATION_MAIL_SETTINGS.some((setting) => setting === value);

export function fromCompanyItemToRecipient(item: Record<string, unknown>): MailRecipient {
  const company = readRecord('company', companyItemSchema, item);
  return {
    companyId: company.id,
    companyName: company.name,
    ...(company.userId === undefined ? {} : { userId: company.userId }),
    setting: isSetting(company.applicationMail) ? company.applicationMail : DEFAULT_APPLICATION_MAIL_SETTING,
  };
}

/** A daily-summary marker names its company. */
export const companyIdOfDailyMarker = (item: Record<string, unknown>): number =>
  readRecord('daily-summary marker', v.object({ companyId: v.number() }), item).companyId;

/** The admin desk's view of a company's suspension: when and why, if it is suspended. */
const suspensionSchema = v.object({ suspendedAt: v.optional(v.string()), suspendReason: v.optional(v.string(), '') });

export function suspensionOf(item: Record<string, unknown>): { at: string; reason: string } | undefined {
  const { suspendedAt, suspendReason } = readRecord('company', suspensionSchema, item);
  return suspendedAt ? { at: suspendedAt, reason: suspendReason } : undefined;
}

/**
 * Job alert payloads: an alert is a saved search (the job list's filters, as text like a URL's) with a name and a
 * frequency. A signed-in seeker creates and edits theirs; a visitor subscribes with an email address.
 */
import * as v from 'valibot';
import { ALERT_FREQUENCIES, DEFAULT_ALERT_LOCATION } from '../constants.js';
import { alertMessages } from '../texts/alert-texts.js';
import { accountMessages, validation } from '../texts.js';
import { emailField } from './auth.js';
import { jobFilterEntries, salaryOrderCheck } from './job-query.js';
import { objectBody } from './object-body.js';

/** The filters checked as the job list checks them; 'Anywhere' (the form's default) is no location filter. */
export const alertFiltersSchema = v.pipe(
  v.object(jobFilterEntries, accountMessages.bodyNotObject),
  salaryOrderCheck(),
  v.transform((filters) => {
    const kept: Record<string, string> = {};
    for (const [key, value] of Object.entries(filters)) {
      if (value !== undefined) kept[key] = String(value);
    }
    if (kept.location?.toLowerCase() === DEFAULT_ALERT_LOCATION.toLowerCase()) delete kept.location;
    return kept as AlertFilters;
  }),
);

/** The filters of an alert, each as text: the same names and values as the /jobs page's URL. */
export type AlertFilters = Partial<Record<keyof typeof jobFilterEntries, string>>;

const frequency = v.picklist(ALERT_FREQUENCIES, alertMessages.frequency);
const name = v.optional(v.pipe(v.string(alertMessages.nameMax), v.trim(), v.maxLength(100, alertMessages.nameMax)));

export const createAlertSchema = objectBody(v.object({ name, frequency, filters: v.optional(alertFiltersSchema, {}) }));

export const subscribeAlertSchema = objectBody(
  v.object({ email: emailField(validation.email), name, frequency, filters: v.optional(alertFiltersSchema, {}) }),
);

export const updateAlertSchema = objectBody(
  v.pipe(
    v.object({
      name: v.optional(
        v.pipe(
          v.string(alertMessages.nameRequired),
          v.trim(),
          v.nonEmpty(alertMessages.nameRequired),
          v.maxLength(100, alertMessages.nameMax),
        ),
      ),
      frequency: v.optional(frequency),
      active: v.optional(v.boolean()),
    }),
    v.check(
      (change) => change.name !== undefined || change.frequency !== undefined || change.active !== undefined,
      alertMessages.nothingToChange,
    ),
  ),
);

export const alertTokenSchema = v.object({
  token: v.pipe(
    v.string(alertMessages.linkInvalid),
    v.trim(),
    v.nonEmpty(alertMessages.linkInvalid),
    v.maxLength(2000),
  ),
});

/** A job alert as the API answers it. */
export interface JobAlert {
  id: number;
  name: string;
  frequency: (typeof ALERT_FREQUENCIES)[number];
  /** Paused alerts send nothing. */
  active: boolean;
  filters: AlertFilters;
  createdAt: string;
  /** When the last email of this alert went out. */
  lastSentAt?: string;
}

/** The answer of subscribing, confirming and unsubscribing: what happened, in words. */
export interface AlertNotice {
  message: string;
}

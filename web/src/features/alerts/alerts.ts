/**
 * Job alerts as the site handles them: the create form's draft (Alert Name, Location, Keywords and
 * Notification Frequency, plus an email for visitors) turned into the API's saved search, and a saved search
 * described in a few words.
 */

import { ALERT_FREQUENCIES, type AlertFrequency, DEFAULT_ALERT_LOCATION } from '@shared/constants.js';
import type { AlertFilters } from '@shared/schemas/alerts.js';
import { emailAddress } from '@shared/schemas/email-address.js';
import { alertLabels, alertMessages, frequencyLabels } from '@shared/texts/alert-texts.js';
import { validation } from '@shared/texts.js';
import * as v from 'valibot';

export interface AlertDraft {
  name: string;
  keywords: string;
  location: string;
  frequency: AlertFrequency;
  email: string;
}

export const emptyDraft: AlertDraft = {
  name: '',
  keywords: '',
  // Empty is anywhere: the form shows the word as its placeholder, never as a value to delete first.
  location: '',
  frequency: 'daily',
  email: '',
};

export const frequencyChoices = ALERT_FREQUENCIES.map((value) => ({ value, label: frequencyLabels[value] }));

/** Keywords split on commas and trimmed (blanks and repeats dropped): every one must match, as search words do. */
function parseKeywords(text: string): string[] {
  const keywords = text.split(',').map((keyword) => keyword.trim());
  return keywords.filter((keyword, index) => keyword && keywords.indexOf(keyword) === index);
}

/** The form's own checks (the API checks the rest with the shared schemas). */
export const draftSchema = (withEmail: boolean) =>
  v.object({
    ...nameAndEmailSchema(withEmail).entries,
    keywords: v.pipe(
      v.string(),
      v.check((text) => parseKeywords(text).length > 0, alertMessages.keywordsRequired),
    ),
  });

/** What every way of saving an alert checks: a name, and a visitor's email address (trimmed in the output). */
export const nameAndEmailSchema = (withEmail: boolean) =>
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(alertMessages.nameRequired)),
    email: withEmail ? v.pipe(v.string(), v.trim(), emailAddress(validation.email)) : v.string(),
  });

export function draftFilters(draft: AlertDraft): AlertFilters {
  const location = draft.location.trim();
  return {
    search: parseKeywords(draft.keywords).join(' '),
    ...(location && location.toLowerCase() !== DEFAULT_ALERT_LOCATION.toLowerCase() ? { location } : {}),
  };
}

/** "react · Berlin · full_time": what the alert searches, in the order of the job list's filters. */
export function describeFilters(filters: AlertFilters): string {
  const parts = [
    filters.search,
    filters.location,
    filters.jobType?.replace('_', '-'),
    filters.workArrangement,
    filters.category,
    filters.experience,
    filters.salaryMin && `from ${filters.salaryMin}`,
    filters.salaryMax && `up to ${filters.salaryMax}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : alertLabels.allJobs;
}

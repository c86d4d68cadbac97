/** Job alerts: client-side only, never sent; two samples so the page shows what they look like. */
import { type ALERT_FREQUENCIES, DEFAULT_ALERT_LOCATION } from '@shared/constants.js';

export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export interface JobAlert {
  id: number;
  name: string;
  keywords: string[];
  location: string;
  frequency: AlertFrequency;
  active: boolean;
}

export interface AlertDraft {
  name: string;
  keywords: string;
  location: string;
  frequency: AlertFrequency;
}

export const emptyDraft: AlertDraft = { name: '', keywords: '', location: DEFAULT_ALERT_LOCATION, frequency: 'Daily' };

export const sampleAlerts: JobAlert[] = [
  {
    id: 1,
    name: 'Frontend Developer',
    keywords: ['React', 'TypeScript', 'Frontend'],
    location: 'Remote',
    frequency: 'Daily',
    active: true,
  },
  {
    id: 2,
    name: 'Data Science Roles',
    keywords: ['Python', 'Machine Learning', 'Data'],
    location: 'New York, NY',
    frequency: 'Weekly',
    active: false,
  },
];

/** Keywords split on commas and trimmed; blanks and repeats dropped. */
function parseKeywords(text: string): string[] {
  const keywords = text.split(',').map((keyword) => keyword.trim());
  return keywords.filter((keyword, index) => keyword && keywords.indexOf(keyword) === index);
}

/** A new, active alert; undefined when the name or the keywords are missing (silently ignored). */
export function alertFromDraft(draft: AlertDraft, id: number): JobAlert | undefined {
  const name = draft.name.trim();
  const keywords = parseKeywords(draft.keywords);
  if (!name || keywords.length === 0) return undefined;
  const location = draft.location.trim() || DEFAULT_ALERT_LOCATION;
  return { id, name, keywords, location, frequency: draft.frequency, active: true };
}

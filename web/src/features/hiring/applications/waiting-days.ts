/** Whole days an application has waited since it was sent (never negative: clocks differ a little). */
import { DAY_MS } from '@shared/time.js';
import type { Application } from '@shared/types.js';

export const waitingDays = (application: Pick<Application, 'submittedAt'>, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(application.submittedAt)) / DAY_MS));

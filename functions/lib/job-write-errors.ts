/**
 * The 4xx a route answers when a job write is refused (db/jobs/jobs-write.ts returns why): the poster's input is a
 * 400, a job changed meanwhile a 409, its company gone a 400, each with the words a person reads.
 */
import { hiringMessages, jobMessages } from '../../shared/texts.js';
import type { JobInputRefusal, JobWriteRefusal } from './db/jobs/jobs.js';
import { badRequest, conflict, type HttpError } from './errors.js';

export function jobWriteError(refusal: JobWriteRefusal | JobInputRefusal): HttpError {
  switch (refusal.reason) {
    case 'unknown-category':
      return badRequest(jobMessages.unknownCategory(refusal.category));
    case 'closing-date-passed':
      return badRequest(hiringMessages.closingDatePassed);
    case 'changed-meanwhile':
      return conflict(jobMessages.changedMeanwhile);
    case 'company-missing':
      return badRequest(jobMessages.companyMissing);
  }
}

/** Path parameters. A numeric id that is not a positive whole number names nothing: it is answered as not found. */
import * as v from 'valibot';
import { parseNumericId } from '../numeric-id.js';
import { alertMessages } from '../texts/alert-texts.js';
import { apiErrors } from '../texts.js';

/* @__NO_SIDE_EFFECTS__ */
function idParams<Name extends string>(name: Name, notFoundMessage: string) {
  const id = v.pipe(
    v.optional(v.string(notFoundMessage), ''),
    v.transform((value: string) => parseNumericId(value)),
    v.number(notFoundMessage),
  );
  return v.object({ [name]: id } as Record<Name, typeof id>);
}

export const jobIdParams = idParams('id', apiErrors.jobNotFound);
export const savedJobIdParams = idParams('jobId', apiErrors.jobNotFound);
export const applicationIdParams = idParams('id', apiErrors.applicationNotFound);
export const companyIdParams = idParams('id', apiErrors.companyNotFound);
export const companyUserIdParams = idParams('userId', apiErrors.companyNotFound);
export const alertIdParams = idParams('id', alertMessages.alertNotFound);

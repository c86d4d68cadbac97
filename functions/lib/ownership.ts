/**
 * Per-object authorization (docs/hiring.md, "Ownership"). The route table already decided the role; these say
 * whether this user may touch this object. A "no" is answered 404 by the routes, so ids reveal nothing; a company
 * is public, so changing another one is answered 403.
 */
import { apiErrors } from '../../shared/texts.js';
import type { Application, Job } from '../../shared/types.js';
import type { UserRecord } from './db/accounts/users.js';
import { forbidden } from './errors.js';

/** The company account that owns the company the job belongs to. */
export function ownsJob(user: UserRecord, job: Pick<Job, 'companyId'>): boolean {
  return user.role === 'company' && user.companyId !== undefined && job.companyId === user.companyId;
}

/** Edit, activate/deactivate or delete: the owner; an admin too, for moderation (the route limits what to). */
export function canManageJob(user: UserRecord, job: Pick<Job, 'companyId'>): boolean {
  return ownsJob(user, job) || user.role === 'admin';
}

/** An application is seen by its applicant and by the company it was sent to, nobody else. */
export function canSeeApplication(user: UserRecord, application: Application): boolean {
  if (user.role === 'job_seeker') return application.userId === user.id;
  return ownsJob(user, application);
}

/** Only the company it was sent to decides an application. */
export const canDecideApplication = (user: UserRecord, application: Application) => ownsJob(user, application);

/** A company account changes only the company it owns (the session says which); anyone else is refused. */
export function requireOwnCompany(user: UserRecord, companyId: number): void {
  if (user.role !== 'company' || user.companyId !== companyId) throw forbidden(apiErrors.notYourCompany);
}

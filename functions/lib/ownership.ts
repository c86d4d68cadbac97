/** Per-object authorization: who may see an application. Others get 404, so ids reveal nothing. */
import type { Application } from '../../shared/types.js';
import type { UserRecord } from './db/users.js';

export function canSeeApplication(user: UserRecord, application: Application): boolean {
  if (user.role === 'job_seeker') return application.userId === user.id;
  if (user.role === 'company') return user.companyId !== undefined && application.companyId === user.companyId;
  return false;
}

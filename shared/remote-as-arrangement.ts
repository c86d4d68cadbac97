/**
 * `remote` is among the job types the API accepts (JOB_TYPES), but it says where the work is, not what contract:
 * a job sent with it is stored as a remote job. A matching profile's job type `remote` is read the same way, as the
 * work arrangement `remote`: kept as a job type, it matched no job, since no stored job's type is `remote`.
 */
import type { JobType, WorkArrangement } from './constants.js';

export function remoteAsArrangement<Profile extends { arrangements: WorkArrangement[]; jobTypes: JobType[] }>(
  profile: Profile,
): Profile {
  if (!profile.jobTypes.includes('remote')) return profile;
  return {
    ...profile,
    jobTypes: profile.jobTypes.filter((type) => type !== 'remote'),
    arrangements: profile.arrangements.includes('remote') ? profile.arrangements : [...profile.arrangements, 'remote'],
  };
}

import type { SkillComparison } from '../../matching-types.js';
import type { Application } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { applicationIdParams } from '../params.js';

/** For the company (or an admin): the job's skills the applicant listed on their profile and those they did not. */
export type ApplicationAnswer = Application & { skillComparison?: SkillComparison };

export const route = defineRoute('get-application', { params: applicationIdParams }, responds<ApplicationAnswer>());

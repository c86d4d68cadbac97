import type { SkillComparison } from '../../matching-types.js';
import type { Application } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { applicationIdParams } from '../params.js';

/** For the company (or an admin): the job's skills found in what the applicant gave, and those not found. */
export type ApplicationAnswer = Application & { skillComparison?: SkillComparison };

export const route = defineRoute('get-application', { params: applicationIdParams }, responds<ApplicationAnswer>());

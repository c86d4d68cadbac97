/** GET /api/enums: the enumerations the client needs (job types with labels, levels, statuses, roles, sorts). */

import {
  APPLICATION_STATUSES,
  EXPERIENCE_LEVELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  REGISTRABLE_ROLES,
  ROLE_LABELS,
  SORT_OPTIONS,
} from '../../shared/constants.js';
import { route } from '../../shared/contract/routes/get-enums.js';
import type { Enums } from '../../shared/types.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

const enums: Enums = {
  jobTypes: JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] })),
  experienceLevels: [...EXPERIENCE_LEVELS],
  applicationStatuses: [...APPLICATION_STATUSES],
  roles: REGISTRABLE_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
  sortOptions: [...SORT_OPTIONS],
};

export const handler = definePublicHandler(route, async () => ok(enums));

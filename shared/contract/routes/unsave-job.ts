import type { SavedJobState } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { savedJobIdParams } from '../params.js';

export const route = defineRoute('unsave-job', { params: savedJobIdParams }, responds<SavedJobState<false>>());

import type { SimilarJob } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute('list-similar-jobs', { params: jobIdParams }, responds<SimilarJob[]>());

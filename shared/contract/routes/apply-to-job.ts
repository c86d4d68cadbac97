import { applySchema } from '../../schemas/application.js';
import type { Application } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute('apply-to-job', { params: jobIdParams, body: applySchema }, responds<Application>());

import type { Application } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { applicationIdParams } from '../params.js';

export const route = defineRoute('mark-application-viewed', { params: applicationIdParams }, responds<Application>());

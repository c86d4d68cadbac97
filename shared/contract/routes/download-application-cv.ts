import { defineRoute, responds } from '../define.js';
import { applicationIdParams } from '../params.js';

export const route = defineRoute(
  'download-application-cv',
  { params: applicationIdParams },
  responds<{ url: string }>(),
);

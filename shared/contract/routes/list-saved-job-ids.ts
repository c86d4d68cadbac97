import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-saved-job-ids', {}, responds<{ jobIds: number[] }>());

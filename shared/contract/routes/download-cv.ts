import { defineRoute, responds } from '../define.js';

export const route = defineRoute('download-cv', {}, responds<{ url: string }>());

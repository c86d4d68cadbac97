import { saveCvSchema } from '../../schemas/cv.js';
import type { CvFile } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('save-cv', { body: saveCvSchema }, responds<CvFile>());

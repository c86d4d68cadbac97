import { cvUploadSchema } from '../../schemas/cv.js';
import type { UploadTicket } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('start-cv-upload', { body: cvUploadSchema }, responds<UploadTicket>());

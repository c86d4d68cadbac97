/** GET /api/admin/reports: a page of the moderation queue; the next page's cursor travels in x-next-cursor. */
import type { ModerationCase } from '../../moderation-types.js';
import { deskPageQuerySchema } from '../../schemas/moderation.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-moderation-queue', { query: deskPageQuerySchema }, responds<ModerationCase[]>());

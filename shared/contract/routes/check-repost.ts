import { repostCheckSchema } from '../../schemas/repost-check.js';
import type { RepostCheck } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('check-repost', { body: repostCheckSchema }, responds<RepostCheck>());

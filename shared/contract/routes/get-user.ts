import type { PublicUser } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('get-user', {}, responds<PublicUser>());

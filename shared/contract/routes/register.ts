import { registerSchema } from '../../schemas/auth.js';
import type { PublicUser } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('register', { body: registerSchema }, responds<PublicUser>());

import { loginSchema } from '../../schemas/auth.js';
import type { SecondFactorChallenge } from '../../schemas/second-factor.js';
import type { PublicUser } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('login', { body: loginSchema }, responds<PublicUser | SecondFactorChallenge>());

import { secondFactorCodeSchema } from '../../schemas/second-factor.js';
import type { PublicUser } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('verify-second-factor', { body: secondFactorCodeSchema }, responds<PublicUser>());

import { type RecoveryCodes, secondFactorChangeSchema } from '../../schemas/second-factor.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('renew-recovery-codes', { body: secondFactorChangeSchema }, responds<RecoveryCodes>());

import { type RecoveryCodes, secondFactorCodeSchema } from '../../schemas/second-factor.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('enable-second-factor', { body: secondFactorCodeSchema }, responds<RecoveryCodes>());

import type { SecondFactorSetup } from '../../schemas/second-factor.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('start-second-factor', {}, responds<SecondFactorSetup>());

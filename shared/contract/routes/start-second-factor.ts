import { type SecondFactorSetup, secondFactorStartSchema } from '../../schemas/second-factor.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute(
  'start-second-factor',
  { body: secondFactorStartSchema },
  responds<SecondFactorSetup>(),
);

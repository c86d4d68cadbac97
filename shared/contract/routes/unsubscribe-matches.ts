import { matchUnsubscribeSchema } from '../../schemas/matching.js';
import { defineRoute, responds } from '../define.js';

/** The token travels in the query: the List-Unsubscribe address carries it, and a mail provider POSTs no JSON. */
export const route = defineRoute(
  'unsubscribe-matches',
  { query: matchUnsubscribeSchema },
  responds<{ message: string }>(),
);

import type { MatchingProfileView } from '../../matching-types.js';
import { matchingProfileSchema } from '../../schemas/matching.js';
import { objectBody } from '../../schemas/object-body.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute(
  'update-matching-profile',
  { body: objectBody(matchingProfileSchema) },
  responds<MatchingProfileView>(),
);

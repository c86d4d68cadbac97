import type { MatchingProfileView } from '../../matching-types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('get-matching-profile', {}, responds<MatchingProfileView>());

/** The card's line saying where the search words were found ("Matched in title, skills"); nothing without words. */

import { searchTexts } from '@shared/texts/search-texts.js';
import type { MatchedField } from '@shared/types.js';

export function MatchedFields({ fields, className }: { fields?: readonly MatchedField[]; className?: string }) {
  if (!fields?.length) return null;
  return <div className={className}>{searchTexts.matchedIn(fields)}</div>;
}

import { DAY_MS } from '../../../shared/time.js';
import { tokens } from './analyze.js';
import { FIELD_BITS } from './postings.js';
import { relevanceScore } from './relevance.js';

const now = Date.parse('2026-11-24T00:00:00Z');
const title = FIELD_BITS.title;
const body = FIELD_BITS.description;

describe('relevance score', () => {
  it('puts a title match above a body-only match, whatever their ages', () => {
    expect(relevanceScore([title], now - 60 * DAY_MS, now, 2)).toBeGreaterThan(relevanceScore([body], now, now, 2));
  });

  it('ranks the title a search covers whole above a longer title holding the same words, whatever their ages', () => {
    const words = (text: string) => tokens(text).length;
    const marketingManager = relevanceScore([title, title], now - 60 * DAY_MS, now, words('Marketing Manager'));
    const productMarketingManager = relevanceScore([title, title], now, now, words('Product Marketing Manager'));
    expect(marketingManager).toBeGreaterThan(productMarketingManager);
  });

  it('counts the words of a phrase in the search, and breaks ties by recency', () => {
    // 'full stack' is one search word of two words: it covers two of the three words of Full Stack Developer.
    expect(relevanceScore([title], now, now, 3, 2)).toBeGreaterThan(relevanceScore([title], now, now, 3));
    expect(relevanceScore([title], now, now, 2)).toBeGreaterThan(relevanceScore([title], now - DAY_MS, now, 2));
  });
});

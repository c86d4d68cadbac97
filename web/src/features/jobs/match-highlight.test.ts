import { makeHighlighter } from './match-highlight.js';

/** The marked words of a text, in order. */
function marked(search: string, text: string): string[] {
  const highlight = makeHighlighter(search);
  if (!highlight) return [];
  const parts = highlight(text);
  expect(parts.map((part) => part.text).join('')).toBe(text);
  return parts.filter((part) => part.match).map((part) => part.text);
}

describe('makeHighlighter', () => {
  it('has nothing to mark without words', () => {
    expect(makeHighlighter(undefined)).toBeUndefined();
    expect(makeHighlighter('  - ')).toBeUndefined();
  });

  it('marks the words of the search whatever their case, accents or endings', () => {
    expect(marked('engineers zurich', 'Senior Engineering Manager, Zürich')).toEqual(['Engineering', 'Zürich']);
    expect(marked('design', 'Product Designer')).toEqual(['Designer']);
    expect(marked('data', 'Database Administrator')).toEqual([]);
    expect(marked('designer', 'Product Designers')).toEqual(['Designers']);
  });

  it('keeps the symbols of technology names', () => {
    expect(marked('c++', 'C and C++ developer')).toEqual(['C++']);
    expect(marked('c#', 'C# / .NET engineer')).toEqual(['C#']);
    expect(marked('node.js', 'Node.js backend')).toEqual(['Node', 'js']);
  });

  it('finds two words written as one and one word written as two', () => {
    expect(marked('front end', 'Frontend Developer')).toEqual(['Frontend']);
    expect(marked('frontend', 'Front-End Developer')).toEqual(['Front', 'End']);
    expect(marked('ecommerce', 'E-commerce lead')).toEqual(['E', 'commerce']);
  });

  it('leaves little words unmarked unless they are all the search has', () => {
    expect(marked('head of data', 'Head of Data')).toEqual(['Head', 'Data']);
    expect(marked('the', 'The Agency')).toEqual(['The']);
  });
});

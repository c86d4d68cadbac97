import * as v from 'valibot';
import { jobChangesSchema, jobInputSchema } from './job-input.js';

const valid = {
  title: '  Software Engineer ',
  description: 'Build the product with us.',
  requirements: 'Three years of TypeScript.',
  location: 'Berlin',
  jobType: 'full_time',
};
const messages = (input: unknown) => v.safeParse(jobInputSchema, input).issues?.map((issue) => issue.message) ?? [];

describe('jobInputSchema', () => {
  it('answers the product validation messages word for word', () => {
    expect(messages({ ...valid, title: 'ab', description: 'short', requirements: 'short', location: 'B' })).toEqual([
      'Title must be at least 3 characters',
      'Description must be at least 10 characters',
      'Requirements must be at least 10 characters',
      'Location is required',
    ]);
    expect(messages({})).toContain('Location is required');
  });

  it('requires a known job type and bounds every field', () => {
    expect(messages({ ...valid, jobType: 'gig' })[0]).toMatch(/^Job type must be one of/);
    expect(messages({ ...valid, title: 'x'.repeat(121) })).toEqual(['Title must be at most 120 characters']);
    expect(messages({ ...valid, categories: [] })).toEqual(['Choose between 1 and 3 categories']);
    expect(messages({ ...valid, categories: ['A', 'B', 'C', 'D'] })).toEqual(['Choose between 1 and 3 categories']);
    expect(messages({ ...valid, skills: Array.from({ length: 11 }, (_, i) => `s${i}`) })).toEqual([
      'Add at most 10 skills',
    ]);
    expect(messages({ ...valid, experience: 'Wizard' })[0]).toMatch(/^Experience must be one of/);
  });

  it('trims, treats empty optional texts as not given, dedupes tags and drops identity fields', () => {
    const output = v.parse(jobInputSchema, {
      ...valid,
      salary: '  ',
      experience: '',
      skills: [' React ', 'react', 'Go'],
      postedBy: 99,
      companyId: 42,
    });
    expect(output).toEqual({
      title: 'Software Engineer',
      description: valid.description,
      requirements: valid.requirements,
      location: 'Berlin',
      jobType: 'full_time',
      salary: undefined,
      experience: undefined,
      skills: ['React', 'Go'],
    });
  });

  it('accepts any subset for an edit, e.g. only isActive', () => {
    expect(Object.entries(v.parse(jobChangesSchema, { isActive: false }))).toEqual([['isActive', false]]);
    expect(Object.entries(v.parse(jobChangesSchema, { salary: '' }))).toEqual([['salary', undefined]]); // cleared
    expect(v.safeParse(jobChangesSchema, { title: 'ab' }).success).toBe(false);
  });
});

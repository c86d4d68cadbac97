/** The blog's sample posts (hardcoded): summaries only, with no invented author. */
export const blogPosts = [
  {
    title: '10 Tips for Writing a Resume That Gets Read',
    excerpt:
      'Recruiters spend seconds on a first pass. Lead with results, cut the filler and match the posting’s words.',
    category: 'Career Advice',
  },
  {
    title: 'How to Prepare for a Remote Interview',
    excerpt: 'Test your setup, pick a quiet spot and prepare stories that show how you work with a distributed team.',
    category: 'Interviews',
  },
  {
    title: 'Writing Job Postings That Attract the Right People',
    excerpt:
      'Clear titles, honest salary ranges and a short list of real requirements bring better applicants, faster.',
    category: 'Hiring',
  },
  {
    title: 'The Skills Employers Ask For Most',
    excerpt: 'What employers name most often in their postings, and how to show those skills on your resume.',
    category: 'Industry Trends',
  },
  {
    title: 'Negotiating Your Salary Without the Stress',
    excerpt: 'Know your range, let the employer name a number first and negotiate the whole package, not only the pay.',
    category: 'Career Advice',
  },
  {
    title: 'Structured Interviews: Fairer and More Predictive',
    excerpt: 'Asking every candidate the same questions, scored the same way, is the simplest way to hire better.',
    category: 'Hiring',
  },
];

/** Facts the static pages must state. */
export const siteFacts = {
  legalDate: 'January 15, 2024',
  /** The privacy page was rewritten to say what the board really keeps. */
  privacyDate: 'November 28, 2026',
  /** The day the cookie page's words last changed. */
  cookiesDate: 'November 29, 2026',
  minimumAge: 18,
  contactReplyHours: 24,
  /**
   * The three plans and their prices. No plan is billed yet and no posting limit is applied: `postingsPlanned`
   * marks a limit as planned, so the page never states it as a fact.
   */
  pricingPlans: [
    {
      name: 'Starter',
      price: '$99',
      period: 'per month',
      postings: 'Up to 5 job postings',
      postingsPlanned: true,
      popular: false,
    },
    {
      name: 'Professional',
      price: '$299',
      period: 'per month',
      postings: 'Up to 25 job postings',
      postingsPlanned: true,
      popular: true,
    },
    {
      name: 'Enterprise',
      price: 'Custom',
      period: 'pricing',
      postings: 'Unlimited job postings',
      postingsPlanned: false,
      popular: false,
    },
  ],
  mostPopular: 'Most Popular',
  planned: 'Planned',
  pricingNotice:
    'Billing has not started: every company account has everything on this page free of charge today. The prices are what the plans will cost, and the posting limits marked “Planned” are not applied yet.',
  /** What the board does for every company account, whichever plan it will be on. */
  pricingIncluded: [
    'Post, edit, pause and close jobs, with pay, closing date and skills',
    'Review applications: approve or reject with a message, download the CVs sent',
    'Application emails: one per application, a daily summary, or none',
    'Views, applications and decisions per job over the last 30 days',
    'A company page with your logo, your open jobs and how fast you answer',
  ],
  pricingFaq: [
    {
      question: 'Can I change my plan later?',
      answer:
        'Plans are not billed yet, so there is nothing to change: every company account has every feature on this page, and nothing is charged.',
    },
    { question: 'Is there a setup fee?', answer: 'No. There is no setup fee on any plan.' },
    {
      question: 'What if I am not satisfied?',
      answer:
        'Close your jobs from your dashboard or delete your company account from your profile at any time; the applications you received stay with their applicants.',
    },
  ],
} as const;

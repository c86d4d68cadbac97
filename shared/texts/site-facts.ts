/** Facts the static pages must state. */
export const siteFacts = {
  /**
   * The day each policy page's words last changed (web/src/features/static/legal.ts), one per page: change a page's
   * words, change its date.
   */
  privacyDate: 'December 1, 2026',
  termsDate: 'December 1, 2026',
  cookiesDate: 'December 1, 2026',
  accessibilityDate: 'December 1, 2026',
  minimumAge: 18,
  /**
   * What the board does, for About and Press: each line is a feature the product has (README.md, docs/hiring.md,
   * docs/matching.md, docs/moderation.md). No people, funding or dates: the board publishes none that are true.
   */
  productFacts: [
    {
      title: 'Search and apply',
      text: 'Anyone can search the open jobs by words, place, job type, work arrangement, category, experience and yearly pay. Job seekers save jobs, apply with their saved CV or a pasted resume, follow the status of each application and withdraw one while it waits.',
    },
    {
      title: 'Jobs for you',
      text: 'A job seeker’s matching profile (skills read from their CV, which they keep or remove, and the titles, places and pay they want) puts the open jobs that fit first, each with the reasons it matched.',
    },
    {
      title: 'Job alerts',
      text: 'A saved search emails the new jobs that match it at once, once a day or once a week. Visitors can subscribe without an account by confirming their address, and every alert email has an unsubscribe link (a mail app can unsubscribe in one click).',
    },
    {
      title: 'Every application gets an answer',
      text: 'Companies are reminded of applications waiting 7 and 14 days; after 30 days without a decision the applicant is told “No decision”. Once a company has decided enough applications, its page and job cards show how fast it answers.',
    },
    {
      title: 'Jobs that are really open',
      text: 'Every 30 days a company confirms each open job is still open; a job left unconfirmed for 7 days more closes and says why. Jobs past their closing date close by themselves.',
    },
    {
      title: 'For companies',
      text: 'Companies post and edit jobs, review applicants, approve or reject with a message, download the CVs sent, and see each job’s views and applications over the last 30 days. Billing has not started: all of it is free today.',
    },
    {
      title: 'Reports and your data',
      text: 'Anyone can report a job they think is a scam or misleading; reports go to the board’s admins to review. The board uses no analytics or advertising trackers; Download my data gives you everything kept about your account, and you can delete it at any time.',
    },
  ],
  /**
   * Where a contact message goes: the form mails it to the support address with the visitor's address to reply to.
   * No reply time: nobody guarantees one. No mailbox address either: the form is the way in.
   */
  pressContact:
    'For interviews, pictures or anything else, write to us through the contact form: it emails your message to our team.',
  writeToUs: 'Write to us',
  contactWhereTitle: 'Where your message goes',
  contactWhere:
    'The form emails your message to our support team. Their reply goes to the email address you give, so please ' +
    'check it is right.',
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

/** Facts the static pages must state. */
export const siteFacts = {
  legalDate: 'January 15, 2024',
  /** The privacy and cookie pages were rewritten to say what the board really keeps and stores. */
  privacyDate: 'November 28, 2026',
  minimumAge: 18,
  contactReplyHours: 24,
  pricingPlans: [
    { name: 'Starter', price: '$99', period: 'per month', postings: 'Up to 5 job postings', popular: false },
    { name: 'Professional', price: '$299', period: 'per month', postings: 'Up to 25 job postings', popular: true },
    { name: 'Enterprise', price: 'Custom', period: 'pricing', postings: 'Unlimited job postings', popular: false },
  ],
  mostPopular: 'Most Popular',
  pricingFaq: [
    {
      question: 'Can I change my plan later?',
      answer: 'Yes. You can upgrade or downgrade at any time, and plan changes take effect immediately.',
    },
    { question: 'Is there a setup fee?', answer: 'No. There is no setup fee on any plan.' },
    {
      question: 'What if I am not satisfied?',
      answer: 'Every paid plan comes with a 30-day money-back guarantee.',
    },
  ],
} as const;

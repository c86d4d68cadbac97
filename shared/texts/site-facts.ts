/** Facts the static pages must state. */
export const siteFacts = {
  legalDate: 'January 15, 2024',
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
  cookies: [
    { name: 'session_id', purpose: 'Keeps you signed in', duration: 'Session' },
    { name: 'user_preferences', purpose: 'Remembers your settings, such as the theme', duration: '1 year' },
    { name: 'analytics_id', purpose: 'Helps us understand how the site is used', duration: '2 years' },
    { name: 'marketing_tracker', purpose: 'Measures our marketing campaigns', duration: '6 months' },
  ],
} as const;

/** The words of the privacy, terms, cookie and accessibility pages (each shows its fixed last-updated date). */
import { siteFacts } from '@shared/texts.js';
import type { TextSection } from './text-sections.js';

const contactLine = 'Questions? Write to us through the contact page and we will answer within 24 hours.';

export const privacySections: TextSection[] = [
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what the job board needs to work:'],
    bullets: [
      'Account details: your name, username, email address and role (job seeker or company).',
      'What you publish: job postings, company profiles, and the resumes and cover letters you send with applications.',
      'Technical data: the session cookie that keeps you signed in, and server logs kept for security.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your data to run your account, to show job postings, to pass your application to the company you apply to, and to keep the service secure.',
      'We do not sell your personal data. A company sees your application only when you apply to one of its jobs.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your data while your account exists. When you delete your account, we remove your personal data; applications you sent stay with the company only as far as the law requires it to keep hiring records.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and correct your details on your profile, delete your account, ask us for a copy of your data, and object to any use of it. We answer every request within 30 days.',
      contactLine,
    ],
  },
];

export const termsSections: TextSection[] = [
  {
    heading: 'Who may use the job board',
    paragraphs: [
      `You must be at least ${siteFacts.minimumAge} years old to create an account. Each person may hold only one account, and the details you give must be true and your own.`,
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'Keep your password to yourself. You are responsible for what happens under your account; tell us at once if you think someone else has used it.',
    ],
  },
  {
    heading: 'Job postings and applications',
    paragraphs: ['Companies must post real, open positions and describe them honestly. We remove postings that:'],
    bullets: [
      'ask applicants for payment or for bank details;',
      'discriminate on grounds the law protects;',
      'are not for a real job at the posting company.',
    ],
  },
  {
    heading: 'Our service',
    paragraphs: [
      'We work hard to keep the job board available and correct, but we cannot promise that every posting is accurate or that you will find or fill a job. We may suspend accounts that break these terms.',
      contactLine,
    ],
  },
];

export const cookieSections: TextSection[] = [
  {
    heading: 'What cookies are',
    paragraphs: [
      'Cookies are small files a website stores in your browser. We use them to keep you signed in, to remember your settings and, with your consent, to understand how the site is used.',
    ],
  },
  {
    heading: 'Managing cookies',
    paragraphs: [
      'You can delete or block cookies in your browser settings. Without the session cookie you cannot stay signed in; everything else keeps working.',
      contactLine,
    ],
  },
];

export const accessibilitySections: TextSection[] = [
  {
    heading: 'Our commitment',
    paragraphs: [
      'Everyone should be able to find a job and hire people on our board. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
    ],
  },
  {
    heading: 'What we do',
    paragraphs: ['Throughout the site:'],
    bullets: [
      'every function works with the keyboard alone, with a visible focus and a skip link to the main content;',
      'pages use headings, landmarks and labelled form fields that screen readers announce;',
      'text and controls keep their contrast in both the light and the dark theme;',
      'layouts adapt from phones to large screens and to zoom up to 400%.',
    ],
  },
  {
    heading: 'Tell us what does not work',
    paragraphs: [
      'If something on the site is hard to use for you, tell us through the contact page. We answer within 24 hours and fix reported barriers as a priority.',
    ],
  },
];

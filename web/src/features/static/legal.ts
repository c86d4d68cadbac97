/** The words of the privacy, terms, cookie and accessibility pages (each shows its fixed last-updated date). */
import { ALERT_CONFIRM_HOURS } from '@shared/constants.js';
import { siteFacts } from '@shared/texts.js';
import type { TextSection } from './text-sections.js';

const contactLine = 'Questions? Write to us through the contact page and we will answer within 24 hours.';

export const privacySections: TextSection[] = [
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what the job board needs to work:'],
    bullets: [
      'Account details: your name, username, email address and role (job seeker or company), and your password, stored only as a one-way hash.',
      'What you publish: job postings, company profiles and logos, and the resumes, cover letters and CV files you send with applications.',
      'What you keep here: your saved CV, saved jobs and job alerts; for a visitor’s alert, the email address it goes to.',
      `Counts without names: how many people viewed and applied to each job, per day, for its company's statistics.`,
      'Technical data: the session cookie that keeps you signed in (see the cookie policy), and server logs of requests and errors kept for security.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your data to run your account, to show job postings, to pass your application to the company you apply to, to send the emails you ask for (password resets, application updates, job alerts), and to keep the service secure.',
      'We do not sell your personal data and we use no analytics or advertising trackers. A company sees your application (your name, email address, resume, cover letter and CV) only when you apply to one of its jobs.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: ['We keep your data while your account exists, and no longer:'],
    bullets: [
      'When you delete your account, we delete at once your account, your saved CV and the CV copies you sent, your applications, saved jobs and alerts; companies no longer see your applications.',
      'When a company deletes its account, its jobs and profile go; the applications you sent it stay in your list, marked “Company account closed”.',
      `A job alert set up without an account is removed if its email address is not confirmed within ${ALERT_CONFIRM_HOURS} hours; a confirmed one until you unsubscribe.`,
      'A password reset link works for one hour. Server logs are deleted after a fixed period, at most a few months.',
    ],
  },
  {
    heading: 'Where it is kept and who processes it',
    paragraphs: [
      'The job board runs on Amazon Web Services (AWS). Your data is stored in the one AWS region the board is deployed to: the database, the CV files and the logs. Pages and files reach you through Amazon CloudFront, which passes them through AWS locations near you.',
      'Emails are sent through Amazon Simple Email Service (SES). AWS processes the data for us under its data processing terms; no one else receives it.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and correct your details on your profile at any time. Download my data, on your profile, gives you at once a copy of everything we keep about your account, in one file (with links to your CV files). Delete Account, on the same page, deletes it.',
      'You can also object to any use of your data, or ask us anything about it. We answer every request within 30 days.',
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
      'Cookies are small files a website stores in your browser. We use cookies only for signing in (the table below names each), and your browser’s storage to remember your theme and which job views this tab already counted.',
      'We use no analytics, advertising or tracking cookies, and no third party sets cookies through our pages. Everything listed below is needed for the site to work as you asked, so there is nothing to consent to.',
    ],
  },
  {
    heading: 'Managing cookies',
    paragraphs: [
      'You can delete or block cookies and site data in your browser settings. Without the session cookie you cannot stay signed in; without the storage the site forgets your theme. Everything else keeps working.',
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

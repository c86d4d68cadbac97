/**
 * The words of the privacy, terms, cookie and accessibility pages. Each page shows the day its words last changed
 * (siteFacts.<page>Date, one per page): change the words, change that date.
 */
import { ALERT_CONFIRM_HOURS } from '@shared/constants.js';
import { siteFacts } from '@shared/texts.js';
import type { TextSection } from './text-sections.js';

/** No reply time: nobody guarantees one. What is true is where the message goes. */
const contactLine = 'Questions? Write to us through the contact page: it emails your message to our team.';

export const privacySections: TextSection[] = [
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what the job board needs to work:'],
    bullets: [
      'Account details: your name, username, email address and role (job seeker or company), and your password, stored only as a one-way hash.',
      'What you publish: job postings, company profiles and logos, and the resumes, cover letters and CV files you send with applications.',
      'What you keep here: your saved CV, saved jobs and job alerts; for a visitor’s alert, the email address it goes to.',
      `Counts without names: how many people viewed and applied to each job, per day, for its company's statistics.`,
      'Sign-ins: for each browser signed in to your account, when you signed in and were last active, the browser’s user agent (which names the browser and system), the full IP address it came from and, on the live site, the rough place (city and country) our hosting provider derives from that address. Your profile lists them with the address partly hidden; Download my data gives them in full.',
      'Job reports: the reason and details you give, and your name when you are signed in. A report sent signed out keeps the email address you leave, if any, for the admins; its IP address is kept only as a one-way hash, to limit how many reports one network sends.',
      'Technical data: the session cookie that keeps you signed in (see the cookie policy), and server and access logs of requests and errors, which hold IP addresses, kept for security.',
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
    paragraphs: ['We keep your data while your account exists, and no longer, except as said here:'],
    bullets: [
      'When you delete your account, we delete at once your account, your saved CV and the CV copies you sent, your applications, saved jobs and alerts; companies no longer see your applications.',
      'When a company deletes its account, its jobs and profile go; the applications you sent it stay in your list, marked “Company account closed”.',
      `A job alert set up without an account is removed if its email address is not confirmed within ${ALERT_CONFIRM_HOURS} hours; a confirmed one until you unsubscribe.`,
      'A sign-in record is deleted when you sign out of that browser or of all of them, and when your password is changed or reset; otherwise it ends after 24 hours without activity (30 minutes for admins), and at the latest 7 days after you signed in, and is then deleted automatically.',
      'A job report, with any email address left with it, stays with the job after the admins reviewed it, and is deleted with the job.',
      'If an email to your address bounces or is reported as spam, we keep the address on a list of addresses we no longer write to, also after your account is deleted, until we remove it by hand.',
      'A password reset link works for one hour. Server and access logs are deleted after three months. Backups of the database and the CV files are kept 35 days, so data deleted here leaves them within 35 days.',
    ],
  },
  {
    heading: 'Where it is kept and who processes it',
    paragraphs: [
      'The job board runs on Amazon Web Services (AWS). Your data is stored in the one AWS region the board is deployed to: the database, the CV files and the logs; the backups are also copied to a second AWS region, in case the first is lost. Pages and files reach you through Amazon CloudFront, which passes them through AWS locations near you.',
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
      'Cookies are small files a website stores in your browser. We use cookies only for signing in (the table below names each), and your browser’s storage to remember your theme, which job views this tab already counted, and an application you are writing until it is sent.',
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
      'If something on the site is hard to use for you, tell us through the contact page: it emails your message to our team.',
    ],
  },
];

/**
 * What a seeded job says the person will do, per role where its field's duties (roles.ts) would misdescribe it: a
 * manager leads people rather than owning on-call, an intern learns beside a mentor, an iOS engineer builds an app
 * rather than APIs, a pharmacist dispenses rather than runs telehealth. Roles not named here take their field's duties.
 */
export const roleDuties: Record<string, string[]> = {
  'Engineering Manager': [
    'Lead a team of six to eight engineers: hiring, one-to-ones, growth plans and honest feedback.',
    "Set the team's goals with product and design, and keep the plan small enough to ship.",
    'Keep the team healthy in production: a humane on-call rotation and blameless post-mortems.',
    'Remove what slows the team down, from unclear priorities to a slow deployment pipeline.',
    'Review technical plans with the tech lead and make sure decisions are written down.',
  ],
  'Software Engineering Intern': [
    'Ship a real feature during your internship, with a mentor who reviews every step.',
    'Pair with engineers on code reviews, tests and debugging.',
    'Learn how we design, test and release software, and ask every question you have.',
    'Present what you built to the engineering team at the end of your internship.',
  ],
  'Junior Web Developer': [
    'Build and polish pages and components of our web app with a senior engineer beside you.',
    'Fix bugs reported by customers and learn how to find their cause.',
    'Write tests for the code you change and take part in code reviews.',
    'Improve the accessibility and speed of the pages you work on.',
  ],
  'iOS Engineer': [
    'Build features of our iPhone app end to end, from the first sketch to the App Store.',
    'Keep the app fast, accessible and stable on every supported iOS version.',
    'Work with designers on interactions and animations that feel native.',
    'Review code with care and help teammates grow through pairing and thoughtful feedback.',
    'Work with the API team on the endpoints the app needs.',
  ],
  'QA Automation Engineer': [
    'Build and maintain end-to-end and API test suites that catch real bugs.',
    'Keep the test pipeline fast and reliable, and remove flaky tests at their cause.',
    'Plan testing with engineers and product managers before a feature is built.',
    'Investigate failures in production and add the test that would have caught them.',
  ],
  'Design Intern': [
    'Work on real design projects with a mentor, from research to polished screens.',
    'Take part in weekly critiques and learn to present your work.',
    'Help run usability tests and turn notes into clear findings.',
    'Contribute components and documentation to our design system.',
  ],
  'Design Systems Lead': [
    'Lead our design system: components, tokens, documentation and the process to change them.',
    'Work with engineers so every component is accessible and matches the design.',
    'Coach designers on using and contributing to the system.',
    'Measure adoption and consistency across the product and plan improvements.',
  ],
  'Marketing Intern': [
    'Help plan and run campaigns with a mentor from the marketing team.',
    'Write social posts, newsletters and blog drafts, and learn from the edits.',
    'Gather and report campaign results every week.',
    'Help organise events and webinars from invitations to follow-up.',
  ],
  'Social Media Coordinator': [
    'Plan, write and schedule posts across our social channels.',
    'Answer comments and messages, and pass product questions to the right team.',
    'Report what each channel brings every week and suggest what to try next.',
    'Work with design on images and short videos for campaigns.',
  ],
  'VP of Marketing': [
    'Lead the marketing department and its managers, and grow the team as we grow.',
    'Set the marketing strategy, budget and targets with the leadership team.',
    'Own positioning and messaging for every product and market.',
    'Report results to the executive team and the board every quarter.',
  ],
  'Recruiting Coordinator': [
    'Schedule interviews and keep every candidate informed at each step.',
    'Keep our applicant tracking system accurate and up to date.',
    'Prepare offer letters and onboarding paperwork with the recruiters.',
    'Make every candidate feel welcome, whatever the outcome.',
  ],
  'Director of People': [
    'Lead the people team and set the HR strategy with the leadership team.',
    'Own hiring plans, compensation bands and performance reviews across the company.',
    'Coach managers and shape a culture where people do their best work.',
    'Keep policies compliant in every country where we employ people.',
  ],
  'Head of Data': [
    'Lead the data team: hiring, priorities and the growth of each person.',
    'Set the data strategy and the roadmap of the data platform.',
    'Make sure leadership decisions rest on trustworthy metrics.',
    'Set standards for data quality, privacy and documentation.',
  ],
  'Data Science Intern': [
    'Answer a real business question with data, with a data scientist as your mentor.',
    'Write SQL and Python analyses and have them reviewed.',
    'Build a dashboard or model and present it to the team at the end of your internship.',
    'Learn how we define metrics and design experiments.',
  ],
  'Director of Customer Experience': [
    'Lead the support and success teams and their managers.',
    'Set targets for satisfaction, response times and renewals, and meet them.',
    'Bring what customers say to the product and leadership teams every month.',
    'Plan staffing, tools and training as the customer base grows.',
  ],
  'Support Team Lead': [
    'Lead a team of eight support specialists: coaching, schedules and quality reviews.',
    'Handle the hardest escalations and follow them through to resolution.',
    'Improve our help-centre articles and macros with the team.',
    'Report ticket trends to the product team with clear examples.',
  ],
  Controller: [
    'Lead the accounting team and the monthly, quarterly and yearly close.',
    'Own financial controls, policies and the audit.',
    'Prepare financial statements for the leadership team, the board and investors.',
    'Work with tax advisors and auditors throughout the year.',
  ],
  'VP of Finance': [
    'Lead the finance team: accounting, planning and analysis, and payroll.',
    'Own the budget, forecasts and cash planning with the CEO.',
    'Report to the board and investors every quarter.',
    'Build the financial processes and controls the company needs to grow.',
  ],
  'Finance Intern': [
    'Help with the monthly close and reconciliations, with a mentor from the finance team.',
    'Prepare reports and analyses and learn from the review.',
    'Improve a spreadsheet or a process during your internship.',
    'Learn how a budget and a forecast are built.',
  ],
  'Accounts Payable Clerk': [
    'Process supplier invoices and payments accurately and on time.',
    'Match invoices to purchase orders and resolve differences with suppliers.',
    'Keep supplier records up to date and answer their questions.',
    'Help with the monthly close and reconciliations.',
  ],
  'Payroll Specialist': [
    'Run payroll for every employee accurately and on time, every month.',
    'Keep payroll records, deductions and benefits in step with HR.',
    'Answer employees’ pay questions clearly and discreetly.',
    'File payroll taxes and reports on time.',
  ],
  'Medical Assistant': [
    'Prepare patients for visits: history, vital signs and rooming.',
    'Assist physicians and nurses during examinations and procedures.',
    'Keep accurate notes in our electronic health record.',
    'Schedule appointments and answer patients’ questions kindly.',
  ],
  'Clinical Data Coordinator': [
    'Keep clinical data complete and accurate across our clinics.',
    'Build reports on outcomes and quality measures for the care teams.',
    'Train staff on documentation in our electronic health record.',
    'Protect patient privacy in every report and data request.',
  ],
  'Physical Therapist': [
    'Assess patients and design rehabilitation plans with them.',
    'Treat patients in clinic and track their progress.',
    'Coordinate care with physicians and nurses.',
    'Teach patients the exercises that keep them well at home.',
  ],
  'Healthcare Operations Manager': [
    'Run the daily operations of our clinics: staffing, schedules and supplies.',
    'Improve patient wait times and satisfaction with the care teams.',
    'Keep clinics compliant with health and safety rules.',
    'Own the operating budget and report to the leadership team.',
  ],
  Pharmacist: [
    'Review and dispense prescriptions safely and accurately.',
    'Counsel patients on their medication and its side effects.',
    'Work with physicians on medication plans and interactions.',
    'Supervise pharmacy technicians and the pharmacy stock.',
  ],
};

/**
 * Building blocks of the seeded jobs, per category: titles (with their usual level), skills, duties, requirements
 * and the team the role joins. compose-jobs.ts draws from them so a hundred postings read like real ones.
 */
import type { ExperienceLevel } from '../../../shared/constants.js';
import type { ReferenceCategoryName as SeedCategoryName } from '../../ops/reference-data/categories.js';

export interface Role {
  title: string;
  level: ExperienceLevel;
  /** Another category the role also belongs to. */
  also?: SeedCategoryName;
  /** Hands-on work with patients: never remote. */
  inPerson?: true;
}

export interface Field {
  roles: Role[];
  skills: string[];
  duties: string[];
  needs: string[];
  team: string;
  /** Typical yearly pay of a mid-level role, in thousands of dollars. */
  pay: number;
}

/** A role's pay relative to its field's mid-level `pay`. */
export const levelPay: Record<ExperienceLevel, number> = {
  'Entry Level': 0.65,
  'Mid Level': 1,
  'Senior Level': 1.3,
  Director: 1.6,
  Executive: 2.1,
};

const E: ExperienceLevel = 'Entry Level';
const M: ExperienceLevel = 'Mid Level';
const S: ExperienceLevel = 'Senior Level';
const D: ExperienceLevel = 'Director';
const X: ExperienceLevel = 'Executive';

export const fields: Record<SeedCategoryName, Field> = {
  Engineering: {
    roles: [
      { title: 'Software Engineer', level: M },
      { title: 'Senior Software Engineer', level: S },
      { title: 'Frontend Developer', level: M, also: 'Design' },
      { title: 'Backend Engineer', level: M },
      { title: 'Full Stack Developer', level: M },
      { title: 'DevOps Engineer', level: S },
      { title: 'Site Reliability Engineer', level: S },
      { title: 'iOS Engineer', level: M },
      { title: 'Machine Learning Engineer', level: S, also: 'Data & Analytics' },
      { title: 'QA Automation Engineer', level: M },
      { title: 'Engineering Manager', level: D },
      { title: 'Software Engineering Intern', level: E },
      { title: 'Junior Web Developer', level: E },
    ],
    skills: [
      'TypeScript',
      'React',
      'Node.js',
      'Python',
      'Go',
      'AWS',
      'Kubernetes',
      'PostgreSQL',
      'GraphQL',
      'Docker',
      'Terraform',
      'Swift',
      'CI/CD',
      'Java',
    ],
    duties: [
      'Design, build and ship features end to end, from the database schema to the user interface.',
      'Review code with care and help teammates grow through pairing and thoughtful feedback.',
      'Own services in production: monitoring, on-call in a humane rotation and blameless post-mortems.',
      'Break large problems into small, safe releases behind feature flags.',
      'Improve the performance and reliability of APIs that serve millions of requests a day.',
      'Work with product managers and designers to turn customer problems into clear technical plans.',
      'Write tests that catch real bugs and keep the deployment pipeline fast.',
      'Help evolve our architecture as the product and the team grow.',
    ],
    needs: [
      'Solid experience with at least one modern programming language and its ecosystem.',
      'Comfort with relational databases, API design and version control.',
      'Experience running software in the cloud and debugging it in production.',
      'A habit of writing clear documentation and small, well-tested changes.',
      'Good judgement about trade-offs between speed, quality and scope.',
      'Familiarity with automated testing, continuous integration and code review.',
    ],
    team: 'You will join a cross-functional squad of five engineers, a designer and a product manager who own their roadmap.',
    pay: 135,
  },
  Design: {
    roles: [
      { title: 'Product Designer', level: M },
      { title: 'Senior UX Designer', level: S },
      { title: 'UI Designer', level: M },
      { title: 'UX Researcher', level: M, also: 'Data & Analytics' },
      { title: 'Graphic Designer', level: E, also: 'Marketing' },
      { title: 'Design Systems Lead', level: S, also: 'Engineering' },
      { title: 'Motion Designer', level: M },
      { title: 'Design Intern', level: E },
    ],
    skills: [
      'Figma',
      'Prototyping',
      'User Research',
      'Design Systems',
      'Accessibility',
      'Illustrator',
      'After Effects',
      'Usability Testing',
      'Typography',
      'Wireframing',
    ],
    duties: [
      'Lead projects from discovery to launch: research, flows, prototypes and polished interfaces.',
      'Run usability tests and interviews, and turn what you learn into better decisions.',
      'Contribute to and grow our design system so the whole product feels consistent.',
      'Partner closely with engineers to ship accessible, pixel-perfect experiences.',
      'Present your work clearly and invite critique early and often.',
      'Create visual assets, illustrations and motion for campaigns and the product.',
      'Measure the impact of design changes with the data and research teams.',
    ],
    needs: [
      'A portfolio that shows your process, not only the final screens.',
      'Fluency in Figma or a similar tool, including components and prototyping.',
      'Knowledge of accessibility guidelines (WCAG) and inclusive design.',
      'Experience working with engineers and product managers in short iterations.',
      'Strong visual skills: layout, typography, colour and hierarchy.',
    ],
    team: 'You will work in a design team of eight that holds weekly critiques and shares a single design system.',
    pay: 115,
  },
  Marketing: {
    roles: [
      { title: 'Marketing Manager', level: M },
      { title: 'Content Marketing Specialist', level: M },
      { title: 'SEO Specialist', level: M },
      { title: 'Growth Marketing Lead', level: S, also: 'Data & Analytics' },
      { title: 'Social Media Coordinator', level: E },
      { title: 'Product Marketing Manager', level: S },
      { title: 'Brand Strategist', level: M, also: 'Design' },
      { title: 'Marketing Intern', level: E },
      { title: 'VP of Marketing', level: X },
    ],
    skills: [
      'SEO',
      'Content Strategy',
      'Google Analytics',
      'HubSpot',
      'Copywriting',
      'Paid Social',
      'Email Marketing',
      'A/B Testing',
      'Brand Strategy',
      'Marketing Automation',
    ],
    duties: [
      'Plan and run campaigns across email, paid social, search and partnerships.',
      'Write and edit content that teaches our audience something useful.',
      'Own the marketing calendar and coordinate launches with product and sales.',
      'Analyse funnel metrics and run experiments to improve conversion.',
      'Build and nurture our community on social media and at events.',
      'Shape positioning and messaging for new products and markets.',
      'Manage a budget and report results to the leadership team every month.',
    ],
    needs: [
      'A track record of campaigns with measurable results.',
      'Excellent writing and editing skills in English.',
      'Hands-on experience with analytics and marketing automation tools.',
      'Ability to manage several projects and deadlines at once.',
      'Curiosity about customers and comfort talking to them.',
    ],
    team: 'You will join a marketing team of six that works closely with sales, product and customer success.',
    pay: 100,
  },
  'Human Resources': {
    roles: [
      { title: 'HR Generalist', level: M },
      { title: 'Technical Recruiter', level: M, also: 'Engineering' },
      { title: 'People Operations Manager', level: S },
      { title: 'Talent Acquisition Partner', level: M },
      { title: 'Compensation & Benefits Analyst', level: M, also: 'Finance' },
      { title: 'HR Business Partner', level: S },
      { title: 'Recruiting Coordinator', level: E },
      { title: 'Director of People', level: D },
    ],
    skills: [
      'Recruiting',
      'Onboarding',
      'Employee Relations',
      'HRIS',
      'Workday',
      'Compensation',
      'Labor Law',
      'Interviewing',
      'Greenhouse',
      'Benefits Administration',
    ],
    duties: [
      'Run full-cycle recruiting: sourcing, screening, interviews and offers.',
      'Design onboarding that makes new colleagues productive and welcome in their first month.',
      'Advise managers on performance, feedback and difficult conversations.',
      'Keep our HR systems, policies and records accurate and compliant.',
      'Run compensation reviews and benefits enrolment with the finance team.',
      'Measure engagement and turn survey results into concrete improvements.',
    ],
    needs: [
      'Experience in HR, recruiting or people operations in a growing company.',
      'Working knowledge of employment law and good judgement with confidential matters.',
      'Comfort with an HRIS and applicant tracking systems.',
      'Warm, clear communication with candidates, employees and executives.',
      'Strong organisation and attention to detail.',
    ],
    team: 'You will be part of a people team of five that supports every department across several offices.',
    pay: 90,
  },
  'Data & Analytics': {
    roles: [
      { title: 'Data Scientist', level: M },
      { title: 'Senior Data Scientist', level: S },
      { title: 'Data Analyst', level: E },
      { title: 'Data Engineer', level: M, also: 'Engineering' },
      { title: 'Analytics Engineer', level: M },
      { title: 'Business Intelligence Analyst', level: M },
      { title: 'Head of Data', level: D },
      { title: 'Data Science Intern', level: E },
    ],
    skills: [
      'SQL',
      'Python',
      'dbt',
      'Tableau',
      'Looker',
      'Spark',
      'Statistics',
      'Machine Learning',
      'Airflow',
      'Snowflake',
      'Pandas',
      'Experimentation',
    ],
    duties: [
      'Build models and analyses that answer real business questions, and explain them simply.',
      'Design and maintain reliable data pipelines and well-documented tables.',
      'Partner with product teams to define metrics and design experiments.',
      'Create dashboards that people actually use to make decisions.',
      'Improve data quality with tests, monitoring and clear ownership.',
      'Prototype forecasting and machine learning models and take the best ones to production.',
    ],
    needs: [
      'Strong SQL and experience with Python or R for analysis.',
      'A good grasp of statistics, experimentation and their pitfalls.',
      'Experience with a modern data stack (warehouse, orchestration, BI tool).',
      'The ability to turn vague questions into clear analyses and recommendations.',
      'Clear written communication for technical and non-technical readers.',
    ],
    team: 'You will join a central data team of nine that is embedded with product, finance and operations.',
    pay: 130,
  },
  'Customer Support': {
    roles: [
      { title: 'Customer Support Specialist', level: E },
      { title: 'Customer Success Manager', level: M },
      { title: 'Technical Support Engineer', level: M, also: 'Engineering' },
      { title: 'Support Team Lead', level: S },
      { title: 'Customer Experience Associate', level: E },
      { title: 'Implementation Specialist', level: M },
      { title: 'Director of Customer Experience', level: D },
    ],
    skills: [
      'Zendesk',
      'Intercom',
      'Salesforce',
      'Customer Success',
      'Troubleshooting',
      'Onboarding',
      'Written Communication',
      'SQL',
      'Knowledge Base',
      'Empathy',
    ],
    duties: [
      'Help customers by chat, email and phone, and solve their problems on the first contact whenever possible.',
      'Write and improve help-centre articles so customers can help themselves.',
      'Spot patterns in tickets and bring them to the product team with clear examples.',
      'Onboard new accounts and make sure they reach value in their first weeks.',
      'Handle escalations calmly and follow them through to resolution.',
      'Track satisfaction, response times and renewals, and improve them quarter after quarter.',
    ],
    needs: [
      'Experience in a customer-facing role, ideally for a software product.',
      'Patience, empathy and excellent written English.',
      'Comfort learning technical products and explaining them simply.',
      'Familiarity with a help-desk tool such as Zendesk or Intercom.',
      'Reliability and good organisation in a queue-based workflow.',
    ],
    team: 'You will work in a friendly support team of twelve spread over three time zones.',
    pay: 70,
  },
  Finance: {
    roles: [
      { title: 'Financial Analyst', level: M },
      { title: 'Senior Accountant', level: S },
      { title: 'Controller', level: D },
      { title: 'FP&A Manager', level: S },
      { title: 'Payroll Specialist', level: M, also: 'Human Resources' },
      { title: 'Accounts Payable Clerk', level: E },
      { title: 'VP of Finance', level: X },
      { title: 'Finance Intern', level: E },
    ],
    skills: [
      'Excel',
      'Financial Modeling',
      'GAAP',
      'NetSuite',
      'Budgeting',
      'Forecasting',
      'Reconciliation',
      'Audit',
      'Payroll',
      'SQL',
    ],
    duties: [
      'Build the budget and rolling forecasts with every department head.',
      'Close the books every month accurately and on time.',
      'Prepare reporting for the leadership team, the board and investors.',
      'Improve financial processes and controls as we grow.',
      'Analyse pricing, margins and unit economics to support decisions.',
      'Work with auditors and tax advisors throughout the year.',
    ],
    needs: [
      'A degree in finance or accounting, or equivalent experience.',
      'Advanced spreadsheet skills and experience with an ERP system.',
      'Knowledge of GAAP or IFRS and of month-end close processes.',
      'Rigour, discretion and a strong sense of ownership.',
      'The ability to explain numbers to people who are not in finance.',
    ],
    team: 'You will report to the CFO and work with a finance team of seven.',
    pay: 110,
  },
  Healthcare: {
    roles: [
      { title: 'Registered Nurse', level: M, inPerson: true },
      { title: 'Nurse Practitioner', level: S, inPerson: true },
      { title: 'Medical Assistant', level: E, inPerson: true },
      { title: 'Clinical Data Coordinator', level: M, also: 'Data & Analytics' },
      { title: 'Physical Therapist', level: M, inPerson: true },
      { title: 'Healthcare Operations Manager', level: S },
      { title: 'Pharmacist', level: S, inPerson: true },
      { title: 'Patient Care Coordinator', level: E, also: 'Customer Support' },
    ],
    skills: [
      'Patient Care',
      'EHR',
      'Epic',
      'Telehealth',
      'BLS Certification',
      'Care Coordination',
      'Clinical Documentation',
      'HIPAA',
      'Triage',
      'Rehabilitation',
    ],
    duties: [
      'Provide safe, compassionate care to patients in clinic and through telehealth.',
      'Coordinate care plans with physicians, therapists and social workers.',
      'Keep accurate clinical documentation in our electronic health record.',
      'Educate patients and families about treatment, medication and prevention.',
      'Take part in quality-improvement projects that measurably improve outcomes.',
      'Support colleagues and new graduates as a mentor.',
    ],
    needs: [
      'A current licence or certification for the role in the state or province.',
      'Experience in a clinical setting and with an electronic health record.',
      'Calm, clear communication with patients from many backgrounds.',
      'Knowledge of privacy rules (HIPAA or PHIPA) and infection control.',
      'BLS certification, or willingness to obtain it before starting.',
    ],
    team: 'You will be part of a multidisciplinary care team that meets every morning to plan the day.',
    pay: 95,
  },
};

export const benefits = [
  'Health, dental and vision cover for you and your family from day one.',
  'A learning budget of $2,000 a year for courses, books and conferences.',
  'Flexible hours and a hybrid schedule that respects your life outside work.',
  '25 days of paid time off plus public holidays.',
  'A 401(k) or pension plan with a company match.',
  'Sixteen weeks of paid parental leave for every parent.',
  'A home-office stipend and the equipment you need to do great work.',
  'Equity, so you share in the company you help build.',
  'Mental-health support and a yearly wellness allowance.',
  'A team offsite every year somewhere worth travelling to.',
];

export const niceToHave = [
  'Experience in a fast-growing company or a startup.',
  'A second language, especially Spanish or French.',
  'Experience mentoring or leading others.',
  'Contributions to a community, open-source project or professional association.',
  'Experience working with remote, distributed teams.',
];

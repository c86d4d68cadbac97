/**
 * The seeded companies, each a company account (password demo1234, like every demo account). `acme.hr` is the
 * demo company of the README. `hiresIn` steers which categories its jobs fall in; `color` draws its logo.
 */
import type { ReferenceCategoryName as SeedCategoryName } from '../../ops/reference-data/categories.js';

export interface SeedCompany {
  slug: string;
  username: string;
  name: string;
  description: string;
  /** Head office; on-site and hybrid jobs are there or at one of `offices`. */
  location: string;
  offices?: string[];
  website: string;
  hiresIn: SeedCategoryName[];
  /** Jobs it posts (the demo company a few more, and one inactive to show the dashboard badge). */
  jobs: number;
  color: string;
}

export const seedCompanies: SeedCompany[] = [
  {
    slug: 'acme',
    username: 'acme.hr',
    name: 'Acme Corporation',
    description:
      'Acme builds the scheduling and inventory software that 40,000 small businesses run on, from bakeries to bike shops. We are a product-led team of 300 people who care about craft and about the people who use our tools every day.',
    location: 'San Francisco, CA',
    offices: ['New York, NY', 'Austin, TX'],
    website: 'https://www.acme.example.com',
    hiresIn: ['Engineering', 'Design', 'Marketing', 'Customer Support'],
    jobs: 10,
    color: '#2563eb',
  },
  {
    slug: 'northwind-analytics',
    username: 'northwind.hr',
    name: 'Northwind Analytics',
    description:
      'Northwind turns messy operational data into forecasts that retailers trust. Our platform processes two billion events a day for grocery chains, pharmacies and fashion brands across North America.',
    location: 'Chicago, IL',
    offices: ['Seattle, WA'],
    website: 'https://www.northwind-analytics.example.com',
    hiresIn: ['Data & Analytics', 'Engineering'],
    jobs: 8,
    color: '#0f766e',
  },
  {
    slug: 'bluepeak-health',
    username: 'bluepeak.hr',
    name: 'Bluepeak Health',
    description:
      'Bluepeak Health runs 28 community clinics and a telehealth service that reaches patients in rural areas. We combine primary care, behavioral health and chronic-care programs under one roof.',
    location: 'Boston, MA',
    offices: ['Cambridge, MA'],
    website: 'https://www.bluepeak-health.example.com',
    hiresIn: ['Healthcare', 'Data & Analytics', 'Customer Support'],
    jobs: 8,
    color: '#0891b2',
  },
  {
    slug: 'lumen-studio',
    username: 'lumen.hr',
    name: 'Lumen Studio',
    description:
      'Lumen is an independent design and brand studio. We shape digital products, identities and campaigns for cultural institutions, climate startups and consumer brands.',
    location: 'Brooklyn, NY',
    offices: ['Los Angeles, CA'],
    website: 'https://www.lumen-studio.example.com',
    hiresIn: ['Design', 'Marketing'],
    jobs: 7,
    color: '#db2777',
  },
  {
    slug: 'helix-robotics',
    username: 'helix.hr',
    name: 'Helix Robotics',
    description:
      'Helix designs autonomous mobile robots for warehouses and hospitals. Our fleet has driven more than 12 million kilometres without a serious incident, and we are scaling production this year.',
    location: 'Pittsburgh, PA',
    website: 'https://www.helix-robotics.example.com',
    hiresIn: ['Engineering', 'Data & Analytics'],
    jobs: 8,
    color: '#7c3aed',
  },
  {
    slug: 'cedar-stone',
    username: 'cedarstone.hr',
    name: 'Cedar & Stone Financial',
    description:
      'Cedar & Stone is an advisory and asset-management firm serving families, foundations and founders. We manage $14 billion with a long-term, research-driven approach and a culture of candour.',
    location: 'New York, NY',
    offices: ['London, UK'],
    website: 'https://www.cedar-stone.example.com',
    hiresIn: ['Finance', 'Data & Analytics', 'Human Resources'],
    jobs: 7,
    color: '#166534',
  },
  {
    slug: 'brightpath-learning',
    username: 'brightpath.hr',
    name: 'Brightpath Learning',
    description:
      'Brightpath makes adaptive maths and reading courses used by 2 million students. Teachers use our dashboards to see who needs help today, not at the end of the term.',
    location: 'Austin, TX',
    offices: ['Denver, CO'],
    website: 'https://www.brightpath.example.com',
    hiresIn: ['Engineering', 'Customer Support', 'Marketing', 'Design'],
    jobs: 7,
    color: '#ea580c',
  },
  {
    slug: 'orbital-logistics',
    username: 'orbital.hr',
    name: 'Orbital Logistics',
    description:
      'Orbital moves freight for 1,200 shippers with a network of carriers, cross-docks and real-time tracking. We are known for on-time delivery and a support team that picks up the phone.',
    location: 'Atlanta, GA',
    website: 'https://www.orbital-logistics.example.com',
    hiresIn: ['Customer Support', 'Human Resources', 'Finance', 'Engineering'],
    jobs: 7,
    color: '#475569',
  },
  {
    slug: 'evergreen-outdoor',
    username: 'evergreen.hr',
    name: 'Evergreen Outdoor Co.',
    description:
      'Evergreen designs durable outdoor gear and repairs it for life. We sell online and in 40 stores, and we give 2% of revenue to trail conservation.',
    location: 'Portland, OR',
    website: 'https://www.evergreen-outdoor.example.com',
    hiresIn: ['Marketing', 'Customer Support', 'Design', 'Human Resources'],
    jobs: 7,
    color: '#15803d',
  },
  {
    slug: 'quantum-leaf',
    username: 'quantumleaf.hr',
    name: 'Quantum Leaf Energy',
    description:
      'Quantum Leaf builds software that balances solar, storage and demand on the power grid. Utilities in nine countries use it to keep the lights on with cleaner energy.',
    location: 'Denver, CO',
    website: 'https://www.quantum-leaf.example.com',
    hiresIn: ['Engineering', 'Data & Analytics', 'Finance'],
    jobs: 7,
    color: '#ca8a04',
  },
  {
    slug: 'harborline-bank',
    username: 'harborline.hr',
    name: 'Harborline Bank',
    description:
      'Harborline is a digital-first bank for small businesses, with accounts, lending and payroll in one app. We are regulated, profitable and growing 40% a year.',
    location: 'Toronto, ON',
    offices: ['Vancouver, BC', 'Montréal, QC'],
    website: 'https://www.harborline.example.com',
    hiresIn: ['Finance', 'Customer Support', 'Engineering', 'Human Resources'],
    jobs: 8,
    color: '#1e3a8a',
  },
  {
    slug: 'peoplefirst',
    username: 'peoplefirst.hr',
    name: 'PeopleFirst HR',
    description:
      'PeopleFirst is a fully remote HR consultancy. We run recruiting, onboarding and people operations for fast-growing companies that do not have an HR team yet.',
    location: 'Remote',
    website: 'https://www.peoplefirst.example.com',
    hiresIn: ['Human Resources', 'Marketing', 'Customer Support'],
    jobs: 6,
    color: '#9333ea',
  },
  {
    slug: 'nordlicht-software',
    username: 'nordlicht.hr',
    name: 'Nordlicht Software',
    description:
      'Nordlicht builds privacy-friendly collaboration tools for European companies: documents, chat and video, hosted in the EU. A team of 120 from 25 countries.',
    location: 'Berlin, Germany',
    offices: ['Amsterdam, Netherlands', 'Zürich, Switzerland'],
    website: 'https://www.nordlicht.example.com',
    hiresIn: ['Engineering', 'Design', 'Data & Analytics'],
    jobs: 7,
    color: '#0e7490',
  },
  {
    slug: 'solstice-care',
    username: 'solstice.hr',
    name: 'Solstice Care Network',
    description:
      'Solstice operates home-care and rehabilitation services in Québec and Ontario. Our nurses, therapists and coordinators help 9,000 people recover and live independently at home.',
    location: 'Montréal, QC',
    offices: ['Quebec City, QC'],
    website: 'https://www.solstice-care.example.com',
    hiresIn: ['Healthcare', 'Human Resources', 'Finance'],
    jobs: 7,
    color: '#be123c',
  },
];

/** The JobPosting JSON-LD: Google's required fields always, the recommended ones whenever the job says them. */
import type { Job } from '../../../shared/types.js';
import { baseSalaryOf, jobPosting, jsonLdScript } from './job-posting.js';

const job: Job = {
  id: 42,
  companyId: 7,
  companyName: 'Acme & Sons',
  companyLogo: '/logos/acme.svg',
  title: 'Senior Nurse <Night shift>',
  description: 'Care for patients.\n\nWork with a <great> team.',
  requirements: 'Registered nurse.',
  location: 'Berlin, Germany',
  salary: '€50,000 - €60,000',
  salaryMin: 50_000,
  salaryMax: 60_000,
  currency: 'EUR',
  period: 'year',
  closingDate: '2027-01-15',
  jobType: 'full_time',
  workArrangement: 'on_site',
  categories: ['Healthcare'],
  skills: ['Triage', 'Care'],
  createdAt: '2026-11-01T09:00:00.000Z',
  postedBy: 3,
  isActive: true,
};
const base = {
  url: 'https://jobs.example.org/job/42',
  siteUrl: 'https://jobs.example.org',
  now: new Date('2026-11-24T00:00:00Z'),
};

describe('jobPosting', () => {
  it("carries Google's required fields, the recommended ones and the job's own words", () => {
    const posting = jobPosting({ job, ...base });
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Nurse <Night shift>',
      datePosted: '2026-11-01T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme & Sons',
        logo: 'https://jobs.example.org/logos/acme.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressRegion: 'Germany' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 50_000, maxValue: 60_000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Acme & Sons', value: '42' },
      url: base.url,
      skills: 'Triage, Care',
    });
    expect(posting.jobLocationType).toBeUndefined();
    // HTML, escaped: the job's text never becomes markup.
    expect(posting.description).toBe(
      '<p>Care for patients.</p><p>Work with a &#60;great&#62; team.</p><h2>Requirements</h2><p>Registered nurse.</p>',
    );
  });

  it('is valid through the last moment of its closing day', () => {
    expect(jobPosting({ job, ...base }).validThrough).toBe('2027-01-15T23:59:59.000Z');
  });

  it('without a closing date: valid 60 days from posting, and a month beyond any render while still open', () => {
    const { closingDate: _none, ...older } = job;
    expect(jobPosting({ job: older, ...base }).validThrough).toBe('2026-12-31T09:00:00.000Z');
    const later = jobPosting({ job: older, ...base, now: new Date('2027-03-01T00:00:00Z') });
    expect(later.validThrough).toBe('2027-03-31T00:00:00.000Z');
  });

  it('marks a remote job TELECOMMUTE, with the area its location names, and no place', () => {
    const remote = jobPosting({ job: { ...job, workArrangement: 'remote', location: 'Remote, EU' }, ...base });
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual({ '@type': 'AdministrativeArea', name: 'EU' });
    expect(remote.jobLocation).toBeUndefined();
    const anywhere = jobPosting({ job: { ...job, workArrangement: 'remote', location: 'Remote' }, ...base });
    expect(anywhere.applicantLocationRequirements).toBeUndefined();
  });

  it("takes the company's website and logo when it has them", () => {
    const company = {
      id: 7,
      name: 'Acme',
      description: '',
      website: 'https://acme.example',
      logo: 'https://cdn.example/a.png',
      jobCount: 1,
      createdAt: '',
    };
    expect(jobPosting({ job, company, ...base }).hiringOrganization).toMatchObject({
      sameAs: 'https://acme.example',
      logo: 'https://cdn.example/a.png',
    });
  });

  it.each([
    ['full_time', 'FULL_TIME'],
    ['part_time', 'PART_TIME'],
    ['contract', 'CONTRACTOR'],
    ['internship', 'INTERN'],
  ] as const)('employment type of %s is %s', (jobType, expected) => {
    expect(jobPosting({ job: { ...job, jobType }, ...base }).employmentType).toBe(expected);
  });
});

describe('baseSalaryOf', () => {
  it.each([
    ['USD', 120_000, 150_000, 'year', 'YEAR'],
    ['GBP', 30, 30, 'hour', 'HOUR'],
    ['PLN', 6_000, 6_000, 'month', 'MONTH'],
    ['EUR', 400, 450, 'day', 'DAY'],
  ] as const)('states %s %i–%i per %s as unit %s', (currency, salaryMin, salaryMax, period, unitText) => {
    expect(baseSalaryOf({ ...job, currency, salaryMin, salaryMax, period })).toEqual({
      '@type': 'MonetaryAmount',
      currency,
      value: { '@type': 'QuantitativeValue', minValue: salaryMin, maxValue: salaryMax, unitText },
    });
  });

  it('reads free text that names a currency (a job from before structured pay), and states none otherwise', () => {
    const { salaryMin: _min, salaryMax: _max, currency: _currency, period: _period, ...textOnly } = job;
    expect(baseSalaryOf({ ...textOnly, salary: '€50,000 - €60,000' })).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 50_000, maxValue: 60_000, unitText: 'YEAR' },
    });
    expect(baseSalaryOf({ ...textOnly, salary: 'Competitive' })).toBeUndefined();
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed early by the text it carries, and parses back to the same data', () => {
    const data = { title: '</script><script>alert(1)</script>' };
    const script = jsonLdScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const inner = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(inner)).toEqual(data);
  });
});

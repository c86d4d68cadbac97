/** Orders of the company directory, shared by the home page's featured companies and the directory itself. */
import type { Company } from '../../../shared/types.js';

export type CompanySort = 'openJobs' | 'name';

const byName = (a: Company, b: Company) => a.name.localeCompare(b.name);

/** Most open jobs first (ties by name), or by name. */
export function sortCompanies(companies: readonly Company[], sort: CompanySort): Company[] {
  return [...companies].sort(sort === 'name' ? byName : (a, b) => b.jobCount - a.jobCount || byName(a, b));
}

/** The companies the home page features: those with the most open jobs, never one without any. */
export function featuredCompanies(companies: readonly Company[], count: number): Company[] {
  return sortCompanies(
    companies.filter((company) => company.jobCount > 0),
    'openJobs',
  ).slice(0, count);
}

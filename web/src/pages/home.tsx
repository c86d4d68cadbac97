/** Home (/): hero search, featured jobs, categories, featured companies, and the visitor-only blocks (spec §2). */
import { CategoryGrid } from '../components/home/category-grid.js';
import { FeaturedCompanies } from '../components/home/featured-companies.js';
import { FeaturedJobs } from '../components/home/featured-jobs.js';
import { HeroSearch } from '../components/home/hero-search.js';
import { EmployersBlock, JoinBanner, VisitorOnly } from '../components/home/visitor-blocks.js';
import { usePageTitle } from '../lib/use-page-title.js';

export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <HeroSearch />
      <FeaturedJobs />
      <VisitorOnly>
        <JoinBanner />
      </VisitorOnly>
      <CategoryGrid />
      <FeaturedCompanies />
      <VisitorOnly>
        <EmployersBlock />
      </VisitorOnly>
    </>
  );
}

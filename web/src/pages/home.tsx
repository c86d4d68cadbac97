/** Home (/): hero search, featured jobs, categories, featured companies, and the visitor-only blocks (spec §2). */
import { useSession } from '../api/use-session.js';
import { CategoryGrid } from '../components/home/category-grid.js';
import { FeaturedCompanies } from '../components/home/featured-companies.js';
import { FeaturedJobs } from '../components/home/featured-jobs.js';
import { HeroSearch } from '../components/home/hero-search.js';
import { EmployersBlock, JoinBanner } from '../components/home/visitor-blocks.js';
import { usePageTitle } from '../lib/use-page-title.js';

export default function HomePage() {
  usePageTitle(undefined);
  const { isLoading, isSignedIn } = useSession();
  // Wait for the session so a signed-in user never sees the visitor blocks flash.
  const showVisitorBlocks = !isLoading && !isSignedIn;
  return (
    <>
      <HeroSearch />
      <FeaturedJobs />
      {showVisitorBlocks && <JoinBanner />}
      <CategoryGrid />
      <FeaturedCompanies />
      {showVisitorBlocks && <EmployersBlock />}
    </>
  );
}

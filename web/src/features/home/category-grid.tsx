/** 'Popular Job Categories': each category with its real job count, linking to /jobs?category={name}. */

import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { homeNotices, labels } from '@shared/texts.js';
import { useCategories } from '@/api/use-catalog.js';
import { jobsPagePath } from '@/lib/job-filters.js';
import { CategoryIcon } from './category-icon.js';
import { LinkCardSection } from './link-card-section.js';

export function CategoryGrid() {
  const { data: categories, error, retry } = useCategories();
  return (
    <LinkCardSection
      title={labels.popularCategories}
      items={categories}
      error={error}
      retry={retry}
      loadingText={homeNotices.loadingCategories}
      emptyText={homeNotices.noCategories}
      wideColumns={4}
      itemKey={(category) => category.id}
      to={(category) => jobsPagePath({ category: category.name })}
    >
      {(category) => (
        <CardContent sx={{ textAlign: 'center' }}>
          <CategoryIcon icon={category.icon} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
            {category.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {labels.jobCount(category.jobCount)}
          </Typography>
        </CardContent>
      )}
    </LinkCardSection>
  );
}

/** 'Popular Job Categories': each category with its real job count, linking to /jobs?category={name}. */

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { homeNotices, labels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { useCategories } from '@/api/use-catalog.js';
import { cardList } from '@/components/common/card-list.js';
import { LoadError } from '@/components/common/load-error.js';
import { Section } from '@/components/common/section.js';
import { StatusText } from '@/components/common/status-text.js';
import { jobsPagePath } from '@/lib/job-filters.js';
import { CategoryIcon } from './category-icon.js';

export function CategoryGrid() {
  const { data: categories, error, retry } = useCategories();
  return (
    <Section title={labels.popularCategories}>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : !categories ? (
        <StatusText title={homeNotices.loadingCategories} />
      ) : categories.length === 0 ? (
        <StatusText title={homeNotices.noCategories} />
      ) : (
        <Box
          component="ul"
          sx={{
            ...cardList,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {categories.map((category) => (
            <li key={category.id}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={jobsPagePath({ category: category.name })}
                  sx={{ height: '100%' }}
                >
                  <CardContent sx={{ textAlign: 'center' }}>
                    <CategoryIcon icon={category.icon} />
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
                      {category.name}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {labels.jobCount(category.jobCount)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}

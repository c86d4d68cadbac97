/** Learning resources (/resources), grouped by category. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { labels, siteLabels } from '@shared/texts.js';
import type { Resource } from '@shared/types.js';
import { useResources } from '@/api/use-catalog.js';
import { LoadError } from '@/components/common/load-error.js';
import { StatusText } from '@/components/common/status-text.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { ResourceCard } from '../resource-card.js';

/** Categories in the order the API lists them first. */
function byCategory(resources: Resource[]): [string, Resource[]][] {
  const groups = new Map<string, Resource[]>();
  for (const resource of resources) groups.set(resource.category, [...(groups.get(resource.category) ?? []), resource]);
  return [...groups];
}

export default function ResourcesPage() {
  usePageTitle(siteLabels.resourcesTitle);
  const { data: resources, error, retry } = useResources();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{siteLabels.resourcesTitle}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
        {siteLabels.resourcesSubtitle}
      </Typography>
      {error && !resources ? (
        <LoadError error={error} onRetry={retry} />
      ) : !resources ? (
        <div role="status" aria-label={labels.loading}>
          <Skeleton variant="rounded" height={200} />
        </div>
      ) : resources.length === 0 ? (
        <StatusText title={siteLabels.noResources} />
      ) : (
        byCategory(resources).map(([category, items]) => (
          <Box component="section" key={category} aria-label={category} sx={{ mb: 5 }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {category}
            </Typography>
            <Grid container spacing={3}>
              {items.map((resource) => (
                <Grid key={resource.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <ResourceCard resource={resource} />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))
      )}
    </Container>
  );
}

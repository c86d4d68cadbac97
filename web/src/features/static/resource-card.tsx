/** A learning resource: name, description, tags and a link that opens it in a new tab. */
import MenuBook from '@mui/icons-material/MenuBook';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { screenTexts, siteLabels } from '@shared/texts.js';
import type { Resource } from '@shared/types.js';
import { visuallyHidden } from '@/components/common/visually-hidden.js';

export function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
          <MenuBook color="primary" aria-hidden />
          <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3 }}>
            {resource.name}
          </Typography>
        </Box>
        <Typography variant="body2" color="textSecondary">
          {resource.description}
        </Typography>
        {resource.tags.length > 0 && (
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 2, listStyle: 'none' }}>
            {resource.tags.map((tag) => (
              <li key={tag}>
                <Chip label={tag} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component="a"
          href={resource.url}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNew aria-hidden />}
        >
          {/* The visible words start the accessible name (speech users say what they see); the rest says which
              resource and that it opens a new tab. */}
          {siteLabels.visitResource}
          <Box component="span" sx={visuallyHidden}>
            {` ${screenTexts.resourceInNewTab(resource.name)}`}
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * A job in a list (spec §2): type, title, company name (linked) next to the location, the description clamped
 * to 3 lines, 'Posted {distance} ago', the job's own skills and 'View Details'.
 */
import LocationOn from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { JOB_CARD_DESCRIPTION_LINES, jobTypeLabel } from '../../../../shared/constants.js';
import { labels } from '../../../../shared/texts.js';
import type { JobSummary } from '../../../../shared/types.js';
import { postedAgo } from '../../lib/dates.js';
import { Tag } from '../common/tag.js';
import { TextLink } from '../common/text-link.js';
import { SkillList } from './skill-list.js';

const MAX_CARD_SKILLS = 4;

export const JobCard = memo(function JobCard({ job }: { job: JobSummary }) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Tag label={jobTypeLabel(job.jobType)} tone="primary" />
        <Typography id={titleId} component="h3" variant="h6" sx={{ mt: 1.5, lineHeight: 1.3 }}>
          {job.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5 }}>
          <TextLink to={`/companies/${job.companyId}`}>{job.companyName}</TextLink>
          <Typography
            component="span"
            color="text.secondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <LocationOn fontSize="small" aria-hidden />
            {job.location}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            mt: 1.5,
            display: '-webkit-box',
            WebkitLineClamp: JOB_CARD_DESCRIPTION_LINES,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {job.description}
        </Typography>
        <SkillList skills={job.skills} max={MAX_CARD_SKILLS} sx={{ mt: 2 }} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Typography variant="caption" color="text.secondary">
          {postedAgo(job.createdAt)}
        </Typography>
        <Button
          component={RouterLink}
          to={`/job/${job.id}`}
          variant="contained"
          size="small"
          aria-describedby={titleId}
        >
          {labels.viewDetails}
        </Button>
      </CardActions>
    </Card>
  );
});

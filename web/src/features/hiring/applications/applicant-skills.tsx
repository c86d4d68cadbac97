/**
 * For the company, on an application: the skills the job asks for, split side by side into those the applicant
 * lists on their profile and those they do not (GET /api/applications/{id} answers them to the company only). No
 * score: the two lists say it all. Nothing shows for the applicant, or for a job without skills.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { useSession } from '@/api/use-session.js';
import { useApplication } from '../use-hiring.js';

function SkillColumn(props: { title: string; skills: string[]; listed: boolean; heading: 'h3' | 'h4' }) {
  const { title, skills, listed, heading } = props;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component={heading} sx={{ mb: 1 }}>
        {title} ({skills.length})
      </Typography>
      {skills.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          —
        </Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
          {skills.map((skill) => (
            <li key={skill}>
              <Chip size="small" color={listed ? 'success' : 'default'} variant="outlined" label={skill} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The columns' headings sit one level below the section's own, so no level is skipped. */
const below = { h2: 'h3', h3: 'h4' } as const;

export function ApplicantSkills({ applicationId, heading }: { applicationId: number; heading: 'h2' | 'h3' }) {
  const { isCompany } = useSession();
  const { application } = useApplication(isCompany ? applicationId : undefined);
  const comparison = application?.skillComparison;
  if (!comparison) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component={heading} variant="h6" sx={{ mb: 1.5 }}>
        {matchingLabels.skillsAsked}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SkillColumn
          title={matchingLabels.applicantListed}
          skills={comparison.listed}
          listed
          heading={below[heading]}
        />
        <SkillColumn
          title={matchingLabels.applicantNotListed}
          skills={comparison.notListed}
          listed={false}
          heading={below[heading]}
        />
      </Box>
    </Box>
  );
}

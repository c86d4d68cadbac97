/**
 * For the company, on an application: the skills the job asks for, split side by side into those found in what
 * the applicant gave (their profile's skills, this application's resume, cover letter and CV) and those not found
 * there (GET /api/applications/{id} answers them to the company only). No score: the two lists say it all. Not
 * found is never worded as lacking: when the CV they sent could not be read, the second list says it covers only
 * what was read and asks to check the CV; with nothing to compare at all, only the job's skills show, with why.
 * While the company's answer loads (the dialog opened from the list has only the list's copy), a placeholder
 * keeps the section's place. Nothing shows for the applicant, or for a job without skills.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { labels } from '@shared/texts.js';
import { useSession } from '@/api/use-session.js';
import { useApplication } from '../use-hiring.js';

function SkillChips({ skills, found }: { skills: string[]; found: boolean }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
      {skills.map((skill) => (
        <li key={skill}>
          <Chip size="small" color={found ? 'success' : 'default'} variant="outlined" label={skill} />
        </li>
      ))}
    </Box>
  );
}

function SkillColumn(props: { title: string; skills: string[]; found: boolean; heading: 'h3' | 'h4' }) {
  const { title, skills, found, heading } = props;
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
        <SkillChips skills={skills} found={found} />
      )}
    </Box>
  );
}

function Note({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
      {children}
    </Typography>
  );
}

/** The columns' headings sit one level below the section's own, so no level is skipped. */
const below = { h2: 'h3', h3: 'h4' } as const;

export function ApplicantSkills({ applicationId, heading }: { applicationId: number; heading: 'h2' | 'h3' }) {
  const { isCompany } = useSession();
  const { application, error } = useApplication(isCompany ? applicationId : undefined);
  if (!isCompany || error) return null;
  if (!application) {
    return (
      <Box role="status" aria-label={labels.loading} sx={{ mt: 3 }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem', mb: 1.5 }} />
        <Skeleton variant="rounded" height={56} />
      </Box>
    );
  }
  const comparison = application.skillComparison;
  if (!comparison) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component={heading} variant="h6" sx={{ mb: 1.5 }}>
        {matchingLabels.skillsAsked}
      </Typography>
      {comparison.nothingToCompare ? (
        <>
          <SkillChips skills={comparison.notFound} found={false} />
          <Note>{matchingLabels.nothingToCompare(comparison.cvUnread)}</Note>
        </>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SkillColumn
              title={matchingLabels.applicantFound}
              skills={comparison.found}
              found
              heading={below[heading]}
            />
            <SkillColumn
              title={comparison.cvUnread ? matchingLabels.applicantNotFoundSoFar : matchingLabels.applicantNotFound}
              skills={comparison.notFound}
              found={false}
              heading={below[heading]}
            />
          </Box>
          {comparison.cvUnread && <Note>{matchingLabels.cvUnread}</Note>}
        </>
      )}
    </Box>
  );
}

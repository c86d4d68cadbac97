/** The home page's first section for a signed-in job seeker: Jobs for you, with a link to edit what it ranks on. */
import Button from '@mui/material/Button';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { Section } from '@/components/common/section.js';
import { MatchList } from './match-list.js';

const HOME_MATCHES = 6;

export function JobsForYou() {
  return (
    <Section
      title={matchingLabels.jobsForYou}
      action={
        <Button component={RouterLink} to="/profile">
          {matchingLabels.editProfile}
        </Button>
      }
    >
      <MatchList columns={3} max={HOME_MATCHES} />
    </Section>
  );
}

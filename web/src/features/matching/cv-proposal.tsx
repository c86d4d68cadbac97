/**
 * What was read from the seeker's CV, for them to decide: while it is read, a line says so; when it could not be
 * read, that they can add their skills by hand; when it was read, the skills found as chips they can remove one by
 * one, then keep (they join the profile) or dismiss. Nothing joins the profile without that click.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CvReading } from '@shared/matching-types.js';
import { matchingLabels, matchingMessages } from '@shared/texts/matching-texts.js';
import { useState } from 'react';
import { BusyButton } from '@/components/common/busy-button.js';

interface Props {
  reading: CvReading;
  /** Skills the profile already lists: not proposed again. */
  have: string[];
  busy: boolean;
  onKeep: (skills: string[]) => void;
  onDismiss: () => void;
}

export function CvProposal({ reading, have, busy, onKeep, onDismiss }: Props) {
  const owned = new Set(have.map((skill) => skill.toLowerCase()));
  const [removed, setRemoved] = useState<string[]>([]);
  if (reading.status === 'reviewed') return null;
  if (reading.status === 'reading') {
    return (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Typography>{matchingLabels.cvReading}</Typography>
        <LinearProgress aria-hidden />
      </Box>
    );
  }
  if (reading.status === 'failed') return <Alert severity="warning">{matchingMessages.cvUnreadable}</Alert>;
  const proposed = reading.skills.filter((skill) => !owned.has(skill.toLowerCase()) && !removed.includes(skill));
  return (
    <Box
      component="section"
      aria-label={matchingLabels.cvRead(reading.skills.length)}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography>{matchingLabels.cvRead(reading.skills.length)}</Typography>
      {proposed.length > 0 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {proposed.map((skill) => (
            <li key={skill}>
              {/* Focusable; Backspace or Delete removes it, as the cross does. */}
              <Chip
                label={skill}
                title={matchingLabels.removeSkill(skill)}
                onDelete={() => setRemoved([...removed, skill])}
              />
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {proposed.length > 0 && (
          <BusyButton variant="contained" busy={busy} spinner="none" onClick={() => onKeep(proposed)}>
            {matchingLabels.keepSkills}
          </BusyButton>
        )}
        <BusyButton variant="outlined" busy={busy} spinner="none" onClick={onDismiss}>
          {matchingLabels.dismissSkills}
        </BusyButton>
      </Box>
    </Box>
  );
}

/**
 * The profile's Personal Information: Full Name, Email Address and, for companies only, Company Name
 * ('Not specified' when empty); Edit switches to the form, which saves (PersonalInfoForm). When the form closes
 * the focus returns to the Edit button, so keyboard users keep their place.
 */
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { accountLabels } from '@shared/texts/account-labels.js';
import type { PublicUser } from '@shared/types.js';
import { useEffect, useRef, useState } from 'react';
import { PersonalInfoForm } from './personal-info-form.js';

export function PersonalInfo({ user }: { user: PublicUser }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const rows: [string, string][] = [
    [accountLabels.fullName, user.name],
    [accountLabels.emailAddress, user.email],
  ];
  if (user.role === 'company') rows.push([accountLabels.companyName, user.company || accountLabels.notSpecified]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="personal-info" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography id="personal-info" variant="h2" sx={{ fontSize: '1.375rem' }}>
          {accountLabels.personalInformation}
        </Typography>
        {!editing && (
          <Button
            ref={editButton}
            startIcon={<Edit />}
            variant="outlined"
            onClick={() => setEditing(true)}
            aria-label={accountLabels.editPersonalInformation}
            // The heading wraps on a phone; the button keeps its word whole.
            sx={{ flexShrink: 0 }}
          >
            {accountLabels.edit}
          </Button>
        )}
      </Box>
      {editing ? (
        <PersonalInfoForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
            rowGap: { xs: 0.5, sm: 2 },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="textSecondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

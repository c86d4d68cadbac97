/** The top of the profile: avatar with the first letter, the name, the role badge, the company name. */
import Business from '@mui/icons-material/Business';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { accountLabels } from '@shared/texts/account-labels.js';
import type { PublicUser } from '@shared/types.js';
import { InitialAvatar } from '@/components/common/initial-avatar.js';

export function ProfileHeader({ user }: { user: PublicUser }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 4 },
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, sm: 3 },
        flexDirection: { xs: 'column', sm: 'row' },
        textAlign: { xs: 'center', sm: 'left' },
      }}
    >
      <InitialAvatar name={user.name} size={88} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}>
          {user.name}
        </Typography>
        <Box
          sx={{
            mt: 1,
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            flexWrap: 'wrap',
            justifyContent: { xs: 'center', sm: 'flex-start' },
          }}
        >
          <Chip
            label={accountLabels.roleBadge[user.role]}
            color={user.role === 'company' ? 'secondary' : 'primary'}
            size="small"
          />
          {user.role === 'company' && user.company && (
            <Typography color="textSecondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <Business fontSize="small" aria-hidden />
              {user.company}
            </Typography>
          )}
          <Typography color="textSecondary" variant="body2">
            @{user.username}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

/** The auth page's side panel: a welcome message and the sign-in page's promises, the first with the board's real size. */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { accountLabels } from '@shared/texts/account-labels.js';
import { BoardSize } from '@/components/common/board-size.js';

export function AuthSidePanel() {
  return (
    <Box
      component="aside"
      aria-labelledby="auth-welcome"
      sx={(theme) => ({
        p: { xs: 3, md: 5 },
        borderRadius: 2,
        // The home hero's deep colours in both themes: the dark palette's primary is too pale for white text.
        color: '#fff',
        background: 'linear-gradient(135deg, #1565c0 0%, #6a1b9a 100%)',
        ...theme.applyStyles('dark', { background: 'linear-gradient(135deg, #0d2f5e 0%, #3a1160 100%)' }),
      })}
    >
      <Typography id="auth-welcome" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {accountLabels.welcomeTitle}
      </Typography>
      <Typography sx={{ mb: 3, opacity: 0.92 }}>{accountLabels.welcomeText}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {accountLabels.promotions.map((promotion) => (
          <Box component="li" key={promotion.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircle aria-hidden sx={{ mt: 0.25 }} />
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {'counts' in promotion ? <BoardSize fallback={promotion.title} /> : promotion.title}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                {promotion.text}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

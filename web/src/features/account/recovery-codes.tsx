/** The recovery codes as the server answered them, shown this once, with the button that says they are saved. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { secondFactorTexts } from '@shared/texts.js';

interface RecoveryCodesProps {
  codes: string[];
  /** What the warning says: first codes, or renewed ones (the old ones no longer work). */
  intro: string;
  onDone: () => void;
}

export function RecoveryCodes({ codes, intro, onDone }: RecoveryCodesProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {secondFactorTexts.recoveryTitle}
      </Typography>
      <Alert severity="warning">{intro}</Alert>
      <Box
        component="ul"
        aria-label={secondFactorTexts.recoveryTitle}
        sx={{ fontFamily: 'monospace', fontSize: '1rem', columns: { xs: 1, sm: 2 }, pl: 3, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={onDone}>
        {secondFactorTexts.done}
      </Button>
    </Stack>
  );
}

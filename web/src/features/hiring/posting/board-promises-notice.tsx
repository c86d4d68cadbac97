/** Up front on the job form: what the board will ask of the company in return for listing its job (docs/hiring.md). */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { promiseTexts } from '@shared/texts.js';

export function BoardPromisesNotice() {
  return (
    <Alert severity="info" role="note" sx={{ mb: 3 }}>
      <AlertTitle>{promiseTexts.formNoticeTitle}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {promiseTexts.formNotice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * What the page shows when a part of the app cannot be drawn. Most often that is code fetched on demand (a screen, a
 * lazy part) that did not come on a bad connection; without a boundary React unmounts the whole app and the visitor
 * is left with an empty page, the text they were reading gone. A screen's failure stays in <main> (the bar and its
 * links stay); the footer, the email notice and the toast, which the page does without, give way to nothing;
 * anything else gives way to the message on its own. (Dialogs and drawers opened through useDialogOnDemand never
 * get here: a failed load opens nothing and says so in a toast.) "Try again" loads the address afresh, which
 * fetches the code again.
 */
import Box from '@mui/material/Box';
import { loadFailureTexts } from '@shared/texts.js';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadError } from '@/components/common/load-error.js';

const reload = () => window.location.reload();

function Failure() {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 4 }}>
      <LoadError message={loadFailureTexts.screen} onRetry={reload} />
    </Box>
  );
}

/**
 * Around a screen (`resetKey`: its address, so that going elsewhere draws the next screen) or around the whole app.
 */
export function ScreenBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary fallback={<Failure />} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}

/** Around a part the page is whole without: it is left out if it fails. */
export function OptionalPart({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={null}>{children}</ErrorBoundary>;
}

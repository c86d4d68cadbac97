/**
 * The profile's "Where you are signed in": each live session (GET /api/user/sessions) with its device, masked
 * network, rough place at sign-in ("Place unknown" where the server was given none, e.g. locally) and last activity
 * ("Active now" for this one, listed first); "Sign out" ends one (DELETE /api/user/sessions/{id}) and that browser's
 * cookie is refused from its next request. This browser's own row has no button: the Account Actions sign it out.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ActiveSession } from '@shared/schemas/sessions.js';
import { sessionListTexts } from '@shared/texts.js';
import { Fragment } from 'react';
import { callApi, useApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { ListSkeleton } from '@/components/common/list-skeleton.js';
import { LoadError } from '@/components/common/load-error.js';
import { useToast } from '@/components/toast/toast-context.js';
import { distance } from '@/lib/dates.js';
import { longDate } from '@/lib/long-date.js';
import { useAction } from '@/lib/use-action.js';

const ago = (iso: string) => `${distance(new Date(iso), new Date())} ago`;

function SessionRow({ session, onEnd }: { session: ActiveSession; onEnd: (id: string) => Promise<void> }) {
  const { busy, run } = useAction();
  // `onEnd` says its own outcome (a toast) and reads the list again.
  const end = () =>
    run(
      () => onEnd(session.id),
      () => undefined,
    );
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        gap: 1.5,
        py: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {session.device}
          </Typography>
          {session.current && <Chip size="small" color="primary" label={sessionListTexts.thisDevice} />}
        </Box>
        <Typography variant="body2" color="textSecondary">
          {session.current ? sessionListTexts.activeNow : `${sessionListTexts.lastSeen}: ${ago(session.lastSeenAt)}`} ·{' '}
          {sessionListTexts.network}: {session.network}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {session.place ? `${sessionListTexts.place}: ${session.place}` : sessionListTexts.placeUnknown} ·{' '}
          {sessionListTexts.signedIn}: {longDate(session.signedInAt)}
        </Typography>
      </Box>
      {!session.current && (
        <BusyButton
          variant="outlined"
          onClick={() => void end()}
          busy={busy}
          aria-label={sessionListTexts.signOutOf(session.device, session.network, longDate(session.signedInAt))}
        >
          {sessionListTexts.signOut}
        </BusyButton>
      )}
    </Box>
  );
}

export function ActiveSessions() {
  const { data, error, isLoading, mutate } = useApi('list-sessions', {});
  const toast = useToast();
  const end = async (id: string) => {
    try {
      await callApi('end-session', { params: { id } });
      toast.show({ title: sessionListTexts.sessionEnded, variant: 'success' });
    } catch (failure) {
      toast.show({ title: failureText(failure, sessionListTexts.signOutFailed), variant: 'destructive' });
    }
    await mutate();
  };
  // This device first, then the most recently used.
  const sessions = [...(data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="active-sessions" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="active-sessions" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {sessionListTexts.title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {sessionListTexts.intro}
      </Typography>
      {isLoading ? (
        <ListSkeleton rows={2} height={64} />
      ) : error && !data ? (
        <LoadError error={error} title={sessionListTexts.loadFailed} onRetry={() => void mutate()} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sessions.map((session, index) => (
            <Fragment key={session.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <SessionRow session={session} onEnd={end} />
            </Fragment>
          ))}
          {sessions.length <= 1 && (
            <Typography component="li" variant="body2" color="textSecondary" sx={{ pt: 1 }}>
              {sessionListTexts.empty}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}

/**
 * What a job means to the person looking at it, on its card and its page: "Applied" when the signed-in seeker has
 * applied to it ("Withdrawn" once they took it back), and a bookmark to save it for later. A signed-out visitor's bookmark leads to sign-in and back;
 * companies and admins see neither. Cards read the seeker's applications and saved ids from SWR's cache (one
 * request each per visit), never one request per card.
 *
 * Plain elements under one styled root, like the card it sits in: a list draws twenty of these at once. A grid of
 * cards reads who is looking, their applications and saved ids once for all its bookmarks (<JobMarksScope>): read
 * per bookmark, a list of twenty held about 80 of SWR's subscriptions, and the session's first answer re-rendered
 * each of them in one task (SWR's updates are not interruptible), one of the longest of the list's start on a phone.
 * A bookmark outside a scope (a job page's, a saved job's row) reads them itself. While its change is sent the
 * bookmark is busy but keeps the focus (aria-disabled, not disabled), and a kept change is said ("Saved ...").
 */
import { styled } from '@mui/material/styles';
import { jobMarkLabels } from '@shared/texts/job-mark-texts.js';
import type { Application } from '@shared/types.js';
import { createContext, memo, type ReactNode, useContext, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/api/use-session.js';
import { useAnnounce } from '@/components/common/announcer.js';
import { failureToast, useToast } from '@/components/toast/toast-context.js';
import { useApplications } from '@/features/hiring';
import { useAction } from '@/lib/use-action.js';
import { useSavedJobIds, useSaveJob } from './use-saved-jobs.js';

/** Material Icons' Bookmark and BookmarkBorder (Apache 2.0), as paths. */
const BOOKMARK = 'M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2';
const BOOKMARK_BORDER = 'M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2m0 15-5-2.18L7 18V5h10z';

const MarksFrame = styled('span')(({ theme }) => {
  const { palette, shape } = theme.vars ?? theme;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    verticalAlign: 'middle',
    gap: theme.spacing(1),
    marginLeft: theme.spacing(1),
    // A pill never breaks its word: in a phone's narrow row "Withdrawn" wrapped into a tall oval of three lines.
    '& .job-marks-applied, & .job-marks-withdrawn': { whiteSpace: 'nowrap' },
    '& .job-marks-applied': {
      ...theme.typography.caption,
      fontWeight: 600,
      padding: theme.spacing(0.25, 1),
      borderRadius: 999,
      color: palette.success.contrastText,
      backgroundColor: palette.success.main,
    },
    '& .job-marks-withdrawn': {
      ...theme.typography.caption,
      fontWeight: 600,
      padding: theme.spacing(0.25, 1),
      borderRadius: 999,
      color: palette.text.secondary,
      border: `1px solid ${palette.divider}`,
    },
    '& button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 36,
      height: 36,
      padding: 0,
      border: 0,
      borderRadius: shape.borderRadius,
      background: 'transparent',
      color: palette.primary.main,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      // Busy, not disabled: a disabled button loses the focus, and a keyboard user their place on the page.
      '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.6 },
      '& svg': { width: 24, height: 24, fill: 'currentColor' },
    },
  };
});

/** What a page's bookmarks read. */
interface MarksState {
  /** No marks while the session loads, nor for companies and admins. */
  shown: boolean;
  applications: readonly Application[] | undefined;
  savedIds: ReadonlySet<number>;
  /** A signed-out visitor: the bookmark leads to sign-in and back. */
  signIn?: () => void;
  save: (jobId: number, save: boolean) => Promise<void>;
  saveFailed: (error: unknown) => undefined;
  removeFailed: (error: unknown) => undefined;
  /** Says a kept change to screen readers. */
  announce: (text: string) => void;
}

function useMarksState(): MarksState {
  const { isLoading, isSignedIn, isJobSeeker } = useSession();
  const { applications } = useApplications(isJobSeeker);
  const savedIds = useSavedJobIds();
  const save = useSaveJob();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const announce = useAnnounce();
  return useMemo(
    () => ({
      shown: !isLoading && (!isSignedIn || isJobSeeker),
      applications,
      savedIds,
      signIn: isSignedIn ? undefined : () => navigate('/auth', { state: { from: location, reason: 'save' } }),
      save,
      saveFailed: failureToast(toast, jobMarkLabels.saveFailed, jobMarkLabels.saveFailedText),
      removeFailed: failureToast(toast, jobMarkLabels.removeFailed, jobMarkLabels.saveFailedText),
      announce,
    }),
    [isLoading, isSignedIn, isJobSeeker, applications, savedIds, navigate, location, save, toast, announce],
  );
}

const MarksContext = createContext<MarksState | null>(null);

/** Around a list of cards: their bookmarks read the session, applications and saved ids here, once. */
export function JobMarksScope({ children }: { children: ReactNode }) {
  return <MarksContext.Provider value={useMarksState()}>{children}</MarksContext.Provider>;
}

type MarkedJob = { id: number; title: string };

export const JobMarks = memo(function JobMarks({ job }: { job: MarkedJob }) {
  const scope = useContext(MarksContext);
  return scope ? <Marks job={job} state={scope} /> : <OwnMarks job={job} />;
});

function OwnMarks({ job }: { job: MarkedJob }) {
  return <Marks job={job} state={useMarksState()} />;
}

function Marks({ job, state }: { job: MarkedJob; state: MarksState }) {
  const saving = useAction();
  if (!state.shown) return null;

  const application = state.applications?.find((item) => item.jobId === job.id);
  const withdrawn = application?.status === 'withdrawn';
  const saved = state.savedIds.has(job.id);
  const toggle = async () => {
    if (state.signIn) return state.signIn();
    if (saving.busy) return;
    const done = await saving.run(() => state.save(job.id, !saved), saved ? state.removeFailed : state.saveFailed);
    if (done) state.announce(saved ? jobMarkLabels.removedNotice(job.title) : jobMarkLabels.savedNotice(job.title));
  };
  return (
    <MarksFrame className="job-marks">
      {application && (
        <span className={withdrawn ? 'job-marks-withdrawn' : 'job-marks-applied'}>
          {withdrawn ? jobMarkLabels.withdrawn : jobMarkLabels.applied}
        </span>
      )}
      <button
        type="button"
        aria-pressed={saved}
        aria-label={jobMarkLabels.save(job.title)}
        title={saved ? jobMarkLabels.savedTooltip : jobMarkLabels.saveTooltip}
        aria-disabled={saving.busy || undefined}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d={saved ? BOOKMARK : BOOKMARK_BORDER} />
        </svg>
      </button>
    </MarksFrame>
  );
}

/**
 * The placeholder shape of a job card while jobs load: the card's own frame and text blocks (job-card.tsx) with
 * grey bars in place of the words, so the placeholder is as tall as the card that replaces it (no layout shift
 * when the jobs arrive). Plain elements like the card: six placeholders used to be 60 MUI Skeletons. The bars pulse
 * only while jobs are on their way: a pulse that never ends beside a failed call's message would say it still loads
 * (and keep a phone's screen redrawing).
 */
import { alpha, keyframes, styled } from '@mui/material/styles';
import { JobCardFrame } from './job-card.js';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } });

/** MUI's Skeleton look (its colour, the text variant's 60 % height, the pulse), one rule for every bar. */
const Frame = styled(JobCardFrame)(({ theme }) => ({
  '& .bar': {
    display: 'block',
    backgroundColor: theme.vars?.palette.Skeleton.bg ?? alpha(theme.palette.text.primary, 0.11),
    borderRadius: 4,
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  // Standing in for jobs that will not come (a failed call): still, as nothing is on its way.
  '&.still .bar': { animation: 'none' },
  // A text bar is one line of the text it stands for: a non-breaking space gives it the line's height.
  '& .text': { transform: 'scale(1, 0.6)', '&::before': { content: '"\\00a0"' } },
  '& .shape': { borderRadius: theme.shape.borderRadius },
  // One block per line here, not the description's three-line clamp.
  '& p': { display: 'block' },
  '& .tags': { display: 'flex', gap: theme.spacing(1), marginTop: theme.spacing(2) },
}));

/** `pulse`: jobs are on their way (else the placeholder only keeps the card's room, still). */
export function JobCardSkeleton({ pulse = true }: { pulse?: boolean }) {
  return (
    <Frame aria-hidden className={pulse ? undefined : 'still'}>
      <div className="job-card-content">
        <span className="bar shape" style={{ width: 80, height: 24 }} />
        <h3>
          <span className="bar text" style={{ width: '70%' }} />
        </h3>
        <div className="job-card-meta">
          <span className="bar text" style={{ width: '50%' }} />
        </div>
        <p>
          <span className="bar text" />
          <span className="bar text" />
          <span className="bar text" style={{ width: '80%' }} />
        </p>
        <div className="tags">
          <span className="bar shape" style={{ width: 64, height: 24 }} />
          <span className="bar shape" style={{ width: 64, height: 24 }} />
        </div>
      </div>
      <footer>
        <span className="job-card-posted" style={{ width: 96 }}>
          <span className="bar text" />
        </span>
        <span className="bar shape" style={{ width: 110, height: 31 }} />
      </footer>
    </Frame>
  );
}

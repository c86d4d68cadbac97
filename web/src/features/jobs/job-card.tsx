/**
 * A job in a list: type and work arrangement, title, company name (linked) next to the location and pay, the
 * description clamped to 3 lines, 'Posted {distance} ago', the job's own skills and 'View Details'. In a search's
 * answer the search words are marked in the title and skills, and a line says in which fields they were found.
 *
 * One styled root and plain elements inside: a list draws 20 cards at once, and built from MUI parts (Card,
 * Typography, Button, Box with sx) each card was about 75 components and 20 style computations, most of the
 * list's rendering time on a phone. It looks the same as an outlined Card with those parts.
 */
import { styled } from '@mui/material/styles';
import { JOB_CARD_DESCRIPTION_LINES, jobTypeLabel, workArrangementLabel } from '@shared/constants.js';
import { payText } from '@shared/pay/pay-text.js';
import { responseTimeLabels } from '@shared/texts/company-texts.js';
import { labels } from '@shared/texts.js';
import type { JobSummary } from '@shared/types.js';
import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tagStyles } from '@/components/common/tag.js';
import { visuallyHidden } from '@/components/common/visually-hidden.js';
import { JobMarks } from '@/features/seekers';
import { confirmedOpenAgo, postedAgo } from '@/lib/dates.js';
import { HighlightedText, markStyles } from './highlighted-text.js';
import type { Highlighter } from './match-highlight.js';
import { MatchedFields } from './matched-fields.js';
import { SkillList } from './skill-list.js';

const MAX_CARD_SKILLS = 4;

/** MUI's LocationOn icon (Material Icons, Apache 2.0): the path alone, without an SvgIcon per card. */
const LOCATION_PATH =
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5';

/** The card's frame and text blocks; the loading placeholder (job-card-skeleton.tsx) draws its bars in it. */
export const JobCardFrame = styled('article')(({ theme }) => {
  const { palette, shape } = theme.vars ?? theme;
  return {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: shape.borderRadius,
    '& .job-card-content': { flex: 1, padding: theme.spacing(2) },
    '& .job-card-tags': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
    '& .job-card-type': tagStyles(theme, 'primary'),
    '& .job-card-arrangement': tagStyles(theme),
    '& mark': markStyles(theme),
    '& .job-card-matched': { ...theme.typography.caption, color: palette.text.secondary, marginTop: theme.spacing(1) },
    // After the description's clamped paragraph rule: a one-line caption, not clamped to three lines.
    '& p.job-card-response': { ...theme.typography.caption, display: 'block', marginTop: theme.spacing(1) },
    '& h3': { ...theme.typography.h6, lineHeight: 1.3, margin: theme.spacing(1.5, 0, 0) },
    '& .job-card-meta': {
      ...theme.typography.body1,
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(0.5),
      marginTop: theme.spacing(0.5),
    },
    '& .job-card-company': {
      color: palette.primary.main,
      fontWeight: 500,
      textDecoration: 'none',
      '&:hover, &:focus-visible': { textDecoration: 'underline' },
    },
    '& .job-card-location': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      color: palette.text.secondary,
      '& svg': { width: '1.25rem', height: '1.25rem', fill: 'currentColor', flexShrink: 0 },
    },
    '& .job-card-pay': { fontWeight: 500 },
    '& .job-card-sr': visuallyHidden,
    '& p': {
      ...theme.typography.body2,
      color: palette.text.secondary,
      margin: theme.spacing(1.5, 0, 0),
      display: '-webkit-box',
      WebkitLineClamp: JOB_CARD_DESCRIPTION_LINES,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    '& .job-card-skills': { marginTop: theme.spacing(2) },
    '& footer': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: theme.spacing(1),
      padding: theme.spacing(1, 2, 2),
    },
    // As tall as the bookmark (job-marks.tsx), which comes once the session has answered: the footer then keeps its
    // height, and the cards below and "Load more" stay where they are (they moved 5 px per row on a wide screen).
    '& .job-card-posted': {
      ...theme.typography.caption,
      color: palette.text.secondary,
      minHeight: 36,
      display: 'inline-flex',
      alignItems: 'center',
    },
    // MUI's small contained button, as a link.
    '& .job-card-details': {
      ...theme.typography.button,
      fontSize: '0.8125rem',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 64,
      padding: '4px 10px',
      borderRadius: shape.borderRadius,
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      textDecoration: 'none',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
      '&:hover': { backgroundColor: palette.primary.dark },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
  };
});

interface Props {
  job: JobSummary;
  /** Marks the words of the list's search. */
  highlight?: Highlighter;
}

export const JobCard = memo(function JobCard({ job, highlight }: Props) {
  const titleId = useId();
  const type = jobTypeLabel(job.jobType);
  const arrangement = job.workArrangement && workArrangementLabel(job.workArrangement);
  const pay = payText(job);
  return (
    // Focusable by script only: after "Load more" the focus goes to the first new card (job-results.tsx), whose
    // title a screen reader then says, and the next Tab goes on into that card.
    <JobCardFrame aria-labelledby={titleId} tabIndex={-1}>
      <div className="job-card-content">
        <div className="job-card-tags">
          <span className="job-card-type">{type}</span>
          {arrangement && <span className="job-card-arrangement">{arrangement}</span>}
        </div>
        <h3 id={titleId}>
          <HighlightedText text={job.title} highlight={highlight} />
        </h3>
        <div className="job-card-meta">
          <RouterLink className="job-card-company" to={`/companies/${job.companyId}`}>
            {job.companyName}
          </RouterLink>
          <span className="job-card-location">
            <svg viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d={LOCATION_PATH} />
            </svg>
            {job.location}
          </span>
          {pay && (
            <span className="job-card-pay">
              <span className="job-card-sr">{labels.salary}: </span>
              {pay}
            </span>
          )}
        </div>
        {job.companyResponse && (
          <p className="job-card-response">
            {job.companyResponse.respondsToEveryApplicant && (
              <strong>{responseTimeLabels.respondsToEveryApplicant} · </strong>
            )}
            {responseTimeLabels.cardFigures(job.companyResponse.answeredWithinShare, job.companyResponse.medianDays)}
          </p>
        )}
        <MatchedFields className="job-card-matched" fields={job.matched} />
        <p>{job.description}</p>
        <SkillList className="job-card-skills" skills={job.skills} max={MAX_CARD_SKILLS} highlight={highlight} />
      </div>
      <footer>
        {/* A page rendered on the server a while ago may say a minute less: React keeps its text, no mismatch. */}
        <span className="job-card-posted" suppressHydrationWarning>
          {postedAgo(job.createdAt)}
          {job.confirmedOpenAt && ` · ${confirmedOpenAgo(job.confirmedOpenAt)}`}
        </span>
        <JobMarks job={job} />
        <RouterLink className="job-card-details" to={`/job/${job.id}`} aria-label={labels.viewDetailsOf(job.title)}>
          {labels.viewDetails}
        </RouterLink>
      </footer>
    </JobCardFrame>
  );
});

/**
 * One application's content: the facts (job, with a link while the job exists; company; applicant; submitted;
 * status, with what "No decision" means; when the company first opened it), the company's message with its decision,
 * for the company the job's skills the applicant listed and did not (applicant-skills.tsx), the CV file it was sent
 * with (application-cv.tsx), and the
 * resume and cover letter as the applicant wrote them, line breaks kept, markup shown as text. An application sent
 * with a CV has no resume text and may have no cover letter: an empty resume is left out, an empty cover letter
 * said so.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { cvLabels } from '@shared/texts/cv-texts.js';
import { hiringLabels, promiseTexts } from '@shared/texts.js';
import type { Application } from '@shared/types.js';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { longDate } from '@/lib/long-date.js';
import { ApplicantSkills } from './applicant-skills.js';
import { ApplicationCv } from './application-cv.js';
import { StatusBadge } from './status-badge.js';

interface Props {
  application: Application;
  /** The level of the Resume and Cover Letter headings: h2 on the page, h3 inside a dialog. */
  headings: 'h2' | 'h3';
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="textSecondary" variant="body2" sx={{ pt: 0.25 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function LongText({ title, text, heading }: { title: string; text: string; heading: 'h2' | 'h3' }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component={heading} variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {text}
      </Typography>
    </Box>
  );
}

export function ApplicationView({ application, headings }: Props) {
  const { status, statusChangedAt } = application;
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Fact term={hiringLabels.job}>
          {application.jobRemoved ? (
            application.jobTitle
          ) : (
            <Link component={RouterLink} to={`/job/${application.jobId}`}>
              {application.jobTitle}
            </Link>
          )}
        </Fact>
        <Fact term={hiringLabels.company}>{application.companyName}</Fact>
        {application.applicantName && (
          <Fact term={hiringLabels.applicant}>
            {application.applicantName}
            {application.applicantEmail && ` (${application.applicantEmail})`}
          </Fact>
        )}
        <Fact term={hiringLabels.submitted}>{longDate(application.submittedAt)}</Fact>
        <Fact term={hiringLabels.status}>
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusBadge
              status={status}
              jobRemoved={application.jobRemoved}
              companyClosed={application.companyClosed}
            />
            {statusChangedAt && status !== 'pending' && (
              <Typography component="span" variant="body2" color="textSecondary">
                {hiringLabels.decidedOn(hiringLabels.statusLabels[status], longDate(statusChangedAt))}
              </Typography>
            )}
          </Box>
          {status === 'no_decision' && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {promiseTexts.noDecisionExplained}
            </Typography>
          )}
        </Fact>
        <Fact term={promiseTexts.viewedByCompany}>
          {application.viewedAt ? longDate(application.viewedAt) : promiseTexts.notViewedYet}
        </Fact>
      </Box>
      {application.decisionMessage && (
        <LongText
          title={hiringLabels.decisionFrom(application.companyName)}
          text={application.decisionMessage}
          heading={headings}
        />
      )}
      <ApplicantSkills applicationId={application.id} heading={headings} />
      <ApplicationCv application={application} heading={headings} />
      {(application.resume || !application.cv) && (
        <LongText title={hiringLabels.resume} text={application.resume} heading={headings} />
      )}
      <LongText
        title={hiringLabels.coverLetter}
        text={application.coverLetter || cvLabels.noCoverLetter}
        heading={headings}
      />
    </>
  );
}

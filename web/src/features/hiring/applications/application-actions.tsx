/**
 * What can be done with an application in a list: open it (dialog or page); the company decides it, the applicant
 * may withdraw it while it is pending. Once it is withdrawn or decided here, those buttons go: View details of the
 * same row then takes the focus they had.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hiringLabels } from '@shared/texts.js';
import type { Application } from '@shared/types.js';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFocusAfterAction } from '@/lib/use-focus-after-action.js';
import { DecisionButtons } from './decision-buttons.js';
import { WithdrawButton } from './withdraw-button.js';

export interface ApplicationListProps {
  applications: Application[];
  viewer: 'company' | 'seeker';
  /** Opens the application in a dialog; without it, View details goes to /application/{id}. */
  onView?: (application: Application) => void;
}

interface Props {
  application: Application;
  viewer: ApplicationListProps['viewer'];
  onView: ApplicationListProps['onView'];
}

export function ApplicationActions({ application, viewer, onView }: Props) {
  const company = viewer === 'company';
  const label = hiringLabels.viewApplication(application.jobTitle, company ? application.applicantName : undefined);
  const view = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const place = useFocusAfterAction(application.status, view);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} {...place}>
      {onView ? (
        <Button ref={view} size="small" onClick={() => onView(application)} aria-label={label}>
          {hiringLabels.viewDetails}
        </Button>
      ) : (
        <Button ref={view} size="small" component={RouterLink} to={`/application/${application.id}`} aria-label={label}>
          {hiringLabels.viewDetails}
        </Button>
      )}
      {company ? <DecisionButtons application={application} /> : <WithdrawButton application={application} />}
    </Stack>
  );
}

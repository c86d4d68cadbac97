/**
 * Every company by name, searchable, with its open jobs and its suspension; Suspend or Reinstate asks for a reason.
 * What a suspension does is said in the dialog (and in docs/hiring.md).
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminCompany } from '@shared/moderation-types.js';
import { deskLabels, moderationMessages } from '@shared/texts/moderation-texts.js';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '@/api/client.js';
import { TextInput } from '@/components/common/text-input.js';
import { useToast } from '@/components/toast/toast-context.js';
import { longDate } from '@/lib/long-date.js';
import { useDebounced } from '@/lib/use-debounced.js';
import { DeskList } from './desk-list.js';
import { type PendingAction, ReasonDialog } from './reason-dialog.js';
import { useAfterAction, useDeskList } from './use-desk.js';

function CompanyRow({ company, onAsk }: { company: AdminCompany; onAsk: (action: PendingAction) => void }) {
  const toast = useToast();
  const afterAction = useAfterAction();
  const suspend = !company.suspended;
  const label = suspend ? deskLabels.suspend : deskLabels.reinstate;
  const ask = () =>
    onAsk({
      label,
      name: company.name,
      text: suspend ? deskLabels.confirmText.suspend : deskLabels.confirmText.reinstate,
      danger: suspend,
      run: async (reason) => {
        await callApi('suspend-company', { params: { id: company.id }, body: { suspended: suspend, reason } });
        await afterAction();
        const done = moderationMessages.companyDone[suspend ? 'suspend' : 'reinstate'];
        toast.show({ title: done, description: company.name, variant: 'success' });
      },
    });
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-label={company.name}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/companies/${company.id}`}>
              {company.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {deskLabels.openJobs(company.jobCount ?? 0)}
          </Typography>
          {company.suspended && (
            <Typography variant="body2" color="warning" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {deskLabels.suspendedSince(longDate(company.suspended.at), company.suspended.reason)}
            </Typography>
          )}
        </div>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          {company.suspended && <Chip size="small" color="warning" label={deskLabels.states['company-suspended']} />}
          <Button
            size="small"
            variant="outlined"
            color={suspend ? 'error' : 'primary'}
            onClick={ask}
            aria-label={deskLabels.actionFor(label, company.name)}
          >
            {label}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Ask the API once the typing pauses, not at every keystroke. */
const SEARCH_PAUSE_MS = 300;

export function CompaniesList() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  const list = useDeskList('list-admin-companies', { sort: 'name', includeEmpty: 'true', search: query });
  const [pending, setPending] = useState<PendingAction>();
  return (
    <Stack spacing={2}>
      <TextInput
        label={deskLabels.searchCompanies}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        type="search"
        size="small"
        fullWidth
      />
      <DeskList
        list={list}
        label={deskLabels.tabs.companies}
        empty={{ title: deskLabels.companiesEmpty, text: deskLabels.companiesEmptyText }}
      >
        {(company) => <CompanyRow key={company.id} company={company} onAsk={setPending} />}
      </DeskList>
      <ReasonDialog action={pending} onDone={() => setPending(undefined)} onCancel={() => setPending(undefined)} />
    </Stack>
  );
}

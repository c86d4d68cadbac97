/** The audit log, newest first: when, who, what was done to which job or company, and why. */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@shared/moderation-types.js';
import { deskLabels } from '@shared/texts/moderation-texts.js';
import { longDate } from '@/lib/long-date.js';
import { DeskList } from './desk-list.js';
import { useDeskList } from './use-desk.js';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, rowGap: 0.5 }}>
        <Typography variant="body2" color="textSecondary" sx={{ minWidth: { sm: 170 } }}>
          <time dateTime={entry.at}>
            {longDate(entry.at)}, {time(entry.at)}
          </time>
        </Typography>
        <div>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <strong>{entry.actor.name}</strong> · {deskLabels.auditActions[entry.action]} “{entry.target.label}”
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {deskLabels.auditWhy}: {entry.reason}
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}

export function AuditLogList() {
  const list = useDeskList('list-audit-log', {});
  return (
    <DeskList
      list={list}
      label={deskLabels.tabs.audit}
      empty={{ title: deskLabels.auditEmpty, text: deskLabels.auditEmptyText }}
    >
      {(entry) => <Entry key={entry.id} entry={entry} />}
    </DeskList>
  );
}

/**
 * The seeker's job alerts: each with what it searches (and a link to those jobs), its frequency, an active switch
 * ('Receiving notifications' or 'Paused') and Delete, last in the card as in the tab order. Delete asks first (the
 * shared question, its code fetched when the seeker reaches for the button); once the alert is gone the focus goes
 * to the next alert's name (else the one before, else the words that say there are none) and "Alert deleted" is
 * said. The switch is named by the alert's name and its visible state, so a voice user can say what they see, and a
 * kept pause or resume is said.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AlertFrequency } from '@shared/constants.js';
import type { JobAlert } from '@shared/schemas/alerts.js';
import { alertLabels } from '@shared/texts/alert-texts.js';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAnnounce } from '@/components/common/announcer.js';
import { loadConfirmDialog } from '@/components/common/load-confirm-dialog.js';
import { NativeSelectField } from '@/components/common/native-select-field.js';
import { StatusText } from '@/components/common/status-text.js';
import { failureToast, useToast } from '@/components/toast/toast-context.js';
import { jobsPagePath } from '@/lib/job-filters.js';
import { useAction } from '@/lib/use-action.js';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';
import { describeFilters, frequencyChoices } from './alerts.js';

type AlertChange = { active?: boolean; frequency?: AlertFrequency };

interface Props {
  alerts: JobAlert[];
  /** Sends a change; throws when it was not kept (the list then shows the alert as the server holds it). */
  onChange: (id: number, change: AlertChange) => Promise<void>;
  /** Deletes the alert; throws when it could not. */
  onDelete: (alert: JobAlert) => Promise<void>;
}

const nameId = (id: number) => `alert-${id}-name`;
const stateId = (id: number) => `alert-${id}-state`;

export function AlertList({ alerts, onChange, onDelete }: Props) {
  const toast = useToast();
  const announce = useAnnounce();
  const question = useDialogOnDemand(loadConfirmDialog);
  const ConfirmDialog = question.loaded;
  const deleting = useAction();
  // The alert asked about, kept while the dialog closes so its words do not change under the closing dialog.
  const [asked, setAsked] = useState<JobAlert>();
  // After a deletion: the alert that went and the one whose name takes the focus (none: the empty list's words).
  const [gone, setGone] = useState<{ id: number; next?: number }>();
  const empty = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!gone || alerts.some((alert) => alert.id === gone.id)) return;
    setGone(undefined);
    const next = gone.next === undefined ? null : document.getElementById(nameId(gone.next));
    (next ?? empty.current)?.focus();
  }, [gone, alerts]);

  const ask = (alert: JobAlert) => {
    setAsked(alert);
    void question.show();
  };
  const remove = () => {
    const alert = asked;
    if (!alert) return;
    const at = alerts.findIndex((item) => item.id === alert.id);
    const next = (alerts[at + 1] ?? alerts[at - 1])?.id;
    void deleting.run(
      async () => {
        await onDelete(alert);
        setGone({ id: alert.id, ...(next === undefined ? {} : { next }) });
        question.close();
        announce(alertLabels.alertDeleted);
      },
      (error) => {
        question.close();
        return failureToast(toast, alertLabels.alertDeleteFailed, alertLabels.tryAgain)(error);
      },
    );
  };
  const change = async (alert: JobAlert, patch: AlertChange) => {
    try {
      await onChange(alert.id, patch);
    } catch (error) {
      failureToast(toast, alertLabels.alertChangeFailed, alertLabels.tryAgain)(error);
      return;
    }
    if (patch.active !== undefined)
      announce(patch.active ? alertLabels.alertResumed(alert.name) : alertLabels.alertPaused(alert.name));
  };

  const dialog = ConfirmDialog && asked && (
    <ConfirmDialog
      open={question.open}
      title={alertLabels.deleteTitle}
      text={alertLabels.deleteText(asked.name)}
      confirmLabel={alertLabels.deleteConfirm}
      busyLabel={alertLabels.deleting}
      busy={deleting.busy}
      onConfirm={remove}
      onCancel={question.close}
    />
  );
  // The dialog keeps its place whether alerts are left or not: moved, it would be drawn anew while it closes.
  return (
    <>
      {alerts.length === 0 ? (
        // Where the focus goes when the last alert is deleted: these words say what is left.
        <Box ref={empty} tabIndex={-1}>
          <StatusText title={alertLabels.noAlerts} text={alertLabels.noAlertsText} />
        </Box>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {alerts.map((alert) => (
            <Paper component="li" variant="outlined" key={alert.id} sx={{ p: 2 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  id={nameId(alert.id)}
                  // Focused by script only, when the alert before it is deleted.
                  tabIndex={-1}
                  component="h3"
                  variant="h6"
                  sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
                >
                  {alert.name}
                </Typography>
                <Link
                  component={RouterLink}
                  to={jobsPagePath(alert.filters)}
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {alertLabels.searchOf(describeFilters(alert.filters))}
                </Link>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1.5 }}>
                <NativeSelectField
                  label={alertLabels.frequency}
                  value={alert.frequency}
                  onChange={(frequency) => void change(alert, { frequency: frequency as AlertFrequency })}
                  size="small"
                  sx={{ minWidth: 200 }}
                >
                  {frequencyChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </NativeSelectField>
                <FormControlLabel
                  control={
                    <Switch
                      checked={alert.active}
                      onChange={(event) => void change(alert, { active: event.target.checked })}
                      // The alert's name and the state the label shows: "Frontend Receiving notifications".
                      slotProps={{ input: { 'aria-labelledby': `${nameId(alert.id)} ${stateId(alert.id)}` } }}
                    />
                  }
                  label={
                    <Typography
                      id={stateId(alert.id)}
                      variant="body2"
                      sx={{ color: alert.active ? 'success.main' : 'text.secondary' }}
                    >
                      {alert.active ? alertLabels.receivingNotifications : alertLabels.paused}
                    </Typography>
                  }
                />
                <IconButton
                  onClick={() => ask(alert)}
                  {...question.reach}
                  aria-label={alertLabels.deleteAlert(alert.name)}
                  sx={{ ml: 'auto' }}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      {dialog}
    </>
  );
}

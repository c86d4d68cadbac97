/**
 * The seeker's job alerts: each with what it searches (and a link to those jobs), its frequency, an active switch
 * ('Receiving notifications' or 'Paused') and Delete.
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
import { Link as RouterLink } from 'react-router-dom';
import { NativeSelectField } from '@/components/common/native-select-field.js';
import { StatusText } from '@/components/common/status-text.js';
import { jobsPagePath } from '@/lib/job-filters.js';
import { describeFilters, frequencyChoices } from './alerts.js';

interface Props {
  alerts: JobAlert[];
  onChange: (id: number, change: { active?: boolean; frequency?: AlertFrequency }) => void;
  onDelete: (alert: JobAlert) => void;
}

export function AlertList({ alerts, onChange, onDelete }: Props) {
  if (alerts.length === 0) return <StatusText title={alertLabels.noAlerts} text={alertLabels.noAlertsText} />;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {alerts.map((alert) => (
        <Paper component="li" variant="outlined" key={alert.id} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
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
            <IconButton onClick={() => onDelete(alert)} aria-label={alertLabels.deleteAlert(alert.name)}>
              <DeleteOutline />
            </IconButton>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1.5 }}>
            <NativeSelectField
              label={alertLabels.frequency}
              value={alert.frequency}
              onChange={(frequency) => onChange(alert.id, { frequency: frequency as AlertFrequency })}
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
                  onChange={(event) => onChange(alert.id, { active: event.target.checked })}
                  slotProps={{ input: { 'aria-label': alertLabels.alertActive(alert.name) } }}
                />
              }
              label={
                <Typography variant="body2" sx={{ color: alert.active ? 'success.main' : 'text.secondary' }}>
                  {alert.active ? alertLabels.receivingNotifications : alertLabels.paused}
                </Typography>
              }
            />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

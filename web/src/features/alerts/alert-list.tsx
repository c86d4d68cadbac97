/** The job alerts: each with its keywords, location, frequency, an active switch and Delete. */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { hiringLabels } from '@shared/texts.js';
import { StatusText } from '@/components/common/status-text.js';
import type { JobAlert } from './alerts.js';

interface Props {
  alerts: JobAlert[];
  onToggle: (id: number, active: boolean) => void;
  onDelete: (id: number) => void;
}

export function AlertList({ alerts, onToggle, onDelete }: Props) {
  if (alerts.length === 0) return <StatusText title={hiringLabels.noAlerts} text={hiringLabels.noAlertsText} />;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {alerts.map((alert) => (
        <Paper component="li" variant="outlined" key={alert.id} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                {alert.name}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {alert.location} · {alert.frequency}
              </Typography>
            </Box>
            <IconButton onClick={() => onDelete(alert.id)} aria-label={hiringLabels.deleteAlert(alert.name)}>
              <DeleteOutline />
            </IconButton>
          </Box>
          <Box
            component="ul"
            aria-label={hiringLabels.keywords}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, my: 1.5, listStyle: 'none' }}
          >
            {alert.keywords.map((keyword) => (
              <li key={keyword}>
                <Chip size="small" label={keyword} variant="outlined" />
              </li>
            ))}
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={alert.active}
                onChange={(event) => onToggle(alert.id, event.target.checked)}
                slotProps={{ input: { 'aria-label': hiringLabels.alertActive(alert.name) } }}
              />
            }
            label={
              <Typography variant="body2" sx={{ color: alert.active ? 'success.main' : 'text.secondary' }}>
                {alert.active ? hiringLabels.receivingNotifications : hiringLabels.paused}
              </Typography>
            }
          />
        </Paper>
      ))}
    </Stack>
  );
}

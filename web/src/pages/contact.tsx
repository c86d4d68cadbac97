/**
 * Contact (/contact): a form with name, email, subject and message, all required (spec §5). Sending only thanks
 * the visitor and clears the form (spec §2); nothing leaves the browser.
 */
import Email from '@mui/icons-material/Email';
import Schedule from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { labels, notices, siteFacts } from '../../../shared/texts.js';
import { TextInput } from '../components/common/text-input.js';
import { StaticPage } from '../components/static/static-page.js';

const empty = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof empty;

export default function ContactPage() {
  const [form, setForm] = useState(empty);
  const [sent, setSent] = useState(false);
  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm({ ...form, [field]: event.target.value });
    setSent(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    setForm(empty);
  };

  return (
    <StaticPage
      title={labels.contact}
      maxWidth="lg"
      intro="Questions about a job, your account or hiring with us? Send us a message."
    >
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper
            variant="outlined"
            component="form"
            onSubmit={submit}
            aria-label="Contact form"
            sx={{ p: { xs: 2.5, md: 4 } }}
          >
            <Stack spacing={2.5}>
              {sent && <Alert severity="success">{notices.contactThanks}</Alert>}
              <Grid container spacing={2.5}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput
                    label="Name"
                    name="name"
                    value={form.name}
                    onChange={set('name')}
                    required
                    fullWidth
                    autoComplete="name"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput
                    label="Email"
                    name="email"
                    type="email"
                    value={form.email}
                    onChange={set('email')}
                    required
                    fullWidth
                    autoComplete="email"
                  />
                </Grid>
              </Grid>
              <TextInput
                label="Subject"
                name="subject"
                value={form.subject}
                onChange={set('subject')}
                required
                fullWidth
              />
              <TextInput
                label="Message"
                name="message"
                value={form.message}
                onChange={set('message')}
                required
                fullWidth
                multiline
                minRows={5}
              />
              <Box>
                <Button type="submit" variant="contained" size="large">
                  Send Message
                </Button>
              </Box>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label="Other ways to reach us">
          <Stack spacing={3}>
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Email color="primary" aria-hidden />
              <div>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  Email
                </Typography>
                <Typography color="textSecondary">support@jobboard.example</Typography>
              </div>
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Schedule color="primary" aria-hidden />
              <div>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  Response time
                </Typography>
                <Typography color="textSecondary">We reply within {siteFacts.contactReplyHours} hours.</Typography>
              </div>
            </Box>
          </Stack>
        </Grid>
      </Grid>
    </StaticPage>
  );
}

/**
 * Contact (/contact): a form with name, email, subject and message, all required (spec §5). It posts to
 * /api/contact, which mails the support address; the page thanks the visitor and clears the form only once the
 * API took the message, and otherwise says what went wrong, keeps the text and offers Try again.
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
import { contactMessages, labels, notices, siteFacts } from '@shared/texts.js';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { isApiError, send } from '@/api/fetcher.js';
import { describeLoadFailure } from '@/api/load-failure.js';
import { TextInput } from '@/components/common/text-input.js';
import { StaticPage } from '@/features/static/static-page.js';

const empty = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof empty;

export default function ContactPage() {
  const [form, setForm] = useState(empty);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | { failure: string }>('idle');
  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm({ ...form, [field]: event.target.value });
    if (status === 'sent') setStatus('idle');
  };
  const sendMessage = async () => {
    setStatus('sending');
    try {
      await send('POST', '/api/contact', form);
      setStatus('sent');
      setForm(empty);
    } catch (error) {
      // A refusal (a field, too many messages) is the API's own words; an outage or timeout is described.
      const refused = isApiError(error) && error.status < 500 ? error.serverMessage : undefined;
      setStatus({ failure: refused ?? describeLoadFailure(error) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sendMessage();
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
              <div aria-live="polite">
                {status === 'sent' && <Alert severity="success">{notices.contactThanks}</Alert>}
                {typeof status === 'object' && (
                  <Alert
                    severity="error"
                    action={
                      <Button color="inherit" size="small" onClick={() => void sendMessage()}>
                        {labels.tryAgain}
                      </Button>
                    }
                  >
                    <strong>{contactMessages.sendFailed}.</strong> {status.failure}
                  </Alert>
                )}
              </div>
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
                <Button type="submit" variant="contained" size="large" loading={status === 'sending'}>
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

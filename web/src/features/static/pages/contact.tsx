/**
 * Contact (/contact): a form with name, email, subject and message, all required. It posts to
 * /api/contact, which mails the support address (the visitor's address as its Reply-To); the page names no mailbox
 * (the form is the way in) and promises no reply time; the page thanks the visitor and clears the form only once the
 * API took the message, and otherwise says what went wrong, keeps the text and offers Try again.
 */
import Email from '@mui/icons-material/Email';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactMessages, labels, notices, siteFacts, siteLabels } from '@shared/texts.js';
import { useState } from 'react';
import { callApi } from '@/api/client.js';
import { isApiError } from '@/api/fetcher.js';
import { describeLoadFailure } from '@/api/load-failure.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { TextInput } from '@/components/common/text-input.js';
import { useForm } from '@/lib/use-form.js';
import { StaticPage } from '../static-page.js';

const empty = { name: '', email: '', subject: '', message: '' };

export default function ContactPage() {
  const form = useForm(empty);
  const [sent, setSent] = useState(false);
  const sendMessage = () =>
    form.submit(
      async () => {
        setSent(false);
        await callApi('contact', { body: form.values });
        setSent(true);
        form.reset();
      },
      (error) => {
        // A refusal (a field, too many messages) is the API's own words; an outage or timeout is described.
        const refused = isApiError(error) && error.status < 500 ? error.serverMessage : undefined;
        return refused ?? describeLoadFailure(error);
      },
    );
  return (
    <StaticPage
      title={siteLabels.contact}
      maxWidth="lg"
      intro="Questions about a job, your account or hiring with us? Send us a message."
    >
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper
            variant="outlined"
            component="form"
            ref={form.formRef}
            onSubmit={form.onSubmit(sendMessage)}
            // Typing again after a sent message starts a new one: the thanks go.
            onChange={() => sent && setSent(false)}
            aria-label="Contact form"
            sx={{ p: { xs: 2.5, md: 4 } }}
          >
            <Stack spacing={2.5}>
              <div aria-live="polite">
                {sent && <Alert severity="success">{notices.contactThanks}</Alert>}
                {form.failure && (
                  <Alert
                    severity="error"
                    action={
                      <Button color="inherit" size="small" onClick={() => void sendMessage()}>
                        {labels.tryAgain}
                      </Button>
                    }
                  >
                    <strong>{contactMessages.sendFailed}.</strong> {form.failure}
                  </Alert>
                )}
              </div>
              <Grid container spacing={2.5}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput {...form.field('name')} label="Name" required fullWidth autoComplete="name" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput
                    {...form.field('email')}
                    label="Email"
                    type="email"
                    required
                    fullWidth
                    autoComplete="email"
                  />
                </Grid>
              </Grid>
              <TextInput {...form.field('subject')} label="Subject" required fullWidth />
              <TextInput {...form.field('message')} label="Message" required fullWidth multiline minRows={5} />
              <Box>
                <BusyButton type="submit" variant="contained" size="large" busy={form.busy}>
                  Send Message
                </BusyButton>
              </Box>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label={siteFacts.contactWhereTitle}>
          {/* The form is the one way in: no mailbox address is published, and no reply time is promised. */}
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Email color="primary" aria-hidden />
            <div>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {siteFacts.contactWhereTitle}
              </Typography>
              <Typography color="textSecondary">{siteFacts.contactWhere}</Typography>
            </div>
          </Box>
        </Grid>
      </Grid>
    </StaticPage>
  );
}

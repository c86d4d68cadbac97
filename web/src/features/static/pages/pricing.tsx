/**
 * Pricing (/pricing): the three plans with their prices, what the board does today for every company account, the
 * limits that are only planned (marked so), and the FAQ. No billing exists yet, and the page says so.
 */
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Schedule from '@mui/icons-material/Schedule';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { siteFacts, siteLabels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { signUpPath } from '@/lib/sign-up-path.js';
import { StaticPage } from '../static-page.js';

export default function PricingPage() {
  return (
    <StaticPage title={siteLabels.pricing} maxWidth="lg" intro="Simple plans for teams of every size. No setup fee.">
      <Alert severity="info" sx={{ mb: 4 }}>
        {siteFacts.pricingNotice}
      </Alert>
      <Grid container spacing={3} sx={{ mb: 8 }}>
        {siteFacts.pricingPlans.map((plan) => (
          <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
            <Card
              component="article"
              aria-label={plan.name}
              sx={{
                height: '100%',
                borderColor: plan.popular ? 'primary.main' : undefined,
                borderWidth: plan.popular ? 2 : 1,
              }}
            >
              <CardContent sx={{ p: 4 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography component="h2" variant="h3">
                    {plan.name}
                  </Typography>
                  {plan.popular && <Chip label={siteFacts.mostPopular} color="primary" size="small" />}
                </Box>
                <Typography sx={{ mt: 2 }}>
                  <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 800 }}>
                    {plan.price}
                  </Box>{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {plan.period}
                  </Box>
                </Typography>
                <Box component="ul" sx={{ p: 0, my: 3, listStyle: 'none', display: 'grid', gap: 1.25 }}>
                  <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {plan.postingsPlanned ? (
                      <Schedule color="action" fontSize="small" aria-hidden />
                    ) : (
                      <Check color="success" fontSize="small" aria-hidden />
                    )}
                    {plan.postings}
                    {plan.postingsPlanned && <Chip label={siteFacts.planned} size="small" variant="outlined" />}
                  </Box>
                  {siteFacts.pricingIncluded.map((feature) => (
                    <Box component="li" key={feature} sx={{ display: 'flex', gap: 1 }}>
                      <Check color="success" fontSize="small" aria-hidden />
                      {feature}
                    </Box>
                  ))}
                </Box>
                <Button
                  component={RouterLink}
                  to={plan.name === 'Enterprise' ? '/contact' : signUpPath('company')}
                  variant={plan.popular ? 'contained' : 'outlined'}
                  fullWidth
                >
                  {plan.name === 'Enterprise' ? 'Contact Sales' : 'Get Started'}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box component="section" aria-labelledby="faq-title" sx={{ maxWidth: 800, mx: 'auto' }}>
        <Typography id="faq-title" variant="h2" sx={{ mb: 2, textAlign: 'center' }}>
          Frequently Asked Questions
        </Typography>
        {siteFacts.pricingFaq.map((item) => (
          <Accordion key={item.question} disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="textSecondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </StaticPage>
  );
}

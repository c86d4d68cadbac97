/** What the board does (siteFacts.productFacts), as headed cards: on About and Press, in place of invented news. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { siteFacts } from '@shared/texts.js';

export function ProductFacts() {
  return (
    <Grid container spacing={3}>
      {siteFacts.productFacts.map((fact) => (
        <Grid key={fact.title} size={{ xs: 12, sm: 6 }}>
          <Card component="article" sx={{ height: '100%' }}>
            <CardContent>
              <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
                {fact.title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {fact.text}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

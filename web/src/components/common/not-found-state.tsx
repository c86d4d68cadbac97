/** A missing thing, said plainly, with the way back (Job Not Found, Company Not Found, 404). */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title.js';

interface Props {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

export function NotFoundState({ title, text, backTo, backLabel }: Props) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1">{title}</Typography>
      <Typography color="textSecondary" sx={{ mt: 2, mb: 4 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {backLabel}
      </Button>
    </Container>
  );
}

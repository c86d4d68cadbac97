/**
 * The placeholder shape of a job card while jobs load. Each row uses the card's own typography and spacing so
 * the placeholder is as tall as the card that replaces it (no layout shift when the jobs arrive).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export function JobCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Skeleton variant="rounded" width={80} height={24} />
        <Typography component="div" variant="h6" sx={{ mt: 1.5, lineHeight: 1.3 }}>
          <Skeleton width="70%" />
        </Typography>
        <Typography component="div" sx={{ mt: 0.5 }}>
          <Skeleton width="50%" />
        </Typography>
        <Typography component="div" variant="body2" sx={{ mt: 1.5 }}>
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Skeleton variant="rounded" width={64} height={24} />
          <Skeleton variant="rounded" width={64} height={24} />
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', gap: 1, px: 2, pb: 2 }}>
        <Typography component="div" variant="caption" sx={{ width: 96 }}>
          <Skeleton />
        </Typography>
        <Skeleton variant="rounded" width={110} height={31} />
      </CardActions>
    </Card>
  );
}

/** The placeholder shape of a job card while jobs load. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

export function JobCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton variant="rounded" width={80} height={24} />
        <Skeleton variant="text" sx={{ fontSize: '1.25rem', mt: 1.5 }} width="70%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" sx={{ mt: 1.5 }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Skeleton variant="rounded" width={64} height={24} />
          <Skeleton variant="rounded" width={64} height={24} />
        </Box>
      </CardContent>
    </Card>
  );
}

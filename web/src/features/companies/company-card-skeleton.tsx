/** The placeholder of a company card while the directory loads: the card's frame, grey bars for its words. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

export function CompanyCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width={72} height={28} />
          </Box>
        </Box>
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
        <Skeleton width={120} height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

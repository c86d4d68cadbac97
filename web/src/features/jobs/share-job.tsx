/**
 * Share a job: the system share sheet where the browser has one (Web Share API), otherwise links to LinkedIn, X,
 * Facebook and email; plus a copy-link button that really copies and says so. The icon links name themselves
 * with aria-label and the native title tooltip: MUI's Tooltip would add Popper (~9 KiB gzipped) to the page.
 * The job page is rendered on the server, where there is no share sheet: the links come first and the share button
 * replaces them once the page is live, so a phone that has one adopts the page as it came (no hydration mismatch,
 * which would make React render the whole page again).
 */
import ContentCopy from '@mui/icons-material/ContentCopy';
import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Share from '@mui/icons-material/Share';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { jobLabels } from '@shared/texts.js';
import { useToast } from '@/components/toast/toast-context.js';
import { shareLinks } from '@/lib/share-links.js';
import { useHydrated } from '@/lib/use-hydrated.js';

interface Props {
  title: string;
  url: string;
}

const icons = { LinkedIn, X, Facebook, Email };

export function ShareJob({ title, url }: Props) {
  const toast = useToast();
  const canShare = useHydrated() && typeof navigator.share === 'function';

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ title: jobLabels.linkCopied, description: jobLabels.linkCopiedText, variant: 'success' });
    } catch {
      toast.show({ title: jobLabels.copyFailed, description: jobLabels.copyFailedText, variant: 'destructive' });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {canShare ? (
        <Button variant="outlined" startIcon={<Share />} onClick={share}>
          {jobLabels.share}
        </Button>
      ) : (
        shareLinks(title, url).map(({ network, href, target }) => {
          const Icon = icons[network];
          return (
            <IconButton
              key={network}
              component="a"
              href={href}
              target={target}
              rel="noopener noreferrer"
              aria-label={jobLabels.shareOn(network)}
              title={jobLabels.shareOn(network)}
            >
              <Icon />
            </IconButton>
          );
        })
      )}
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
        {jobLabels.copyLink}
      </Button>
    </Box>
  );
}

/** The navigation bar: brand, main links, theme toggle, sign-in or the account menu, mobile drawer. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { labels } from '@shared/texts.js';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/api/use-session.js';
import { signUpPath } from '@/lib/sign-up-path.js';
import { AccountMenu } from './account-menu.js';
import { Brand } from './brand.js';
import { MobileMenu } from './mobile-menu.js';
import { mainNavItems } from './nav-items.js';
import { ThemeToggle } from './theme-toggle.js';

const activeLink = { '&.active': { color: 'primary.main', bgcolor: 'action.selected' } };

/**
 * The parts that depend on who is looking read the session themselves (PostJobLink, AccountActions): its first
 * answer, which comes once the app has adopted the page, then re-renders only them, not the whole bar.
 */
export function Navbar() {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Brand />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
          {mainNavItems.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.to === '/'}
              color="inherit"
              sx={activeLink}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <PostJobLink />
        <ThemeToggle />
        <AccountActions />
        <MobileMenu />
      </Toolbar>
    </Box>
  );
}

/** A company's shortcut to a new posting (from the sm breakpoint; the phone's menu has it too). */
function PostJobLink() {
  const { isCompany } = useSession();
  if (!isCompany) return null;
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to="/post-job"
      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
    >
      {labels.postAJob}
    </Button>
  );
}

/** The account menu when signed in, else Sign In and Sign Up (from the md breakpoint). */
function AccountActions() {
  const { user } = useSession();
  if (user) return <AccountMenu user={user} />;
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
      <Button component={RouterLink} to="/auth" color="inherit">
        {labels.signIn}
      </Button>
      <Button component={RouterLink} to={signUpPath()} variant="contained">
        {labels.signUp}
      </Button>
    </Box>
  );
}

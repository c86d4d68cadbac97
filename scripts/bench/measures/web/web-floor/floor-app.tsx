/**
 * The web stack's floor (web-build.ts builds it beside the site, with the site's settings): the least a screen of
 * this stack ships. React and react-dom, an MUI theme with the light and dark schemes (CSS variables, as the site's),
 * CssBaseline and one Button, a react-router route with a link, one SWR request. None of the site's own code.
 * main.tsx renders it in the browser; rendered.tsx adopts it from the HTML rendered-floor.tsx writes.
 */
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Link, Route, Routes } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: true, dark: true },
});
const fetchJson = (url: string) => fetch(url).then((response) => response.json());

/** The one request the floor makes, and the key its answer goes under. */
export const FLOOR_REQUEST = '/api/jobs/1';

function Screen() {
  const { data } = useSWR<{ title: string }>(FLOOR_REQUEST, fetchJson);
  return (
    <Button component={Link} to="/jobs">
      {data?.title ?? 'Jobs'}
    </Button>
  );
}

/** The floor's screen inside its providers; the caller gives the router. `fallback`: answers already at hand. */
export function FloorApp({ fallback }: { fallback?: Record<string, unknown> }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ fetcher: fetchJson, fallback }}>
        <Routes>
          <Route path="*" element={<Screen />} />
        </Routes>
      </SWRConfig>
    </ThemeProvider>
  );
}

/**
 * The web stack's floor (web-build.ts builds it beside the site, with the site's settings): the least a screen of
 * this stack ships. React and react-dom, an MUI theme with the light and dark schemes (CSS variables, as the site's),
 * CssBaseline and one Button, a react-router route with a link, one SWR request. None of the site's own code.
 */
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: true, dark: true },
});
const fetchJson = (url: string) => fetch(url).then((response) => response.json());

function Screen() {
  const { data } = useSWR<{ title: string }>('/api/jobs/1', fetchJson);
  return (
    <Button component={Link} to="/jobs">
      {data?.title ?? 'Jobs'}
    </Button>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <SWRConfig value={{ fetcher: fetchJson }}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Screen />} />
        </Routes>
      </BrowserRouter>
    </SWRConfig>
  </ThemeProvider>,
);

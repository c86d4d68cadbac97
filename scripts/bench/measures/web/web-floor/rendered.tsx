/**
 * The stack floor page as the site delivers its pages: rendered on the server with its data and its styles
 * (rendered-floor.tsx writes the HTML), painted from that HTML, then adopted. The page carries the request's answer,
 * as a job page carries its job, so React adopts it with the same text.
 */
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { FLOOR_REQUEST, FloorApp } from './floor-app.js';

const answer = JSON.parse(document.getElementById('floor-data')?.textContent ?? 'null');

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <BrowserRouter>
    <FloorApp fallback={{ [FLOOR_REQUEST]: answer }} />
  </BrowserRouter>,
);

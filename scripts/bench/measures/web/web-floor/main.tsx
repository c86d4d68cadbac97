/** The stack floor page rendered in the browser (floor-app.tsx says what it holds): it paints once it has run. */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { FloorApp } from './floor-app.js';

createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <FloorApp />
  </BrowserRouter>,
);

import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render.js';

/** Every rule emotion has written into the document. */
const insertedCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('a press on a button', () => {
  it('tints the button in CSS and mounts no ripple', async () => {
    const { user } = renderWithProviders(
      <>
        <Button variant="contained">Apply Now</Button>
        <IconButton aria-label="Open navigation menu">≡</IconButton>
      </>,
    );
    for (const name of ['Apply Now', 'Open navigation menu']) {
      const button = screen.getByRole('button', { name });
      await user.pointer({ keys: '[MouseLeft>]', target: button });
      expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
      await user.pointer({ keys: '[/MouseLeft]', target: button });
    }
    expect(insertedCss()).toMatch(
      /:active\{background-image:linear-gradient\(color-mix\(in srgb, currentColor 16%, transparent\)/,
    );
  });
});

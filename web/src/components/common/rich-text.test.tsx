import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text.js';

describe('RichText', () => {
  it('keeps paragraphs apart and turns runs of dashed lines into lists', () => {
    const { container } = render(
      <RichText text={"First paragraph.\n\nWhat you'll do:\n- Build things\n- Ship them\n\nClosing words."} />,
    );
    expect(Array.from(container.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'First paragraph.',
      "What you'll do:",
      'Closing words.',
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Build things', 'Ship them']);
  });

  it('shows markup as text, never as HTML', () => {
    const { container } = render(<RichText text={'<img src=x onerror="alert(1)">'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { InitialAvatar } from './initial-avatar.js';

describe('InitialAvatar', () => {
  it('falls back to the initial when the picture fails to load', () => {
    const { container } = render(<InitialAvatar name="acme" src="/logos/missing.svg" alt="Acme" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('A');
  });

  it('falls back to the initial when the picture had failed before the app took over', () => {
    // A server-rendered picture that failed before hydration: complete, with no width, and its error event gone.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    try {
      const { container } = render(<InitialAvatar name="Bluepeak" src="/logos/gone.svg" />);
      expect(container.querySelector('img')).toBeNull();
      expect(container).toHaveTextContent('B');
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });

  it('keeps a picture that loaded', () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(64);
    try {
      render(<InitialAvatar name="Cedar" src="/logos/cedar.svg" alt="Cedar" />);
      expect(screen.getByRole('img', { name: 'Cedar' })).toBeInTheDocument();
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });
});

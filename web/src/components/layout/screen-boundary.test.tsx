import { labels, loadFailureTexts } from '@shared/texts.js';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { OptionalPart, ScreenBoundary } from './screen-boundary.js';

/** A part whose code did not come: what lazy() throws when its import fails on a dropped connection. */
const Unloadable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function Screen({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

// React reports each caught error on the console; the boundary is what is under test, not the report.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('ScreenBoundary', () => {
  it('says in words that the page could not be shown, with Try again, when its code does not come', async () => {
    render(
      <ScreenBoundary resetKey="/about">
        <Suspense fallback={null}>
          <Unloadable />
        </Suspense>
      </ScreenBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(labels.loadFailed);
    expect(alert).toHaveTextContent(loadFailureTexts.screen);
    expect(screen.getByRole('button', { name: labels.tryAgain })).toBeInTheDocument();
  });

  it('draws the next screen once the address changes', async () => {
    const { rerender } = render(
      <ScreenBoundary resetKey="/about">
        <Suspense fallback={null}>
          <Unloadable />
        </Suspense>
      </ScreenBoundary>,
    );
    await screen.findByRole('alert');
    rerender(
      <ScreenBoundary resetKey="/jobs">
        <Screen name="Jobs" />
      </ScreenBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('OptionalPart', () => {
  it('leaves out only the part whose code does not come', async () => {
    render(
      <>
        <Screen name="Job" />
        <OptionalPart>
          <Suspense fallback={<p>loading</p>}>
            <Unloadable />
          </Suspense>
        </OptionalPart>
      </>,
    );
    await screen.findByRole('heading', { name: 'Job' });
    await vi.waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Job' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

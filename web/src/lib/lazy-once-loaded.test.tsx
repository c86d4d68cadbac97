import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyOnceLoaded } from './lazy-once-loaded.js';

const Shown = ({ text }: { text: string }) => <p>{text}</p>;

describe('lazyOnceLoaded', () => {
  it('renders a component whose code has come on its first render, with no fallback in between', async () => {
    const { Component, load } = lazyOnceLoaded(async () => ({ default: Shown }));
    await load();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Component text="Here at once" />
      </Suspense>,
    );
    // No await: a component that suspended would show the fallback now and itself only later.
    expect(screen.getByText('Here at once')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('fetches its code on its first render when nothing fetched it before, the fallback meanwhile', async () => {
    const importModule = vi.fn(async () => ({ default: Shown }));
    const { Component } = lazyOnceLoaded(importModule);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Component text="Came later" />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Came later')).toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(1);
  });
});

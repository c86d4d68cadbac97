import { CLICKS_HELD_ATTRIBUTE, CONTROLS_HELD, HELD_CLICKS_SCRIPT } from '@shared/held-clicks-script.js';
import { act, render, waitFor } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ScreenLive } from './screen-live.js';

/** The page as the server sends a list: its root marked, a button and a form in it, and the head script run. */
function serverPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(CLICKS_HELD_ATTRIBUTE, '');
  root.innerHTML = '<button type="button"><svg><path></path></svg>Filters</button><form><input name="q"></form>';
  document.body.append(root);
  const clicks: string[] = [];
  const button = root.querySelector('button') as HTMLButtonElement;
  button.addEventListener('click', () => clicks.push('click'));
  const form = root.querySelector('form') as HTMLFormElement;
  const submits: number[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits.push(1);
  });
  return { root, button, form, clicks, submits };
}

/** A controlled search box, as the jobs list's: React's state, not the box, is what a submit reads. */
function SearchForm({ onSearch }: { onSearch: (words: string) => void }) {
  const [words, setWords] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Search" value={words} onChange={(event) => setWords(event.target.value)} />
      <button type="submit">Search</button>
      <ScreenLive />
    </form>
  );
}

/** The search form as the server sends it, with clicks held, and `words` typed into its box before React came. */
function searchPageTypedInto(words: string) {
  const searches: string[] = [];
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(CLICKS_HELD_ATTRIBUTE, '');
  root.innerHTML = renderToString(<SearchForm onSearch={(found) => searches.push(found)} />);
  document.body.append(root);
  const box = root.querySelector('input') as HTMLInputElement;
  box.value = words;
  box.dispatchEvent(new Event('input', { bubbles: true }));
  return { root, box, searches };
}

// The script listens on window for the whole file, as it does for a page's life.
new Function(HELD_CLICKS_SCRIPT)();

afterEach(() => {
  document.getElementById('root')?.remove();
});

describe('clicks before the screen is live', () => {
  it('holds a click (the icon inside the button too) and replays the last one once the screen is live', async () => {
    const { root, button, clicks } = serverPage();
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    (button.querySelector('path') as SVGPathElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    render(<ScreenLive />);
    // In a task after the commit's effects; clicks are held until then.
    expect(root.hasAttribute(CLICKS_HELD_ATTRIBUTE)).toBe(true);
    await waitFor(() => expect(clicks).toEqual(['click']));
    expect(root.hasAttribute(CLICKS_HELD_ATTRIBUTE)).toBe(false);
    button.click();
    expect(clicks).toEqual(['click', 'click']);
  });

  it('holds a form submission and submits it once the screen is live', async () => {
    const { form, submits } = serverPage();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submits).toEqual([]);
    render(<ScreenLive />);
    await waitFor(() => expect(submits).toEqual([1]));
  });

  it('lets a click with Ctrl or Shift through (a link opens in a new tab by itself)', () => {
    const { button, clicks } = serverPage();
    const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    button.dispatchEvent(withCtrl);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }));
    expect(withCtrl.defaultPrevented).toBe(false);
    expect(clicks).toEqual(['click', 'click']);
  });

  it('lets a click on a link that opens a new tab or a mail through, and holds one on a link of the site', () => {
    const { root } = serverPage();
    root.insertAdjacentHTML(
      'beforeend',
      '<a href="https://x.com/intent/post" target="_blank"><svg></svg>X</a><a href="mailto:?body=a">Email</a><a href="/job/7">View</a>',
    );
    // What reaches the page's own listeners (the browser then follows the link; jsdom cannot, so it stops here).
    const reached: string[] = [];
    root.addEventListener('click', (event) => {
      reached.push((event.target as Element).closest('a')?.textContent ?? '');
      event.preventDefault();
    });
    for (const link of root.querySelectorAll('a')) {
      (link.firstElementChild ?? link).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    expect(reached).toEqual(['X', 'Email']);
  });

  it('replays nothing when nothing was clicked, and leaves a page without the mark alone', async () => {
    const { root, button, clicks } = serverPage();
    root.removeAttribute(CLICKS_HELD_ATTRIBUTE);
    button.click();
    expect(clicks).toEqual(['click']);
    render(<ScreenLive />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicks).toEqual(['click']);
  });

  it('tells React what was typed before it took over, so a held Search searches for it', async () => {
    const { root, box, searches } = searchPageTypedInto('python');
    (root.querySelector('button') as HTMLButtonElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );

    await act(async () => {
      hydrateRoot(root, <SearchForm onSearch={(words) => searches.push(words)} />);
    });
    await waitFor(() => expect(searches).toEqual(['python']));
    expect(box.value).toBe('python');
  });

  it("keeps holding clicks until what was typed is React's, so a Search pressed meanwhile searches for it", async () => {
    const { root, searches } = searchPageTypedInto('python');

    await act(async () => {
      hydrateRoot(root, <SearchForm onSearch={(words) => searches.push(words)} />);
    });
    // React has the page and its effects have run, but the typing is not replayed yet: the press comes now.
    (root.querySelector('button') as HTMLButtonElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(searches).toEqual(['python']));
    expect(root.hasAttribute(CLICKS_HELD_ATTRIBUTE)).toBe(false);
  });

  it('replays a held click on a link React drew anew on the link to the same address', async () => {
    const { root } = serverPage();
    root.insertAdjacentHTML('beforeend', '<a href="/job/7">View Details</a>');
    root.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // The list came again and React replaced its cards.
    root.querySelector('a')?.remove();
    root.insertAdjacentHTML('beforeend', '<a href="/job/7">View Details</a>');
    const clicked: string[] = [];
    root.querySelector('a')?.addEventListener('click', (event) => {
      event.preventDefault();
      clicked.push((event.currentTarget as HTMLAnchorElement).getAttribute('href') ?? '');
    });
    render(<ScreenLive />);
    await waitFor(() => expect(clicked).toEqual(['/job/7']));
  });

  it('on a page that holds only controls, lets links and a form with an action through and holds the rest', async () => {
    const { root, button, clicks } = serverPage();
    root.setAttribute(CLICKS_HELD_ATTRIBUTE, CONTROLS_HELD);
    root.insertAdjacentHTML(
      'beforeend',
      '<a href="/jobs"><svg></svg>Browse</a><form action="/jobs"><button type="submit">Search</button></form>',
    );
    const search = root.querySelector('form[action]') as HTMLFormElement;
    // What reaches the page's own listeners (the browser then follows the link or sends the form; jsdom cannot).
    const reached: string[] = [];
    root.addEventListener('click', (event) => {
      reached.push((event.target as Element).textContent ?? '');
      event.preventDefault();
    });
    search.addEventListener('submit', (event) => {
      reached.push('sent');
      event.preventDefault();
    });
    (root.querySelector('a svg') as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    (search.querySelector('button') as HTMLButtonElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    search.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // The form without an action (the page's own) and the plain button are held.
    root.querySelector('form:not([action])')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(reached).toEqual(['', 'Search', 'sent']);
    expect(clicks).toEqual([]);

    render(<ScreenLive />);
    await waitFor(() => expect(clicks).toEqual(['click']));
  });

  it('replays a held click on a button React drew anew on the button of the same name (the shell)', async () => {
    const { root } = serverPage();
    root.insertAdjacentHTML(
      'beforeend',
      '<button type="button" aria-label="Open navigation menu"><svg></svg></button>',
    );
    root
      .querySelector('button[aria-label] svg')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // The app rendered the frame over the shell: a new button of the same name.
    root.querySelector('button[aria-label]')?.remove();
    root.insertAdjacentHTML('beforeend', '<button type="button" aria-label="Open navigation menu"></button>');
    const clicked: string[] = [];
    root.querySelector('button[aria-label]')?.addEventListener('click', (event) => {
      clicked.push((event.currentTarget as HTMLButtonElement).getAttribute('aria-label') ?? '');
    });
    render(<ScreenLive />);
    await waitFor(() => expect(clicked).toEqual(['Open navigation menu']));
  });
});

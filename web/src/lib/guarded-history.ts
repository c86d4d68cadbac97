/**
 * The site's history, with one hold a screen can put on it: while the hold is on, every navigation inside
 * the site (a link, a button that navigates, the browser's Back and Forward) waits until the screen's question is
 * answered, and happens only when the person chooses to leave.
 *
 * Why not react-router's useBlocker: it exists only under a data router (createBrowserRouter), which adds some
 * 18 KiB gzipped to the shell every visitor downloads first. This wraps the browser history <BrowserRouter> would
 * create and hands it to <unstable_HistoryRouter>, for a few hundred bytes (the web tests wrap a memory history the
 * same way). Back and Forward have already moved the address when the browser reports them, so a held one is undone
 * at once (`go` by the opposite step, from the entry index react-router keeps in each history entry) and redone if
 * the person leaves, as useBlocker does.
 */
import type { UNSAFE_createBrowserHistory } from 'react-router-dom';

/** react-router's history (the type is not exported under a name of its own). */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Asks whether to leave; calls `leave` only if the person chooses to. */
export type AskToLeave = (leave: () => void) => void;

let hold: AskToLeave | undefined;

/** Puts the hold on every navigation until the returned release is called. */
export function holdNavigation(ask: AskToLeave): () => void {
  hold = ask;
  return () => {
    if (hold === ask) hold = undefined;
  };
}

/** Runs `navigate` now, or once the person answers "leave" while a hold is on (which lifts the hold). */
function whenAllowed(navigate: () => void) {
  const ask = hold;
  if (!ask) return navigate();
  ask(() => {
    if (hold === ask) hold = undefined;
    navigate();
  });
}

/** `history` with the hold: give it to <unstable_HistoryRouter>. */
export function guardHistory(history: History): History {
  let undoing = false;
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => whenAllowed(() => history.go(delta)),
    push: (to, state) => whenAllowed(() => history.push(to, state)),
    replace: (to, state) => whenAllowed(() => history.replace(to, state)),
    listen: (listener) =>
      history.listen((update) => {
        if (undoing) {
          undoing = false; // the address is back where the screen is: nothing changed for the router
          return;
        }
        const { delta } = update;
        if (hold && update.action === 'POP' && delta) {
          undoing = true;
          history.go(-delta);
          whenAllowed(() => history.go(delta));
          return;
        }
        listener(update);
      }),
  };
}

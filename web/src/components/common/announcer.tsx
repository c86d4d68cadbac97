/**
 * One polite status region for the whole app, for what an action did when the screen shows it only by a change a
 * screen reader does not say ("Saved Data Steward", "20 more jobs shown", "Alert deleted"). `useAnnounce()` gives
 * the function that says a sentence. The region is in the page, empty, from the moment the app is live (a region
 * added together with its words is often not read); it is not in the server's HTML, whose pages say only their own
 * loading. A failure is the toast's (role="alert"), not this.
 */
import Box from '@mui/material/Box';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated.js';
import { visuallyHidden } from './visually-hidden.js';

type Announce = (text: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/** Says `text` once to screen readers, politely (after what they are reading). */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const live = useHydrated();
  // The same sentence twice (saved, removed, saved again) is a change of the region's text all the same: a
  // no-break space at its end comes and goes, unheard.
  const announce = useCallback<Announce>(
    (next) => setText((current) => (current === next ? `${next}\u00a0` : next)),
    [],
  );
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      {live && (
        <Box role="status" data-announcer sx={visuallyHidden}>
          {text}
        </Box>
      )}
    </AnnounceContext.Provider>
  );
}

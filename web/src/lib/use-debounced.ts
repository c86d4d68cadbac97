/**
 * A value that follows `value` once it has stopped changing for `ms`: a search box asks the API when the typing
 * pauses, not at every keystroke.
 */
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Fetches the common-password list (its own chunk, about 35 KB gzipped) once a form that sets a password is shown,
 * so the form's check refuses those passwords before sending; the pages that set no password never load it.
 */
import { loadCommonPasswords } from '@shared/schemas/common-passwords.js';
import { useEffect } from 'react';

export function useCommonPasswords() {
  useEffect(() => {
    // A failed load is no harm: the server refuses the same passwords with the same words.
    loadCommonPasswords().catch(() => undefined);
  }, []);
}

/**
 * The menu of `SelectField` (select-field.tsx) as a chunk of its own, in a module of its own: a dialog that shows a
 * SelectField fetches it with its own code (`selectMenu.load`) without taking the field's placeholder into its
 * caller's chunk, and the field then shows the menu on its first render.
 */
import { lazyOnceLoaded } from '@/lib/lazy-once-loaded.js';

export const selectMenu = lazyOnceLoaded(() => import('./select-menu.js'));

/**
 * The confirm dialog's code, fetched when a question is about to be asked (removing a file, withdrawing an
 * application, leaving unsaved edits): a chunk of its own, so that no screen carries MUI's Dialog for a question
 * most visits never ask.
 */
export const loadConfirmDialog = () => import('./confirm-dialog.js').then((module) => module.ConfirmDialog);

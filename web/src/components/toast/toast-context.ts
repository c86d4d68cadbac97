/** The toast API every screen uses: `useToast().show({ title, description, variant })`. */
import { createContext, useContext } from 'react';
import { failureText } from '@/api/failure-text.js';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' for failures, 'success' for completed actions, 'default' otherwise. */
  variant?: ToastVariant;
  /**
   * Shown, but not announced: the same words are on screen where screen readers already hear them (an open modal
   * dialog's own copy, since nothing outside the dialog can be reached while it is open), and two live regions
   * would say them twice.
   */
  quiet?: boolean;
}

export interface ToastApi {
  show: (toast: ToastOptions) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/**
 * The `failed` of an action (lib/use-action.ts) that says its failure in a toast: `title`, and the API's own words
 * for a refusal a person can act on, else `fallback`. Nothing is left on the screen: the toast said it.
 */
export function failureToast(toast: ToastApi, title: string, fallback: string) {
  return (error: unknown): undefined => {
    toast.show({ title, description: failureText(error, fallback), variant: 'destructive' });
  };
}

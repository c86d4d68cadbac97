/** The toast API every screen uses: `useToast().show({ title, description, variant })`. */
import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' for failures, 'success' for completed actions, 'default' otherwise. */
  variant?: ToastVariant;
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

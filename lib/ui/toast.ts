import type { ReactNode } from 'react';
import { create } from 'zustand';

type ToastOptions = {
  description?: string;
  /** One toast per id: a second toast with the same id replaces the first. */
  id?: string;
  /** A control inside the toast, such as a link on to the cart. */
  action?: ReactNode;
  /** How long it stays, in ms; Infinity keeps it until closed. */
  duration?: number;
};
type ToastKind = 'success' | 'error' | 'info' | 'message';

/**
 * Whether any toast has been asked for yet. The toaster (sonner, ~12 KB of
 * script) mounts on the first toast rather than on every page load; sonner
 * replays toasts created before its Toaster subscribed, so none is lost.
 */
export const useToasterWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

function show(kind: ToastKind, message: string, options?: ToastOptions): void {
  if (!useToasterWanted.getState().wanted) useToasterWanted.setState({ wanted: true });
  void import('sonner').then(({ toast }) => {
    // A description of several lines (one per cart line changed) keeps its line breaks.
    const multiline = options?.description?.includes('\n') ?? false;
    toast[kind](
      message,
      multiline ? { ...options, classNames: { description: 'whitespace-pre-line' } } : options,
    );
  });
}

/** The app's one way to show a toast; sonner loads with the first. */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Neutral: neither good nor bad news (a wheel spin that won nothing). */
  message: (message: string, options?: ToastOptions) => show('message', message, options),
  dismiss: (id: string) => {
    void import('sonner').then(({ toast }) => {
      toast.dismiss(id);
    });
  },
};

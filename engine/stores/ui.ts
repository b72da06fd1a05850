import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { ThemeName, ToastKind } from '../config/types';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  values?: Record<string, string | number>;
}

/** What the person chose in a dialog; 'later' only where the dialog offers it. */
export type DialogChoice = 'confirm' | 'cancel' | 'later';

export interface Dialog {
  id: number;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string | null;
  /** a third button, "later": the caller puts off what was queued after this dialog */
  laterLabel?: string;
  resolve: (choice: DialogChoice) => void;
}

interface UiState {
  language: string;
  theme: ThemeName;
  sideMenuOpen: boolean;
  serviceOpen: boolean;
  balanceHidden: boolean;
  /** navigator.onLine as last reported by the browser's online and offline events. */
  online: boolean;
  toasts: Toast[];
  dialog: Dialog | null;
}

let nextId = 1;

/** Transient interface state: panels, toasts, dialogs, language and theme. */
export function createUiStore(initial: { language: string; theme: ThemeName; online?: boolean }, setTimer = setTimeout) {
  const store = createStore<UiState>()(
    immer(() => ({
      online: true,
      ...initial,
      sideMenuOpen: false,
      serviceOpen: false,
      balanceHidden: false,
      toasts: [],
      dialog: null,
    })),
  );
  /** Dialogs asked for while another is open: shown one at a time, in the order asked. */
  const waiting: Dialog[] = [];
  const dismiss = (id: number) => store.setState((s) => void (s.toasts = s.toasts.filter((t) => t.id !== id)));
  return Object.assign(store, {
    /** Shows a toast for `ms` milliseconds; returns a function that hides it early. */
    toast(kind: ToastKind, message: string, ms: number, values?: Toast['values']) {
      const id = nextId++;
      store.setState((s) => {
        s.toasts = [...s.toasts.filter((t) => t.kind !== 'loading' || kind === 'loading'), { id, kind, message, values }];
      });
      const timer = setTimer(() => dismiss(id), ms);
      return () => {
        clearTimeout(timer);
        dismiss(id);
      };
    },
    /** Opens a confirmation (or, with cancelLabel null, an alert) and resolves with the choice. */
    confirm(dialog: Omit<Dialog, 'id' | 'resolve' | 'laterLabel'>): Promise<boolean> {
      return this.choose(dialog).then((choice) => choice === 'confirm');
    },
    /**
     * Opens a dialog, or queues it behind the one open (never two at once, never one replacing
     * another), and resolves with the person's choice when it is answered.
     */
    choose(dialog: Omit<Dialog, 'id' | 'resolve'>): Promise<DialogChoice> {
      return new Promise((resolve) => {
        const entry: Dialog = {
          ...dialog,
          id: nextId++,
          resolve: (choice) => {
            store.setState((s) => void (s.dialog = waiting.shift() ?? null));
            resolve(choice);
          },
        };
        if (store.getState().dialog) waiting.push(entry);
        else store.setState((s) => void (s.dialog = entry));
      });
    },
    set(patch: Partial<Pick<UiState, 'sideMenuOpen' | 'serviceOpen' | 'balanceHidden' | 'language' | 'theme' | 'online'>>) {
      store.setState((s) => void Object.assign(s, patch));
    },
  });
}

import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { ThemeName, ToastKind } from '../config/types';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  values?: Record<string, string | number>;
}

export interface Dialog {
  id: number;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string | null;
  resolve: (confirmed: boolean) => void;
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
    confirm(dialog: Omit<Dialog, 'id' | 'resolve'>): Promise<boolean> {
      return new Promise((resolve) => {
        const id = nextId++;
        store.setState((s) => {
          s.dialog = {
            ...dialog,
            id,
            resolve: (ok) => {
              store.setState((d) => void (d.dialog = null));
              resolve(ok);
            },
          };
        });
      });
    },
    set(patch: Partial<Pick<UiState, 'sideMenuOpen' | 'serviceOpen' | 'balanceHidden' | 'language' | 'theme' | 'online'>>) {
      store.setState((s) => void Object.assign(s, patch));
    },
  });
}

export type UiStore = ReturnType<typeof createUiStore>;

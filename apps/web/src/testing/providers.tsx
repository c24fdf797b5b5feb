import { configureStore } from '@reduxjs/toolkit';
import { ToastProvider } from '@yunmo/ui/toast';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { api } from '@/lib/api';

/** A fresh store with the one API slice, as a component test needs it (no state shared between tests). */
export function createTestStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** The providers a component under test expects: a fresh store and, unless `toasts` is false, the toasts. */
export function TestProviders({
  children,
  toasts = true,
}: {
  children: ReactNode;
  toasts?: boolean;
}) {
  return (
    <Provider store={createTestStore()}>
      {toasts ? <ToastProvider durationMs={2000}>{children}</ToastProvider> : children}
    </Provider>
  );
}

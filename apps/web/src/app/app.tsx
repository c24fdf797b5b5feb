import { ToastProvider } from '@yunmo/ui/toast';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppRouter, type AppRouter } from './router';
import { SessionFailureNotice } from './session-failure-notice';
import { createStore, type AppStore } from './store';
import { TOAST_DURATION_MS } from '@/config/timings';

/** `store` and `router` are given when hydrating a server-rendered page (see main.tsx). */
export function App(props: { store?: AppStore; router?: AppRouter } = {}) {
  const [store] = useState(() => props.store ?? createStore());
  const [router] = useState(() => props.router ?? createAppRouter(store));
  return (
    <Provider store={store}>
      <ToastProvider durationMs={TOAST_DURATION_MS}>
        <SessionFailureNotice />
        <RouterProvider router={router} useTransitions={false} />
      </ToastProvider>
    </Provider>
  );
}

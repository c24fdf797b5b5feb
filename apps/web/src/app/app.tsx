import { ToastProvider } from '@yunmo/ui/toast';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { SessionFailureNotice } from './session-failure-notice';
import { createStore } from './store';
import { TOAST_DURATION_MS } from '@/config/timings';

export function App() {
  const [store] = useState(() => createStore());
  const [router] = useState(() => createAppRouter(store));
  return (
    <Provider store={store}>
      <ToastProvider durationMs={TOAST_DURATION_MS}>
        <SessionFailureNotice />
        <RouterProvider router={router} useTransitions={false} />
      </ToastProvider>
    </Provider>
  );
}

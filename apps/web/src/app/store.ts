import { configureStore } from '@reduxjs/toolkit';
import { api, type ServerFetch } from '@/lib/api';
import {
  createSessionFailuresListener,
  sessionFailuresSlice,
  type SessionFailureEffects,
} from './session-failures';

/** `extra` is given on the server only: how a render's requests reach the gateway (see lib/api). */
export function createStore(effects?: SessionFailureEffects, extra?: ServerFetch) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionFailuresSlice.name]: sessionFailuresSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(createSessionFailuresListener(effects).middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;

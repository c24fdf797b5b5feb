import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import {
  createSessionFailuresListener,
  sessionFailuresSlice,
  type SessionFailureEffects,
} from './session-failures';

export function createStore(effects?: SessionFailureEffects) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionFailuresSlice.name]: sessionFailuresSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault()
        .prepend(createSessionFailuresListener(effects).middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppState = ReturnType<AppStore['getState']>;

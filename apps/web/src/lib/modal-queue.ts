import { useEffect, useSyncExternalStore } from 'react';

/**
 * One automatic modal at a time. Notices that open by themselves (the shutdown notice, the login
 * guide, the membership popups) ask for a turn; the highest priority waiting gets it when none is
 * showing, and keeps it until it is closed. A modal never interrupts another one.
 */
export const MODAL_PRIORITY = {
  shutdownNotice: 0,
  loginGuide: 1,
  experienceMember: 2,
  vipDiscount: 3,
} as const;
export type QueuedModal = keyof typeof MODAL_PRIORITY;

let active: QueuedModal | null = null;
let waiting: QueuedModal[] = [];
const listeners = new Set<() => void>();

function pump() {
  if (active === null && waiting.length > 0) {
    waiting.sort((a, b) => MODAL_PRIORITY[a] - MODAL_PRIORITY[b]);
    active = waiting.shift() ?? null;
  }
  for (const listener of listeners) listener();
}

/** Asks for a turn; showing starts at once when nothing else is. */
export function requestModal(id: QueuedModal): void {
  if (active === id || waiting.includes(id)) return;
  waiting.push(id);
  // Requests of the same tick are sorted together, so the order of mounting does not decide.
  queueMicrotask(pump);
}

/** Gives the turn back (closed) or withdraws a request (no longer wanted). */
export function releaseModal(id: QueuedModal): void {
  waiting = waiting.filter((entry) => entry !== id);
  if (active === id) active = null;
  pump();
}

export function activeModal(): QueuedModal | null {
  return active;
}

/** For tests: forget every request. */
export function resetModalQueue(): void {
  active = null;
  waiting = [];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while `id` holds the turn; `wanted` false withdraws the request. */
export function useModalTurn(id: QueuedModal, wanted: boolean): boolean {
  const current = useSyncExternalStore(subscribe, activeModal, activeModal);
  useEffect(() => {
    if (!wanted) return;
    requestModal(id);
    return () => {
      releaseModal(id);
    };
  }, [id, wanted]);
  return wanted && current === id;
}

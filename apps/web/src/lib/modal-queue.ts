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
/** Modals still finding out whether they will ask (their data is loading). */
let deciding: QueuedModal[] = [];
const listeners = new Set<() => void>();

function pump() {
  if (active === null && waiting.length > 0) {
    waiting.sort((a, b) => MODAL_PRIORITY[a] - MODAL_PRIORITY[b]);
    const next = waiting[0]!;
    // A modal of higher priority that may yet ask goes first: the order must not depend on
    // which data arrived first.
    if (!deciding.some((id) => MODAL_PRIORITY[id] < MODAL_PRIORITY[next])) {
      active = next;
      waiting.shift();
    }
  }
  for (const listener of listeners) listener();
}

/** Holds back the modals of lower priority than `id` until `decided(id)`. */
export function holdModal(id: QueuedModal): void {
  if (!deciding.includes(id)) deciding.push(id);
}

/**
 * `id` knows whether it will ask. The queue moves on after the current task, so that a request
 * made in the same round of effects still comes first.
 */
export function decided(id: QueuedModal): void {
  deciding = deciding.filter((entry) => entry !== id);
  queueMicrotask(pump);
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
  deciding = [];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * True while `id` holds the turn; `wanted` false withdraws the request. While `undecided` (its
 * data still loading), modals of lower priority wait for it.
 */
export function useModalTurn(id: QueuedModal, wanted: boolean, undecided = false): boolean {
  const current = useSyncExternalStore(subscribe, activeModal, activeModal);
  useEffect(() => {
    if (!undecided) return;
    holdModal(id);
    return () => {
      decided(id);
    };
  }, [id, undecided]);
  useEffect(() => {
    if (!wanted) return;
    requestModal(id);
    return () => {
      releaseModal(id);
    };
  }, [id, wanted]);
  return wanted && current === id;
}

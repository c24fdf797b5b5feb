import { lazy, Suspense, useState } from 'react';
import { recordVisit } from '@yunmo/domain/visit-counter';
import { readJson, writeJson } from '@/lib/storage';

const LoginGuideDialog = lazy(() => import('@/components/login-guide-dialog').then((module) => ({ default: module.LoginGuideDialog })));

/** Local storage key of the per-day visit counter (the spec's login counter). */
export const visitCounterKey = 'loginCounter';

// Counted once per page load, not per render.
let decided: boolean | undefined;

function fifthVisitToday(): boolean {
  if (decided === undefined) {
    const { counter, showLoginGuide } = recordVisit(readJson<unknown>(visitCounterKey, (value) => value, null), Date.now());
    writeJson(visitCounterKey, counter);
    decided = showLoginGuide;
  }
  return decided;
}

/** For guests: the login guide opens on the fifth visit of the day. */
export function VisitLoginGuide() {
  const [open, setOpen] = useState(fifthVisitToday);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginGuideDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

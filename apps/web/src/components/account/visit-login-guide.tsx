import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { recordVisit } from '@yunmo/domain/visit-counter';
import { isBrowsingRoute } from '@/lib/popup-routes';
import { useModalTurn } from '@/lib/modal-queue';
import { readJson, writeJson } from '@/lib/storage';

const LoginGuideDialog = lazy(() =>
  import('@/components/login-guide-dialog').then((module) => ({
    default: module.LoginGuideDialog,
  })),
);

/** Local storage key of the per-day visit counter (the spec's login counter). */
export const visitCounterKey = 'loginCounter';

// Counted once per page load, not per render.
let decided: boolean | undefined;

function fifthVisitToday(): boolean {
  if (decided === undefined) {
    const { counter, showLoginGuide } = recordVisit(
      readJson<unknown>(visitCounterKey, (value) => value, null),
      Date.now(),
    );
    writeJson(visitCounterKey, counter);
    decided = showLoginGuide;
  }
  return decided;
}

/** For guests: the login guide opens on the fifth visit of the day, on a browsing page, in its turn. */
export function VisitLoginGuide() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => isBrowsingRoute(pathname) && fifthVisitToday());
  const turn = useModalTurn('loginGuide', open);
  if (!turn) return null;
  return (
    <Suspense fallback={null}>
      <LoginGuideDialog open onOpenChange={setOpen} />
    </Suspense>
  );
}

import { lazy, Suspense, useState } from 'react';
import { readSession } from '@/lib/session';

// Both dialogs load on first use: the side bar is on every page and must not carry them.
const LoginGuideDialog = lazy(() =>
  import('@/components/login-guide-dialog').then((module) => ({
    default: module.LoginGuideDialog,
  })),
);
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

/** Opens the feedback form for logged-in users, the login guide for guests. */
export function useFeedbackEntry() {
  const [open, setOpen] = useState(false);
  const [guide, setGuide] = useState(false);
  const openFeedback = () => {
    if (readSession().loggedIn) setOpen(true);
    else setGuide(true);
  };
  const dialogs = (
    <>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
      {guide ? (
        <Suspense fallback={null}>
          <LoginGuideDialog open={guide} onOpenChange={setGuide} />
        </Suspense>
      ) : null}
    </>
  );
  return { openFeedback, dialogs };
}

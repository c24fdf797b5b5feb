import { lazy, Suspense, useState } from 'react';
import { LoginGuideDialog } from '@/components/login-guide-dialog';
import { readSession } from '@/lib/session';

const FeedbackDialog = lazy(() => import('./feedback-dialog').then((module) => ({ default: module.FeedbackDialog })));

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
      <LoginGuideDialog open={guide} onOpenChange={setGuide} />
    </>
  );
  return { openFeedback, dialogs };
}

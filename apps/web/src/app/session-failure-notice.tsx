import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useToast } from '@yunmo/ui/toast';
import type { SessionFailuresState } from './session-failures';

/** Shows each user-info failure the session listener reports (the spec's request/server texts). */
export function SessionFailureNotice() {
  const toast = useToast();
  const failure = useSelector(
    (state: { sessionFailures: SessionFailuresState }) => state.sessionFailures.userInfoFailure,
  );
  useEffect(() => {
    if (failure) toast(failure.message, 'error');
  }, [failure, toast]);
  return null;
}

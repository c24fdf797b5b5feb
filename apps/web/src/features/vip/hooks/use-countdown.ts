import { formatCountdown } from '@yunmo/domain/daily-rules';
import { useEffect, useState } from 'react';

/** The countdown text to `endsAt`, ticking every second (null without an end). */
export function useCountdown(endsAt: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [endsAt]);
  if (endsAt === null) return null;
  return formatCountdown((new Date(endsAt).getTime() - now) / 1000);
}

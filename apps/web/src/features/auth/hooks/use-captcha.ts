import { useCallback, useState } from 'react';
import { useGetCaptchaMutation } from '../api/auth-api';

/** A single-use captcha: `refresh` fetches a new one (after every use, right or wrong). */
export function useCaptcha() {
  const [fetchCaptcha] = useGetCaptchaMutation();
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | null>(null);
  const refresh = useCallback(async () => {
    try {
      const next = await fetchCaptcha(undefined).unwrap();
      setCaptcha({ captchaId: next.captchaId, image: next.image });
    } catch {
      setCaptcha(null);
    }
  }, [fetchCaptcha]);
  return { captcha, refresh };
}

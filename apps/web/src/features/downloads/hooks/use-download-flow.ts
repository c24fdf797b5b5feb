import type { DownloadStepAnswer } from '@yunmo/api-contract/downloads';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { useToast } from '@yunmo/ui/toast';
import { useCallback, useRef, useState } from 'react';
import {
  useAcceptAgreementMutation,
  useCheckDownloadMutation,
  usePayDownloadMutation,
  type DownloadArgs,
} from '../api/downloads-api';
import { saveWithProgress } from './save-with-progress';
import { apiErrorInfo } from '@/lib/api-error';

type ConfirmStep = Extract<
  DownloadStepAnswer,
  { step: 'couponChoice' | 'purchaseConfirm' | 'flowFeeConfirm' | 'memberConfirm' }
>;

export type DownloadDialog =
  | { type: 'agreement' }
  | { type: 'captcha'; message: string; attempt: number }
  | { type: 'confirm'; step: ConfirmStep }
  | { type: 'pay'; payPriceFen: number | null };

export interface DownloadFlow {
  /** Percent while a file is arriving, else null. */
  percent: number | null;
  busy: boolean;
  dialog: DownloadDialog | null;
  needsLogin: boolean;
  start(versionId?: number): void;
  agree(): void;
  submitCaptcha(code: string): void;
  confirm(payCategory?: 1 | 2 | 3): void;
  /** Runs the first step again (after a payment opened the download). */
  retry(): void;
  /** The model and file being downloaded. */
  target(): { kind: AssetKind; uuid: string; versionId?: number | undefined };
  close(): void;
  dismissLogin(): void;
}

/** The download flow of one model: the domain's next steps become dialogs, toasts or a saved file. */
export function useDownloadFlow(
  kind: AssetKind,
  uuid: string,
  onDownloaded?: () => void,
  /** The page's `?source` (already validated), sent with every download call. */
  source?: string,
): DownloadFlow {
  const toast = useToast();
  const [check] = useCheckDownloadMutation();
  const [pay] = usePayDownloadMutation();
  const [accept] = useAcceptAgreementMutation();
  const [dialog, setDialog] = useState<DownloadDialog | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);
  // The in-flight lock: a second click while a call or a file is under way does nothing.
  const inFlight = useRef(false);
  const request = useRef<DownloadArgs>({ kind, uuid, source });
  const captchaAttempt = useRef(0);
  const downloaded = useRef(onDownloaded);
  downloaded.current = onDownloaded;

  const handle = useCallback(
    async (step: DownloadStepAnswer): Promise<void> => {
      switch (step.step) {
        case 'agreement':
          setDialog({ type: 'agreement' });
          return;
        case 'captcha':
          captchaAttempt.current += 1;
          setDialog({ type: 'captcha', message: step.message, attempt: captchaAttempt.current });
          return;
        case 'couponChoice':
        case 'purchaseConfirm':
        case 'flowFeeConfirm':
        case 'memberConfirm':
          setDialog({ type: 'confirm', step });
          return;
        case 'payDialog':
          setDialog({ type: 'pay', payPriceFen: step.payPriceFen });
          return;
        case 'triggerDownload': {
          const next = await pay({ ...request.current, payCategory: 2 }).unwrap();
          await handle(next);
          return;
        }
        case 'message':
          toast(step.text, step.level === 'warning' ? 'warning' : 'info');
          return;
        case 'link':
          setDialog(null);
          // The server has counted this download (spec §4.1: the count rises by 1).
          downloaded.current?.();
          for (const file of step.files) {
            if (file.action === 'open') {
              window.open(file.url, '_blank', 'noopener');
              continue;
            }
            setPercent(0);
            try {
              await saveWithProgress(file.url, file.fileName, file.sizeBytes, setPercent);
            } catch (error) {
              // File download failures go to the console only (spec §8).
              console.error(error);
            }
          }
          setPercent(null);
          return;
      }
    },
    [pay, toast],
  );

  const run = useCallback(
    async (call: () => Promise<DownloadStepAnswer>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        await handle(await call());
      } catch (error) {
        const info = apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0]);
        if (info?.status === 401) setNeedsLogin(true);
        else toast(info?.message ?? 'request error', 'warning');
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [handle, toast],
  );

  return {
    percent,
    busy,
    dialog,
    needsLogin,
    start(versionId) {
      request.current = { kind, uuid, versionId, source };
      void run(() => check(request.current).unwrap());
    },
    agree() {
      void run(async () => {
        await accept(undefined).unwrap();
        return check(request.current).unwrap();
      });
    },
    submitCaptcha(code) {
      request.current = { ...request.current, verify: code };
      void run(() => check(request.current).unwrap());
    },
    confirm(payCategory) {
      const step = dialog?.type === 'confirm' ? dialog.step : null;
      const category = payCategory ?? (step?.step === 'memberConfirm' ? 2 : undefined);
      void run(() => pay({ ...request.current, payCategory: category }).unwrap());
    },
    retry() {
      setDialog(null);
      void run(() => check(request.current).unwrap());
    },
    target() {
      return {
        kind: request.current.kind,
        uuid: request.current.uuid,
        versionId: request.current.versionId,
      };
    },
    close() {
      setDialog(null);
    },
    dismissLogin() {
      setNeedsLogin(false);
    },
  };
}

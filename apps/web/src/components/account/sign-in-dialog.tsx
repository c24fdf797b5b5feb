import { useState } from 'react';
import { ACTION_MESSAGES } from '@yunmo/domain/messages';
import { ACCOUNT_MESSAGES } from '@yunmo/domain/accounts';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useGetSignInQuery, useSignInMutation } from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';
import './sign-in.css';

/**
 * Daily sign-in: shows the accumulated download points; signing in adds 0.1 once a day (the server
 * decides). Closing before signing asks for confirmation; afterwards the already-signed text shows.
 */
export function SignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, isLoading } = useGetSignInQuery(undefined, { skip: !open });
  const [signIn, { isLoading: signing }] = useSignInMutation();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const toast = useToast();
  const signed = data?.signedToday === true;

  const requestClose = (next: boolean) => {
    if (next) return;
    if (!signed && !confirmingClose) {
      setConfirmingClose(true);
      return;
    }
    setConfirmingClose(false);
    onOpenChange(false);
  };

  const submit = async () => {
    try {
      await signIn(undefined).unwrap();
      toast(ACTION_MESSAGES.signedIn, 'success');
      setConfirmingClose(false);
      onOpenChange(false);
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '签到失败',
        'warning',
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={requestClose} title="每日签到" width={400}>
      <div className="sign-in-body">
        <p className="sign-in-reward">每日签到可获得 0.1 下载点，最高可得36下载点/15张下载券</p>
        <p className="sign-in-balance">
          当前下载点：<strong>{isLoading ? '…' : (data?.downloadPoints ?? '0.0')}</strong>
        </p>
        {confirmingClose ? (
          <div className="sign-in-confirm" role="alertdialog" aria-label="确认关闭">
            <p>今天还没有签到，确定要关闭吗？</p>
            <button type="button" className="ym-button" onClick={() => requestClose(false)}>
              确定关闭
            </button>
            <button
              type="button"
              className="ym-button ym-button-primary"
              onClick={() => setConfirmingClose(false)}
            >
              继续签到
            </button>
          </div>
        ) : signed ? (
          <p className="sign-in-done" role="status">
            {ACCOUNT_MESSAGES.alreadySigned}
          </p>
        ) : (
          <button
            type="button"
            className="ym-button ym-button-primary sign-in-button"
            disabled={signing || isLoading}
            onClick={() => void submit()}
          >
            立即签到
          </button>
        )}
      </div>
    </Dialog>
  );
}

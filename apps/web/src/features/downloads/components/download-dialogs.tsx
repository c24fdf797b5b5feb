import { captchaImageUrl } from '@yunmo/domain/download-flow';
import { DOWNLOAD_MESSAGES } from '@yunmo/domain/messages';
import { fenToYuanString, REPEAT_DOWNLOAD_FREE_HOURS } from '@yunmo/domain/money';
import { Dialog } from '@yunmo/ui/dialog';
import { useState } from 'react';
import type { DownloadFlow } from '../hooks/use-download-flow';
import { PayDialog } from './pay-dialog';
import { readSession } from '@/lib/session';

const methodNames = { ticket: '免费下载券', downloadPoints: '下载点', beans: '炫豆' } as const;

/** The dialogs of the download flow: agreement, captcha, confirmations and the pay dialog. */
export function DownloadDialogs({ flow }: { flow: DownloadFlow }) {
  const dialog = flow.dialog;
  const close = (open: boolean) => {
    if (!open) flow.close();
  };
  if (dialog === null) return null;
  switch (dialog.type) {
    case 'agreement':
      return <AgreementDialog flow={flow} onOpenChange={close} />;
    case 'captcha':
      return (
        <CaptchaDialog
          key={dialog.attempt}
          flow={flow}
          attempt={dialog.attempt}
          message={dialog.message}
          onOpenChange={close}
        />
      );
    case 'pay':
      return <PayDialog flow={flow} payPriceFen={dialog.payPriceFen ?? 0} />;
    case 'confirm': {
      const step = dialog.step;
      const quote = step.quote;
      const price = quote
        ? fenToYuanString(quote.priceFen)
        : step.step === 'flowFeeConfirm'
          ? fenToYuanString(step.feeFen)
          : '';
      const title =
        step.step === 'memberConfirm'
          ? '会员下载'
          : step.step === 'flowFeeConfirm'
            ? '重复下载流量费'
            : step.step === 'couponChoice'
              ? '选择支付方式'
              : '购买确认';
      return (
        <Dialog
          open
          onOpenChange={close}
          title={title}
          width={420}
          footer={
            step.step === 'couponChoice' ? (
              // §4.6's order: free-download ticket (1), download package (3), then points or beans;
              // only what the user holds is offered.
              <>
                {(quote?.balances.tickets ?? 1) > 0 ? (
                  <button
                    type="button"
                    className="ym-button ym-button-primary"
                    disabled={flow.busy}
                    onClick={() => flow.confirm(1)}
                  >
                    使用免费下载券
                  </button>
                ) : null}
                {(quote?.balances.packages ?? 0) > 0 ? (
                  <button
                    type="button"
                    className="ym-button ym-button-primary"
                    disabled={flow.busy}
                    onClick={() => flow.confirm(3)}
                  >
                    使用下载包
                  </button>
                ) : null}
                {quote === null || quote.method !== null ? (
                  <button
                    type="button"
                    className="ym-button"
                    disabled={flow.busy}
                    onClick={() => flow.confirm(2)}
                  >
                    使用下载点/炫豆
                  </button>
                ) : null}
              </>
            ) : (
              <>
                <button type="button" className="ym-button" onClick={flow.close}>
                  取消
                </button>
                <button
                  type="button"
                  className="ym-button ym-button-primary"
                  disabled={flow.busy}
                  onClick={() => flow.confirm()}
                >
                  确认下载
                </button>
              </>
            )
          }
        >
          {step.step === 'memberConfirm' ? (
            <p>
              本次下载使用会员免费额度
              {step.downNumber === null ? '' : `，剩余 ${String(step.downNumber)} 次`}。
            </p>
          ) : step.step === 'flowFeeConfirm' ? (
            <p>
              已超过付费后 {REPEAT_DOWNLOAD_FREE_HOURS} 小时的免费重复下载期，再次下载需支付流量费 ¥
              {price}。
            </p>
          ) : step.step === 'couponChoice' ? (
            <p>
              本模型 ¥{price}，您有 {quote?.balances.tickets ?? 0} 张免费下载券
              {(quote?.balances.packages ?? 0) > 0
                ? `、下载包剩余 ${String(quote?.balances.packages)} 次`
                : ''}
              。
            </p>
          ) : (
            <p>
              本次下载需支付 <strong className="price">¥{price}</strong>
              {quote?.method ? `，将使用${methodNames[quote.method]}支付` : ''}。
            </p>
          )}
        </Dialog>
      );
    }
  }
}

function AgreementDialog({
  flow,
  onOpenChange,
}: {
  flow: DownloadFlow;
  onOpenChange: (open: boolean) => void;
}) {
  const [ticked, setTicked] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="用户下载协议"
      width={520}
      footer={
        <button
          type="button"
          className="ym-button ym-button-primary"
          disabled={!ticked || flow.busy}
          onClick={flow.agree}
        >
          同意并下载
        </button>
      }
    >
      <div className="agreement-text">
        <p>
          下载的模型与素材仅限您本人在设计工作中使用，不得转售、分享或用于训练与再发布。版权归原作者所有。
        </p>
        <p>付费下载一经完成不予退款；{REPEAT_DOWNLOAD_FREE_HOURS} 小时内重复下载免费。</p>
      </div>
      <label className="agreement-tick">
        <input
          type="checkbox"
          checked={ticked}
          onChange={(event) => setTicked(event.target.checked)}
        />{' '}
        我已阅读并同意《用户下载协议》
      </label>
    </Dialog>
  );
}

function CaptchaDialog({
  flow,
  attempt,
  message,
  onOpenChange,
}: {
  flow: DownloadFlow;
  attempt: number;
  message: string;
  onOpenChange: (open: boolean) => void;
}) {
  const [code, setCode] = useState('');
  // A new image for each attempt: the spec's userName, uuid and timestamp (the dialog is keyed by attempt).
  const [imageUrl] = useState(() =>
    captchaImageUrl({
      userName: readSession().userName ?? '',
      uuid: flow.target().uuid,
      timestamp: Date.now() + attempt,
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={DOWNLOAD_MESSAGES.tooFrequentCaptchaTitle}
      width={400}
    >
      <p className="captcha-note">
        {DOWNLOAD_MESSAGES.tooFrequent}：请等待 3 分钟，或输入图中数字继续下载。
        {attempt > 1 ? message : ''}
      </p>
      <form
        className="captcha-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) flow.submitCaptcha(code.trim());
        }}
      >
        <img src={imageUrl} alt="验证码" width={160} height={60} />
        <input
          aria-label="验证码"
          inputMode="numeric"
          maxLength={8}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="ym-button ym-button-primary" disabled={flow.busy}>
          确定
        </button>
      </form>
    </Dialog>
  );
}

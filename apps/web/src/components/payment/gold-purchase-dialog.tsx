import { GOLD_PURCHASE_MESSAGES } from '@yunmo/domain/messages';
import { BEAN_PAYMENT_SUCCESS_DELAY_MS } from '@yunmo/domain/daily-rules';
import { defaultGoldPaymentMethod, fenToYuanString } from '@yunmo/domain/money';
import type { QrOrder } from '@yunmo/api-contract/payments';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useState } from 'react';
import { NegativeBeansDialog } from './negative-beans-dialog';
import { PaymentMethods } from './payment-methods';
import { QrPaymentDialog } from './qr-payment-dialog';
import { useGetMeQuery } from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';
import {
  newIdempotencyKey,
  useCreateGoldOrderMutation,
  useGetGoldPriceQuery,
  useGetGoldStatusQuery,
  useRefreshAfterPaymentMutation,
  type PurchaseMethod,
  type QrMethod,
} from '@/lib/payments-api';
import './payment.css';

/**
 * Gold membership purchase (§4.10): beans (only when the balance covers the price; the default
 * then), WeChat or Alipay. A member already on gold first confirms the new end date one year on.
 */
export function GoldPurchaseDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const { data: me } = useGetMeQuery(undefined);
  const { data: price } = useGetGoldPriceQuery(undefined);
  const { data: status } = useGetGoldStatusQuery(undefined);
  const [createOrder, { isLoading }] = useCreateGoldOrderMutation();
  const [refresh] = useRefreshAfterPaymentMutation();
  const [chosen, setChosen] = useState<PurchaseMethod | null>(null);
  const [renewalConfirmed, setRenewalConfirmed] = useState(false);
  const [qr, setQr] = useState<{ order: QrOrder; method: QrMethod } | null>(null);
  const [paidWithBeans, setPaidWithBeans] = useState(false);

  if (!me || !price || !status) return null;
  if (me.beansFen < 0) return <NegativeBeansDialog onClose={onClose} />;
  const method = chosen ?? defaultGoldPaymentMethod(me.beansFen, price.priceFen);
  const close = (open: boolean) => {
    if (!open) onClose();
  };

  if (qr)
    return (
      <QrPaymentDialog
        order={qr.order}
        purpose="gold"
        method={qr.method}
        title="开通黄金会员"
        successText="购买成功"
        onFinished={() => {
          onClose();
        }}
      />
    );

  if (status.isSubAccount || me.subAccount)
    return (
      <Dialog open onOpenChange={close} title="开通黄金会员" width={378}>
        <p className="gold-refusal">{GOLD_PURCHASE_MESSAGES[20802]}</p>
      </Dialog>
    );

  if (status.isGold && !renewalConfirmed)
    return (
      <Dialog
        open
        onOpenChange={close}
        title="续费黄金会员"
        width={378}
        footer={
          <>
            <button type="button" className="ym-button" onClick={onClose}>
              取消
            </button>
            <button
              type="button"
              className="ym-button ym-button-primary"
              onClick={() => setRenewalConfirmed(true)}
            >
              确认续费
            </button>
          </>
        }
      >
        <p>
          您已是黄金会员，当前到期时间 {status.goldEnd}。续费一年后到期时间为{' '}
          <strong className="gold-new-end">{status.nextGoldEnd}</strong>。
        </p>
      </Dialog>
    );

  const pay = async () => {
    try {
      const result = await createOrder({ method, idempotencyKey: newIdempotencyKey() }).unwrap();
      if (result.status === 'awaitingPayment') {
        setQr({ order: result.order, method: method === 'alipay' ? 'alipay' : 'wechat' });
        return;
      }
      setPaidWithBeans(true);
      // Beans payments show success after a second (§4.10).
      window.setTimeout(() => {
        toast('购买成功', 'success');
        void refresh(undefined);
        onClose();
      }, BEAN_PAYMENT_SUCCESS_DELAY_MS);
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ??
          GOLD_PURCHASE_MESSAGES[201],
        'warning',
      );
    }
  };

  return (
    <Dialog
      open
      onOpenChange={close}
      title="开通黄金会员"
      width={420}
      footer={
        <button
          type="button"
          className="ym-button ym-button-primary"
          disabled={isLoading || paidWithBeans}
          onClick={() => void pay()}
        >
          {paidWithBeans ? '支付中…' : `立即支付 ¥${fenToYuanString(price.priceFen)}`}
        </button>
      }
    >
      <div className="gold-offer">
        <p className="gold-offer-price">
          <strong className="price">¥{fenToYuanString(price.priceFen)}</strong>/年
          <del>¥{fenToYuanString(price.oldPriceFen)}</del>
          <span className="gold-offer-discount">{(price.discount / 10).toFixed(1)}折</span>
        </p>
        <p>每天 30 次免费下载，部分会员模型免费，重复下载免费，赠送 5 张免费下载券。</p>
        {status.isGold ? <p>续费后到期时间：{status.nextGoldEnd}</p> : null}
        <PaymentMethods
          value={method}
          onChange={setChosen}
          beansFen={me.beansFen}
          priceFen={price.priceFen}
        />
      </div>
    </Dialog>
  );
}

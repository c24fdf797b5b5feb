import type { QrOrder } from '@yunmo/api-contract/payments';
import { BEAN_PAYMENT_SUCCESS_DELAY_MS } from '@yunmo/domain/daily-rules';
import { fenToYuanString } from '@yunmo/domain/money';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useState } from 'react';
import { NegativeBeansDialog } from '@/components/payment/negative-beans-dialog';
import { PaymentMethods } from '@/components/payment/payment-methods';
import { QrPaymentDialog } from '@/components/payment/qr-payment-dialog';
import { useGetMeQuery } from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';
import {
  newIdempotencyKey,
  useCreateMembershipOrderMutation,
  useGetMembershipOfferQuery,
  useRefreshAfterPaymentMutation,
  type PurchaseMethod,
  type QrMethod,
} from '@/lib/payments-api';

/** Opening the yearly membership: beans (when they cover the price), WeChat or Alipay. */
export function OpenMembershipDialog({
  priceFen,
  source,
  onClose,
}: {
  priceFen: number;
  source: string | undefined;
  onClose: () => void;
}) {
  const toast = useToast();
  // The access call of this visit (the page shares it): the order carries its uuid, never the source itself.
  const { data: offer } = useGetMembershipOfferQuery({ source });
  const accessId = offer?.accessId;
  const { data: me } = useGetMeQuery(undefined);
  const [createOrder, { isLoading }] = useCreateMembershipOrderMutation();
  const [refresh] = useRefreshAfterPaymentMutation();
  const [chosen, setChosen] = useState<PurchaseMethod | null>(null);
  const [qr, setQr] = useState<{ order: QrOrder; method: QrMethod } | null>(null);
  const [paying, setPaying] = useState(false);
  if (!me) return null;
  if (me.beansFen < 0) return <NegativeBeansDialog onClose={onClose} />;
  const method = chosen ?? (me.beansFen >= priceFen ? 'beans' : 'wechat');
  if (qr)
    return (
      <QrPaymentDialog
        order={qr.order}
        purpose="membership"
        method={qr.method}
        title="开通年度会员"
        successText="支付成功"
        onFinished={onClose}
      />
    );
  const pay = async () => {
    try {
      const result = await createOrder({
        method,
        idempotencyKey: newIdempotencyKey(),
        ...(accessId ? { uuid: accessId } : {}),
      }).unwrap();
      if (result.status === 'awaitingPayment') {
        setQr({ order: result.order, method: method === 'alipay' ? 'alipay' : 'wechat' });
        return;
      }
      setPaying(true);
      window.setTimeout(() => {
        toast('支付成功', 'success');
        void refresh(undefined);
        onClose();
      }, BEAN_PAYMENT_SUCCESS_DELAY_MS);
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '创建订单失败',
        'warning',
      );
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="开通年度会员"
      width={420}
      footer={
        <button
          type="button"
          className="ym-button ym-button-primary"
          disabled={isLoading || paying}
          onClick={() => void pay()}
        >
          {paying ? '支付中…' : `立即支付 ¥${fenToYuanString(priceFen)}`}
        </button>
      }
    >
      <p>
        年度会员 <strong className="price">¥{fenToYuanString(priceFen)}</strong>/年
      </p>
      <PaymentMethods
        value={method}
        onChange={setChosen}
        beansFen={me.beansFen}
        priceFen={priceFen}
      />
    </Dialog>
  );
}

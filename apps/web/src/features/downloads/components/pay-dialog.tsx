import type { QrOrder } from '@yunmo/api-contract/payments';
import { payDialogWidth } from '@yunmo/domain/daily-rules';
import { ACTION_MESSAGES } from '@yunmo/domain/messages';
import { fenToYuanString } from '@yunmo/domain/money';
import type { OrderPurpose } from '@yunmo/domain/orders';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useState } from 'react';
import type { DownloadFlow } from '../hooks/use-download-flow';
import { QrPaymentDialog } from '@/components/payment/qr-payment-dialog';
import { apiErrorInfo } from '@/lib/api-error';
import {
  newIdempotencyKey,
  useCreateDownloadOrderMutation,
  useCreatePackageOrderMutation,
  useListDownloadPackagesQuery,
  type QrMethod,
} from '@/lib/payments-api';
import '@/components/payment/payment.css';

interface PendingOrder {
  order: QrOrder;
  purpose: OrderPurpose;
  method: QrMethod;
}

/**
 * The pay dialog when nothing the user holds covers a download (code 10006 or funds lacking): pay
 * this one download by QR code, or buy a download package. 972 px wide with more than 4 packages,
 * else 378 px.
 */
export function PayDialog({ flow, payPriceFen }: { flow: DownloadFlow; payPriceFen: number }) {
  const toast = useToast();
  const { data: packages = [] } = useListDownloadPackagesQuery(undefined);
  const [createDownloadOrder, downloadState] = useCreateDownloadOrderMutation();
  const [createPackageOrder, packageState] = useCreatePackageOrderMutation();
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const target = flow.target();
  const singlePayable = target.kind === 'max' || target.kind === 'su';

  const fail = (error: unknown) => {
    toast(
      apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '创建订单失败',
      'warning',
    );
  };
  const payDownload = async (method: QrMethod) => {
    try {
      const result = await createDownloadOrder({
        uuid: target.uuid,
        versionId: target.versionId,
        method,
        idempotencyKey: newIdempotencyKey(),
      }).unwrap();
      if (result.status === 'awaitingPayment')
        setPending({ order: result.order, purpose: 'download', method });
      else flow.retry();
    } catch (error) {
      fail(error);
    }
  };
  const buyPackage = async (packageId: number, method: QrMethod) => {
    try {
      const result = await createPackageOrder({
        packageId,
        method,
        idempotencyKey: newIdempotencyKey(),
      }).unwrap();
      if (result.status === 'awaitingPayment')
        setPending({ order: result.order, purpose: 'package', method });
    } catch (error) {
      fail(error);
    }
  };

  if (pending)
    return (
      <QrPaymentDialog
        order={pending.order}
        purpose={pending.purpose}
        method={pending.method}
        title={pending.purpose === 'package' ? '购买下载包' : '支付下载'}
        successText={
          pending.purpose === 'package'
            ? ACTION_MESSAGES.purchaseSucceeded
            : ACTION_MESSAGES.paymentSucceeded
        }
        onFinished={(paid) => {
          setPending(null);
          if (!paid) return;
          // Paid: the download goes on (a package pays it with pay category 3).
          if (pending.purpose === 'package') flow.confirm(3);
          else flow.retry();
        }}
      />
    );

  const busy = downloadState.isLoading || packageState.isLoading;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) flow.close();
      }}
      title="支付下载"
      width={payDialogWidth(packages.length)}
      className="pay-dialog"
    >
      <p>
        本次下载需支付 <strong className="price">¥{fenToYuanString(payPriceFen)}</strong>
        ，您的免费下载券、下载点与炫豆均不足。
      </p>
      {singlePayable ? (
        <>
          <p className="pay-dialog-section">扫码支付本次下载</p>
          <div className="payment-methods">
            <button
              type="button"
              className="ym-button ym-button-primary"
              disabled={busy}
              onClick={() => void payDownload('wechat')}
            >
              微信支付
            </button>
            <button
              type="button"
              className="ym-button"
              disabled={busy}
              onClick={() => void payDownload('alipay')}
            >
              支付宝支付
            </button>
          </div>
        </>
      ) : null}
      {packages.length > 0 ? (
        <>
          <p className="pay-dialog-section">或购买下载包</p>
          <div className="pay-dialog-packages" role="list">
            {packages.map((item) => (
              <button
                key={item.id}
                type="button"
                role="listitem"
                className="pay-dialog-package"
                disabled={busy}
                onClick={() => void buyPackage(item.id, 'wechat')}
              >
                <strong>{item.name}</strong>
                <span className="price">¥{fenToYuanString(item.priceFen)}</span>{' '}
                <del>¥{fenToYuanString(item.originalPriceFen)}</del>
              </button>
            ))}
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

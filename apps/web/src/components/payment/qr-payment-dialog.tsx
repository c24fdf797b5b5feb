import type { QrOrder } from '@yunmo/api-contract/payments';
import { ORDER_POLLING, PACKAGE_POLLING, shouldKeepPollingOrder } from '@yunmo/domain/daily-rules';
import { fenToYuanString } from '@yunmo/domain/money';
import type { OrderPurpose } from '@yunmo/domain/orders';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useEffect, useRef, useState } from 'react';
import {
  useCloseOrderMutation,
  useGetOrderStatusQuery,
  useRefreshAfterPaymentMutation,
  type QrMethod,
} from '@/lib/payments-api';
import './payment.css';

export interface QrPaymentDialogProps {
  order: QrOrder;
  purpose: OrderPurpose;
  method: QrMethod;
  title: string;
  /** 支付成功 or 购买成功. */
  successText: string;
  /** Called once: paid true after the payment, false when the payer closed the dialog (the order is then closed). */
  onFinished: (paid: boolean, downloadUrl: string | null) => void;
}

const methodNames: Record<QrMethod, string> = { wechat: '微信', alipay: '支付宝' };

/**
 * Shows an order's QR code and polls its state (every second; packages after 0.5 s, then every 3 s) until it is paid,
 * for at most 10 minutes. Closing the dialog before payment closes the order.
 */
export function QrPaymentDialog({
  order,
  purpose,
  method,
  title,
  successText,
  onFinished,
}: QrPaymentDialogProps) {
  const toast = useToast();
  const [closeOrder] = useCloseOrderMutation();
  const [refresh] = useRefreshAfterPaymentMutation();
  const startedAt = useRef(Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const finished = useRef(false);
  const interval = purpose === 'package' ? PACKAGE_POLLING.intervalMs : ORDER_POLLING.intervalMs;
  // A package order is first asked after 0.5 s, then every 3 s (§7.3); other orders at once.
  const [delayOver, setDelayOver] = useState(purpose !== 'package');
  useEffect(() => {
    if (delayOver) return undefined;
    const timer = window.setTimeout(() => setDelayOver(true), PACKAGE_POLLING.initialDelayMs);
    return () => window.clearTimeout(timer);
  }, [delayOver]);
  const { data } = useGetOrderStatusQuery(
    { orderNumber: order.orderNumber, purpose },
    {
      pollingInterval: timedOut ? 0 : interval,
      skip: !delayOver || timedOut || finished.current,
      skipPollingIfUnfocused: false,
    },
  );
  const state = data?.state ?? 'created';

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!shouldKeepPollingOrder(startedAt.current, Date.now())) setTimedOut(true);
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (state !== 'paid' || finished.current) return;
    finished.current = true;
    toast(successText, 'success');
    void refresh(undefined);
    onFinished(true, data?.downloadUrl ?? null);
  }, [state, successText, toast, refresh, onFinished, data?.downloadUrl]);

  const close = (open: boolean) => {
    if (open || finished.current) return;
    finished.current = true;
    if (state === 'created') void closeOrder(order.orderNumber);
    onFinished(false, null);
  };

  const over = timedOut || state === 'closed' || state === 'expired';
  return (
    <Dialog open onOpenChange={close} title={title} width={378} className="qr-payment-dialog">
      <div className="qr-payment" data-order={order.orderNumber} data-state={state}>
        <p className="qr-payment-price">
          应付金额 <strong className="price">¥{fenToYuanString(order.priceFen)}</strong>
        </p>
        {over ? (
          <p className="qr-payment-over">二维码已失效，请关闭后重新下单</p>
        ) : (
          <>
            <img
              className="qr-payment-code"
              src={order.qrCodeDataUrl}
              alt={`${methodNames[method]}扫码支付二维码`}
              width={200}
              height={200}
            />
            <p className="qr-payment-hint">请使用{methodNames[method]}扫一扫完成支付</p>
            {order.cashierUrl ? (
              <a
                className="qr-payment-cashier"
                href={order.cashierUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                在本机打开收银台
              </a>
            ) : null}
          </>
        )}
        {state === 'paid' ? <p className="qr-payment-done">{successText}</p> : null}
      </div>
    </Dialog>
  );
}

import { fenToYuanString } from '@yunmo/domain/money';
import type { PurchaseMethod } from '@/lib/payments-api';

const labels: Record<PurchaseMethod, string> = {
  beans: '炫豆支付',
  wechat: '微信支付',
  alipay: '支付宝支付',
};

/** The payment choice: beans only when the balance covers the price. */
export function PaymentMethods({
  value,
  onChange,
  beansFen,
  priceFen,
  methods = ['beans', 'wechat', 'alipay'],
}: {
  value: PurchaseMethod;
  onChange: (method: PurchaseMethod) => void;
  beansFen: number;
  priceFen: number;
  methods?: readonly PurchaseMethod[];
}) {
  return (
    <div className="payment-methods" role="radiogroup" aria-label="支付方式">
      {methods.map((method) => {
        const disabled = method === 'beans' && beansFen < priceFen;
        return (
          <label
            key={method}
            className={`payment-method${value === method ? ' payment-method-active' : ''}${disabled ? ' payment-method-disabled' : ''}`}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              disabled={disabled}
              onChange={() => onChange(method)}
            />
            <span>{labels[method]}</span>
            {method === 'beans' ? (
              <small>
                （余额 {fenToYuanString(beansFen)}
                {disabled ? '，不足' : ''}）
              </small>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}

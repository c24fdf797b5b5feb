/** The order a provider is asked to collect. */
export interface ProviderOrder {
  orderNumber: string;
  amountFen: number;
  subject: string;
  /** Absolute base URL of the product as the payer reached it (the sandbox cashier page is under it). */
  publicBaseUrl: string;
}

/** A provider's notification after its signature was checked. */
export interface VerifiedNotification {
  /** The provider's own id of this notification (the replay guard keys on it). */
  notifyId: string;
  orderNumber: string;
  amountFen: number;
  /** True when the provider reports the payment succeeded. */
  paid: boolean;
  providerTradeNo: string | null;
}

/** What the notify endpoint received: the raw body as sent (signatures cover it byte for byte) and the headers. */
export interface NotifyRequest {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The answer a provider expects from the notify endpoint. */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A payment provider: turns an order into the content of a QR code and verifies the provider's
 * notifications. The order service owns the state; providers never touch the database.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'alipay' | 'wechat';
  /** The text the QR code encodes (a cashier URL, an Alipay qr_code, a WeChat code_url). */
  createQrContent(order: ProviderOrder): Promise<string>;
  /** The verified notification, or null when the signature or format is wrong. */
  verifyNotification(request: NotifyRequest): VerifiedNotification | null;
  /** The answer for an accepted (true) or refused (false) notification. */
  notifyAnswer(accepted: boolean): NotifyAnswer;
}

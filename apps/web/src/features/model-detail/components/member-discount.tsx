import { DETAIL_DIALOG_MESSAGES } from '@yunmo/domain/messages';
import {
  discountedPriceFen,
  fenToYuanString,
  MEMBERSHIP_PRICE,
  TRIAL_DISCOUNT_HOURS,
  TRIAL_DISCOUNTS,
  trialDiscountPercent,
} from '@yunmo/domain/money';
import { Dialog } from '@yunmo/ui/dialog';
import { useState, type ComponentType } from 'react';
import { useGetMeQuery } from '@/lib/account-api';
import { useGetMembershipOfferQuery } from '@/lib/payments-api';
import { readSession } from '@/lib/session';

/** The open-membership dialog, supplied by the vip feature (features do not import each other). */
export type OpenMembership = ComponentType<{
  priceFen: number;
  source: string | undefined;
  onClose: () => void;
}>;

const HOUR_MS = 3_600_000;

/** 62 -> "6.2", 70 -> "7": discounts are spoken of in 折. */
const zhe = (percent: number) => String(percent / 10);

const tiers = [
  {
    label: `开通体验后 ${String(TRIAL_DISCOUNT_HOURS.first)} 小时内`,
    percent: TRIAL_DISCOUNTS.within24Hours,
  },
  {
    label: `${String(TRIAL_DISCOUNT_HOURS.first)}–${String(TRIAL_DISCOUNT_HOURS.second)} 小时`,
    percent: TRIAL_DISCOUNTS.within72Hours,
  },
  { label: `${String(TRIAL_DISCOUNT_HOURS.second)} 小时后`, percent: TRIAL_DISCOUNTS.after72Hours },
] as const;

/** The trial discount as of `now`: percent and the yearly price it gives. */
export function trialOffer(trialStartedAt: string, realPriceFen: number, now: number) {
  const percent = trialDiscountPercent((now - Date.parse(trialStartedAt)) / HOUR_MS);
  return { percent, priceFen: discountedPriceFen(realPriceFen, percent) };
}

/**
 * The 会员折扣 badge by the price block, shown only to users on a trial membership; it opens the
 * discount dialog, whose button opens the membership purchase at the discounted price.
 */
export function MemberDiscount({
  source,
  OpenMembership,
}: {
  source: string;
  OpenMembership: OpenMembership;
}) {
  const loggedIn = readSession().loggedIn;
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn });
  const trialStartedAt = me?.trialStartedAt ?? null;
  const { data: offer } = useGetMembershipOfferQuery(undefined, { skip: trialStartedAt === null });
  const [dialog, setDialog] = useState<'discount' | 'open' | null>(null);
  // The discount steps with time: fixed when the page shows the badge, renewed when the dialog opens.
  const [now, setNow] = useState(() => Date.now());
  if (trialStartedAt === null) return null;
  const realPriceFen = offer?.defaultPriceFen ?? MEMBERSHIP_PRICE.defaultFen;
  const current = trialOffer(trialStartedAt, realPriceFen, now);

  return (
    <>
      <button
        type="button"
        className="member-discount-badge"
        onClick={() => {
          setNow(Date.now());
          setDialog('discount');
        }}
      >
        {DETAIL_DIALOG_MESSAGES.memberDiscountBadge} {zhe(current.percent)}折
      </button>
      <Dialog
        open={dialog === 'discount'}
        onOpenChange={(open) => setDialog(open ? 'discount' : null)}
        title={DETAIL_DIALOG_MESSAGES.memberDiscountTitle}
        width={460}
        className="member-discount-dialog"
        footer={
          <button
            type="button"
            className="ym-button ym-button-primary"
            onClick={() => setDialog('open')}
          >
            {DETAIL_DIALOG_MESSAGES.memberDiscountOpen} ¥{fenToYuanString(current.priceFen)}
          </button>
        }
      >
        <p>您正在体验极速下载达人会员，体验期间开通年度会员可享折扣，越早开通越优惠。</p>
        <p className="member-discount-price">
          当前 <strong className="member-discount-zhe">{zhe(current.percent)} 折</strong>
          <strong className="price">¥{fenToYuanString(current.priceFen)}</strong>/年
          <del>¥{fenToYuanString(realPriceFen)}/年</del>
        </p>
        <ul className="member-discount-tiers" aria-label="折扣规则">
          {tiers.map((tier) => (
            <li
              key={tier.percent}
              aria-current={tier.percent === current.percent ? 'true' : undefined}
            >
              <span>{tier.label}</span>
              <span>
                {zhe(tier.percent)} 折 · ¥
                {fenToYuanString(discountedPriceFen(realPriceFen, tier.percent))}
              </span>
            </li>
          ))}
        </ul>
      </Dialog>
      {dialog === 'open' ? (
        <OpenMembership
          priceFen={current.priceFen}
          source={source}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

import {
  dailyPopupStorageKey,
  decideDailyPopup,
  decideExperiencePopup,
} from '@yunmo/domain/daily-rules';
import { fenToYuanString, MEMBERSHIP_PRICE } from '@yunmo/domain/money';
import { Dialog } from '@yunmo/ui/dialog';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ExperienceFeedbackForm } from '@/components/account/experience-feedback-form';
import { useModalTurn } from '@/lib/modal-queue';
import { isBrowsingRoute } from '@/lib/popup-routes';
import { paths } from '@/config/paths';
import { useGetMembershipPopupQuery, useSaveMembershipOperationMutation } from '@/lib/payments-api';
import { readSession } from '@/lib/session';
import { readJson, writeJson } from '@/lib/storage';

export const EXPERIENCE_POPUP = 'experiencePopup';
export const VIP_DISCOUNT_POPUP = 'vipDiscountPopup';
const guestName = 'guest';

const readMarker = (value: unknown) => (typeof value === 'string' ? value : null);

/** Runs `show` once no other dialog is open, so daily popups queue instead of stacking. */
function whenNoDialogOpen(show: () => void): () => void {
  const timer = window.setInterval(() => {
    if (document.querySelector('[role="dialog"]')) return;
    window.clearInterval(timer);
    show();
  }, 1000);
  return () => {
    window.clearInterval(timer);
  };
}

/** The once-a-day membership popups: the experience-member popup (§4.11) or, for guests, the VIP discount. */
export function MembershipPopups() {
  const session = readSession();
  const { pathname } = useLocation();
  if (!isBrowsingRoute(pathname)) return null;
  return session.loggedIn ? (
    <ExperienceMemberPopup userName={session.userName ?? guestName} />
  ) : (
    <VipDiscountPopup />
  );
}

function ExperienceMemberPopup({ userName }: { userName: string }) {
  const { data: info } = useGetMembershipPopupQuery(undefined);
  const [save] = useSaveMembershipOperationMutation();
  const [variant, setVariant] = useState<'offer' | 'expiring' | null>(null);
  const [text, setText] = useState('');
  const [marker, setMarker] = useState<string | null>(null);
  const [rating, setRating] = useState(false);
  const turn = useModalTurn('experienceMember', variant !== null);
  const key = dailyPopupStorageKey(EXPERIENCE_POPUP, userName);

  useEffect(() => {
    if (!info) return;
    const decision = decideExperiencePopup(info, readJson(key, readMarker, null), Date.now());
    if (!decision.show) return;
    return whenNoDialogOpen(() => {
      setMarker(decision.nextMarker);
      setVariant(decision.variant);
      if (decision.variant === 'expiring') setText(decision.text);
    });
  }, [info, key]);
  useEffect(() => {
    // Once a day counts the day it was really shown, not the day it waited in the queue.
    if (turn && marker !== null) writeJson(key, marker);
  }, [turn, marker, key]);

  if (variant === null || !info || !turn) return null;
  const act = (
    operation: 'OpenMembership' | 'FreeDown' | 'Close' | 'TipClose' | 'Submit',
    href?: string,
  ) => {
    setVariant(null);
    void save({ operation }).finally(() => {
      if (href) window.location.assign(href);
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) act('Close');
      }}
      title="体验会员"
      width={420}
      className="experience-popup"
      footer={
        <>
          <button type="button" className="link-button" onClick={() => act('TipClose')}>
            不再提醒
          </button>
          {variant === 'offer' ? (
            <>
              <button
                type="button"
                className="ym-button"
                onClick={() => act('FreeDown', paths.modelList.href('feeType=member'))}
              >
                免费下载体验
              </button>
              <button
                type="button"
                className="ym-button ym-button-primary"
                onClick={() => act('OpenMembership', paths.vip.href('experience'))}
              >
                开通年度会员
              </button>
            </>
          ) : (
            <button
              type="button"
              className="ym-button ym-button-primary"
              onClick={() => act('OpenMembership', paths.vip.href('experience'))}
            >
              开通年度会员
            </button>
          )}
        </>
      }
    >
      {rating ? (
        // Sending the experience feedback from the popup is its Submit operation (§4.11).
        <ExperienceFeedbackForm onDone={() => act('Submit')} />
      ) : variant === 'offer' ? (
        <p>
          恭喜您获得 {info.experienceNumber}{' '}
          天体验会员！体验期间可免费下载会员模型，开通年度会员仅需 ¥{fenToYuanString(info.moneyFen)}
          。
        </p>
      ) : (
        <p>
          {text}，现在开通年度会员仅需 ¥{fenToYuanString(info.moneyFen)}。
        </p>
      )}
      {rating ? null : (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRating(true);
          }}
        >
          评价体验
        </button>
      )}
    </Dialog>
  );
}

function VipDiscountPopup() {
  const [open, setOpen] = useState(false);
  const [marker, setMarker] = useState<string | null>(null);
  const turn = useModalTurn('vipDiscount', open);
  const key = dailyPopupStorageKey(VIP_DISCOUNT_POPUP, guestName);
  useEffect(() => {
    const decision = decideDailyPopup(readJson(key, readMarker, null), Date.now());
    if (!decision.show) return;
    return whenNoDialogOpen(() => {
      setMarker(decision.nextMarker);
      setOpen(true);
    });
  }, [key]);
  useEffect(() => {
    if (turn && marker !== null) writeJson(key, marker);
  }, [turn, marker, key]);
  if (!turn) return null;
  return (
    <Dialog
      open
      onOpenChange={setOpen}
      title="会员限时优惠"
      width={378}
      className="vip-discount-popup"
      footer={
        <a className="ym-button ym-button-primary" href={paths.vip.href('discount')}>
          立即查看
        </a>
      }
    >
      <p>
        年度会员 <strong className="price">¥{fenToYuanString(MEMBERSHIP_PRICE.defaultFen)}</strong>
        /年（原价 ¥{fenToYuanString(MEMBERSHIP_PRICE.originalFen)}），每天 30 次免费下载。
      </p>
    </Dialog>
  );
}

export default MembershipPopups;

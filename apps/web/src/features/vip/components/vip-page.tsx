import { ACTION_MESSAGES } from '@yunmo/domain/messages';
import { MEMBER_MODELS_PER_YEAR, fenToYuanString } from '@yunmo/domain/money';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListMemberModelsQuery } from '../api/vip-api';
import { useCountdown } from '../hooks/use-countdown';
import { NotOpeningDialog } from './not-opening-dialog';
import { OpenMembershipDialog } from './open-membership-dialog';
import { ModelGrid } from '@/components/model-grid';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useGetMembershipOfferQuery, useStartMembershipTrialMutation } from '@/lib/payments-api';
import { readSession } from '@/lib/session';
import { useHead } from '@/lib/use-head';
import './vip.css';

const GoldPurchaseDialog = lazy(() =>
  import('@/components/payment/gold-purchase-dialog').then((module) => ({
    default: module.GoldPurchaseDialog,
  })),
);

/** The privileges of the yearly membership (browsing spec, membership page). */
const privileges = [
  { title: '80W 会员模型', text: '海量会员模型随心下载' },
  { title: '每月 20 次', text: '会员模型每月 20 次下载' },
  { title: '每天 30 次', text: '每天 30 次免费下载（普通用户 20 次）' },
  { title: '24 小时客服', text: '专属客服全天在线' },
  { title: '按次付费', text: '额度用完后可按次付费下载' },
];

/** Older promotion page rules. */
const promotionRules = [
  '1. 年度会员有效期为开通之日起 365 天。',
  '2. 会员期间每月可免费下载 20 个会员模型，每天可免费下载 30 个免费模型。',
  '3. 会员权益仅限本账号使用，不可转让。',
  '4. 活动最终解释权归云模所有。',
];

type OpenDialog = 'membership' | 'gold' | 'trialSuccess' | 'notOpening' | null;

/** /vip/vipList: the membership page; `?a=` shows the older promotion page instead. */
export function VipPage() {
  const [search] = useSearchParams();
  // The access call's source: query a (the older promotion) or source (modelPc …); it is never an id.
  const source = search.get('a') || search.get('source') || undefined;
  const promotion = search.has('a');
  useHead({ name: 'vip', promotion });
  return promotion ? <PromotionPage source={source} /> : <MembershipPage source={source} />;
}

function useRequireLogin(): () => boolean {
  return () => {
    if (readSession().loggedIn) return true;
    window.location.assign(paths.login.href(window.location.pathname + window.location.search));
    return false;
  };
}

function MembershipPage({ source }: { source: string | undefined }) {
  const toast = useToast();
  const { data: offer } = useGetMembershipOfferQuery({ source });
  const [startTrial, trialState] = useStartMembershipTrialMutation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const requireLogin = useRequireLogin();
  const newest = useListMemberModelsQuery({ pageSize: 12 });
  const hottest = useListMemberModelsQuery({ pageSize: 12, sort: 4 });
  const countdown = useCountdown(offer?.trialEndsAt ?? null);
  const priceFen = offer?.priceFen ?? 8800;
  const perModelFen = offer?.perModelPriceFen ?? Math.round(priceFen / MEMBER_MODELS_PER_YEAR);

  const tryMembership = async () => {
    if (!requireLogin()) return;
    try {
      await startTrial(undefined).unwrap();
      setDialog('trialSuccess');
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '开通失败',
        'warning',
      );
    }
  };

  return (
    <main className="vip-page">
      <section className="vip-banner">
        <div className="vip-banner-text">
          <h1>极速下载达人 · 年度会员</h1>
          <p className="vip-banner-price">
            <strong>¥{fenToYuanString(priceFen)}</strong>/年{' '}
            <del>原价 ¥{fenToYuanString(offer?.originalPriceFen ?? 28800)}/年</del>
          </p>
          <p className="vip-banner-per-model">
            低至 <strong>¥{fenToYuanString(perModelFen)}</strong>/个模型
          </p>
          {offer?.discount ? (
            <p className="vip-trial-discount">
              体验会员专享 {(offer.discount / 10).toFixed(1)} 折
              {countdown ? <span className="vip-countdown">，体验剩余 {countdown}</span> : null}
            </p>
          ) : null}
          {offer?.memberEndsAt ? (
            <p className="vip-member-end">会员有效期至 {offer.memberEndsAt.slice(0, 10)}</p>
          ) : null}
          {offer?.isSubAccount ? (
            <p className="vip-sub-account">
              企业子账户的会员由主账户统一开通，如需开通请联系主账户
            </p>
          ) : (
            <div className="vip-banner-actions">
              <button
                type="button"
                className="ym-button ym-button-primary vip-open"
                onClick={() => {
                  if (requireLogin()) setDialog('membership');
                }}
              >
                {offer?.memberEndsAt ? '续费年度会员' : '立即开通'}
              </button>
              {offer?.category === 0 ? (
                <button
                  type="button"
                  className="ym-button vip-trial"
                  disabled={trialState.isLoading}
                  onClick={() => void tryMembership()}
                >
                  免费体验 7 天
                </button>
              ) : null}
              <button
                type="button"
                className="ym-button vip-gold"
                onClick={() => {
                  if (requireLogin()) setDialog('gold');
                }}
              >
                开通黄金会员 ¥99/年
              </button>
            </div>
          )}
        </div>
      </section>

      <section className="vip-privileges" aria-label="会员特权">
        <h2>会员特权</h2>
        <ul>
          {privileges.map((privilege) => (
            <li key={privilege.title}>
              <strong>{privilege.title}</strong>
              <span>{privilege.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="vip-models">
        <div className="vip-models-head">
          <h2>最新会员模型</h2>
          <a href={paths.modelList.href('feeType=member')}>{ACTION_MESSAGES.seeMore}</a>
        </div>
        <ModelGrid
          models={newest.data?.items ?? []}
          loading={newest.isLoading}
          label="最新会员模型"
          emptyText="暂无数据"
        />
      </section>
      <section className="vip-models">
        <div className="vip-models-head">
          <h2>最热会员模型</h2>
          <a href={paths.modelList.href('feeType=member&sort=4')}>{ACTION_MESSAGES.seeMore}</a>
        </div>
        <ModelGrid
          models={hottest.data?.items ?? []}
          loading={hottest.isLoading}
          label="最热会员模型"
          emptyText="暂无数据"
        />
      </section>

      <p className="vip-not-opening">
        <button type="button" className="link-button" onClick={() => setDialog('notOpening')}>
          暂不开通？告诉我们原因
        </button>
      </p>

      {dialog === 'membership' ? (
        <OpenMembershipDialog priceFen={priceFen} source={source} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'gold' ? (
        <Suspense fallback={null}>
          <GoldPurchaseDialog onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog === 'notOpening' ? <NotOpeningDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'trialSuccess' ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          title="体验会员开通成功"
          width={378}
          footer={
            <a
              className="ym-button ym-button-primary"
              href={paths.modelList.href('feeType=member')}
            >
              去下载会员模型
            </a>
          }
        >
          <p>您已获得 7 天体验会员，体验期间可免费下载会员模型。</p>
        </Dialog>
      ) : null}
    </main>
  );
}

/**
 * The older promotion page: the promotion's own opening is paused (暂停开通), its rules and the
 * reasons dialog remain, and the yearly payment dialog opens at the current price (for a visitor,
 * after login).
 */
function PromotionPage({ source }: { source: string | undefined }) {
  const [reasonsOpen, setReasonsOpen] = useState(false);
  const { data: offer } = useGetMembershipOfferQuery({ source });
  const [paying, setPaying] = useState(() => readSession().loggedIn);
  const requireLogin = useRequireLogin();
  const priceFen = offer?.priceFen ?? 8800;
  return (
    <main className="vip-page vip-promotion">
      <section className="vip-banner">
        <div className="vip-banner-text">
          <h1>年度会员限时活动</h1>
          <p className="vip-banner-price">
            <strong>¥88</strong>/年 <del>原价 ¥288/年</del>
          </p>
          <button type="button" className="ym-button vip-paused" disabled>
            {ACTION_MESSAGES.openingPaused}
          </button>
          {offer?.isSubAccount ? null : (
            <button
              type="button"
              className="ym-button ym-button-primary vip-open"
              onClick={() => {
                if (requireLogin()) setPaying(true);
              }}
            >
              开通年度会员 ¥{fenToYuanString(priceFen)}/年
            </button>
          )}
        </div>
      </section>
      <section className="vip-rules">
        <h2>活动规则</h2>
        {promotionRules.map((rule) => (
          <p key={rule}>{rule}</p>
        ))}
      </section>
      <p className="vip-not-opening">
        <button type="button" className="link-button" onClick={() => setReasonsOpen(true)}>
          暂不开通？告诉我们原因
        </button>
      </p>
      {reasonsOpen ? <NotOpeningDialog onClose={() => setReasonsOpen(false)} /> : null}
      {paying && offer && !offer.isSubAccount ? (
        <OpenMembershipDialog
          priceFen={priceFen}
          source={source}
          onClose={() => setPaying(false)}
        />
      ) : null}
    </main>
  );
}

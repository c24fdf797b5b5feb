import { CHARGE_CATEGORIES } from '@yunmo/domain/asset-kinds';
import { lazy, Suspense, useState } from 'react';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session';

const GoldPurchaseDialog = lazy(() =>
  import('./gold-purchase-dialog').then((module) => ({ default: module.GoldPurchaseDialog })),
);

/**
 * On the detail page of a model that gold members download free (charge category 3): the gold
 * membership open dialog (§2.1's dialogs), behind the login a purchase needs.
 */
export function GoldOffer({ chargeCategory }: { chargeCategory: number | null | undefined }) {
  const [open, setOpen] = useState(false);
  if (chargeCategory !== CHARGE_CATEGORIES.goldAndUnlimitedMemberFree) return null;
  return (
    <>
      <button
        type="button"
        className="link-button gold-offer-link"
        onClick={() => {
          if (!readSession().loggedIn) {
            window.location.assign(
              paths.login.href(window.location.pathname + window.location.search),
            );
            return;
          }
          setOpen(true);
        }}
      >
        黄金会员免费下载，开通黄金会员
      </button>
      {open ? (
        <Suspense fallback={null}>
          <GoldPurchaseDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration, useMatch } from 'react-router';
import { usePageSettled } from '@yunmo/ui/after-load';
import { Loading } from '@yunmo/ui/states';
import { Header, StickyHeader } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { AppSideBar } from '@/components/layout/app-side-bar';
import { paths } from '@/config/paths';
import { SCROLL_THRESHOLDS } from '@/config/timings';
import { usePageShorterThan, useScrolledPast } from '@/lib/use-scrolled-past';
import type { AppStore } from './store';

/** Whether the page still waits for any /api answer (its own content, on a first load). */
function selectLoading(state: ReturnType<AppStore['getState']>): boolean {
  return Object.values(state.api.queries).some((query) => query?.status === 'pending');
}

/**
 * True once the page has settled and then had no /api request running; stays true. On a slow
 * connection or machine the page's own data can arrive after the load event: the daily notices'
 * code must not compete with it.
 */
function usePageReady(): boolean {
  const settled = usePageSettled();
  const loading = useSelector(selectLoading);
  const [ready, setReady] = useState(false);
  if (settled && !loading && !ready) setReady(true);
  return ready;
}

// Loaded once the page has settled: the daily notices must not delay the first paint.
const ShutdownPopup = lazy(() => import('@/features/activities/components/shutdown-popup'));
const MembershipPopups = lazy(() => import('@/components/membership-popups'));

export function RootLayout() {
  const onChannel = useMatch(paths.channel.pattern) !== null;
  const onList = useMatch(paths.list.pattern) !== null;
  const sideBarThreshold = onChannel
    ? SCROLL_THRESHOLDS.channelBackToTop
    : SCROLL_THRESHOLDS.sideBar;
  const scrolledPastSideBar = useScrolledPast(sideBarThreshold);
  // A page too short to scroll that far still offers the side bar's help and feedback, folded
  // into the corner button so it covers nothing.
  const shortPage = usePageShorterThan(sideBarThreshold);
  const sideBarVisible = scrolledPastSideBar || shortPage;
  const stickySearch = useScrolledPast(SCROLL_THRESHOLDS.stickySearch);
  const settled = usePageReady();
  return (
    <div className="app-shell">
      <Header />
      <div
        className={stickySearch ? 'sticky-search sticky-search-visible' : 'sticky-search'}
        aria-hidden={!stickySearch}
      >
        {stickySearch ? <StickyHeader /> : null}
      </div>
      <div className="app-main">
        <Suspense fallback={<Loading minHeight={600} />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <AppSideBar visible={sideBarVisible} folded={!scrolledPastSideBar} showRecharge={onList} />
      {settled ? (
        <Suspense fallback={null}>
          <ShutdownPopup />
          <MembershipPopups />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}

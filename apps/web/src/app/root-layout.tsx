import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatch } from 'react-router';
import { usePageSettled } from '@yunmo/ui/after-load';
import { Loading } from '@yunmo/ui/states';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { AppSideBar } from '@/components/layout/app-side-bar';
import { SearchBar } from '@/components/search-bar/search-bar';
import { paths } from '@/config/paths';
import { SCROLL_THRESHOLDS } from '@/config/timings';
import { useScrolledPast } from '@/lib/use-scrolled-past';

// Loaded once the page has settled: the daily notices must not delay the first paint.
const ShutdownPopup = lazy(() => import('@/features/activities/components/shutdown-popup'));
const MembershipPopups = lazy(() => import('@/components/membership-popups'));

export function RootLayout() {
  const onChannel = useMatch(paths.channel.pattern) !== null;
  const onList = useMatch(paths.list.pattern) !== null;
  const sideBarVisible = useScrolledPast(onChannel ? SCROLL_THRESHOLDS.channelBackToTop : SCROLL_THRESHOLDS.sideBar);
  const stickySearch = useScrolledPast(SCROLL_THRESHOLDS.stickySearch);
  const settled = usePageSettled();
  return (
    <div className="app-shell">
      <Header />
      <div className={stickySearch ? 'sticky-search sticky-search-visible' : 'sticky-search'} aria-hidden={!stickySearch}>
        {stickySearch ? <SearchBar kind="max" variant="compact" /> : null}
      </div>
      <div className="app-main">
        <Suspense fallback={<Loading minHeight={600} />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <AppSideBar visible={sideBarVisible} showRecharge={onList} />
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

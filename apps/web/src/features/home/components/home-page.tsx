import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Tabs } from '@yunmo/ui/tabs';
import { ErrorState, Loading } from '@yunmo/ui/states';
import type { HomePage as HomeData } from '@yunmo/api-contract/home';
import { memberListFilterCode } from '@yunmo/domain/filter-code';
import { useGetHomeQuery } from '../api/home-api';
import { SHOWCASE_LAYOUTS, ShowcaseSection } from './showcase';
import { HomeBanner } from './home-banner';
import { QuickLinks } from './quick-links';
import { AdCarousel, PictureRow } from './promo-blocks';
import { AlbumCard } from '@/components/album-card';
import { paths } from '@/config/paths';
import { useHead } from '@/lib/use-head';
import { apiErrorInfo } from '@/lib/api-error';
import './home.css';

const RankingBlock = lazy(() => import('./ranking-block'));

type CategoryTab = 'member' | 'max' | 'su' | 'ue4';

/** The home page's albums block shows 8 models per album. */
const HOME_ALBUM_THUMBNAILS = 8;

const CATEGORY_TABS: readonly { value: CategoryTab; label: string; more: string }[] = [
  { value: 'member', label: '会员模型', more: paths.list.href('max', memberListFilterCode) },
  { value: 'max', label: '3D模型', more: paths.list.href('max') },
  { value: 'su', label: 'SU模型', more: paths.list.href('su') },
  { value: 'ue4', label: 'UE模型', more: paths.list.href('ue4') },
];

/**
 * `/` shows the category-1 home images as its carousel, the ads as a 5 s ad carousel and the
 * category-3 home images as a picture row; `/newHome` shows the big images as its carousel and
 * the ads as a row of ad images (ADR 0029).
 */
export type HomeVariant = 'home' | 'newHome';

export function HomePage({ variant = 'home' }: { variant?: HomeVariant }) {
  useHead({ name: 'home' });
  const home = useGetHomeQuery(undefined);
  const error = apiErrorInfo(home.error);
  return (
    <main className="home" data-variant={variant}>
      <HomeBanner
        banners={variant === 'newHome' ? home.data?.bigImages : home.data?.banners}
        label={variant === 'newHome' ? '大图横幅' : '首页横幅'}
      />
      {home.isLoading ? <Loading minHeight={800} text="加载中..." /> : null}
      {error ? (
        <ErrorState
          text={error.message}
          onRetry={() => {
            void home.refetch();
          }}
        />
      ) : null}
      {home.data ? <HomeSections data={home.data} variant={variant} /> : null}
    </main>
  );
}

function HomeSections({ data, variant }: { data: HomeData; variant: HomeVariant }) {
  const [tab, setTab] = useState<CategoryTab>('member');
  const current = CATEGORY_TABS.find((item) => item.value === tab) ?? CATEGORY_TABS[0]!;
  return (
    <div className="container">
      <QuickLinks items={data.navItems} />

      {variant === 'newHome' ? (
        <PictureRow items={data.ads} label="广告图片" className="home-ad-images" />
      ) : (
        <AdCarousel ads={data.ads} />
      )}

      <section className="home-section" aria-labelledby="home-models">
        <h2 id="home-models" className="ym-visually-hidden">
          精选模型
        </h2>
        <Tabs
          label="模型分类"
          value={tab}
          onValueChange={setTab}
          extra={
            <Link to={current.more} className="view-more">
              查看更多 &gt;
            </Link>
          }
          items={CATEGORY_TABS.map((item) => ({
            value: item.value,
            label: item.label,
            content: (
              <ShowcaseSection
                showcase={data.showcases[item.value]}
                layout={SHOWCASE_LAYOUTS[item.value]}
                label={item.label}
              />
            ),
          }))}
        />
      </section>

      <section className="home-section" aria-labelledby="home-mapping">
        <div className="section-title">
          <h2 id="home-mapping">材质贴图</h2>
          <Link to={paths.list.href('mapping')}>查看更多 &gt;</Link>
        </div>
        <ShowcaseSection
          showcase={data.showcases.mapping}
          layout={SHOWCASE_LAYOUTS.mapping}
          label="材质贴图"
        />
      </section>

      {variant === 'home' ? (
        <PictureRow items={data.sceneImages} label="专区推荐" className="home-scene-images" />
      ) : null}

      <section className="home-section" aria-labelledby="home-albums">
        <div className="section-title">
          <h2 id="home-albums">模型专辑</h2>
          <Link to={paths.albumList.href()}>查看更多 &gt;</Link>
        </div>
        <div className="album-grid" role="list">
          {data.albums.slice(0, 8).map((album) => (
            <AlbumCard key={album.uuid} album={album} thumbnails={HOME_ALBUM_THUMBNAILS} />
          ))}
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-ranking">
        <div className="section-title">
          <h2 id="home-ranking">作者排行榜</h2>
          <Link to={paths.ranking.href()}>完整榜单 &gt;</Link>
        </div>
        <Suspense fallback={<Loading minHeight={320} />}>
          <RankingBlock rankings={data.rankings} />
        </Suspense>
      </section>
    </div>
  );
}

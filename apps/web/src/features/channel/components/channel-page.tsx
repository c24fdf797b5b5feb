import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Carousel } from '@yunmo/ui/carousel';
import { GoodsGrid } from '@yunmo/ui/goods-card';
import { EmptyState, ErrorState, Loading } from '@yunmo/ui/states';
import { useToast } from '@yunmo/ui/toast';
import { isAssetKind, KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { CHANNEL_SORT_OPTIONS } from '@yunmo/domain/fees-and-sorts';
import { infiniteListStatus } from '@yunmo/domain/paging';
import { useGetChannelBannersQuery, useGetChannelModelsInfiniteQuery } from '../api/channel-api';
import { useHobbies } from '../hooks/use-hobbies';
import { HobbiesDialog } from './hobbies-dialog';
import { ModelCard } from '@/components/model-grid';
import { SearchBar } from '@/components/search-bar/search-bar';
import { paths } from '@/config/paths';
import { BANNER_DELAY_MS } from '@/config/timings';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './channel.css';
import { LIST_MESSAGES } from '@yunmo/domain/messages';

const STATUS_TEXT = {
  loading: LIST_MESSAGES.loading,
  more: '下拉加载更多',
  end: LIST_MESSAGES.end,
} as const;
const EMPTY_TEXT = LIST_MESSAGES.emptyList;
const BANNER_HEIGHT = 320;

export function parseSort(text: string | null): number {
  const value = Number(text);
  return CHANNEL_SORT_OPTIONS.some((option) => option.value === value)
    ? value
    : CHANNEL_SORT_OPTIONS[0].value;
}

export function ChannelPage() {
  const { type } = useParams();
  if (!isAssetKind(type)) return <Navigate to={paths.channel.href('max')} replace />;
  return <Channel key={type} kind={type} />;
}

function Channel({ kind }: { kind: AssetKind }) {
  const [search, setSearch] = useSearchParams();
  const sort = parseSort(search.get('sort'));
  const toast = useToast();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { hobbies, update, ready } = useHobbies(kind);
  useHead({ name: 'channel', kind });
  const banners = useGetChannelBannersQuery(kind);
  const models = useGetChannelModelsInfiniteQuery(
    { kind, categoryIds: hobbies, sort },
    { skip: !ready },
  );
  const items = models.data?.pages.flatMap((page) => page.items) ?? [];
  const total = models.data?.pages[0]?.total ?? 0;
  const status = infiniteListStatus(items.length, total, models.isFetching);
  const error = apiErrorInfo(models.error);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) toast(error.message, 'error');
  }, [error?.message, toast]); // eslint-disable-line react-hooks/exhaustive-deps

  const { fetchNextPage, hasNextPage, isFetching } = models;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || status !== 'more' || !hasNextPage || isFetching || error) return undefined;
    // Bottom-load margin of 100 px: the next page starts before the user reaches the end.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '0px 0px 100px 0px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [status, hasNextPage, isFetching, fetchNextPage, error]);

  return (
    <main className="channel">
      <div className="channel-banner" style={{ height: BANNER_HEIGHT }}>
        {banners.data && banners.data.length > 0 ? (
          <Carousel
            label={`${KIND_DISPLAY_NAMES[kind].full}横幅`}
            height={BANNER_HEIGHT}
            delayMs={BANNER_DELAY_MS.channel}
            slides={banners.data.map((banner) => ({
              id: banner.id,
              image: banner.imageUrl,
              title: banner.title,
              href: banner.path,
            }))}
          />
        ) : null}
        <div className="channel-banner-search">
          <h1>{KIND_DISPLAY_NAMES[kind].full}</h1>
          <SearchBar
            key={kind}
            kind={kind}
            variant="large"
            placeholder={LIST_MESSAGES.searchPlaceholderWithId}
          />
        </div>
      </div>
      <div className="container">
        <div className="channel-toolbar" role="toolbar" aria-label="排序">
          <button
            type="button"
            className="chip channel-settings"
            onClick={() => {
              setSettingsOpen(true);
            }}
          >
            ⚙ 设置偏好{hobbies.length > 0 ? `（${hobbies.length}）` : ''}
          </button>
          {CHANNEL_SORT_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="chip"
              aria-pressed={sort === option.value}
              onClick={() => {
                const next = new URLSearchParams(search);
                if (option.value === CHANNEL_SORT_OPTIONS[0].value) next.delete('sort');
                else next.set('sort', String(option.value));
                setSearch(next, { replace: true });
              }}
            >
              {option.label}
            </button>
          ))}
        </div>
        {models.isLoading || !ready ? <Loading minHeight={600} /> : null}
        {error && items.length === 0 ? (
          <ErrorState
            text={error.message}
            onRetry={() => {
              void models.refetch();
            }}
          />
        ) : null}
        {!models.isLoading && !error && items.length === 0 && ready ? (
          <EmptyState text={EMPTY_TEXT} />
        ) : null}
        {items.length > 0 ? (
          <>
            {/* The cards' titles are level 3: the headings step from the h1 through this one. */}
            <h2 className="ym-visually-hidden">模型列表</h2>
            <GoodsGrid label={`${KIND_DISPLAY_NAMES[kind].full}列表`}>
              {items.map((model) => (
                <ModelCard key={model.uuid} model={model} />
              ))}
            </GoodsGrid>
            <div ref={sentinel} className="channel-status" aria-live="polite">
              {STATUS_TEXT[status]}
            </div>
          </>
        ) : null}
      </div>
      <HobbiesDialog
        kind={kind}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        selected={hobbies}
        onSave={async (ids) => {
          try {
            await update(ids);
            toast('保存成功', 'success');
            setSettingsOpen(false);
          } catch (failure) {
            toast(
              apiErrorInfo(failure as Parameters<typeof apiErrorInfo>[0])?.message ?? '保存失败',
              'error',
            );
          }
        }}
      />
    </main>
  );
}

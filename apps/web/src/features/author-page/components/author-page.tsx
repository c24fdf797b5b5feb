import { previewSrcSet } from '@yunmo/domain/previews';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import QRCode from 'qrcode';
import type { ModelCard as ModelCardData } from '@yunmo/api-contract/common';
import type { AuthorWork } from '@yunmo/api-contract/authors';
import { useHead } from '@/lib/use-head';
import { AuthorNameError, decodeAuthorName } from '@yunmo/domain/author-name';
import {
  authorTypeIdx,
  initialAuthorTab,
  SCROLL_THRESHOLDS,
  type AuthorTabType,
} from '@yunmo/domain/daily-rules';
import { LIST_MESSAGES } from '@yunmo/domain/messages';
import {
  canLoadMore,
  clampJumpPage,
  infiniteListStatus,
  lastPage,
  PAGE_SIZES,
} from '@yunmo/domain/paging';
import { authorWorksKeywordSchema } from '@yunmo/domain/validation/search';
import { Pagination } from '@yunmo/ui/pagination';
import { EmptyState, Loading } from '@yunmo/ui/states';
import { Tabs } from '@yunmo/ui/tabs';
import { ModelCard } from '@/components/model-grid';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { readSession } from '@/lib/session';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import {
  useFollowAuthorMutation,
  useGetAuthorProfileQuery,
  useListAuthorWorksQuery,
  type AuthorWorkType,
} from '../api/author-api';
import { useMobileLayout } from '../hooks/use-mobile-layout';
import { ChangeCoverButton } from './change-cover';
import { ShareCard } from './share-card';
import './author-page.css';
import { useCheckToken } from '@/lib/site-calls';

const PAGE_SIZE = PAGE_SIZES.personalPage;
const SUB_KINDS = [
  { value: 1, label: '3D模型' },
  { value: 2, label: 'SU模型' },
  { value: 3, label: '贴图材质' },
  { value: 4, label: 'UE4模型' },
] as const;

function decodedAuthor(flag: string | null): string | null {
  if (!flag) return null;
  try {
    return decodeAuthorName(flag);
  } catch (error) {
    if (error instanceof AuthorNameError) return null;
    throw error;
  }
}

function WechatQr({ wechat }: { wechat: string }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(wechat, { width: 96, margin: 1 }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [wechat]);
  return qr ? (
    <img className="author-wechat-qr" src={qr} alt={`微信 ${wechat}`} width={72} height={72} />
  ) : null;
}

function WorkCard({ work }: { work: AuthorWork }) {
  // The whole card opens the work's own page (panorama viewer or video tutorial).
  return (
    <div role="listitem" className="author-work-card">
      <Link
        to={paths.authorWork.href(work.id)}
        aria-label={`${work.type === 'panorama' ? '全景' : '视频教程'}：${work.title}`}
      >
        <img
          src={work.thumbnailUrl}
          srcSet={previewSrcSet(work.thumbnailUrl)}
          sizes="(max-width: 768px) 50vw, 240px"
          alt=""
          width={240}
          height={180}
          loading="lazy"
        />
        <p title={work.title}>{work.title}</p>
        <span>浏览 {work.views}</span>
      </Link>
    </div>
  );
}

export function AuthorPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // Opened as ?author=<encoded>: the address becomes /personalCenter/center?flag=…&typeIdx=….
  const legacyAuthor = params.get('author');
  useEffect(() => {
    if (legacyAuthor === null) return;
    const next = new URLSearchParams({ flag: legacyAuthor });
    const typeIdx = params.get('typeIdx');
    if (typeIdx) next.set('typeIdx', typeIdx);
    void navigate(`${paths.personalCenter.href()}?${next.toString()}`, { replace: true });
  }, [legacyAuthor, params, navigate]);

  const flag = params.get('flag') ?? legacyAuthor;
  const author = decodedAuthor(flag);
  const typeIdxText = params.get('typeIdx');
  const typeIdx = typeIdxText !== null && /^\d$/u.test(typeIdxText) ? Number(typeIdxText) : null;
  const profile = useGetAuthorProfileQuery(author ?? '', { skip: author === null });
  const [followAuthor, followState] = useFollowAuthorMutation();
  const mobile = useMobileLayout();
  // checkToken (spec §7.5): a stale login is forgotten before owner controls are offered.
  useCheckToken();
  const backToTop = useScrolledPast(SCROLL_THRESHOLDS.authorBackToTop);

  const [type, setType] = useState<AuthorTabType | null>(null);
  const [subKind, setSubKind] = useState<number>(1);
  const [page, setPage] = useState(1);
  const [keywordText, setKeywordText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [keywordError, setKeywordError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<{
    key: string;
    models: ModelCardData[];
    works: AuthorWork[];
  }>({ key: '', models: [], works: [] });

  const data = profile.data;
  const name = data ? data.nickname || data.userName : (author ?? '');
  useHead({ name: 'author', flag: flag ?? '', ...(name ? { authorName: name } : {}) });
  useEffect(() => {
    document.body.classList.add('author-page-open');
    return () => {
      document.body.classList.remove('author-page-open');
    };
  }, []);

  // The initial tab rule (§4.14), once the counts are known.
  useEffect(() => {
    if (!data || type !== null) return;
    const tab = initialAuthorTab(
      {
        modelNumber: data.counts.models,
        vrNumber: data.counts.panoramas,
        yktNumber: data.counts.videos,
        subKinds: data.counts.subKinds,
      },
      typeIdx,
      { phone: mobile },
    );
    setType(tab.type);
    if (tab.subKind !== null) setSubKind(tab.subKind);
  }, [data, type, typeIdx, mobile]);

  // The phone's all-models tab exists only in the phone layout.
  useEffect(() => {
    if (type === 'all' && !mobile) setType('model');
  }, [type, mobile]);

  const listKey = `${type ?? ''}|${String(subKind)}|${keyword}`;
  const listType: AuthorWorkType = type === null || type === 'all' ? 'model' : type;
  const works = useListAuthorWorksQuery(
    {
      author: author ?? '',
      type: listType,
      subKind: type === 'model' ? subKind : undefined,
      q: keyword || undefined,
      page,
    },
    { skip: author === null || type === null },
  );

  // Mobile mode appends pages; desktop shows one page at a time.
  useEffect(() => {
    if (!works.data || works.isFetching) return;
    const pageData = works.data;
    setLoaded((current) => {
      if (current.key !== listKey || pageData.page === 1)
        return { key: listKey, models: pageData.models, works: pageData.works };
      if (pageData.page <= Math.ceil((current.models.length + current.works.length) / PAGE_SIZE))
        return current;
      return {
        key: listKey,
        models: [...current.models, ...pageData.models],
        works: [...current.works, ...pageData.works],
      };
    });
  }, [works.data, works.isFetching, listKey]);

  const total = works.data?.total ?? 0;
  const shownCount = mobile
    ? loaded.models.length + loaded.works.length
    : (works.data?.models.length ?? 0) + (works.data?.works.length ?? 0);
  const status = infiniteListStatus(shownCount, total, works.isFetching);

  useEffect(() => {
    if (!mobile) return undefined;
    const onScroll = () => {
      const nearBottom =
        window.innerHeight + window.scrollY >=
        document.documentElement.scrollHeight - SCROLL_THRESHOLDS.bottomLoad;
      if (nearBottom && canLoadMore(shownCount, total, works.isFetching))
        setPage((current) => current + 1);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [mobile, works.isFetching, shownCount, total]);

  // The address names the open tab (typeIdx), so a shared or reloaded link opens the same tab.
  const showInAddress = (next: AuthorTabType, nextSubKind: number | null) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('typeIdx', String(authorTypeIdx(next, nextSubKind)));
        return updated;
      },
      { replace: true },
    );
  };
  const chooseType = (next: AuthorTabType) => {
    setType(next);
    setPage(1);
    showInAddress(next, next === 'model' ? subKind : null);
  };
  const chooseSubKind = (next: number) => {
    setSubKind(next);
    setPage(1);
    showInAddress('model', next);
  };
  const submitKeyword = () => {
    const parsed = authorWorksKeywordSchema.safeParse(keywordText);
    if (!parsed.success) {
      // Longer input is refused and no search is made.
      setKeywordError(parsed.error.issues[0]?.message ?? LIST_MESSAGES.authorSearchTooLong);
      return;
    }
    setKeywordError(null);
    setKeyword(parsed.data);
    setPage(1);
  };
  const toggleFollow = async () => {
    if (!data || !author) return;
    const back = `${window.location.pathname}${window.location.search}`;
    if (!readSession().loggedIn) {
      window.location.assign(paths.login.href(back));
      return;
    }
    const answer = await followAuthor({ author, follow: !data.following });
    if ('error' in answer) {
      const info = apiErrorInfo(answer.error);
      if (info?.status === 401) window.location.assign(info.loginUrl ?? paths.login.href(back));
    }
  };

  const shareLink = useMemo(
    () => (flag ? `${window.location.origin}${paths.personalCenter.href()}?flag=${flag}` : ''),
    [flag],
  );

  if (author === null) return <EmptyState text={LIST_MESSAGES.noData} />;
  if (profile.isLoading) return <Loading minHeight={600} />;
  if (!data)
    return (
      <EmptyState
        text={apiErrorInfo(profile.error)?.status === 404 ? '作者不存在' : LIST_MESSAGES.noData}
      />
    );

  const models = mobile ? loaded.models : (works.data?.models ?? []);
  const otherWorks = mobile ? loaded.works : (works.data?.works ?? []);
  const listEmpty = !works.isFetching && models.length === 0 && otherWorks.length === 0;

  return (
    <main className={mobile ? 'author-page author-page-mobile' : 'author-page'}>
      <div
        className="author-banner"
        style={
          data.bannerUrl
            ? {
                backgroundImage: `url(${mobile ? (data.mobileBannerUrl ?? data.bannerUrl) : data.bannerUrl})`,
              }
            : undefined
        }
      >
        {data.isOwner ? <ChangeCoverButton author={data.userName} /> : null}
      </div>
      <section className="author-profile" aria-label="作者信息">
        {data.avatarUrl ? (
          <img
            className="author-avatar"
            src={data.avatarUrl}
            alt={`${name}的头像`}
            width={96}
            height={96}
          />
        ) : null}
        <div className="author-details">
          <h1>
            {name}
            {data.isOwner ? (
              <a className="author-edit-icon" href={externalLinks.userCenter} aria-label="编辑名称">
                ✎
              </a>
            ) : null}
          </h1>
          <p className="author-meta">
            <span>作品 {data.counts.models}</span>
            <span>粉丝 {data.followers}</span>
            {data.phone ? <span>联系电话 {data.phone}</span> : null}
          </p>
          {data.introduction || data.isOwner ? (
            <p className="author-intro">
              {data.introduction ?? '还没有简介'}
              {data.isOwner ? (
                <a
                  className="author-edit-icon"
                  href={externalLinks.userCenter}
                  aria-label="编辑简介"
                >
                  ✎
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
        {data.wechat ? <WechatQr wechat={data.wechat} /> : null}
        <div className="author-actions">
          {data.isOwner ? (
            <>
              <a href={externalLinks.userCenter}>编辑资料</a>
              <a href={externalLinks.uploadModel}>上传作品</a>
              <ShareCard link={shareLink} name={name} />
            </>
          ) : (
            <button
              type="button"
              className={data.following ? 'author-follow author-following' : 'author-follow'}
              disabled={followState.isLoading}
              onClick={() => {
                void toggleFollow();
              }}
            >
              {data.following ? '已关注' : '+ 关注'}
            </button>
          )}
        </div>
      </section>

      <section className="author-works" aria-labelledby="author-works">
        <h2 id="author-works" className="ym-visually-hidden">
          作品
        </h2>
        <Tabs
          items={[
            { value: 'model', label: `模型 ${data.counts.models}` },
            { value: 'panorama', label: `全景 ${data.counts.panoramas}` },
            { value: 'video', label: `视频教程 ${data.counts.videos}` },
            // typeIdx 7: the phone layout's list of all models, without the sub-kind row.
            ...(mobile ? [{ value: 'all' as const, label: `全部模型 ${data.counts.models}` }] : []),
          ]}
          value={type ?? 'model'}
          onValueChange={chooseType}
          label="作品类型"
          extra={
            <form
              className="author-search"
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                submitKeyword();
              }}
            >
              <input
                aria-label="搜索作品"
                placeholder={LIST_MESSAGES.searchPlaceholderWithId}
                value={keywordText}
                onChange={(event) => {
                  setKeywordText(event.target.value);
                }}
              />
              <button type="submit">搜索</button>
            </form>
          }
        />
        {keywordError ? (
          <p role="alert" className="author-search-error">
            {keywordError}
          </p>
        ) : null}
        {type === 'model' ? (
          <div className="author-sub-kinds" role="group" aria-label="模型分类">
            {SUB_KINDS.map((item) => (
              <button
                key={item.value}
                type="button"
                aria-pressed={subKind === item.value}
                onClick={() => {
                  chooseSubKind(item.value);
                }}
              >
                {item.label} {data.counts.subKinds[String(item.value) as '1' | '2' | '3' | '4']}
              </button>
            ))}
          </div>
        ) : null}
        {listEmpty ? (
          <EmptyState text={LIST_MESSAGES.noData} />
        ) : works.isFetching && !mobile ? (
          <Loading minHeight={400} />
        ) : (
          <div role="list" aria-label="作者作品" className="author-grid">
            {models.map((model) => (
              <ModelCard key={`m${String(model.id)}`} model={model} width={310} />
            ))}
            {otherWorks.map((work) => (
              <WorkCard key={`w${String(work.id)}`} work={work} />
            ))}
          </div>
        )}
        {mobile ? (
          listEmpty ? null : (
            <p className="author-load-status">
              {status === 'loading'
                ? LIST_MESSAGES.loading
                : status === 'end'
                  ? LIST_MESSAGES.end
                  : ''}
            </p>
          )
        ) : total > PAGE_SIZE ? (
          <Pagination
            page={page}
            totalPages={lastPage(total, PAGE_SIZE)}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
            clampJump={(typed) => clampJumpPage(typed, total, PAGE_SIZE)}
          />
        ) : null}
      </section>
      {backToTop ? (
        <button
          type="button"
          className="author-back-to-top"
          onClick={() => {
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        >
          返回顶部
        </button>
      ) : null}
    </main>
  );
}

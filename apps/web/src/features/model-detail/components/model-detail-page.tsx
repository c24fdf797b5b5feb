import type { ModelDetail } from '@yunmo/api-contract/model-detail';
import {
  isAssetKind,
  kindFromCode,
  KIND_DISPLAY_NAMES,
  type AssetKind,
} from '@yunmo/domain/asset-kinds';
import { screenTier, TIMINGS } from '@yunmo/domain/daily-rules';
import { DETAIL_DIALOG_MESSAGES, LIST_MESSAGES } from '@yunmo/domain/messages';
import { fenToYuanString } from '@yunmo/domain/money';
import { Carousel } from '@yunmo/ui/carousel';
import { EmptyState, ErrorState, Loading } from '@yunmo/ui/states';
import { useToast } from '@yunmo/ui/toast';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useDispatch } from 'react-redux';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  modelDetailApi,
  useGetModelDetailQuery,
  useGetSimilarModelsQuery,
  type SimilarModel,
} from '../api/model-detail-api';
import { GalleryLightbox } from './gallery-lightbox';
import { packageFormatLabel } from './package-formats';
import { AVATAR_FALLBACK } from '@/lib/image-fallback';
import { CopyrightNoteDialog } from './copyright-note-dialog';
import { ErrorReportDialog } from './error-report-dialog';
import { MemberDiscount, type OpenMembership } from './member-discount';
import { GoldOffer } from '@/components/payment/gold-offer';
import { ModelViewerDialog } from './model-viewer-dialog';
import { UsageInstructionsDialog } from './usage-instructions-dialog';
import { UserCentreBlock } from './user-centre-block';
import { VersionConversionButton } from './version-conversion';
import { LoginGuideDialog } from '@/components/login-guide-dialog';
import { FavouriteButton } from '@/components/account/favourite-button';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { readSession } from '@/lib/session';
import { useDynamicTime, useResolvePanoUrlQuery } from '@/lib/site-calls';
import { useHead } from '@/lib/use-head';
import { detailHeadRoute } from '../hooks/detail-head';
import { previewSrcSet } from '@yunmo/domain/previews';
import './model-detail.css';

/** The store state the API slice's cache updates run against. */
type ApiState =
  ReturnType<typeof modelDetailApi.util.updateQueryData> extends ThunkAction<
    unknown,
    infer State,
    unknown,
    UnknownAction
  >
    ? State
    : never;

const UUID = /^[A-Za-z0-9-]{1,64}$/u;
/** The main image advances like the page's other carousel, every 5 s (docs/decisions/0024). */
export const DETAIL_IMAGE_ROTATION_MS = TIMINGS.adCarousel;
export const MODEL_NOT_FOUND_TEXT = LIST_MESSAGES.modelNotFound;

/** `/detail/{kind}/{uuid}` and `/model/detail/{model}/{id}` (model: a kind name or code). */
/** The model a detail address names (`/detail/{kind}/{uuid}` or the legacy `/model/detail/{code}/{id}`). */
export function modelKeyFrom(params: Readonly<Record<string, string | undefined>>): {
  kind: AssetKind | null;
  uuid: string;
} {
  const rawKind = params.kind ?? params.model ?? '';
  const kind = isAssetKind(rawKind)
    ? rawKind
    : /^\d$/u.test(rawKind)
      ? (kindFromCode(Number(rawKind)) ?? null)
      : null;
  const raw = params.uuid ?? params.id ?? '';
  return { kind, uuid: UUID.test(raw) ? raw : '' };
}

function useModelKey(): { kind: AssetKind | null; uuid: string } {
  return modelKeyFrom(useParams());
}

/** Sizes read the way designers compare downloads: always in MB, never below 0.01. */
export function formatMegabytes(bytes: number): string {
  return `${Math.max(0.01, bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Fields the chips replace: they describe the chosen version, not the model. */
const VERSION_FIELD_LABELS = new Set(['软件', '渲染器']);

/** The download area, supplied by the downloads feature (features do not import each other). */
export type DownloadArea = ComponentType<{
  kind: AssetKind;
  uuid: string;
  versionId: number | undefined;
  free: boolean;
  /** The chosen version is a copyright model (its notice precedes the download). */
  copyright: boolean;
  /** Called once a download has started: the page's download count goes up by one. */
  onDownloaded?: () => void;
}>;

/** Follow control of the author card, supplied by the author-page feature. */
export type FollowAuthor = ComponentType<{
  author: string;
  loggedIn: boolean;
  onLoginNeeded: () => void;
}>;

const noSubscription = () => () => undefined;
/** The screen's width; a server render and the hydrating first pass assume a wide screen. */
function useScreenWidth(): number {
  return useSyncExternalStore(
    noSubscription,
    () => window.screen.width,
    () => SERVER_SCREEN_WIDTH,
  );
}
const SERVER_SCREEN_WIDTH = 1920;

/** The label of the info field naming the copyright owner (nikename). */
const COPYRIGHT_OWNER_LABEL = '版权所有';

export function ModelDetailPage({
  DownloadArea,
  OpenMembership,
  FollowAuthor,
}: {
  DownloadArea: DownloadArea;
  OpenMembership: OpenMembership;
  FollowAuthor?: FollowAuthor;
}) {
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>();
  const { kind, uuid } = useModelKey();
  const skip = kind === null || uuid === '';
  const detail = useGetModelDetailQuery({ kind: kind ?? 'max', uuid }, { skip });
  const similar = useGetSimilarModelsQuery(
    { kind: kind ?? 'max', uuid },
    { skip: skip || !detail.data },
  );
  const error = apiErrorInfo(detail.error);
  const notFound = skip || error?.status === 404 || error?.status === 400;
  useHead(detailHeadRoute(kind ?? 'max', uuid, detail.data));
  useDynamicTime(kind, uuid);
  useEffect(() => {
    // A missing detail titles the page 404 (spec §2.1).
    if (notFound) document.title = '404';
  }, [notFound]);

  return (
    <main className="model-detail container">
      <nav className="breadcrumb" aria-label="面包屑">
        <Link to={paths.home.href()}>云模型</Link>
        <span aria-hidden="true">&gt;</span>
        <Link to={paths.list.href(kind ?? 'max')}>{KIND_DISPLAY_NAMES[kind ?? 'max'].full}</Link>
        <span aria-hidden="true">&gt;</span>
        <span aria-current="page">{detail.data?.title ?? '模型详情'}</span>
      </nav>
      {detail.isLoading ? <Loading minHeight={480} /> : null}
      {notFound ? (
        <EmptyState text={MODEL_NOT_FOUND_TEXT}>
          <Link to={paths.list.href(kind ?? 'max')} className="ym-button ym-button-primary">
            去搜索
          </Link>
        </EmptyState>
      ) : error ? (
        <ErrorState text={error.message} onRetry={() => void detail.refetch()} />
      ) : null}
      {detail.data ? (
        <DetailBody
          model={detail.data}
          similar={similar.data ?? []}
          DownloadArea={DownloadArea}
          OpenMembership={OpenMembership}
          FollowAuthor={FollowAuthor}
          onDownloaded={() => {
            // The server counted the download; the page shows it without fetching (a fetch counts a view).
            dispatch(
              modelDetailApi.util.updateQueryData(
                'getModelDetail',
                { kind: kind ?? 'max', uuid },
                (draft) => {
                  draft.counts.downloads += 1;
                },
              ),
            );
          }}
        />
      ) : null}
    </main>
  );
}

function DetailBody({
  model,
  similar,
  DownloadArea,
  OpenMembership,
  FollowAuthor,
  onDownloaded,
}: {
  DownloadArea: DownloadArea;
  OpenMembership: OpenMembership;
  FollowAuthor: FollowAuthor | undefined;
  onDownloaded: () => void;
  model: ModelDetail;
  similar: SimilarModel[];
}) {
  const toast = useToast();
  const session = readSession();
  const [imageIndex, setImageIndex] = useState(0);
  const [versionId, setVersionId] = useState<number | undefined>(model.versions[0]?.id);
  const [reportOpen, setReportOpen] = useState(false);
  const [loginGuide, setLoginGuide] = useState(false);
  const [usageOpen, setUsageOpen] = useState(false);
  const [copyrightNoteOpen, setCopyrightNoteOpen] = useState(false);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerButton, setViewerButton] = useState<HTMLButtonElement | null>(null);
  // 3D, SU and UE models have a preview GLB; textures and UE materials show their material ball instead.
  const hasViewer = model.kind === 'max' || model.kind === 'su' || model.kind === 'ue4';
  const [lightbox, setLightbox] = useState(false);
  const [galleryHeld, setGalleryHeld] = useState(false);
  // The main image rotates like a carousel (spec §2.1), paused while the visitor points at or
  // focuses the gallery, or looks at an image in the lightbox or the 3D viewer.
  useEffect(() => {
    if (model.images.length < 2 || galleryHeld || lightbox || viewerOpen) return;
    const timer = window.setInterval(
      () => setImageIndex((index) => (index + 1) % model.images.length),
      DETAIL_IMAGE_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [model.images.length, galleryHeld, lightbox, viewerOpen]);
  const thumbnails = screenTier(useScreenWidth()).thumbnails;
  const image = model.images[imageIndex] ?? model.images[0];
  const version = model.versions.find((item) => item.id === versionId) ?? model.versions[0];
  const showVersions = model.kind === 'max' || model.kind === 'su';
  const chips = showVersions && version ? versionChips(model, version) : [];
  const fields =
    chips.length > 0
      ? model.fields.filter((field) => !VERSION_FIELD_LABELS.has(field.label))
      : model.fields;
  const owner = model.fields.find((field) => field.label === COPYRIGHT_OWNER_LABEL)?.value ?? null;
  const copyrightNoteLink = (
    <button
      type="button"
      className="ym-link-button copyright-note-link"
      onClick={() => setCopyrightNoteOpen(true)}
    >
      {DETAIL_DIALOG_MESSAGES.copyrightNoteLink}
    </button>
  );

  return (
    <>
      <section className="detail-top panel">
        <div
          className="detail-gallery"
          aria-roledescription="carousel"
          aria-label="模型图片"
          onMouseEnter={() => setGalleryHeld(true)}
          onMouseLeave={() => setGalleryHeld(false)}
          onFocus={() => setGalleryHeld(true)}
          onBlur={() => setGalleryHeld(false)}
        >
          <div className="detail-stage">
            {image?.vrUrl ? (
              <VrFrame vrUrl={image.vrUrl} />
            ) : image ? (
              <button
                type="button"
                className="detail-stage-zoom"
                aria-label="查看大图"
                onClick={() => setLightbox(true)}
              >
                <img
                  src={image.url}
                  srcSet={previewSrcSet(image.url)}
                  sizes="(max-width: 900px) 100vw, 800px"
                  alt={model.title}
                  width={1200}
                  height={900}
                />
              </button>
            ) : null}
            {model.images.length > 1 ? (
              <>
                <button
                  type="button"
                  className="detail-stage-step detail-stage-prev"
                  aria-label="上一张"
                  onClick={() =>
                    setImageIndex(
                      (index) => (index - 1 + model.images.length) % model.images.length,
                    )
                  }
                >
                  ‹
                </button>
                <button
                  type="button"
                  className="detail-stage-step detail-stage-next"
                  aria-label="下一张"
                  onClick={() => setImageIndex((index) => (index + 1) % model.images.length)}
                >
                  ›
                </button>
              </>
            ) : null}
            {hasViewer ? (
              <button
                type="button"
                ref={setViewerButton}
                className="ym-button ym-button-primary detail-viewer-button"
                onClick={() => setViewerOpen(true)}
              >
                3D预览
              </button>
            ) : null}
          </div>
          <ul className="detail-thumbs" aria-label="缩略图">
            {model.images.slice(0, thumbnails).map((item, index) => (
              <li key={`${item.url}-${String(index)}`}>
                <button
                  type="button"
                  aria-label={`第 ${String(index + 1)} 张`}
                  aria-current={index === imageIndex}
                  onClick={() => setImageIndex(index)}
                >
                  <img
                    src={item.thumbnailUrl}
                    srcSet={previewSrcSet(item.thumbnailUrl)}
                    sizes="54px"
                    alt=""
                    width={54}
                    height={54}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="detail-info">
          <h1>{model.title}</h1>
          {chips.length > 0 ? (
            <ul className="detail-chips" aria-label="当前版本">
              {chips.map((chip) => (
                <li key={chip.label}>
                  <span className="detail-chip-label">{chip.label}</span>
                  {chip.value}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="detail-id">
            ID：<span>{model.number}</span>
            <button
              type="button"
              className="ym-link-button"
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(model.number)
                  .then(() => toast('copied successfully', 'success'));
              }}
            >
              复制ID
            </button>
          </p>
          <p className="detail-counts">
            <span>下载 {model.counts.downloads}</span>
            <span>收藏 {model.counts.favourites}</span>
            <span>浏览 {model.counts.views}</span>
            <FavouriteButton modelId={model.id} kind={model.kind} />
          </p>
          <dl className="detail-fields">
            <div>
              <dt>分类</dt>
              <dd>
                {model.categories.first} / {model.categories.second}
              </dd>
            </div>
            {fields.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>
                  {field.value}
                  {field.label === COPYRIGHT_OWNER_LABEL ? copyrightNoteLink : null}
                </dd>
              </div>
            ))}
            {owner === null ? (
              // Anonymous models name no owner; the note still applies to them.
              <div>
                <dt>{COPYRIGHT_OWNER_LABEL}</dt>
                <dd>{copyrightNoteLink}</dd>
              </div>
            ) : null}
          </dl>
          {showVersions && model.versions.length > 0 ? (
            <fieldset className="detail-versions">
              <legend>版本</legend>
              {model.versions.map((item) => (
                <label key={item.id} className={item.id === version?.id ? 'chosen' : undefined}>
                  <input
                    type="radio"
                    name="version"
                    checked={item.id === version?.id}
                    onChange={() => setVersionId(item.id)}
                  />
                  {item.version}
                  {item.light ? ` · ${item.light}` : ''} · {formatMegabytes(item.sizeBytes)}
                  {item.copyright ? (
                    <span
                      className="copyright-tag"
                      title={DETAIL_DIALOG_MESSAGES.copyrightTagTitle}
                    >
                      {DETAIL_DIALOG_MESSAGES.copyrightTag}
                    </span>
                  ) : null}
                </label>
              ))}
              {model.kind === 'max' || model.kind === 'su' ? (
                <VersionConversionButton
                  model={{ kind: model.kind, uuid: model.uuid }}
                  loggedIn={session.loggedIn}
                  onLoginNeeded={() => setLoginGuide(true)}
                />
              ) : null}
            </fieldset>
          ) : null}
          <div className="detail-price">
            {model.price.free ? (
              <strong>免费</strong>
            ) : (
              <strong className="price">¥{fenToYuanString(model.price.fen)}</strong>
            )}
            {model.price.feeCategory === 3 ? <span className="member-tag">会员模型</span> : null}
            <MemberDiscount source={model.uuid} OpenMembership={OpenMembership} />
            <GoldOffer chargeCategory={model.price.chargeCategory} />
          </div>
          <DownloadArea
            kind={model.kind}
            uuid={model.uuid}
            versionId={version?.id}
            free={model.price.free}
            copyright={version?.copyright ?? false}
            onDownloaded={onDownloaded}
          />
          {version ? (
            <div className="detail-package">
              <p>
                下载包 {formatMegabytes(version.sizeBytes)}
                {version.contents
                  ? `，含 ${String(version.contents.files.length)} 个文件（${String(version.contents.textures.length)} 张贴图），解压后 ${formatMegabytes(version.contents.totalBytes)}`
                  : ''}
              </p>
              {version.contents?.model ? (
                <p className="detail-model-facts">
                  {version.contents.model.faces.toLocaleString('zh-CN')} 个面，
                  {version.contents.model.vertices.toLocaleString('zh-CN')} 个顶点，尺寸{' '}
                  {version.contents.model.widthCm} × {version.contents.model.depthCm} ×{' '}
                  {version.contents.model.heightCm} 厘米（宽 × 深 × 高）
                </p>
              ) : null}
              <details className="detail-checksum">
                <summary>文件校验</summary>
                <p>
                  SHA-256：<code>{version.sha256}</code>
                </p>
              </details>
            </div>
          ) : null}
        </div>
      </section>

      <div className="detail-columns">
        <div className="detail-main">
          {model.latestErrorReply ? (
            <section className="panel detail-reply" aria-labelledby="latest-reply">
              <h2 id="latest-reply">最新纠错回复</h2>
              <p>
                {model.latestErrorReply.nickname || model.latestErrorReply.userName}：
                {model.latestErrorReply.content}
              </p>
              <p className="reply">
                {model.latestErrorReply.replyNickname ?? '客服'}回复：{model.latestErrorReply.reply}
              </p>
            </section>
          ) : null}
          <section className="panel" aria-labelledby="usage">
            <h2 id="usage">使用说明</h2>
            <p>
              下载后解压即可使用；模型与贴图位于同一目录，请保持相对路径。使用云模型客户端可一键导入。
            </p>
            <p className="usage-links">
              <button type="button" className="ym-button" onClick={() => setUsageOpen(true)}>
                {DETAIL_DIALOG_MESSAGES.usageInstructionsButton}
              </button>
              <a href={externalLinks.clientDownload}>下载云模型上传/下载客户端</a>
            </p>
          </section>
          <section className="panel" aria-labelledby="correction">
            <h2 id="correction">模型纠错</h2>
            <p>模型打不开、版本错误或与图片不符？告诉我们，核实后会回复您。</p>
            <button
              type="button"
              className="ym-button"
              onClick={() => {
                if (!session.loggedIn) setLoginGuide(true);
                else setReportOpen(true);
              }}
            >
              我要纠错
            </button>
          </section>
          {similar.length > 0 ? (
            <section aria-labelledby="similar-models">
              <div className="section-title">
                <h2 id="similar-models">相似推荐</h2>
                <Link to={paths.list.href(model.kind)}>查看更多&gt;</Link>
              </div>
              <ul className="detail-similar">
                {similar.map((item) => (
                  <li key={item.uuid}>
                    <Link to={paths.detail.href(item.kind, item.uuid)}>
                      <img
                        src={item.thumbnailUrl}
                        srcSet={previewSrcSet(item.thumbnailUrl)}
                        sizes="(max-width: 768px) 50vw, 200px"
                        alt=""
                        width={200}
                        height={150}
                        loading="lazy"
                      />
                      <span>{item.title}</span>
                      {item.priceLabel ? (
                        <strong className="price">{item.priceLabel}</strong>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="detail-side">
          {!model.anonymous && model.author ? (
            <section className="panel detail-author" aria-label="作者">
              <img
                className="avatar"
                src={model.author.avatarUrl ?? AVATAR_FALLBACK}
                alt=""
                width={56}
                height={56}
              />
              <div>
                <strong>{model.author.nickname}</strong>
                <span>作品 {model.author.models}</span>
              </div>
              {FollowAuthor ? (
                <FollowAuthor
                  author={model.author.userName}
                  loggedIn={session.loggedIn}
                  onLoginNeeded={() => setLoginGuide(true)}
                />
              ) : null}
              <ul className="detail-works">
                {model.works.slice(0, 6).map((work) => (
                  <li key={work.uuid}>
                    <Link to={paths.detail.href(work.kind, work.uuid)} title={work.title}>
                      <img
                        src={work.thumbnailUrl}
                        srcSet={previewSrcSet(work.thumbnailUrl)}
                        sizes="90px"
                        alt={work.title}
                        width={90}
                        height={90}
                        loading="lazy"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <UserCentreBlock loggedIn={session.loggedIn} onLoginNeeded={() => setLoginGuide(true)} />
          {model.ads.length > 0 ? (
            <Carousel
              className="detail-ads"
              label="广告"
              height={180}
              delayMs={TIMINGS.adCarousel}
              slides={model.ads.map((ad, index) => ({
                id: index,
                image: ad.imageUrl,
                title: ad.title,
                href: ad.url,
              }))}
            />
          ) : null}
        </aside>
      </div>

      <ErrorReportDialog
        open={reportOpen}
        onOpenChange={setReportOpen}
        modelUuid={model.uuid}
        modelNumber={model.number}
      />
      {hasViewer ? (
        <ModelViewerDialog
          open={viewerOpen}
          onOpenChange={setViewerOpen}
          modelId={model.id}
          title={model.title}
          returnFocus={viewerButton}
        />
      ) : null}
      <UsageInstructionsDialog open={usageOpen} onOpenChange={setUsageOpen} kind={model.kind} />
      <CopyrightNoteDialog
        open={copyrightNoteOpen}
        onOpenChange={setCopyrightNoteOpen}
        owner={owner}
      />
      <LoginGuideDialog open={loginGuide} onOpenChange={setLoginGuide} />
      <GalleryLightbox
        open={lightbox}
        onOpenChange={setLightbox}
        title={model.title}
        images={model.images.filter((item) => !item.vrUrl).map((item) => item.url)}
        index={Math.max(
          0,
          model.images.filter((item) => !item.vrUrl).findIndex((item) => item.url === image?.url),
        )}
      />
    </>
  );
}

/** A VR image: its address is resolved by the pano url call, so only known panoramas are framed. */
function VrFrame({ vrUrl }: { vrUrl: string }) {
  const { data } = useResolvePanoUrlQuery(vrUrl);
  return data ? (
    <iframe title="VR 全景" src={data.url} sandbox="allow-scripts allow-same-origin" />
  ) : null;
}

function versionChips(
  model: ModelDetail,
  version: ModelDetail['versions'][number],
): { label: string; value: string }[] {
  const renderer =
    version.light ?? model.fields.find((field) => field.label === '渲染器')?.value ?? null;
  // The format is what the chosen version's package holds; 版本 is the software version the work is
  // filed under (spec's zip version), which the package's readme explains how to import into.
  const format = packageFormatLabel(version.contents);
  return [
    ...(format ? [{ label: '格式', value: format }] : []),
    { label: '版本', value: version.version },
    ...(renderer ? [{ label: '渲染器', value: renderer }] : []),
  ];
}

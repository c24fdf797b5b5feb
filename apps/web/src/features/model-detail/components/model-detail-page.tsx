import type { ModelDetail } from '@yunmo/api-contract/model-detail';
import {
  isAssetKind,
  kindFromCode,
  KIND_DISPLAY_NAMES,
  type AssetKind,
} from '@yunmo/domain/asset-kinds';
import { screenTier, TIMINGS } from '@yunmo/domain/daily-rules';
import { DETAIL_DIALOG_MESSAGES } from '@yunmo/domain/messages';
import { fenToYuanString } from '@yunmo/domain/money';
import { Carousel } from '@yunmo/ui/carousel';
import { EmptyState, ErrorState, Loading } from '@yunmo/ui/states';
import { useToast } from '@yunmo/ui/toast';
import { useEffect, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useGetModelDetailQuery, useGetSimilarModelsQuery } from '../api/model-detail-api';
import { CopyrightNoteDialog } from './copyright-note-dialog';
import { ErrorReportDialog } from './error-report-dialog';
import { MemberDiscount, type OpenMembership } from './member-discount';
import { UsageInstructionsDialog } from './usage-instructions-dialog';
import { VersionConversionButton } from './version-conversion';
import { LoginGuideDialog } from '@/components/login-guide-dialog';
import { FavouriteButton } from '@/components/account/favourite-button';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { readSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import './model-detail.css';

const UUID = /^[A-Za-z0-9-]{1,64}$/u;
export const MODEL_NOT_FOUND_TEXT = '模型未找到!';

/** `/detail/{kind}/{uuid}` and `/model/detail/{model}/{id}` (model: a kind name or code). */
function useModelKey(): { kind: AssetKind | null; uuid: string } {
  const params = useParams();
  const rawKind = params.kind ?? params.model ?? '';
  const kind = isAssetKind(rawKind)
    ? rawKind
    : /^\d$/u.test(rawKind)
      ? (kindFromCode(Number(rawKind)) ?? null)
      : null;
  const raw = params.uuid ?? params.id ?? '';
  return { kind, uuid: UUID.test(raw) ? raw : '' };
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${String(bytes)} B`;
}

/** The download area, supplied by the downloads feature (features do not import each other). */
export type DownloadArea = ComponentType<{
  kind: AssetKind;
  uuid: string;
  versionId: number | undefined;
  free: boolean;
  /** The chosen version is a copyright model (its notice precedes the download). */
  copyright: boolean;
}>;

/** The label of the info field naming the copyright owner (nikename). */
const COPYRIGHT_OWNER_LABEL = '版权所有';

export function ModelDetailPage({
  DownloadArea,
  OpenMembership,
}: {
  DownloadArea: DownloadArea;
  OpenMembership: OpenMembership;
}) {
  const { kind, uuid } = useModelKey();
  const skip = kind === null || uuid === '';
  const detail = useGetModelDetailQuery({ kind: kind ?? 'max', uuid }, { skip });
  const similar = useGetSimilarModelsQuery(
    { kind: kind ?? 'max', uuid },
    { skip: skip || !detail.data },
  );
  const error = apiErrorInfo(detail.error);
  const notFound = skip || error?.status === 404 || error?.status === 400;
  useDocumentTitle(detail.data?.title ?? '');
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
}: {
  DownloadArea: DownloadArea;
  OpenMembership: OpenMembership;
  model: ModelDetail;
  similar: {
    uuid: string;
    kind: AssetKind;
    title: string;
    thumbnailUrl: string;
    downloads: number;
  }[];
}) {
  const toast = useToast();
  const session = readSession();
  const [imageIndex, setImageIndex] = useState(0);
  const [versionId, setVersionId] = useState<number | undefined>(model.versions[0]?.id);
  const [reportOpen, setReportOpen] = useState(false);
  const [loginGuide, setLoginGuide] = useState(false);
  const [usageOpen, setUsageOpen] = useState(false);
  const [copyrightNoteOpen, setCopyrightNoteOpen] = useState(false);
  const thumbnails = screenTier(window.screen.width).thumbnails;
  const image = model.images[imageIndex] ?? model.images[0];
  const version = model.versions.find((item) => item.id === versionId) ?? model.versions[0];
  const showVersions = model.kind === 'max' || model.kind === 'su';
  const owner = model.fields.find((field) => field.label === COPYRIGHT_OWNER_LABEL)?.value ?? null;
  const copyrightNoteLink = (
    <button type="button" className="ym-link-button copyright-note-link" onClick={() => setCopyrightNoteOpen(true)}>
      {DETAIL_DIALOG_MESSAGES.copyrightNoteLink}
    </button>
  );

  return (
    <>
      <section className="detail-top panel">
        <div className="detail-gallery">
          <div className="detail-stage">
            {image?.vrUrl ? (
              <iframe title="VR 全景" src={image.vrUrl} sandbox="allow-scripts allow-same-origin" />
            ) : image ? (
              <img src={image.url} alt={model.title} />
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
                  <img src={item.thumbnailUrl} alt="" width={54} height={54} />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="detail-info">
          <h1>{model.title}</h1>
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
            {model.fields.map((field) => (
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
                  {item.light ? ` · ${item.light}` : ''} · {formatBytes(item.sizeBytes)}
                  {item.copyright ? (
                    <span className="copyright-tag" title={DETAIL_DIALOG_MESSAGES.copyrightTagTitle}>
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
          </div>
          <DownloadArea
            kind={model.kind}
            uuid={model.uuid}
            versionId={version?.id}
            free={model.price.free}
            copyright={version?.copyright ?? false}
          />
          {version?.contents ? (
            <details className="detail-contents" open>
              <summary>
                文件内容（{version.contents.files.length} 个文件，
                {formatBytes(version.contents.totalBytes)}，下载包 {formatBytes(version.sizeBytes)}
                ）
              </summary>
              <ul>
                {version.contents.files.map((file) => (
                  <li key={file.name}>
                    <span>{file.name}</span>
                    <span>{formatBytes(file.bytes)}</span>
                    {version.contents?.textures.includes(file.name) ? <em>贴图</em> : null}
                  </li>
                ))}
              </ul>
              <p className="detail-sha">SHA-256：{version.sha256}</p>
            </details>
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
                      <img src={item.thumbnailUrl} alt="" loading="lazy" />
                      <span>{item.title}</span>
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
              {model.author.avatarUrl ? (
                <img src={model.author.avatarUrl} alt="" width={56} height={56} />
              ) : null}
              <div>
                <strong>{model.author.nickname}</strong>
                <span>作品 {model.author.models}</span>
              </div>
              <ul className="detail-works">
                {model.works.slice(0, 6).map((work) => (
                  <li key={work.uuid}>
                    <Link to={paths.detail.href(work.kind, work.uuid)} title={work.title}>
                      <img src={work.thumbnailUrl} alt={work.title} loading="lazy" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
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
      <UsageInstructionsDialog open={usageOpen} onOpenChange={setUsageOpen} kind={model.kind} />
      <CopyrightNoteDialog open={copyrightNoteOpen} onOpenChange={setCopyrightNoteOpen} owner={owner} />
      <LoginGuideDialog open={loginGuide} onOpenChange={setLoginGuide} />
    </>
  );
}

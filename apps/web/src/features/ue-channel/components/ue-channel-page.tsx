import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Carousel } from '@yunmo/ui/carousel';
import { useToast } from '@yunmo/ui/toast';
import { ACTION_MESSAGES } from '@yunmo/domain/messages';
import { UE_RENDER_PRICE_LI_PER_GHZ_HOUR } from '@yunmo/domain/money';
import { pauseOthersOnPlay, UNSUPPORTED_VIDEO_TEXT } from './exclusive-playback';
import { UE_CHANNEL_SLIDES, videoPoster } from './slides';
import { externalLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useHead } from '@/lib/use-head';
import './ue-channel.css';

/** Render prices per GHz-hour in yuan, from the domain's li (1/1000 yuan) rates. */
const renderPrice = {
  standard: (UE_RENDER_PRICE_LI_PER_GHZ_HOUR.standard / 1000).toFixed(3),
  gold: (UE_RENDER_PRICE_LI_PER_GHZ_HOUR.gold / 1000).toFixed(3),
};

const VIDEOS = [
  { key: 'max2ue', title: 'Max2UE 转换演示', src: '/ue-channel/max2ue.webm' },
  { key: 'render', title: 'UE云渲染演示', src: '/ue-channel/cloud-render.webm' },
  { key: 'vr', title: '云VR漫游演示', src: '/ue-channel/cloud-vr.webm' },
] as const;

const CONTACTS = [
  { key: 'qq', label: 'QQ', value: site.qqGroup },
  { key: 'phone', label: '电话', value: site.servicePhone },
  { key: 'wechat', label: '微信', value: 'yunmo_ue' },
] as const;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function ChannelVideo({
  title,
  src,
  index,
  register,
  onPlay,
}: {
  title: string;
  src: string;
  index: number;
  register: (video: HTMLVideoElement | null) => void;
  onPlay: (event: Event) => void;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="ue-video">
      {failed ? (
        <div className="ue-video-unsupported" role="note">
          {UNSUPPORTED_VIDEO_TEXT}
        </div>
      ) : (
        <video
          ref={(video) => {
            register(video);
            if (video && video.canPlayType('video/webm') === '') setFailed(true);
          }}
          controls
          preload="metadata"
          poster={videoPoster(index)}
          aria-label={title}
          onPlay={(event) => {
            onPlay(event.nativeEvent);
          }}
          onError={() => {
            setFailed(true);
          }}
        >
          <source
            src={src}
            type="video/webm"
            onError={() => {
              setFailed(true);
            }}
          />
          {UNSUPPORTED_VIDEO_TEXT}
        </video>
      )}
      <figcaption>{title}</figcaption>
    </figure>
  );
}

/** /ueChannel: the Unreal Engine channel page. */
export function UeChannelPage() {
  useHead({ name: 'static', page: 'ueChannel' });
  const toast = useToast();
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const onPlay = pauseOthersOnPlay(() => videos.current);
  const copy = (value: string) => {
    void copyText(value).then((copied) => {
      toast(
        copied ? ACTION_MESSAGES.copied : ACTION_MESSAGES.copyFailed,
        copied ? 'success' : 'error',
      );
    });
  };
  return (
    <main className="ue-channel">
      <h1 className="ym-visually-hidden">UE频道</h1>
      <Carousel
        slides={UE_CHANNEL_SLIDES}
        delayMs={3000}
        height={420}
        label="UE频道轮播"
        captions
      />
      <div className="container">
        <section className="ue-section" aria-labelledby="ue-max2ue">
          <h2 id="ue-max2ue">Max2UE 工具</h2>
          <p>3ds Max 场景、材质和灯光一键转换到虚幻引擎，保留层级与UV，省去繁琐的导入与重建。</p>
          <a
            className="ym-button ym-button-primary"
            href={externalLinks.converter}
            target="_blank"
            rel="noreferrer"
          >
            下载 Max2UE
          </a>
        </section>
        <section className="ue-section" aria-labelledby="ue-assets">
          <h2 id="ue-assets">UE材质与模型</h2>
          <p>海量虚幻引擎模型与材质，下载即用；也欢迎上传您的作品获取收益。</p>
          <div className="ue-actions">
            <Link className="ym-button ym-button-primary" to={paths.channel.href('ue4')}>
              下载UE模型
            </Link>
            <Link className="ym-button ym-button-primary" to={paths.channel.href('uec')}>
              下载UE材质
            </Link>
            <a
              className="ym-button"
              href={externalLinks.uploadModel}
              target="_blank"
              rel="noreferrer"
            >
              上传作品
            </a>
          </div>
        </section>
        <section className="ue-section" aria-labelledby="ue-render">
          <h2 id="ue-render">UE云渲染</h2>
          <p>海量算力按需使用，出图快，无需自建渲染农场。</p>
          <dl className="ue-prices">
            <div>
              <dt>渲染价格</dt>
              <dd>
                <strong>{renderPrice.standard}</strong>元/GHz·小时
              </dd>
            </div>
            <div>
              <dt>黄金会员</dt>
              <dd>
                <strong>{renderPrice.gold}</strong>元/GHz·小时（九折）
              </dd>
            </div>
          </dl>
          <a
            className="ym-button"
            href={externalLinks.cloudRendering}
            target="_blank"
            rel="noreferrer"
          >
            开始渲染
          </a>
        </section>
        <section className="ue-section" aria-labelledby="ue-videos">
          <h2 id="ue-videos">视频演示</h2>
          <div className="ue-videos">
            {VIDEOS.map((video, index) => (
              <ChannelVideo
                key={video.key}
                title={video.title}
                src={video.src}
                index={index}
                register={(element) => {
                  videos.current[index] = element;
                }}
                onPlay={onPlay}
              />
            ))}
          </div>
        </section>
        <section className="ue-section" aria-labelledby="ue-vr">
          <h2 id="ue-vr">云VR</h2>
          <p>无需安装，在浏览器中流畅漫游UE场景，链接分享给客户即可查看。</p>
          <a className="ym-button" href={externalLinks.panorama} target="_blank" rel="noreferrer">
            体验云VR与全景
          </a>
        </section>
        <section className="ue-section" aria-labelledby="ue-vr-app">
          <h2 id="ue-vr-app">VR应用</h2>
          <p>戴上头显，沉浸式查看设计方案，支持多人同屏讲解。</p>
        </section>
        <section className="ue-section" aria-labelledby="ue-custom">
          <h2 id="ue-custom">定制设计服务</h2>
          <p>专业UE团队为您定制场景、动画与交互应用。点击下方联系方式即可复制。</p>
          <ul className="ue-contacts">
            {CONTACTS.map((contact) => (
              <li key={contact.key}>
                <button
                  type="button"
                  className="ue-contact"
                  onClick={() => {
                    copy(contact.value);
                  }}
                  aria-label={`复制${contact.label} ${contact.value}`}
                >
                  {contact.label}：{contact.value}
                </button>
              </li>
            ))}
          </ul>
          <a
            className="ym-button"
            href={externalLinks.customerService}
            target="_blank"
            rel="noreferrer"
          >
            在线客服
          </a>
        </section>
      </div>
    </main>
  );
}

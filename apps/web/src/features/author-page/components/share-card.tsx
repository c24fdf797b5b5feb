import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { ACTION_MESSAGES } from '@yunmo/domain/messages';
import { useToast } from '@yunmo/ui/toast';
import { useWechatShare } from '@/lib/site-calls';

/** The owner's share card: a QR code of the page link that can be downloaded, and the link to copy. */
export function ShareCard({ link, name }: { link: string; name: string }) {
  const [qr, setQr] = useState<string | null>(null);
  const toast = useToast();
  // The WeChat share of this page (share signature, then the JS-SDK; a log line without them).
  useWechatShare({ title: `${name}的个人主页`, desc: `${name}的作品与全景`, link });
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(link, { width: 200, margin: 1 }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast(ACTION_MESSAGES.copied, 'success');
    } catch {
      toast(ACTION_MESSAGES.copyFailed, 'error');
    }
  };
  return (
    <section className="author-share" aria-label="分享名片">
      {qr ? <img src={qr} alt={`${name}个人主页二维码`} width={120} height={120} /> : null}
      <div className="author-share-actions">
        {qr ? (
          <a href={qr} download={`${name}-个人主页.png`}>
            下载二维码
          </a>
        ) : null}
        <button
          type="button"
          onClick={() => {
            void copy();
          }}
        >
          复制链接
        </button>
      </div>
    </section>
  );
}

import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { downloadButtonText } from '@yunmo/domain/download-flow';
import { DETAIL_DIALOG_MESSAGES } from '@yunmo/domain/messages';
import { downloadSourceSchema } from '@yunmo/api-contract/downloads';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDownloadFlow } from '../hooks/use-download-flow';
import { CopyrightNoticeDialog } from './copyright-notice-dialog';
import { DownloadDialogs } from './download-dialogs';
import { DownloadInstructionsDialog } from './download-instructions-dialog';
import { QuotaMeter } from './quota-meter';
import { LoginGuideDialog } from '@/components/login-guide-dialog';
import { readSession } from '@/lib/session';
import './downloads.css';

/** The page's `?source`, when it is a valid one (an invalid one is dropped, not sent). */
export function pageSource(params: URLSearchParams): string | undefined {
  const parsed = downloadSourceSchema.safeParse(params.get('source') ?? '');
  return parsed.success && parsed.data !== '' ? parsed.data : undefined;
}

export interface DownloadPanelProps {
  kind: AssetKind;
  uuid: string;
  versionId: number | undefined;
  free: boolean;
  /** The chosen version is a copyright model: its notice comes before the download. */
  copyright: boolean;
  /** Called when the server has granted the download (the page bumps its count). */
  onDownloaded?: (() => void) | undefined;
}

/** The download button (下载 / 立即下载 / 正在下载{percent}%...), the quota meter and the flow's dialogs. */
export function DownloadPanel({
  kind,
  uuid,
  versionId,
  free,
  copyright,
  onDownloaded,
}: DownloadPanelProps) {
  const session = readSession();
  const [searchParams] = useSearchParams();
  const flow = useDownloadFlow(kind, uuid, onDownloaded, pageSource(searchParams));
  const [loginGuide, setLoginGuide] = useState(false);
  const [copyrightNotice, setCopyrightNotice] = useState(false);
  const [instructions, setInstructions] = useState(false);
  return (
    <>
      <div className="download-actions">
        <button
          type="button"
          className="ym-button ym-button-primary detail-download"
          disabled={flow.busy || flow.percent !== null}
          onClick={() => {
            if (!session.loggedIn) setLoginGuide(true);
            else if (copyright) setCopyrightNotice(true);
            else flow.start(versionId);
          }}
        >
          {downloadButtonText({ free, downloadingPercent: flow.percent })}
        </button>
        <button
          type="button"
          className="download-instructions-link"
          onClick={() => setInstructions(true)}
        >
          {DETAIL_DIALOG_MESSAGES.downloadInstructionsLink}
        </button>
      </div>
      <QuotaMeter loggedIn={session.loggedIn} />
      <DownloadDialogs flow={flow} />
      <CopyrightNoticeDialog
        open={copyrightNotice}
        onAcknowledge={() => {
          setCopyrightNotice(false);
          flow.start(versionId);
        }}
        onCancel={() => setCopyrightNotice(false)}
      />
      <DownloadInstructionsDialog open={instructions} onOpenChange={setInstructions} />
      <LoginGuideDialog
        open={loginGuide || flow.needsLogin}
        onOpenChange={(open) => {
          setLoginGuide(open);
          if (!open) flow.dismissLogin();
        }}
      />
    </>
  );
}

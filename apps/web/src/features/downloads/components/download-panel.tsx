import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { downloadButtonText } from '@yunmo/domain/download-flow';
import { useState } from 'react';
import { useDownloadFlow } from '../hooks/use-download-flow';
import { DownloadDialogs } from './download-dialogs';
import { QuotaMeter } from './quota-meter';
import { LoginGuideDialog } from '@/components/login-guide-dialog';
import { readSession } from '@/lib/session';

export interface DownloadPanelProps {
  kind: AssetKind;
  uuid: string;
  versionId: number | undefined;
  free: boolean;
}

/** The download button (下载 / 立即下载 / 正在下载{percent}%...), the quota meter and the flow's dialogs. */
export function DownloadPanel({ kind, uuid, versionId, free }: DownloadPanelProps) {
  const session = readSession();
  const flow = useDownloadFlow(kind, uuid);
  const [loginGuide, setLoginGuide] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ym-button ym-button-primary detail-download"
        disabled={flow.busy || flow.percent !== null}
        onClick={() => {
          if (!session.loggedIn) setLoginGuide(true);
          else flow.start(versionId);
        }}
      >
        {downloadButtonText({ free, downloadingPercent: flow.percent })}
      </button>
      <QuotaMeter loggedIn={session.loggedIn} />
      <DownloadDialogs flow={flow} />
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

import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useGetShutdownNoticeQuery, useMuteShutdownNoticeMutation } from '../api/notices-api';
import { isGuestMuted, muteForGuest, takeDailyPopup } from '../daily-marker';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { readSession } from '@/lib/session';
import { NoticeDates } from './notice-dates';
import './daily-popups.css';

export const SHUTDOWN_POPUP = 'shutdownPopup';

/** The daily shutdown popup: once a day (Asia/Shanghai), never after "do not remind". */
export function ShutdownPopup() {
  const session = readSession();
  const { data: notice } = useGetShutdownNoticeQuery(undefined);
  const [mute] = useMuteShutdownNoticeMutation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [doNotRemind, setDoNotRemind] = useState(false);
  const checkboxId = useId();

  useEffect(() => {
    if (!notice) return;
    const muted = !notice.show || (!session.loggedIn && isGuestMuted(SHUTDOWN_POPUP));
    if (takeDailyPopup(SHUTDOWN_POPUP, session.userName, muted).show) setOpen(true);
    // Decided once per loaded notice; the session cookie does not change while the page lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice]);

  const close = () => {
    setOpen(false);
    if (!doNotRemind) return;
    if (!session.loggedIn) {
      muteForGuest(SHUTDOWN_POPUP);
      return;
    }
    void mute(undefined)
      .unwrap()
      .catch((error: unknown) => {
        toast(apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '设置失败', 'error');
      });
  };

  if (!notice) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => { if (!next) close(); }}
      title={notice.title}
      width={520}
      className="shutdown-popup"
      footer={
        <div className="shutdown-popup-footer">
          <label htmlFor={checkboxId} className="shutdown-popup-mute">
            <input id={checkboxId} type="checkbox" checked={doNotRemind} onChange={(event) => { setDoNotRemind(event.target.checked); }} />
            不再提醒
          </label>
          <Link to={paths.activity.href()} className="ym-button" onClick={close}>
            查看详情
          </Link>
          <button type="button" className="ym-button ym-button-primary" onClick={close}>
            我知道了
          </button>
        </div>
      }
    >
      <p>{notice.body}</p>
      <NoticeDates notice={notice} />
    </Dialog>
  );
}

export default ShutdownPopup;

import { useEffect, useId, useState } from 'react';
import { Link, useMatch } from 'react-router';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useGetShutdownNoticeQuery, useMuteShutdownNoticeMutation } from '../api/notices-api';
import { isGuestMuted, muteForGuest, takeDailyPopup } from '../daily-marker';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useModalTurn } from '@/lib/modal-queue';
import { readSession } from '@/lib/session';
import { NoticeDates } from './notice-dates';
import './daily-popups.css';

export const SHUTDOWN_POPUP = 'shutdownPopup';

/**
 * The daily shutdown notice: once a day (Asia/Shanghai), never after "do not remind". The spec's
 * popup is a dialog on the home page, where a visitor arrives; on every other page the same notice
 * is a dismissible banner that does not block what the visitor came for.
 */
export function ShutdownPopup() {
  const onHome = useMatch(paths.home.pattern) !== null;
  const session = readSession();
  const { data: notice, isError } = useGetShutdownNoticeQuery(undefined);
  const [mute] = useMuteShutdownNoticeMutation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [decided, setDecided] = useState(false);
  const [doNotRemind, setDoNotRemind] = useState(false);
  const checkboxId = useId();
  // On the home page the notice comes before the membership popups, whichever data arrives first.
  const turn = useModalTurn('shutdownNotice', open && onHome, onHome && !decided && !isError);

  useEffect(() => {
    if (!notice) return;
    const muted = !notice.show || (!session.loggedIn && isGuestMuted(SHUTDOWN_POPUP));
    if (takeDailyPopup(SHUTDOWN_POPUP, session.userName, muted).show) setOpen(true);
    setDecided(true);
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
        toast(
          apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '设置失败',
          'error',
        );
      });
  };

  if (!notice) return null;
  if (!onHome) {
    if (!open) return null;
    return (
      <section className="shutdown-banner" role="region" aria-label={notice.title}>
        <p>
          <strong>{notice.title}</strong> {notice.body}
        </p>
        <label htmlFor={checkboxId} className="shutdown-popup-mute">
          <input
            id={checkboxId}
            type="checkbox"
            checked={doNotRemind}
            onChange={(event) => {
              setDoNotRemind(event.target.checked);
            }}
          />
          不再提醒
        </label>
        <Link to={paths.activity.href()} className="ym-button" onClick={close}>
          查看详情
        </Link>
        <button type="button" className="ym-button ym-button-primary" onClick={close}>
          我知道了
        </button>
      </section>
    );
  }
  return (
    <Dialog
      open={turn}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={notice.title}
      width={520}
      className="shutdown-popup"
      footer={
        <div className="shutdown-popup-footer">
          <label htmlFor={checkboxId} className="shutdown-popup-mute">
            <input
              id={checkboxId}
              type="checkbox"
              checked={doNotRemind}
              onChange={(event) => {
                setDoNotRemind(event.target.checked);
              }}
            />
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

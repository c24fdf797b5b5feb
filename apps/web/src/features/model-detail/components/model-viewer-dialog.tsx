import { Dialog } from '@yunmo/ui/dialog';
import { useEffect, useRef, useState } from 'react';
import type { ViewerHandle, ViewerStats } from './model-viewer-scene';

/** The public preview GLB of a model, built by the API on the first request. */
export function previewGlbUrl(modelId: number): string {
  return `/files/previews/models/${String(modelId)}.glb`;
}

type LoadState = 'loading' | 'ready' | 'error';

/**
 * 3D预览: an interactive view of the model's preview GLB. three.js comes in by a dynamic import when
 * the dialog opens, so no page pays for it before; Radix gives the focus trap, Escape and focus return.
 */
export function ModelViewerDialog({
  open,
  onOpenChange,
  modelId,
  title,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modelId: number;
  title: string;
  /** The button that opened the viewer: keyboard focus goes back to it when the viewer closes. */
  returnFocus?: HTMLElement | null;
}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [stats, setStats] = useState<ViewerStats | null>(null);
  const [wireframe, setWireframe] = useState(false);
  const handle = useRef<ViewerHandle | null>(null);
  const wasOpen = useRef(open);

  // The trigger is a plain button (not Radix's own trigger), so focus is handed back after closing.
  useEffect(() => {
    if (wasOpen.current && !open) returnFocus?.focus();
    wasOpen.current = open;
  }, [open, returnFocus]);

  useEffect(() => {
    if (!open || !host) return;
    let cancelled = false;
    setState('loading');
    setStats(null);
    setWireframe(false);
    import('./model-viewer-scene')
      .then(({ mountViewer }) => mountViewer(host, previewGlbUrl(modelId)))
      .then((mounted) => {
        if (cancelled) {
          mounted.handle.dispose();
          return;
        }
        handle.current = mounted.handle;
        setStats(mounted.stats);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      handle.current?.dispose();
      handle.current = null;
    };
  }, [open, host, modelId]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`3D预览 · ${title}`}
      width={960}
      className="model-viewer-dialog"
    >
      <div className="model-viewer-stage" ref={setHost} data-state={state}>
        {state === 'loading' ? (
          <p className="model-viewer-status" role="status">
            模型加载中…
          </p>
        ) : null}
        {state === 'error' ? (
          <p className="model-viewer-status" role="alert">
            预览加载失败，请稍后重试
          </p>
        ) : null}
      </div>
      <div className="model-viewer-bar">
        <p className="model-viewer-stats" aria-live="polite">
          {stats ? (
            <>
              <span>
                尺寸：{stats.widthCm} × {stats.depthCm} × {stats.heightCm} cm（宽 × 深 × 高）
              </span>
              <span>面数：{stats.faces.toLocaleString('zh-CN')}</span>
            </>
          ) : null}
        </p>
        <div className="model-viewer-actions">
          <button
            type="button"
            className="ym-button"
            aria-pressed={wireframe}
            disabled={state !== 'ready'}
            onClick={() => {
              const next = !wireframe;
              setWireframe(next);
              handle.current?.setWireframe(next);
            }}
          >
            线框
          </button>
          <button
            type="button"
            className="ym-button"
            disabled={state !== 'ready'}
            onClick={() => handle.current?.reset()}
          >
            重置视角
          </button>
        </div>
      </div>
      <p className="model-viewer-hint">
        拖动旋转，滚轮或双指缩放，右键拖动平移；预览为轻量模型，完整文件请下载。
      </p>
    </Dialog>
  );
}

import { Dialog } from '@yunmo/ui/dialog';
import { useEffect, useState } from 'react';

/** The detail gallery enlarged: previous/next, and a click (or 放大) toggles a 2x zoom that follows the pointer. */
export function GalleryLightbox({
  open,
  onOpenChange,
  title,
  images,
  index,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  images: string[];
  index: number;
}) {
  const [current, setCurrent] = useState(index);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  useEffect(() => {
    if (open) {
      setCurrent(index);
      setZoomed(false);
    }
  }, [open, index]);
  if (images.length === 0) return null;
  const go = (step: number) => {
    setZoomed(false);
    setCurrent((value) => (value + step + images.length) % images.length);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${title}（${String(current + 1)}/${String(images.length)}）`}
      width={1100}
      className="gallery-lightbox"
    >
      <div
        className="gallery-lightbox-stage"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') go(-1);
          if (event.key === 'ArrowRight') go(1);
        }}
      >
        <img
          src={images[current]}
          alt={`${title} 第 ${String(current + 1)} 张`}
          className={zoomed ? 'zoomed' : undefined}
          style={{ transformOrigin: origin }}
          onClick={() => setZoomed((value) => !value)}
          onMouseMove={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setOrigin(
              `${String(((event.clientX - box.left) / box.width) * 100)}% ${String(((event.clientY - box.top) / box.height) * 100)}%`,
            );
          }}
        />
      </div>
      <div className="gallery-lightbox-controls">
        <button
          type="button"
          className="ym-button"
          onClick={() => go(-1)}
          disabled={images.length < 2}
        >
          上一张
        </button>
        <button
          type="button"
          className="ym-button"
          aria-pressed={zoomed}
          onClick={() => setZoomed((value) => !value)}
        >
          {zoomed ? '还原' : '放大'}
        </button>
        <button
          type="button"
          className="ym-button"
          onClick={() => go(1)}
          disabled={images.length < 2}
        >
          下一张
        </button>
      </div>
    </Dialog>
  );
}

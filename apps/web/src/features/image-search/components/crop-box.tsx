import { useRef, useState, type PointerEvent } from 'react';

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WHOLE_PICTURE: CropRect = { x: 0, y: 0, width: 1, height: 1 };
const MIN_SIDE = 0.05;
const STEP = 0.05;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function normalised(rect: CropRect): CropRect {
  const width = clamp(rect.width, MIN_SIDE, 1);
  const height = clamp(rect.height, MIN_SIDE, 1);
  return { x: clamp(rect.x, 0, 1 - width), y: clamp(rect.y, 0, 1 - height), width, height };
}

export interface CropBoxProps {
  image: string;
  crop: CropRect;
  onChange: (crop: CropRect) => void;
}

/** The current picture with a crop rectangle: drag on the picture to draw it, or use the buttons. */
export function CropBox({ image, crop, onChange }: CropBoxProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);

  const pointAt = (event: PointerEvent) => {
    const bounds = frame.current?.getBoundingClientRect();
    if (!bounds || bounds.width === 0 || bounds.height === 0) return { x: 0, y: 0 };
    return {
      x: clamp((event.clientX - bounds.left) / bounds.width, 0, 1),
      y: clamp((event.clientY - bounds.top) / bounds.height, 0, 1),
    };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setStart(pointAt(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start) return;
    const point = pointAt(event);
    onChange(
      normalised({
        x: Math.min(start.x, point.x),
        y: Math.min(start.y, point.y),
        width: Math.abs(point.x - start.x),
        height: Math.abs(point.y - start.y),
      }),
    );
  };
  const onPointerUp = () => {
    setStart(null);
  };
  const move = (dx: number, dy: number) => {
    onChange(normalised({ ...crop, x: crop.x + dx, y: crop.y + dy }));
  };
  const grow = (delta: number) => {
    onChange(
      normalised({
        x: crop.x - delta / 2,
        y: crop.y - delta / 2,
        width: crop.width + delta,
        height: crop.height + delta,
      }),
    );
  };

  return (
    <div className="crop-tool">
      <div
        ref={frame}
        className="crop-frame"
        data-testid="crop-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img src={image} alt="当前图片" draggable={false} />
        <div
          className="crop-selection"
          aria-hidden="true"
          style={{
            left: `${crop.x * 100}%`,
            top: `${crop.y * 100}%`,
            width: `${crop.width * 100}%`,
            height: `${crop.height * 100}%`,
          }}
        />
      </div>
      <div className="crop-controls" role="group" aria-label="裁剪框">
        <button
          type="button"
          onClick={() => {
            move(0, -STEP);
          }}
        >
          上移
        </button>
        <button
          type="button"
          onClick={() => {
            move(0, STEP);
          }}
        >
          下移
        </button>
        <button
          type="button"
          onClick={() => {
            move(-STEP, 0);
          }}
        >
          左移
        </button>
        <button
          type="button"
          onClick={() => {
            move(STEP, 0);
          }}
        >
          右移
        </button>
        <button
          type="button"
          onClick={() => {
            grow(STEP * 2);
          }}
        >
          放大选框
        </button>
        <button
          type="button"
          onClick={() => {
            grow(-STEP * 2);
          }}
        >
          缩小选框
        </button>
        <button
          type="button"
          onClick={() => {
            onChange(WHOLE_PICTURE);
          }}
        >
          全图
        </button>
      </div>
    </div>
  );
}

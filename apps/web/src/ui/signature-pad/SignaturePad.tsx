import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Button } from 'antd';
import { t } from '../../i18n';

/** One pen stroke: points in CSS pixels of the pad. */
export type Stroke = Array<{ x: number; y: number }>;

export interface SignaturePadHandle {
  /** The drawing as a PNG (white background, black ink), or null when nothing was drawn. */
  toBlob(): Promise<Blob | null>;
  clear(): void;
  isEmpty(): boolean;
}

const HEIGHT = 180;
const INK = '#111';

/** Draws the strokes on a 2D context scaled to the device's pixels. */
function paint(ctx: CanvasRenderingContext2D, strokes: Stroke[], width: number, height: number, scale: number): void {
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2.5;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    if (stroke.length === 0) continue;
    ctx.beginPath();
    ctx.moveTo(stroke[0].x, stroke[0].y);
    // a single tap leaves a dot
    for (const p of stroke.length === 1 ? [{ x: stroke[0].x + 0.5, y: stroke[0].y + 0.5 }] : stroke.slice(1)) ctx.lineTo(p.x, p.y);
    ctx.stroke();
  }
}

/**
 * A signature drawn on the screen with a finger or pen (pointer events; the page does not scroll
 * while drawing): the strokes are kept as points and painted on a canvas at the device's
 * resolution, so the PNG sent is sharp on any phone.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { testId?: string; onChange?: (empty: boolean) => void }>(function SignaturePad({ testId, onChange }, ref) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef(false);
  const [width, setWidth] = useState(320);
  const scale = typeof window !== 'undefined' ? Math.max(1, Math.min(3, window.devicePixelRatio || 1)) : 1;

  const redraw = useCallback(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) paint(ctx, strokes.current, width, HEIGHT, scale);
  }, [width, scale]);

  // the pad takes the width of its column (one column on a phone)
  useEffect(() => {
    const el = canvas.current?.parentElement;
    if (!el) return;
    const fit = () => setWidth(Math.max(240, Math.floor(el.clientWidth || 320)));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  useEffect(redraw, [redraw]);

  const pointOf = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };

  const changed = () => onChange?.(strokes.current.length === 0);
  const clearPad = () => {
    strokes.current = [];
    redraw();
    changed();
  };

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => strokes.current.length === 0,
      clear: clearPad,
      toBlob: () =>
        new Promise<Blob | null>((resolve) => {
          const el = canvas.current;
          if (!el || strokes.current.length === 0) return resolve(null);
          redraw();
          el.toBlob((blob) => resolve(blob), 'image/png');
        }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clearPad reads the latest onChange through this render's closure
    [redraw, onChange],
  );

  return (
    <div style={{ width: '100%' }}>
      <canvas
        ref={canvas}
        data-testid={testId}
        width={Math.round(width * scale)}
        height={Math.round(HEIGHT * scale)}
        style={{ width, height: HEIGHT, border: '1px dashed #999', borderRadius: 6, touchAction: 'none', background: '#fff', display: 'block' }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          drawing.current = true;
          strokes.current = [...strokes.current, [pointOf(e)]];
          redraw();
          changed();
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          strokes.current[strokes.current.length - 1].push(pointOf(e));
          redraw();
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <Button style={{ marginTop: 8 }} onClick={clearPad}>
        {t('signatures.pad.clear')}
      </Button>
    </div>
  );
});

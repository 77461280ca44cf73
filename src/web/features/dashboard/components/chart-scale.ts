/**
 * A value axis with at most five round steps (1, 2, 2.5 or 5 × 10ⁿ; whole numbers for counts)
 * whose top is the first step at or above the largest value.
 */
export function axisScale(max: number, wholeNumbers = false): { top: number; step: number } {
  if (!(max > 0)) return wholeNumbers ? { top: 4, step: 1 } : { top: 1, step: 0.25 };
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factors = wholeNumbers ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  let step = (factors.find((f) => f * power >= raw) ?? 10) * power;
  if (wholeNumbers) step = Math.max(1, Math.round(step));
  return { top: Math.ceil(max / step) * step, step };
}

/** The axis values from 0 to the top. */
export const ticks = ({ top, step }: { top: number; step: number }): number[] =>
  Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);

/** Every how many days an axis label fits: at most `room` labels. */
export const labelStride = (days: number, room: number): number =>
  Math.max(1, Math.ceil(days / Math.max(1, room)));

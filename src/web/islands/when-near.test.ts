import { describe, expect, it, vi } from 'vitest';
import { nearTheScreen } from './when-near';

/** An island's element (`display: contents`) around its box, which reports `rect`. */
function island(rect: Partial<DOMRect>, skipped?: boolean) {
  const element = document.createElement('div');
  const box = document.createElement('button');
  element.append(box);
  document.body.append(element);
  const measure = vi.fn(() => ({ width: 40, height: 40, top: 0, bottom: 40, ...rect }) as DOMRect);
  box.getBoundingClientRect = measure;
  if (skipped !== undefined) {
    (box as { checkVisibility?: (options?: object) => boolean }).checkVisibility = () => !skipped;
  }
  return { element, measure };
}

describe('whether an island is near the screen', () => {
  it('is, on the screen or within half a screen of it; is not, further or not laid out', () => {
    const below = window.innerHeight * 1.4;
    expect(nearTheScreen(island({ top: 100, bottom: 140 }).element)).toBe(true);
    expect(nearTheScreen(island({ top: below, bottom: below + 40 }).element)).toBe(true);
    const far = window.innerHeight * 2;
    expect(nearTheScreen(island({ top: far, bottom: far + 40 }).element)).toBe(false);
    expect(nearTheScreen(island({ width: 0, height: 0 }).element)).toBe(false);
  });

  it('is not, in a block the browser skips until it comes near, and is not measured there', () => {
    const skipped = island({ top: 100, bottom: 140 }, true);
    expect(nearTheScreen(skipped.element)).toBe(false);
    // Measuring would lay the skipped block out for the measure alone (session 45).
    expect(skipped.measure).not.toHaveBeenCalled();
    const shown = island({ top: 100, bottom: 140 }, false);
    expect(nearTheScreen(shown.element)).toBe(true);
  });
});

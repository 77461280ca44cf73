import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import i18n from '../../../lib/i18n';
import type { GalleryImage } from './gallery-image';
import { ProductGallery } from './product-gallery';

const images: GalleryImage[] = [1, 2, 3].map((n) => ({
  id: `img-${n}`,
  url: `/uploads/p-${n}.webp`,
  thumbUrl: `/uploads/p-${n}-400.webp`,
  width: 1600,
  height: 1600,
  alt: `Photo ${n}`,
}));

const renderGallery = () =>
  render(
    <Providers>
      <ProductGallery images={images} name="Scooter" />
    </Providers>,
  );

/** The image shown in the main slot (its button carries "Zoom image X of Y"). */
const mainImage = () => screen.getByRole('button', { name: /^(Zoom image|تكبير الصورة) / });
const shownAlt = () => mainImage().querySelector('img')?.getAttribute('alt');

describe('ProductGallery', () => {
  it('serves the first image with srcset, sizes and high fetch priority', () => {
    renderGallery();
    const img = mainImage().querySelector('img');
    expect(img?.getAttribute('srcset')).toBe('/uploads/p-1-400.webp 400w, /uploads/p-1.webp 1600w');
    expect(img?.getAttribute('sizes')).toContain('100vw');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('width')).toBe('1600');
  });

  it('moves with the arrow keys left to right in English, wrapping around', async () => {
    renderGallery();
    mainImage().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('Photo 2');
    expect(mainImage().getAttribute('aria-label')).toBe('Zoom image 2 of 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownAlt()).toBe('Photo 3');
    await userEvent.keyboard('{Home}');
    expect(shownAlt()).toBe('Photo 1');
    await userEvent.keyboard('{End}');
    expect(shownAlt()).toBe('Photo 3');
  });

  it('goes forward with ArrowLeft in Arabic (right to left)', async () => {
    await i18n.changeLanguage('ar');
    renderGallery();
    mainImage().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownAlt()).toBe('Photo 2');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownAlt()).toBe('Photo 3');
  });

  it('keeps the focus on the thumbnails while arrowing through them', async () => {
    renderGallery();
    const thumbs = screen.getAllByRole('button', { name: /^Show image/ });
    await userEvent.click(thumbs[1]);
    expect(thumbs[1].getAttribute('aria-current')).toBe('true');
    expect(shownAlt()).toBe('Photo 2');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('Photo 3');
    expect(document.activeElement).toBe(thumbs[2]);
  });

  it('follows a swipe with pointer events, mirrored in Arabic', async () => {
    renderGallery();
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(mainImage(), { clientX: from, clientY: 100, pointerId: 1 });
      fireEvent.pointerUp(mainImage(), { clientX: to, clientY: 105, pointerId: 1 });
    };
    swipe(300, 100); // finger to the left: next in English
    expect(shownAlt()).toBe('Photo 2');
    swipe(100, 110); // a short move is a tap, not a swipe
    expect(shownAlt()).toBe('Photo 2');
    swipe(100, 300);
    expect(shownAlt()).toBe('Photo 1');
  });

  it('takes a swipe to the right as "next" in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderGallery();
    fireEvent.pointerDown(mainImage(), { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(mainImage(), { clientX: 300, clientY: 100, pointerId: 1 });
    expect(shownAlt()).toBe('Photo 2');
  });

  it('opens the zoom view on click and gives the focus back on Escape', async () => {
    renderGallery();
    await userEvent.click(mainImage());
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/uploads/p-1.webp');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Photo 2');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(mainImage());
    expect(shownAlt()).toBe('Photo 2');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminProductEditorPage from '../../../../app/routes/admin/product-editor';
import { setTestCookie } from '../../../../test/cookies';
import { renderRoutes, stubApi } from '../../../../test/render';
import { category, PRODUCT_ID, product } from '../../test-fixtures';

const routes = [{ path: '/admin/products/:id', element: <AdminProductEditorPage /> }];
const image = (n: number) => ({
  id: `44444444-4444-4444-8444-00000000000${n}`,
  url: `/uploads/${n}.webp`,
  thumbUrl: `/uploads/${n}-thumb.webp`,
  width: 1600,
  height: 1600,
  position: n,
});

/** A stand-in XMLHttpRequest: records each request; the test drives progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

async function openEditor(images = [image(1), image(2)]) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const api = stubApi({
    'GET /admin/categories': { body: { items: [category()] } },
    [`GET /admin/products/${PRODUCT_ID}`]: { body: product({ images }) },
    [`PUT /admin/products/${PRODUCT_ID}/images/order`]: ({ body }) => ({
      body: {
        images: (body as { ids: string[] }).ids.map((id) => images.find((i) => i.id === id)),
      },
    }),
    [`DELETE /admin/products/${PRODUCT_ID}/images/${images[0]?.id}`]: {
      body: { images: images.slice(1) },
    },
  });
  renderRoutes(routes, `/admin/products/${PRODUCT_ID}`);
  const section = await screen.findByRole('region', { name: 'Images' });
  return { api, section, input: section.querySelector('input[type=file]') as HTMLInputElement };
}

describe('images manager', () => {
  it('refuses a 6 MB photo and an SVG on the client, with the reason, and uploads neither', async () => {
    const { input } = await openEditor();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [
      file('huge.jpg', 'image/jpeg', 6 * 1024 * 1024),
      file('logo.svg', 'image/svg+xml', 200),
    ]);
    expect(await screen.findByText('Some files were not uploaded')).toBeTruthy();
    expect(screen.getByText('“huge.jpg” is larger than 5 MB.')).toBeTruthy();
    expect(screen.getByText('“logo.svg” is not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads a good file with progress, the XSRF header and the files field', async () => {
    setTestCookie('XSRF-TOKEN', 'token-1');
    const { section, input } = await openEditor([image(1)]);
    await userEvent.upload(input, file('panel.png', 'image/png', 1000));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0];
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual([
      'POST',
      `/api/admin/products/${PRODUCT_ID}/images`,
      true,
    ]);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('token-1');
    expect((xhr.body as FormData).getAll('files').map((f) => (f as File).name)).toEqual([
      'panel.png',
    ]);
    xhr.progress(400, 1000);
    const bar = await screen.findByRole('progressbar', { name: 'panel.png' });
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    xhr.respond(200, { images: [image(1), image(2)] });
    await vi.waitFor(() =>
      expect(within(section).getAllByRole('listitem', { name: /^Image/ })).toHaveLength(2),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('deletes an image only after confirmation', async () => {
    const { api } = await openEditor();
    const key = `DELETE /admin/products/${PRODUCT_ID}/images/${image(1).id}`;
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.urls(key)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted')).toBeTruthy();
    expect(api.urls(key)).toHaveLength(1);
  });

  it('moves an image with the accessible buttons and saves the whole order', async () => {
    const { api } = await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    await vi.waitFor(() =>
      expect(api.calls(`PUT /admin/products/${PRODUCT_ID}/images/order`)).toEqual([
        { ids: [image(2).id, image(1).id] },
      ]),
    );
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageFiles, pageFilesOf, withPageFiles } from './page-files';

/** A build's manifest as Vite writes it (keys are source paths, `imports` other keys). */
const MANIFEST = {
  'src/web/app/routes/products.tsx': {
    file: 'assets/products-a.js',
    imports: ['_product-grid.js', '_core.js'],
  },
  'src/web/app/routes/product-details.tsx': {
    file: 'assets/product-details-b.js',
    imports: ['_product-grid.js'],
  },
  'src/web/app/layouts/main-layout.tsx': {
    file: 'assets/main-layout-c.js',
    imports: ['_core.js', '_logo.js'],
    dynamicImports: [
      'src/web/app/layouts/footer/footer.tsx',
      'src/web/features/notifications/components/notification-bell.tsx',
    ],
  },
  '_product-grid.js': { file: 'assets/product-grid-d.js', imports: ['_core.js'] },
  '_logo.js': { file: 'assets/logo-e.js' },
  '_core.js': { file: 'assets/core-f.js' },
  'src/web/app/layouts/footer/footer.tsx': {
    file: 'assets/footer-g.js',
    imports: ['_core.js', '_icons.js'],
  },
  '_icons.js': { file: 'assets/icons-h.js' },
  'src/web/features/notifications/components/notification-bell.tsx': {
    file: 'assets/notification-bell-i.js',
    imports: ['_schemas.js'],
  },
  '_schemas.js': { file: 'assets/schemas-j.js' },
};

describe("a server-rendered page's own files (decision 067)", () => {
  it("names the page's module and the main layout, with what they import, each once", () => {
    expect(pageFilesOf(MANIFEST, '/products').sort()).toEqual(
      [
        '/assets/products-a.js',
        '/assets/product-grid-d.js',
        '/assets/core-f.js',
        '/assets/main-layout-c.js',
        '/assets/logo-e.js',
        '/assets/footer-g.js',
        '/assets/icons-h.js',
      ].sort(),
    );
    // The route table's `module` for a product's page is product-details.
    expect(pageFilesOf(MANIFEST, '/products/42')).toContain('/assets/product-details-b.js');
  });

  it('names only what the build has (no FAQ chunk here), and nothing for the admin area', () => {
    expect(pageFilesOf(MANIFEST, '/faq')).toEqual([
      '/assets/main-layout-c.js',
      '/assets/core-f.js',
      '/assets/logo-e.js',
      '/assets/footer-g.js',
      '/assets/icons-h.js',
    ]);
    expect(pageFilesOf(MANIFEST, '/admin/orders')).toEqual([]);
    // A signed-in page sits in the main layout too; a bare one (sign-in) does not.
    expect(pageFilesOf(MANIFEST, '/orders')).toContain('/assets/main-layout-c.js');
    expect(pageFilesOf(MANIFEST, '/login')).toEqual([]);
    expect(pageFilesOf({}, '/products')).toEqual([]);
  });

  it("adds the parts a guest's page shows, after the page's and the layout's own files", () => {
    const files = pageFilesOf(MANIFEST, '/products');
    // The footer is in every page's HTML and hydrates with it: fetched, after what the page needs.
    expect(files.indexOf('/assets/footer-g.js')).toBeGreaterThan(
      files.indexOf('/assets/main-layout-c.js'),
    );
    // The bell is a signed-in customer's only, with the schemas its stream imports.
    expect(files).not.toContain('/assets/notification-bell-i.js');
    expect(files).not.toContain('/assets/schemas-j.js');
  });

  it("reads the build's manifest, and names nothing without one (the development server)", async () => {
    const webRoot = await mkdtemp(path.join(os.tmpdir(), 'shop-page-files-'));
    try {
      const pageFiles = createPageFiles(webRoot);
      expect(pageFiles('/products')).toEqual([]);
      await mkdir(path.join(webRoot, '.vite'));
      await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      expect(pageFiles('/products')).toContain('/assets/products-a.js');
    } finally {
      await rm(webRoot, { recursive: true, force: true });
    }
  });

  it('puts them in the head, and nothing when there are none', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const named = withPageFiles(html, ['/assets/a.js', '/assets/b.js']);
    expect(named).toContain('<meta name="page-files" content="/assets/a.js /assets/b.js">');
    expect(named.indexOf('page-files')).toBeLessThan(named.indexOf('</head>'));
    expect(withPageFiles(html, [])).toBe(html);
  });
});

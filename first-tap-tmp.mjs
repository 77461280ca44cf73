// One-off: on a guest's /products at 4× CPU, tap a card's Add to cart; when does the button first show busy, when does the cart badge update?
import { chromium } from 'playwright';
const [base, runs = '5', lng = 'ar'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const rows = [];
for (let i = 0; i < +runs; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/products${lng === 'en' ? '?lng=en' : ''}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    const w = window;
    w.__t = {};
    const btn = [...document.querySelectorAll('main button[data-early-click]')].find((b) => /^(أضف إلى السلة|Add to cart)$/.test(b.textContent.trim())); btn.id = 'first-add';
    w.__btn = btn;
    w.__label0 = document.querySelector('header a[href*="/cart"]')?.getAttribute('aria-label');
    addEventListener('touchstart', (e) => { w.__t.tap ??= performance.now(); }, { capture: true });
    const badge = () => document.querySelector('header a[href="/cart"] span, header a[href$="/cart"] [aria-hidden]');
    const loop = () => {
      const now = performance.now();
      if (w.__t.tap != null) {
        if (w.__t.busy == null && btn.getAttribute('aria-busy') === 'true') w.__t.busy = now;
        const label = document.querySelector('header a[href*="/cart"]')?.getAttribute('aria-label');
        if (w.__t.badge == null && label !== w.__label0) w.__t.badge = now;
        if (w.__t.hydrated == null && performance.getEntriesByName('app:hydrated').length) w.__t.hydrated = now;
      }
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await page.evaluate(() => document.getElementById('first-add').scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  const box = await page.locator('#first-add').boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.__t.badge != null, null, { timeout: 30000 }).catch(() => {});
  const t = await page.evaluate(() => window.__t);
  console.log(JSON.stringify(t), box, await page.evaluate(() => document.querySelector('header a[href*="/cart"]')?.getAttribute('aria-label')), (await (await page.request.get(base + '/api/cart')).text()).slice(0, 200));
  await page.screenshot({ path: '/tmp/ab/tap.png' });
  const row = { busy: t.busy != null ? Math.round(t.busy - t.tap) : null, hydrated: t.hydrated != null ? Math.round(t.hydrated - t.tap) : null, badge: t.badge != null ? Math.round(t.badge - t.tap) : null };
  rows.push(row); console.log(JSON.stringify(row));
  await context.close();
}
const med = (k) => { const v = rows.map((r) => r[k]).filter((x) => x != null).sort((a, b) => a - b); return v[Math.floor(v.length / 2)]; };
console.log('median busy', med('busy'), 'hydrated', med('hydrated'), 'badge', med('badge'));
await browser.close();

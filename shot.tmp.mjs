import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: 900 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(`http://127.0.0.1:4773${process.argv[2] ?? '/rng'}`);
const popup = page.getByRole('dialog', { name: 'Notices' });
await popup.waitFor();
await popup.getByRole('button', { name: 'Close', exact: true }).click();
await page.waitForTimeout(Number(process.argv[3] ?? 6000));
if (process.env.TYPE) { await page.getByRole('searchbox', { name: 'Search games' }).fill(process.env.TYPE); await page.waitForTimeout(500); }
if (process.env.SCROLL) { await page.mouse.wheel(0, Number(process.env.SCROLL)); await page.waitForTimeout(800); }
await page.screenshot({ path: '/tmp/shot.png' });
console.log(await page.evaluate(() => { const g = document.querySelector('[role=grid]'); return g ? { h: g.style.height, rows: g.querySelectorAll('[role=row]').length, url: location.href } : 'no grid'; }));
await browser.close();

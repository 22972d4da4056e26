import { chromium } from 'playwright-core';
const [,, base, out] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(base + '/class');
await page.fill('#name', 'Class 3A');
await page.fill('#password', 'baobab-tree-42');
await page.click('button[type=submit]');
await page.waitForLoadState();
await page.goto(base + '/class#tournament');
await page.screenshot({ path: out + '/teacher.png', fullPage: true });
for (const [w, h] of [[1920, 1080], [1280, 720]]) {
  await page.setViewportSize({ width: w, height: h });
  await page.goto(base + '/class/screen');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/screen-${w}.png` });
  const sizes = await page.evaluate(() => [...document.querySelectorAll('body *')].filter(e => e.childNodes.length && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())).map(e => parseFloat(getComputedStyle(e).fontSize)));
  console.log(w, h, 'smallest text', Math.min(...sizes), 'px =', (100 * Math.min(...sizes) / h).toFixed(2), '% of the height');
}
await browser.close();

// Takes a screenshot of a page in Debian's Chromium, to look at what we build:
//   node scripts/screenshot.mjs <url> <out.png> [width=1280] [height=800]
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: { width: Number(width), height: Number(height) },
  });
  // Console errors (a hydration mismatch, a failed request) are worth seeing beside the picture.
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      console.log(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, fullPage: process.env.FULL_PAGE !== 'false' });
  console.log(`${out}: ${page.url()}`);
} finally {
  await browser.close();
}

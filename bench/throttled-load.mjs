// A page's load as a phone on a slow network sees it, throttled for real rather than simulated:
// Chromium through the DevTools protocol with Lighthouse's mobile figures (150 ms RTT, 1.6 Mbit/s
// down, 750 kbit/s up, 4× CPU), cache off, a new context per load. Prints the median first
// contentful paint, when the last script arrived and when the page's heading was hydrated (React's
// fiber on the <h1>), so that a change which moves Lighthouse's simulation can be checked against a
// real load (docs/PERFORMANCE.md, "Why an exam page's mobile score swings").
//   node bench/throttled-load.mjs http://127.0.0.1:3995/exam/mrcp-1 [loads=7] [cookie, e.g. token=… for a signed-in page]
/* global document, window -- the functions handed to the page run in the browser */
import { chromium } from '@playwright/test';
import { CHROME_PATH, requireChromium } from './lib/chromium.mjs';

const [, , url, loadsArg = '7', cookie] = process.argv;
if (!url) {
  console.error('usage: node bench/throttled-load.mjs <page url served by a production build> [loads] [name=value cookie]');
  process.exit(1);
}
requireChromium();

const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9 };
const CPU_SLOWDOWN = 4;

async function load(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (cookie) {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url }]);
  }
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const poll = () => {
        const heading = document.querySelector('h1');
        if (heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))) window.__hydratedAt = performance.now();
        else setTimeout(poll, 4);
      };
      poll();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 60_000 });
    return page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lastScript: Math.max(...performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.responseEnd)),
      hydrated: window.__hydratedAt,
    }));
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
const loads = [];
try {
  for (let i = 0; i < Number(loadsArg); i++) loads.push(await load(browser));
} finally {
  await browser.close();
}
const median = (key) => Math.round(loads.map((row) => row[key]).sort((a, b) => a - b)[Math.floor(loads.length / 2)]);
console.log(`${url}: ${loads.length} loads, median FCP ${median('fcp')} ms, last script ${median('lastScript')} ms, hydrated ${median('hydrated')} ms`);
console.log(JSON.stringify(loads.map(({ fcp, lastScript, hydrated }) => [fcp, lastScript, hydrated].map(Math.round))));

// The two ways the engines smoke drives a browser: puppeteer-core (Chromium over CDP, Firefox ESR over
// WebDriver BiDi) and classic WebDriver (WebKitGTK's WebKitWebDriver with MiniBrowser, through webdriverio).
// Both offer the same few verbs, with native clicks and keystrokes, so the journey is written once.
import { spawn } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';

const POLL_MS = 100;

/** Runs `check` in the page until it returns something truthy, which it returns; fails after `timeoutMs`. */
async function pollPage(evaluate, check, args, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await evaluate(check, ...args).catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function withVerbs({ name, version, evaluate, ...verbs }) {
  return {
    name,
    version,
    evaluate,
    ...verbs,
    waitFor: (check, args = [], what = 'the page', timeoutMs = 20_000) =>
      pollPage(evaluate, check, args, timeoutMs, what),
  };
}

/** The size of a laptop's window, as every engine's page gets it. */
const VIEWPORT = { width: 1280, height: 800 };

/** Chromium (CDP) or Firefox ESR (WebDriver BiDi) from Debian's packages, headless. */
export async function launchPuppeteer(engine) {
  // Firefox ESR 140's WebDriver BiDi has no emulation.setScreenOrientationOverride, which Puppeteer's setViewport
  // sends ("unknown command"): its window is given the size at launch instead, and no viewport is emulated.
  const options =
    engine === 'firefox'
      ? {
          browser: 'firefox',
          executablePath: '/usr/bin/firefox-esr',
          protocol: 'webDriverBiDi',
          args: [`--window-size=${VIEWPORT.width},${VIEWPORT.height}`],
          defaultViewport: null,
        }
      : {
          browser: 'chrome',
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
          defaultViewport: VIEWPORT,
        };
  const browser = await puppeteer.launch({ ...options, headless: true });
  const page = await browser.newPage();
  return withVerbs({
    name: engine,
    version: await browser.version(),
    evaluate: (check, ...args) => page.evaluate(check, ...args),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    url: async () => page.url(),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    upload: async (selector, path) => (await page.$(selector)).uploadFile(path),
    screenshot: async (path) => void (await page.screenshot({ path, fullPage: true })),
    close: () => browser.close(),
  });
}

/** WebKitGTK: Debian's WebKitWebDriver starting MiniBrowser (run the smoke under xvfb-run: it needs a display). */
export async function launchWebKit() {
  const port = 4444 + Math.floor(Math.random() * 1000);
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' });
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'warn',
    connectionRetryCount: 20,
    capabilities: {
      // WebKitWebDriver speaks classic WebDriver only.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': {
        binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        args: ['--automation'],
      },
    },
  });
  await browser.setWindowSize(1280, 800).catch(() => undefined);
  return withVerbs({
    name: 'webkit',
    version: `WebKitGTK ${browser.capabilities.browserVersion}`,
    evaluate: (check, ...args) => browser.execute(check, ...args),
    goto: (url) => browser.url(url),
    reload: () => browser.refresh(),
    url: () => browser.getUrl(),
    click: async (selector) => (await browser.$(selector)).click(),
    type: async (selector, text) => (await browser.$(selector)).setValue(text),
    upload: async (selector, path) => (await browser.$(selector)).addValue(path),
    screenshot: async (path) => void (await browser.saveScreenshot(path)),
    close: async () => {
      await browser.deleteSession().catch(() => undefined);
      driver.kill();
    },
  });
}

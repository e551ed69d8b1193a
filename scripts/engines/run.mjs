// npm run test:engines [-- chromium firefox webkit]: the smoke journey in each engine, against the production
// build in dist/ served under its own base path. WebKitGTK needs a display: run it under `xvfb-run -a`.
import { mkdir } from 'node:fs/promises';
import { previewBuiltSite } from '../built-site.mjs';
import { launchPuppeteer, launchWebKit } from './drivers.mjs';
import { runJourney } from './journey.mjs';

const launchers = {
  chromium: () => launchPuppeteer('chromium'),
  firefox: () => launchPuppeteer('firefox'),
  webkit: () => launchWebKit(),
};
const engines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(launchers);
const unknown = engines.filter((engine) => !(engine in launchers));
if (unknown.length > 0) throw new Error(`Unknown engines: ${unknown.join(', ')} (known: ${Object.keys(launchers)})`);

const RESULTS = 'test-results/engines';
await mkdir(RESULTS, { recursive: true });
const site = await previewBuiltSite(Number(process.env.ENGINES_PORT ?? 4180));
const failures = [];
for (const engine of engines) {
  const started = Date.now();
  const browser = await launchers[engine]();
  let current = 'start';
  try {
    await runJourney(browser, site.url, (name) => {
      current = name;
      console.log(`  ${engine}: ${name}`);
    });
    console.log(`✓ ${engine} (${browser.version}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failures.push(engine);
    const screenshot = `${RESULTS}/${engine}-failed.png`;
    await browser.screenshot(screenshot).catch(() => undefined);
    console.error(`✗ ${engine} (${browser.version}) at "${current}": ${error.message} (screenshot: ${screenshot})`);
  } finally {
    await browser.close();
  }
}
await site.close();
if (failures.length > 0) {
  console.error(`The smoke failed in ${failures.join(', ')}.`);
  process.exit(1);
}

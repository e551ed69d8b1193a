import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** Where `npm run build:demo` puts the built Storybook, which playwright.stories.config.ts serves. */
const STORYBOOK_FOLDER = resolve(import.meta.dirname, '../../dist/storybook');

/** A story as the built Storybook's `index.json` lists it. */
export interface IndexedStory {
  id: string;
  title: string;
  name: string;
}

interface StoryIndex {
  entries: Record<string, IndexedStory & { type: 'story' | 'docs' }>;
}

/** Every story of the built Storybook (its docs pages left out), in the index's order. */
export function builtStories(): IndexedStory[] {
  const index = JSON.parse(readFileSync(`${STORYBOOK_FOLDER}/index.json`, 'utf8')) as StoryIndex;
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

/** The viewport sizes stories are pinned to (`globals.viewport`, see .storybook/viewports.ts), by story id. */
export type StoryViewports = Record<string, { width: number; height: number }>;

/** How a story's run ended, as the preview told its channel. */
export interface StoryOutcome {
  /** The run ended (`storyFinished`) well: rendered, played, and passed the checks after it (a11y). */
  passed: boolean;
  /** What went wrong on the way: a render or play function that threw, errors left unhandled while playing. */
  errors: string[];
  /** The a11y addon's violations, `rule (impact): targets`, for a story whose `a11y.test` asks for the check. */
  violations: string[];
}

/** The preview's channel events that tell a story's run went wrong, besides its end (`storyFinished`). */
const FAILURE_EVENTS = [
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyMissing',
];

/**
 * Opens the canvas with no story (`iframe.html`), as the manager's preview iframe starts, and waits for the
 * preview to be ready to render one: the stories then run in this page one after the other, as Storybook's
 * test runner does.
 */
export async function openPreview(page: Page): Promise<void> {
  await page.goto('iframe.html');
  await page.evaluate(async () => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } }).__STORYBOOK_PREVIEW__;
    await preview.ready();
  });
}

/**
 * Every story's pinned viewport, read from the preview's store. The manager sizes its preview iframe to it;
 * here the page is, before the story renders.
 */
export function viewportsOfStories(page: Page): Promise<StoryViewports> {
  return page.evaluate(async () => {
    interface ExtractedStory {
      globals: { viewport?: { value?: string } };
      parameters: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
    }
    const preview = (
      window as unknown as { __STORYBOOK_PREVIEW__: { extract(): Promise<Record<string, ExtractedStory>> } }
    ).__STORYBOOK_PREVIEW__;
    const viewports: Record<string, { width: number; height: number }> = {};
    for (const [id, { globals, parameters }] of Object.entries(await preview.extract())) {
      const name = globals.viewport?.value;
      const styles = name === undefined ? undefined : parameters.viewport?.options?.[name]?.styles;
      if (styles) {
        viewports[id] = { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
      }
    }
    return viewports;
  });
}

interface WatchedRun {
  storyId: string;
  failureEvents: string[];
  /** Ask the preview for the story (`setCurrentStory`, as the manager does when a story is picked). */
  pick: boolean;
}

/**
 * Runs in the page: watches the preview's channel for the end of the story's run, `storyFinished`, noting
 * every failure it reports on the way, and keeps the outcome's promise as `window.__storyRun`. The channel is
 * the global the preview sets before it renders anything: when it is not there yet (an init script, before
 * the page's own scripts), its assignment is where the watch starts.
 */
function watchStoryRun({ storyId, failureEvents, pick }: WatchedRun): void {
  interface Violation {
    id: string;
    impact?: string;
    nodes: { target: string[] }[];
  }
  interface Report {
    type: string;
    status: string;
    result?: { violations?: Violation[] };
  }
  type Listener = (payload: unknown) => void;
  interface Channel {
    on(event: string, listener: Listener): void;
    off(event: string, listener: Listener): void;
    emit(event: string, payload: unknown): void;
  }
  const described = (payload: unknown): string =>
    Array.isArray(payload)
      ? payload.map(described).join('\n')
      : typeof payload === 'object' && payload !== null && 'message' in payload
        ? String(payload.message)
        : JSON.stringify(payload);
  const watch = (channel: Channel) =>
    new Promise<StoryOutcome>((resolve) => {
      const errors: string[] = [];
      const listeners: [string, Listener][] = [];
      const finish = (outcome: Omit<StoryOutcome, 'errors'>) => {
        for (const [event, listener] of listeners) channel.off(event, listener);
        resolve({ ...outcome, errors });
      };
      for (const event of failureEvents) {
        listeners.push([
          event,
          (payload) => {
            errors.push(`${event}: ${described(payload)}`);
            // A story the index does not have never runs, so it never finishes either.
            if (event === 'storyMissing') finish({ passed: false, violations: [] });
          },
        ]);
      }
      listeners.push([
        'storyFinished',
        (payload) => {
          const finished = payload as { storyId: string; status: 'success' | 'error'; reporters: Report[] };
          if (finished.storyId !== storyId) return;
          const a11y = finished.reporters.find((report) => report.type === 'a11y' && report.status === 'failed');
          const violations = (a11y?.result?.violations ?? []).map(
            ({ id, impact, nodes }) =>
              `${id} (${impact ?? 'no impact'}): ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
          );
          finish({ passed: finished.status === 'success' && errors.length === 0, violations });
        },
      ]);
      for (const [event, listener] of listeners) channel.on(event, listener);
      if (pick) channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    });
  const page = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel; __storyRun?: Promise<StoryOutcome> };
  const present = page.__STORYBOOK_ADDONS_CHANNEL__;
  if (present) {
    page.__storyRun = watch(present);
    return;
  }
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      channel = value;
      page.__storyRun = watch(value);
    },
  });
}

/** The outcome of the run `watchStoryRun` watches, once it has ended. */
function outcomeOfRun(page: Page): Promise<StoryOutcome> {
  return page.evaluate(() => {
    const run = (window as unknown as { __storyRun?: Promise<StoryOutcome> }).__storyRun;
    if (!run) throw new Error('The preview never set up its channel.');
    return run;
  });
}

/**
 * Has the preview, opened with `openPreview`, render the story `storyId` as the manager does when a story is
 * picked, and waits for the end of its run.
 */
export async function runStory(page: Page, storyId: string): Promise<StoryOutcome> {
  await page.evaluate(watchStoryRun, { storyId, failureEvents: FAILURE_EVENTS, pick: true });
  return outcomeOfRun(page);
}

/**
 * Opens the story `storyId` straight at its canvas's address, `iframe.html?id=…`, as the manager's preview
 * iframe or a shared link does, and waits for the end of its run.
 */
export async function openStory(page: Page, storyId: string): Promise<StoryOutcome> {
  await page.addInitScript(watchStoryRun, { storyId, failureEvents: FAILURE_EVENTS, pick: false });
  await page.goto(`iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
  return outcomeOfRun(page);
}

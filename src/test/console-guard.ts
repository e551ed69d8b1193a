import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * A test that logs an error or a warning fails, with what it logged: React's warnings (act(), keys, props) and
 * MUI's come through `console.error`, and a run that prints nothing lets a new one be seen. A test that expects
 * a log asserts on it: `vi.spyOn(console, 'error').mockImplementation(() => undefined)`, an expectation on the
 * spy, then `mockRestore()`; a spy left in place fails the test too, since files share their worker's console.
 */
type Level = 'error' | 'warn';

interface Guard {
  readonly watchers: Record<Level, (...args: unknown[]) => void>;
  readonly logged: string[];
  test: string | undefined;
}

const key = Symbol.for('studio.console-guard');

/** Installed once per worker: with isolation off, every file's setup runs in the same module graph. */
function install(): Guard {
  const installed = (globalThis as { [key]?: Guard })[key];
  if (installed) return installed;
  const guard: Guard = {
    logged: [],
    test: undefined,
    watchers: {
      error: (...args) => record('error', args),
      warn: (...args) => record('warn', args),
    },
  };
  function record(level: Level, args: unknown[]): void {
    const where = guard.test === undefined ? ' (between tests)' : '';
    guard.logged.push(`console.${level}${where}: ${format(...args)}`);
  }
  console.error = guard.watchers.error;
  console.warn = guard.watchers.warn;
  Object.assign(globalThis, { [key]: guard });
  return guard;
}

const guard = install();

/** What went wrong since the last check, as one message, or nothing; the record starts again. */
function takeComplaints(): string | undefined {
  const complaints = guard.logged.splice(0);
  for (const level of ['error', 'warn'] as const) {
    if (console[level] !== guard.watchers[level]) {
      complaints.push(`console.${level} was left replaced: restore the spy (mockRestore) in the test that set it.`);
      console[level] = guard.watchers[level];
    }
  }
  return complaints.length === 0 ? undefined : complaints.join('\n\n');
}

beforeEach((context) => {
  guard.test = context.task.name;
});
// Registered by the first setup file, so it runs after every other afterEach (hooks run as a stack): what a
// screen logs while it is unmounted counts for its test.
afterEach(() => {
  guard.test = undefined;
  const complaints = takeComplaints();
  if (complaints) throw new Error(`The test logged what it does not assert on:\n\n${complaints}`);
});
afterAll(() => {
  const complaints = takeComplaints();
  if (complaints) throw new Error(`The file logged what its tests do not assert on:\n\n${complaints}`);
});

// Runs a test suite N times in a row and prints each run's failures, to find tests that pass or fail by chance.
//   npm run test:soak -- 10            the Vitest suite (npm test) 10 times
//   npm run test:soak:e2e -- 3         the end-to-end suite 3 times (build first, as for npm run test:e2e)
//   add --busy to keep one core busy beside the suite (`node -e 'for(;;){}'`), as on a loaded machine
// Each run's whole output is kept in soak-results/<suite>-<n>.log (not under test-results/, which Playwright
// empties at the start of every run). Exits 1 when any run failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const SUITES = {
  unit: {
    command: (report) => ['npx', 'vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
    env: () => ({}),
    results: readVitestResults,
  },
  e2e: {
    command: () => ['npx', 'playwright', 'test', '--reporter=dot,json'],
    env: (report) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: report }),
    results: readPlaywrightResults,
  },
};

function parseArguments(argv) {
  const options = { suite: 'unit', runs: 10, busy: false };
  for (const argument of argv) {
    if (argument === '--busy') options.busy = true;
    else if (argument.startsWith('--suite=')) options.suite = argument.slice('--suite='.length);
    else if (/^\d+$/.test(argument)) options.runs = Number(argument);
    else throw new Error(`Unknown argument ${argument}: give a number of runs, --busy or --suite=unit|e2e.`);
  }
  if (!(options.suite in SUITES)) throw new Error(`Unknown suite ${options.suite}: unit or e2e.`);
  if (options.runs < 1) throw new Error('Give at least one run.');
  return options;
}

/** A test file's path as the project names it (Vitest reports absolute paths). */
const fromProjectRoot = (path) => relative(process.cwd(), path);

/** Vitest's JSON report: one entry per test file, each with its tests' status and full name. */
function readVitestResults(report) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  const tests = testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${fromProjectRoot(file.name)} › ${test.fullName}`,
      status: test.status,
    })),
  );
  const brokenFiles = testResults
    .filter((file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'))
    .map((file) => `${fromProjectRoot(file.name)}: ${file.message || 'failed outside its tests'}`);
  return {
    passed: tests.filter((test) => test.status === 'passed').length,
    failed: [...tests.filter((test) => test.status === 'failed').map((test) => test.name), ...brokenFiles],
  };
}

/** Playwright's JSON report: suites of specs, each test with its project and its results. */
function readPlaywrightResults(report) {
  const { suites, errors } = JSON.parse(readFileSync(report, 'utf8'));
  const specs = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) specs.push({ spec, path: [...path, spec.title] });
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of suites) walk(suite, [suite.title]);
  const tests = specs.flatMap(({ spec, path }) =>
    spec.tests.map((test) => ({ name: `[${test.projectName}] ${path.join(' › ')}`, status: test.status })),
  );
  return {
    passed: tests.filter((test) => test.status === 'expected').length,
    failed: [
      ...tests.filter((test) => test.status === 'unexpected' || test.status === 'flaky').map((test) => test.name),
      ...(errors ?? []).map((error) => `run error: ${error.message?.split('\n')[0]}`),
    ],
  };
}

/** Runs one command with its output in a log file; resolves with its exit code. */
function run(command, env, log) {
  return new Promise((done) => {
    const child = spawn(command[0], command.slice(1), {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      writeFileSync(log, Buffer.concat(chunks));
      done(code ?? 1);
    });
  });
}

const options = parseArguments(process.argv.slice(2));
const suite = SUITES[options.suite];
const folder = resolve('soak-results');
mkdirSync(folder, { recursive: true });
const busyCore = options.busy ? spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }) : undefined;
const stopBusyCore = () => busyCore?.kill();
process.on('exit', stopBusyCore);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

console.log(`${options.suite}: ${options.runs} runs in a row${options.busy ? ', one core kept busy beside them' : ''}`);
const outcomes = [];
for (let index = 1; index <= options.runs; index += 1) {
  const report = resolve(folder, `${options.suite}-${index}.json`);
  const log = resolve(folder, `${options.suite}-${index}.log`);
  rmSync(report, { force: true });
  const started = performance.now();
  const code = await run(suite.command(report), suite.env(report), log);
  const seconds = (performance.now() - started) / 1000;
  let results;
  try {
    results = suite.results(report);
  } catch {
    results = { passed: 0, failed: [`no report: the run exited ${code} (see ${log})`] };
  }
  if (code !== 0 && results.failed.length === 0)
    results.failed.push(`exited ${code} with no failing test (see ${log})`);
  outcomes.push({ seconds, failed: results.failed.length > 0 });
  console.log(
    `run ${index}/${options.runs}: ${results.passed} passed, ${results.failed.length} failed, ${seconds.toFixed(1)} s`,
  );
  for (const name of results.failed) console.log(`    ✗ ${name}`);
}
stopBusyCore();

const times = outcomes.map((outcome) => outcome.seconds).sort((a, b) => a - b);
const failedRuns = outcomes.filter((outcome) => outcome.failed).length;
console.log(
  `\n${options.runs - failedRuns} of ${options.runs} runs passed; wall time ${times[0].toFixed(1)}–${times.at(-1).toFixed(1)} s, median ${times[Math.floor(times.length / 2)].toFixed(1)} s. Logs in soak-results/.`,
);
process.exitCode = failedRuns === 0 ? 0 : 1;

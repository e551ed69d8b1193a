// The budget of `npm test`: the whole suite, as a person runs it, on this machine.
//   npm run bench:test                 3 runs on a quiet machine, then 3 beside a core kept busy
//   npm run bench:test -- --quiet 3    only the quiet runs (or --busy 3: only the busy ones)
// Budgets: median of the quiet runs ≤ 90 s, of the busy runs ≤ 150 s (`node -e 'for(;;){}'` keeps one core
// busy, as the soak does). Each run must also pass and print one screen: its summary and nothing else a
// person must read (at most SCREEN_LINES lines). Prints every run's wall time and Vitest's own split, and
// exits 1 when a run failed, printed more than a screen, or a median is over its budget.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const BUDGET_SECONDS = { quiet: 90, busy: 150 };
const SCREEN_LINES = 30;

function parseArguments(argv) {
  const runs = { quiet: 3, busy: 3 };
  const asked = [];
  for (let index = 0; index < argv.length; index += 1) {
    const mode = argv[index].replace(/^--/, '');
    if (!(mode in runs)) throw new Error(`Unknown argument ${argv[index]}: --quiet [N] or --busy [N].`);
    const count = /^\d+$/.test(argv[index + 1] ?? '') ? Number(argv[(index += 1)]) : 3;
    asked.push([mode, count]);
  }
  return asked.length > 0 ? asked : Object.entries(runs);
}

/** Runs `npm test` once; resolves with its exit code, wall time and output. */
function runSuite() {
  return new Promise((done) => {
    const started = performance.now();
    // The output is read here, and counted in lines as a terminal would show them (colours stripped).
    const child = spawn('npm', ['test', '--silent'], {
      env: { ...process.env, CI: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) =>
      done({
        code: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const failures = [];
for (const [mode, count] of parseArguments(process.argv.slice(2))) {
  const burner = mode === 'busy' ? spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }) : undefined;
  const seconds = [];
  console.log(`npm test, ${count} runs, ${mode === 'busy' ? 'one core kept busy' : 'quiet machine'}:`);
  try {
    for (let index = 1; index <= count; index += 1) {
      const load = loadavg()[0].toFixed(1);
      const run = await runSuite();
      seconds.push(run.seconds);
      const lines = stripVTControlCharacters(run.output).trimEnd().split('\n');
      const split = lines.find((line) => line.trim().startsWith('Duration'))?.trim() ?? 'no Duration line';
      console.log(`  ${index}. ${run.seconds.toFixed(1)} s, ${lines.length} lines, load ${load} before (${split})`);
      if (run.code !== 0) failures.push(`${mode} run ${index} failed (exit ${run.code}):\n${run.output}`);
      else if (lines.length > SCREEN_LINES)
        failures.push(`${mode} run ${index} printed ${lines.length} lines, over ${SCREEN_LINES}:\n${run.output}`);
    }
  } finally {
    burner?.kill();
  }
  const middle = median(seconds);
  console.log(`  median ${middle.toFixed(1)} s (budget ${BUDGET_SECONDS[mode]} s)`);
  if (middle > BUDGET_SECONDS[mode])
    failures.push(`${mode}: median ${middle.toFixed(1)} s is over the budget of ${BUDGET_SECONDS[mode]} s`);
}

if (failures.length > 0) {
  console.error(`\n${failures.join('\n\n')}`);
  process.exitCode = 1;
}

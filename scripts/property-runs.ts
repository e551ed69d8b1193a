// How many generated requests each operation of the HTTP property test needs, from the answers it met:
//   API_PROPERTY_RUNS=400 API_PROPERTY_SEED=1 API_PROPERTY_ANSWERS=/tmp/answers.jsonl \
//     npx vitest run --project backend mocks/http-server/api-server.property.test.ts
//   (again with API_PROPERTY_SEED=2, 3, 4, 5, adding to the same file), then
//   node --import tsx scripts/property-runs.ts /tmp/answers.jsonl
// An operation needs the runs that meet its rarest answer (status and message) with 99 % probability, at least
// MIN_RUNS and at most MAX_RUNS. Prints the operations that need fewer than MAX_RUNS, as the test's table.
import { readFileSync } from 'node:fs';

const MIN_RUNS = 50;
const MAX_RUNS = 200;
const FOUND_WITH = 0.99;

interface AnswerLine {
  operation: string;
  answer: string;
}

const file = process.argv[2];
if (!file) throw new Error('Usage: node --import tsx scripts/property-runs.ts <answers.jsonl>');
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as AnswerLine);

const answersOf = new Map<string, Map<string, number>>();
for (const { operation, answer } of lines) {
  const counts = answersOf.get(operation) ?? new Map<string, number>();
  counts.set(answer, (counts.get(answer) ?? 0) + 1);
  answersOf.set(operation, counts);
}

const runsOf = (counts: Map<string, number>): number => {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const rarest = Math.min(...counts.values()) / total;
  const needed = rarest === 1 ? 1 : Math.ceil(Math.log(1 - FOUND_WITH) / Math.log(1 - rarest));
  return Math.min(MAX_RUNS, Math.max(MIN_RUNS, needed));
};

const table = [...answersOf].map(([operation, counts]) => [operation, runsOf(counts)] as const);
const total = table.reduce((sum, [, runs]) => sum + runs, 0);
console.log(`${table.length} operations, ${total} requests (${table.length * MAX_RUNS} at ${MAX_RUNS} each)`);
for (const [operation, runs] of table) if (runs < MAX_RUNS) console.log(`  '${operation}': ${runs},`);

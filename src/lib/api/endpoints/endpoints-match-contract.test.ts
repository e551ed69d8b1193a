/**
 * One word per resource: each endpoints file is named after a tag of docs/openapi.yaml and holds that tag's
 * operations only, each endpoint (and so its hook) named by its operationId, and mocks/handlers/ has a file of
 * the same name serving them.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { api } from '@/lib/api/api';
import contractText from '/docs/openapi.yaml?raw';

interface Operation {
  operationId: string;
  tags: string[];
}

interface Contract {
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

const contract = parse(contractText) as Contract;

/** Every operation of docs/openapi.yaml, by its operationId: the tag it is filed under. */
const tagOfOperation = new Map(
  Object.values(contract.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([, operation]) => {
        const { operationId, tags } = operation as Operation;
        return [operationId, tags[0]] as const;
      }),
  ),
);

const contractTags = contract.tags.map(({ name }) => name);

/** Each endpoints file as written, by its name without `.ts`; loading them puts their endpoints on `api`. */
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { eager: true, query: '?raw', import: 'default' });
import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true });
const files = Object.entries(sources).map(([path, source]) => ({ name: path.slice(2, -3), source }));

/** The handler files of the emulated backend, by name without `.ts`. */
const handlerFiles = new Set(
  Object.keys(import.meta.glob('/mocks/handlers/*.ts')).map((path) => path.split('/').pop()!.slice(0, -3)),
);

/** The endpoints a file injects, as it writes them: `name: build.query<…>(` or `name: build.mutation<…>(`. */
const endpointsIn = (source: string) =>
  [...source.matchAll(/^\s+(\w+): build\.(?:query|mutation)</gm)].map(([, name]) => name!);

describe('the endpoints and the contract', () => {
  it('reads every endpoint on the API in one of the endpoints files', () => {
    const written = files.flatMap(({ source }) => endpointsIn(source)).sort();
    expect(written).toEqual(Object.keys(api.endpoints).sort());
  });

  it('names every endpoint, and so its hook, after an operationId of the contract', () => {
    const unknown = files.flatMap(({ name, source }) =>
      endpointsIn(source)
        .filter((endpoint) => !tagOfOperation.has(endpoint))
        .map((endpoint) => `${name}.ts: ${endpoint} is no operationId`),
    );
    expect(unknown).toEqual([]);
  });

  it("names each endpoints file after a tag of the contract, holding that tag's operations only", () => {
    const misplaced = files.flatMap(({ name, source }) => [
      ...(contractTags.includes(name) ? [] : [`${name}.ts is named after no tag`]),
      ...endpointsIn(source)
        .filter((endpoint) => tagOfOperation.has(endpoint) && tagOfOperation.get(endpoint) !== name)
        .map((endpoint) => `${name}.ts: ${endpoint} is tagged ${tagOfOperation.get(endpoint)}`),
    ]);
    expect(misplaced).toEqual([]);
  });

  it('has a handler file of the same name for each endpoints file', () => {
    const unserved = files.map(({ name }) => name).filter((name) => !handlerFiles.has(name));
    expect(unserved).toEqual([]);
  });
});

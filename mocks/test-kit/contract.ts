import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { SetupServer } from 'msw/node';
import { parse } from 'yaml';

interface MediaType {
  schema?: object;
}

interface ResponseObject {
  content?: Record<string, MediaType>;
}

interface OperationObject {
  responses: Record<string, ResponseObject | { $ref: string }>;
}

interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components?: { responses?: Record<string, ResponseObject> };
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: OperationObject['responses'];
}

const DOCUMENT_ID = 'https://studio-senja.example/openapi.json';
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** `/transaction/{id}/valid/{detailId}` as a pattern over a request's path below the API base. */
function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/**
 * The API contract (docs/openapi.yaml) as a checker of the emulated backend's answers: each response must
 * belong to a documented operation and status, and its JSON body must match that response's schema.
 */
class ApiContract {
  private readonly document: OpenApiDocument;
  private readonly operations: Operation[];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(documentUrl: URL) {
    this.document = parse(readFileSync(documentUrl, 'utf8')) as OpenApiDocument;
    addFormats(this.ajv);
    this.ajv.addSchema({ ...this.document, $id: DOCUMENT_ID });
    this.operations = Object.entries(this.document.paths).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([method]) => HTTP_METHODS.has(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          template,
          pattern: templatePattern(template),
          responses: operation.responses,
        })),
    );
  }

  /** Every property name the document's schemas use, sorted. */
  fieldNames(): string[] {
    const names = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const { properties } = node as { properties?: unknown };
        if (properties && typeof properties === 'object') Object.keys(properties).forEach((name) => names.add(name));
        Object.values(node).forEach(visit);
      }
    };
    visit(this.document);
    return [...names].sort();
  }

  /** Every documented operation, as `GET /category/{id}`. */
  operationNames(): string[] {
    return this.operations.map(({ method, template }) => `${method} ${template}`);
  }

  /** What is wrong with one answer, or undefined when the contract describes it. `path` is below the API base. */
  problemWith(
    method: string,
    path: string,
    status: number,
    contentType: string | null,
    body: unknown,
  ): string | undefined {
    const operation = this.operations.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    if (!operation) return `${method} ${path} is not in the contract`;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((code) => code in operation.responses);
    if (!key) return `${method} ${operation.template} answered ${status}, which the contract does not list`;
    const mediaType = contentType?.split(';')[0]?.trim() ?? '';
    if (!mediaType.endsWith('json')) return undefined;
    const pointer = this.responsePointer(operation, key);
    const validate = this.validatorFor(`${pointer}/content/${escapePointer(mediaType)}/schema`);
    if (!validate) return `${method} ${operation.template} ${status}: the contract has no schema for ${mediaType}`;
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
    return `${method} ${operation.template} ${status}: ${errors.join('; ')}`;
  }

  /** The JSON pointer of a response, following a `$ref` to components/responses. */
  private responsePointer(operation: Operation, key: string): string {
    const response = operation.responses[key];
    if (response && '$ref' in response) return response.$ref;
    return `#/paths/${escapePointer(operation.template)}/${operation.method.toLowerCase()}/responses/${key}`;
  }

  private validatorFor(pointer: string): ValidateFunction | undefined {
    if (!this.resolve(pointer)) return undefined;
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  private resolve(pointer: string): unknown {
    return pointer
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        this.document,
      );
  }
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

const contract = new ApiContract(new URL('../../docs/openapi.yaml', import.meta.url));

/** Every operation of docs/openapi.yaml, as `GET /category/{id}`. */
export const documentedOperations = (): string[] => contract.operationNames();

/** Every property name docs/openapi.yaml's schemas use. */
export const documentedFieldNames = (): string[] => contract.fieldNames();
const API_PATH = '/api/v1';

/** What the contract finds wrong with an answer of the API at `url`, or undefined when it describes it. */
export async function problemWithAnswer(method: string, url: string, response: Response): Promise<string | undefined> {
  const { pathname } = new URL(url);
  const start = pathname.indexOf(API_PATH);
  // Only a JSON body is read, from a copy: a stream's copy (`GET /events`) would hold its original's cancel.
  const contentType = response.headers.get('content-type');
  const body: unknown = contentType?.includes('json') ? await response.clone().json() : undefined;
  return contract.problemWith(method, pathname.slice(start + API_PATH.length), response.status, contentType, body);
}

/**
 * Holds every answer the emulated backend gives during a test file against the contract: `problems()` says,
 * once the test's calls are done, which answers the document does not describe (and forgets them).
 */
export function checkAnswersAgainstContract(server: SetupServer) {
  let checks: Promise<string | undefined>[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(API_PATH)) return;
    const contentType = response.headers.get('content-type');
    checks.push(
      (contentType?.includes('json') ? response.clone().json() : Promise.resolve(undefined)).then((body: unknown) =>
        contract.problemWith(request.method, pathname.slice(API_PATH.length), response.status, contentType, body),
      ),
    );
  });
  return {
    async problems(): Promise<string[]> {
      const found = await Promise.all(checks);
      checks = [];
      return found.filter((problem): problem is string => problem !== undefined);
    },
  };
}

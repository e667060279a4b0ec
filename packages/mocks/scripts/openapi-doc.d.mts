export const OPENAPI_PATH: string;
export const METHODS: readonly string[];

export interface OpenApiOperation {
  path: string;
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  operationId: string;
  tag: string;
  status: number;
  errorStatuses: number[];
  contentType: string | null;
  example: unknown;
  schema: unknown;
  security: Array<Record<string, string[]>>;
}

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, unknown> };

export function loadSpec(path?: string): OpenApiDocument;
export function resolve(doc: OpenApiDocument, node: unknown): unknown;
export function mediaExample(doc: OpenApiDocument, media: unknown): unknown;
export function listOperations(doc: OpenApiDocument): OpenApiOperation[];

import type { OpenApiDocument } from './openapi-doc.mjs';

export const GENERATED_DIR: string;

export interface DescribedOperation {
  id: string;
  tag: string;
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  path: string;
  summary: string;
  read: boolean;
  pathParams: string[];
  query: boolean;
  paging: 'page' | 'before_id' | null;
  form: boolean;
  text: boolean;
}

export function describeOperations(doc?: OpenApiDocument): DescribedOperation[];
export function render(): Promise<{ count: number; files: Record<string, string> }>;
export function generate(): Promise<number>;

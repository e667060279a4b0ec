import type { paths } from '@colla/api-client';
import { createOpenApiHttp } from 'openapi-msw';

/** MSW's `http`, typed by the paths generated from openapi.yaml. */
export const http = createOpenApiHttp<paths>();

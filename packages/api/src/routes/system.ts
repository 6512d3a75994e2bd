/** API health, uploaded files and this API's OpenAPI document. */
import { z } from 'zod';
import { MERCHANT_BASE as M } from '../paths';
import { MonthYearQuery } from '../schemas/common';
import { Health } from '../schemas/insights';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'health', source: 'ours' });

export const systemRoutes = {
  getHealth: route({
    method: 'GET',
    path: `${M}/health`,
    summary: "API health of the merchant's integration, computed from the request log",
    query: MonthYearQuery,
    response: Health,
  }),
  getUpload: route({
    method: 'GET',
    path: `${M}/uploads/{file}`,
    auth: 'public',
    tag: 'files',
    summary: 'An uploaded file (public: <img> cannot send the Authorization header; names are unguessable)',
    params: z.strictObject({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.(?:png|jpg|svg)$/) }),
    response: z.instanceof(Blob),
    responseKind: 'file',
  }),
  getOpenApi: route({
    method: 'GET',
    path: `${M}/openapi.json`,
    auth: 'public',
    tag: 'docs',
    summary: 'This API as an OpenAPI 3.1 document',
    response: z.record(z.string(), z.unknown()),
    responseKind: 'file',
  }),
};

import * as v from 'valibot'
import { HealthResponseSchema, RuntimeConfigResponseSchema } from '../../../src/contract/system'
import { named, type Operation } from '../types'

export const systemOperations: Operation[] = [
  {
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Health of the API and its database',
    tag: 'system',
    access: 'none',
    response: named('HealthResponse', HealthResponseSchema),
  },
  {
    method: 'get',
    path: '/config',
    operationId: 'getRuntimeConfig',
    summary: 'Runtime settings for the web app',
    tag: 'system',
    access: 'none',
    response: named('RuntimeConfigResponse', RuntimeConfigResponseSchema),
  },
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApi',
    summary: 'This OpenAPI document',
    tag: 'system',
    access: 'none',
    // The one answer that is not an envelope: this document itself.
    response: named('OpenApiDocument', v.looseObject({ openapi: v.string() })),
  },
]

import type * as v from 'valibot'

/** A contract schema with the name it has under `#/components/schemas`. */
export type Named = { name: string; schema: v.GenericSchema }
export const named = (name: string, schema: v.GenericSchema): Named => ({ name, schema })

export type Tag = 'system' | 'auth' | 'user' | 'catalogue' | 'tracking' | 'dev' | (string & {})

export type Operation = {
  method: 'get' | 'post' | 'put' | 'delete'
  /** OpenAPI path below /api/v1, with {params}. */
  path: string
  operationId: string
  summary: string
  tag: Tag
  /**
   * 'none': no x-api-key (health, config, this document); 'key': x-api-key; 'bearer': x-api-key and
   * Bearer; 'dealer': x-api-key and x-dealer-key (a dealership's key or the operator key) or a dealer
   * staff session (Bearer ds_…); 'staff': x-api-key and a dealer staff session only; 'operator':
   * x-api-key and x-operator-key.
   */
  access: 'none' | 'key' | 'bearer' | 'dealer' | 'staff' | 'operator'
  query?: v.GenericSchema
  pathParams?: Record<string, v.GenericSchema>
  body?: Named
  response: Named
  status?: 200 | 201
  /** Error statuses beyond the ones the document adds by itself (401 with a key, 400 with input). */
  errors?: (400 | 403 | 404 | 409 | 410 | 429)[]
}

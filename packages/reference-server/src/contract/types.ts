/** The parts of an OpenAPI 3.1 document the server reads. */
export type JsonSchema = Record<string, unknown> | boolean;

export interface Reference {
  $ref: string;
}

export interface ServerObject {
  url: string;
  description?: string;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown } | Reference>;
  /** A path parameter that names a record: a value that breaks its schema is an unknown id (4040), not a 202. */
  'x-record-id'?: boolean;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown } | Reference>;
}

export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  servers?: ServerObject[];
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject | Reference;
  responses: Record<string, ResponseObject | Reference>;
  /** Spec §6: without an empty requirement `{}` the operation needs a login. */
  security?: SecurityRequirement[];
  /** The user types (1 person, 2 enterprise, 3 organisation) allowed; others get code 403. */
  'x-user-types'?: number[];
}

export type SecurityRequirement = Record<string, string[]>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = {
  servers?: ServerObject[];
  parameters?: (ParameterObject | Reference)[];
} & Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  openapi: string;
  security?: SecurityRequirement[];
  servers?: ServerObject[];
  paths: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject | Reference>;
    responses?: Record<string, ResponseObject | Reference>;
    requestBodies?: Record<string, RequestBodyObject | Reference>;
  };
}

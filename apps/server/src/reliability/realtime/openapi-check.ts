import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** The parts of the served OpenAPI 3.1 document this check reads. */
type Document = {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
  components?: Record<string, unknown>;
};
type ResponseObject = { content?: Record<string, { schema?: object }> };

/** Why an answer is off the document, or undefined when it is on it. */
export type Verdict = string | undefined;

/**
 * Checks answers against the API's own OpenAPI document (`GET /api/docs/json`): the status is
 * one the operation lists, and a JSON body validates against that status's schema. Each
 * schema is compiled with the document's components beside it, so its `$ref`s to
 * `#/components/schemas/...` resolve as they do for a client generated from the document.
 * @example const check = openApiCheck(doc); check('post', '/api/broadcasting/auth', 403, body)
 */
export function openApiCheck(document: Document) {
  // OpenAPI keywords (`example`, `contentMediaType`…) are not JSON Schema's: not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<string, ValidateFunction | null>();

  function validator(method: string, path: string, status: number): ValidateFunction | null {
    const key = `${method} ${path} ${status}`;
    if (compiled.has(key)) return compiled.get(key)!;
    const responses = document.paths[path]?.[method]?.responses ?? {};
    const schema = responses[String(status)]?.content?.['application/json']?.schema;
    const validate = schema
      ? ajv.compile({ ...schema, components: document.components ?? {} })
      : null;
    compiled.set(key, validate);
    return validate;
  }

  return (
    method: string,
    path: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): Verdict => {
    const responses = document.paths[path]?.[method]?.responses;
    if (!responses) return `${method.toUpperCase()} ${path} is not in the document`;
    if (!(String(status) in responses)) {
      return `status ${status} is not documented (it lists ${Object.keys(responses).join(', ')})`;
    }
    const validate = validator(method, path, status);
    if (!validate) return undefined;
    if (!contentType?.startsWith('application/json')) {
      return `status ${status} came as ${contentType ?? 'no content type'}, documented as JSON`;
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return `status ${status} body is not JSON`;
    }
    if (validate(value)) return undefined;
    return `status ${status} body is off its schema: ${ajv.errorsText(validate.errors)}`;
  };
}

export type OpenApiCheck = ReturnType<typeof openApiCheck>;

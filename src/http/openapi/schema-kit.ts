// Small builders for the JSON Schemas (draft 2020-12, as OpenAPI 3.1 uses them) of
// the API's document, so each schema reads like the shape it describes.

/** A JSON Schema; the document is plain data served as JSON. */
export type Schema = { [key: string]: unknown };

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const str = (description?: string): Schema => ({ type: "string", ...(description && { description }) });
export const int = (description?: string): Schema => ({ type: "integer", ...(description && { description }) });
export const num = (description?: string): Schema => ({ type: "number", ...(description && { description }) });
export const bool = (description?: string): Schema => ({ type: "boolean", ...(description && { description }) });
export const oneOf = (...values: readonly (string | number)[]): Schema => ({ enum: [...values] });
export const constant = (value: unknown): Schema => ({ const: value });
export const arr = (items: Schema, description?: string): Schema => ({
  type: "array",
  items,
  ...(description && { description }),
});
export const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: "null" }] });
export const isoTime = (description = "ISO 8601 time."): Schema => ({
  type: "string",
  format: "date-time",
  description,
});
export const seat = (description = "A seat number, from 0."): Schema => ({ type: "integer", minimum: 0, description });
export const cards = (description = "Card codes (rank then suit, e.g. 10H)."): Schema => arr(str(), description);

/**
 * An object whose `required` members must be there and `optional` ones may be.
 * `open` lets members not listed here through: the per-game states list the
 * fields the contract fixes and allow the rest.
 */
export function obj(
  required: Record<string, Schema>,
  optional: Record<string, Schema> = {},
  opts: { open?: boolean; description?: string } = {},
): Schema {
  const names = Object.keys(required);
  return {
    type: "object",
    ...(opts.description && { description: opts.description }),
    ...(names.length > 0 && { required: names }),
    properties: { ...required, ...optional },
    ...(opts.open ? {} : { additionalProperties: false }),
  };
}

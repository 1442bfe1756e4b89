// Holds the service's real answers to its OpenAPI document (/api/openapi.json):
// every answer a test receives is validated, with Ajv (JSON Schema 2020-12), against
// the schema the document gives for that path, method and status.
import Ajv2020 from "ajv/dist/2020";

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, unknown> }>; requestBody?: unknown }>
  >;
};
type Method = "get" | "post" | "put" | "delete";

/** JSON pointer escaping of one path segment. */
const ptr = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

export interface Answer {
  status: number;
  body: unknown;
}

export class AnswerChecker {
  private readonly ajv: Ajv2020;
  private readonly templates: { template: string; re: RegExp }[];
  /** "METHOD template status" of every answer checked. */
  readonly seen = new Set<string>();

  constructor(private readonly doc: Doc) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    this.ajv.addFormat(
      "date-time",
      (s: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(s) && !Number.isNaN(Date.parse(s)),
    );
    this.ajv.addSchema(structuredClone(doc) as object, "openapi");
    // A literal segment wins over a parameter (DELETE /api/clubs/{id}/members/me, not …/{memberId}).
    const params = (t: string) => (t.match(/\{/g) ?? []).length;
    this.templates = Object.keys(doc.paths)
      .sort((a, b) => params(a) - params(b))
      .map((template) => ({
        template,
        re: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
      }));
  }

  /** The document's path for a concrete URL path, or null. */
  templateOf(path: string): string | null {
    return this.templates.find((t) => t.re.test(path.split("?")[0]!))?.template ?? null;
  }

  /** What is wrong with `body` as the answer `status` to `method path`; [] when it matches. */
  problems(method: Method, path: string, status: number, body: unknown): string[] {
    const template = this.templateOf(path);
    if (!template) return [`no path in the document for ${path}`];
    const op = this.doc.paths[template]![method];
    if (!op) return [`no ${method.toUpperCase()} ${template} in the document`];
    this.seen.add(`${method.toUpperCase()} ${template} ${status}`);
    const res = op.responses[String(status)];
    if (!res) return [`${method.toUpperCase()} ${template} does not list status ${status}: ${JSON.stringify(body)}`];
    if (!res.content) return body === null ? [] : [`${status} has no body in the document`];
    if (res.content["text/html"])
      return typeof body === "string" ? [] : [`${status} is not the page the document names`];
    const at = `openapi#/paths/${ptr(template)}/${method}/responses/${status}/content/application~1json/schema`;
    return this.run(at, body, `${method.toUpperCase()} ${template} ${status}`);
  }

  /** What is wrong with a request body the document describes. */
  requestProblems(method: Method, path: string, body: unknown): string[] {
    const template = this.templateOf(path);
    const op = template ? this.doc.paths[template]?.[method] : undefined;
    if (!op?.requestBody) return [`${method.toUpperCase()} ${path} takes no body in the document`];
    const at = `openapi#/paths/${ptr(template!)}/${method}/requestBody/content/application~1json/schema`;
    return this.run(at, body, `request ${method.toUpperCase()} ${template}`);
  }

  /** Validates against a schema of the document named by a JSON pointer. */
  run(at: string, value: unknown, what: string): string[] {
    const validate = this.ajv.getSchema(at) ?? this.ajv.compile({ $ref: at });
    if (validate(value)) return [];
    const errs = (validate.errors ?? [])
      .slice(0, 6)
      .map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
    return [`${what}: ${errs.join("; ")} in ${JSON.stringify(value).slice(0, 600)}`];
  }
}

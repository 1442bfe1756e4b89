// Shared by the create contract tests (contract-create, contract-fixture-validation).
import { call } from "./helpers";

export function create(json: unknown): Promise<Response> {
  return call("/api/games", { method: "POST", json });
}

// What vitest's globalSetup hands to the tests (inject), shared by both sides.
declare module "vitest" {
  export interface ProvidedContext {
    webhookPort: number;
  }
}
export {};

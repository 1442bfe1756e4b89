import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations into drizzle/, which wrangler applies
// (migrations_dir in wrangler.toml) and the worker tests load.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});

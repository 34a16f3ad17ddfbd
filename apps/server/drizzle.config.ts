import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables (each declares them in its module.ts: db/migrations.test.ts checks both).
  schema: './src/modules/**/*.schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});

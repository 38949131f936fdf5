import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/api/db/schema.ts',
  out: './src/server/api/db/migrations',
});

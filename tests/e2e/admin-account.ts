// The back-office admin the e2e shop creates at start (scripts/e2e-server.ts), for the journeys.
export const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  name: 'E2E Admin',
  password: 'e2e-admin-password-1',
} as const;

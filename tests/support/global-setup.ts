/** Playwright global setup: one real server for the whole browser run, shared through env vars. */
import { startTestServer } from './server.ts';

export default async function globalSetup() {
  const server = await startTestServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_TENANTS_DIR = server.tenantsDir;
  console.log(`[e2e] server ${server.url}, tenants copy ${server.tenantsDir}`);
  return async () => {
    await server.close();
  };
}

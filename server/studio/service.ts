/**
 * The studio's work on one tenant, in parts over one versions core (versions.ts: the tenant's
 * state, its lock and the step that records a version and switches its files): drafts (drafts.ts),
 * change requests and their review (workflow.ts), history and the audit log (history.ts) and the
 * platform admin's settings (platform-settings.ts).
 */
import { draftCalls } from './drafts.ts';
import { historyCalls } from './history.ts';
import { platformCalls } from './platform-settings.ts';
import { createVersions, type StudioDeps } from './versions.ts';
import { changeRequests } from './workflow.ts';

export type { StudioDeps } from './versions.ts';

/** The studio service over one database and one tenants folder. */
export function createStudio(deps: StudioDeps) {
  const core = createVersions(deps);
  return { ...draftCalls(core), ...changeRequests(core), ...historyCalls(core), ...platformCalls(core), audit: core.audit };
}

export type Studio = ReturnType<typeof createStudio>;

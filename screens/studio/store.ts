/**
 * The editing session: the tenant as served, the draft, undo and redo, and the checks. Every edit
 * goes through `edit`, which keeps the previous draft for undo (typing in one field within a
 * moment counts as one step, until the field is left), saves the draft in this browser so a reload or a crash loses
 * nothing, and asks the server to check it (the same validator and lint as `npm run validate`).
 */
import { create } from 'zustand';
import { produce, type Draft as Mutable } from 'immer';
import { studioApi, StudioError, type TenantView } from './api';
import type { DiffEntry, Draft, Issue } from './types';

const HISTORY_LIMIT = 200;
/** Edits of the same field closer than this are one undo step. */
const COALESCE_MS = 800;
/** Quiet time after an edit before the draft is checked. */
const CHECK_DELAY_MS = 90;

export type CheckState = 'idle' | 'checking' | 'done' | 'offline';

interface StudioState {
  tenant: TenantView | null;
  draft: Draft | null;
  past: Draft[];
  future: Draft[];
  lastEdit: { field: string; at: number } | null;
  issues: Issue[];
  diff: DiffEntry[];
  check: CheckState;
  checkError: string | null;
  /** compiled messages of the last draft that passed its check (the preview renders it) */
  preview: { draft: Draft; messages: Record<string, unknown>; editedAt: number } | null;
  restored: boolean;
  load: (tenantId: string) => Promise<void>;
  edit: (field: string, recipe: (draft: Mutable<Draft>) => void) => void;
  replace: (draft: Draft) => void;
  adopt: (tenant: TenantView, draft: Draft) => void;
  /** Ends the current typing step (the field was left): the next edit is an undo step of its own. */
  endStep: () => void;
  undo: () => void;
  redo: () => void;
  discard: () => void;
  runCheck: () => Promise<void>;
}

const draftKey = (tenantId: string) => `studio-draft:${tenantId}`;

function saveLocal(tenant: TenantView, draft: Draft): void {
  try {
    window.localStorage.setItem(draftKey(tenant.id), JSON.stringify({ baseVersion: tenant.version, draft }));
  } catch {
    // storage full or refused: the draft still lives in memory
  }
}

function readLocal(tenant: TenantView): Draft | undefined {
  try {
    const saved = JSON.parse(window.localStorage.getItem(draftKey(tenant.id)) ?? 'null') as { baseVersion: number; draft: Draft } | null;
    return saved?.baseVersion === tenant.version ? saved.draft : undefined;
  } catch {
    return undefined;
  }
}

function clearLocal(tenantId: string): void {
  try {
    window.localStorage.removeItem(draftKey(tenantId));
  } catch {
    // nothing saved
  }
}

let checkTimer: ReturnType<typeof setTimeout> | undefined;
let checkSeq = 0;

export const useStudio = create<StudioState>()((set, get) => {
  const scheduleCheck = () => {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(() => void get().runCheck(), CHECK_DELAY_MS);
  };
  const commit = (draft: Draft, field: string | null) => {
    const { draft: before, past, lastEdit, tenant } = get();
    if (!before || !tenant) return;
    const now = performance.now();
    const coalesce = field !== null && lastEdit?.field === field && now - lastEdit.at < COALESCE_MS;
    set({
      draft,
      past: coalesce ? past : [...past, before].slice(-HISTORY_LIMIT),
      future: [],
      lastEdit: field === null ? null : { field, at: now },
    });
    saveLocal(tenant, draft);
    scheduleCheck();
  };

  return {
    tenant: null,
    draft: null,
    past: [],
    future: [],
    lastEdit: null,
    issues: [],
    diff: [],
    check: 'idle',
    checkError: null,
    preview: null,
    restored: false,

    async load(tenantId) {
      set({ tenant: null, draft: null, past: [], future: [], issues: [], diff: [], preview: null, check: 'idle', checkError: null });
      const tenant = await studioApi.tenant(tenantId);
      const saved = readLocal(tenant);
      set({ tenant, draft: saved ?? tenant.merged, restored: saved !== undefined });
      await get().runCheck();
    },

    edit(field, recipe) {
      const { draft } = get();
      if (draft) commit(produce(draft, recipe), field);
    },

    replace(draft) {
      commit(draft, null);
    },

    /** A merge's draft (MergePanel) as the draft on `tenant`, its newest version: saved and checked, with a fresh undo history. */
    adopt(tenant, draft) {
      set({ tenant, draft, past: [], future: [], lastEdit: null, restored: false });
      saveLocal(tenant, draft);
      scheduleCheck();
    },

    endStep() {
      if (get().lastEdit) set({ lastEdit: null });
    },

    undo() {
      const { past, draft, future, tenant } = get();
      if (past.length === 0 || !draft || !tenant) return;
      const previous = past[past.length - 1];
      set({ draft: previous, past: past.slice(0, -1), future: [draft, ...future], lastEdit: null });
      saveLocal(tenant, previous);
      scheduleCheck();
    },

    redo() {
      const { past, draft, future, tenant } = get();
      if (future.length === 0 || !draft || !tenant) return;
      const next = future[0];
      set({ draft: next, past: [...past, draft], future: future.slice(1), lastEdit: null });
      saveLocal(tenant, next);
      scheduleCheck();
    },

    discard() {
      const { tenant } = get();
      if (!tenant) return;
      clearLocal(tenant.id);
      set({ draft: tenant.merged, past: [], future: [], lastEdit: null, restored: false });
      scheduleCheck();
    },

    async runCheck() {
      const { tenant, draft } = get();
      if (!tenant || !draft) return;
      const seq = ++checkSeq;
      const editedAt = get().lastEdit?.at ?? performance.now();
      set({ check: 'checking' });
      try {
        const result = await studioApi.check(tenant.id, draft);
        if (seq !== checkSeq) return;
        set({
          issues: result.issues,
          diff: result.diff,
          check: 'done',
          checkError: null,
          preview: result.previewMessages ? { draft, messages: result.previewMessages, editedAt } : get().preview,
        });
      } catch (error) {
        if (seq !== checkSeq) return;
        const offline = error instanceof StudioError && error.code === 'E_NETWORK';
        set({ check: offline ? 'offline' : 'done', checkError: error instanceof Error ? error.message : String(error) });
      }
    },
  };
});

/** Keeps `draft` as this tenant's saved draft on version `version` (a merge's draft), for the next load to restore. */
export function saveDraftFor(tenantId: string, version: number, draft: Draft): void {
  saveLocal({ id: tenantId, version } as TenantView, draft);
}

/** Forgets this tenant's saved draft (after it was submitted). */
export function forgetSavedDraft(tenantId: string): void {
  clearLocal(tenantId);
}

/** The issues at a pointer or below it. */
export function issuesAt(issues: Issue[], pointer: string, exact = false): Issue[] {
  return issues.filter((i) => i.pointer === pointer || (!exact && i.pointer.startsWith(`${pointer}/`)));
}

/** The draft path of a merged-config pointer's segments: screens and messages are their own parts, the rest is tenant.json. */
function draftPath(segments: (string | number)[]): (string | number)[] {
  return segments[0] === 'screens' || segments[0] === 'messages' ? segments : ['tenant', ...segments];
}

/** Sets (or, with undefined, removes) the value at a merged-config path; one undo step per field while typing. */
export function setAt(segments: (string | number)[], value: unknown): void {
  const path = draftPath(segments);
  useStudio.getState().edit(path.join('/'), (draft) => {
    let node = draft as unknown as Record<string | number, unknown>;
    for (const seg of path.slice(0, -1)) {
      if (node[seg] === undefined || node[seg] === null || typeof node[seg] !== 'object') node[seg] = {};
      node = node[seg] as Record<string | number, unknown>;
    }
    const last = path[path.length - 1];
    if (value === undefined) {
      if (Array.isArray(node)) node.splice(Number(last), 1);
      else delete node[last];
    } else node[last] = value;
  });
}

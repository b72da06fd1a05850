/**
 * A tenant's responsible-gaming settings (tenant.json `responsibleGaming`), read with the
 * platform's minimums held whatever the config says: a raise or removal waits at least 24 hours,
 * the end of a self-exclusion at least 24 hours after its request, and self-exclusion is always
 * offered. A config value is input: the schema refuses a lower one, and this reads it again.
 */
import type { TenantConfig } from '../../engine/config/types.ts';
import { tenantTimeZone } from '../time/zone.ts';

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';
export type BreakKind = 'timeOut' | 'selfExclusion';
export type BreakDuration = '24h' | '1w' | '6w' | '6m' | '1y' | '5y' | 'permanent';
export type Tool = 'depositLimit' | 'lossLimit' | 'wagerLimit' | 'sessionLimit' | 'realityCheck' | 'timeOut' | 'selfExclusion';

const LIMIT_PERIODS: LimitPeriod[] = ['day', 'week', 'month'];
const TIME_OUTS: BreakDuration[] = ['24h', '1w', '6w'];
const SELF_EXCLUSIONS: BreakDuration[] = ['6m', '1y', '5y', 'permanent'];

const HOUR_MS = 3_600_000;
/** The platform minimum of the cooling delay and of the self-exclusion end delay. */
const MIN_DELAY_HOURS = 24;

export interface RgSettings {
  tools: Set<Tool>;
  periods: LimitPeriod[];
  coolingMs: number;
  endDelayMs: number;
  timeOuts: BreakDuration[];
  selfExclusions: BreakDuration[];
  sessionMinutes: { min: number; max: number };
  realityDefaultMinutes: number;
  realityChoices: number[];
  timeZone: string;
}

const TOOL_OF_KIND: Record<LimitKind, Tool> = { deposit: 'depositLimit', loss: 'lossLimit', wager: 'wagerLimit' };

export function toolOfKind(kind: LimitKind): Tool {
  return TOOL_OF_KIND[kind];
}

function hours(value: unknown, fallback: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback;
  return Math.max(MIN_DELAY_HOURS, n) * HOUR_MS;
}

/** The settings of a merged tenant config, with the platform minimums applied. */
export function rgSettingsOf(tenant: TenantConfig): RgSettings {
  const rg = tenant.responsibleGaming;
  const tools = new Set<Tool>(rg?.tools ?? ['depositLimit', 'lossLimit', 'wagerLimit', 'sessionLimit', 'realityCheck', 'timeOut']);
  tools.add('selfExclusion');
  const selfExclusions = (rg?.selfExclusions ?? []).filter((d) => SELF_EXCLUSIONS.includes(d));
  const choices = (rg?.realityCheck?.choices ?? [60]).filter((m) => Number.isInteger(m) && m >= 1 && m <= 1440);
  const realityDefault = rg?.realityCheck?.defaultMinutes ?? 60;
  const min = Math.max(1, rg?.sessionMinutes?.min ?? 15);
  return {
    tools,
    periods: (rg?.periods ?? LIMIT_PERIODS).filter((p) => LIMIT_PERIODS.includes(p)),
    coolingMs: hours(rg?.coolingHours, MIN_DELAY_HOURS),
    endDelayMs: hours(rg?.selfExclusionEndDelayHours, MIN_DELAY_HOURS),
    timeOuts: (rg?.timeOuts ?? TIME_OUTS).filter((d) => TIME_OUTS.includes(d)),
    selfExclusions: selfExclusions.length > 0 ? selfExclusions : SELF_EXCLUSIONS,
    sessionMinutes: { min, max: Math.max(min, Math.min(1440, rg?.sessionMinutes?.max ?? 720)) },
    realityDefaultMinutes: Number.isInteger(realityDefault) && realityDefault >= 1 ? realityDefault : 60,
    realityChoices: choices.length > 0 ? choices : [60],
    timeZone: tenantTimeZone(tenant),
  };
}

/** When a break that starts at `from` ends: calendar months and years in UTC; null for permanent. */
export function breakEnd(duration: BreakDuration, from: Date): Date | null {
  const days = { '24h': 1, '1w': 7, '6w': 42 } as Record<string, number>;
  if (duration in days) return new Date(from.getTime() + days[duration] * 24 * HOUR_MS);
  const months = { '6m': 6, '1y': 12, '5y': 60 } as Record<string, number>;
  if (!(duration in months)) return null;
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months[duration]);
  return end;
}

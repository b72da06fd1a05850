import type { Condition, DeviceKind, ResourceType } from './types';

/** Everything a condition may look at; built by the React layer from the stores. */
export interface ConditionContext {
  flags: Record<string, boolean | undefined>;
  signedIn: boolean;
  memberType?: number;
  /** signed in with an agent type (not one of constants.memberTypes.nonAgent) */
  agent?: boolean;
  routeId?: string;
  devices: DeviceKind[];
  links: ResourceType[];
  member?: { vip?: boolean; labels?: string[]; onBreak?: boolean };
  browserLanguage?: string;
  countryCode?: string;
}

/** Evaluates a condition; a missing condition is true. Pure: no I/O, no globals. */
export function evaluate(condition: Condition | undefined, ctx: ConditionContext): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => evaluate(c, ctx));
  if ('any' in condition) return condition.any.some((c) => evaluate(c, ctx));
  if ('not' in condition) return !evaluate(condition.not, ctx);
  if ('flag' in condition) return ctx.flags[condition.flag] === true;
  if ('signedIn' in condition) return ctx.signedIn === condition.signedIn;
  if ('agent' in condition) return (ctx.agent === true) === condition.agent;
  if ('memberType' in condition) return ctx.memberType !== undefined && condition.memberType.in.includes(ctx.memberType);
  if ('route' in condition) return ctx.routeId !== undefined && condition.route.in.includes(ctx.routeId);
  if ('device' in condition) return condition.device.in.some((d) => ctx.devices.includes(d));
  if ('hasLink' in condition) return ctx.links.includes(condition.hasLink);
  if ('memberHas' in condition) {
    if (condition.memberHas === 'vip') return ctx.member?.vip === true;
    if (condition.memberHas === 'break') return ctx.member?.onBreak === true;
    return (ctx.member?.labels ?? []).includes(condition.memberHas);
  }
  if ('browserLanguage' in condition) {
    return (ctx.browserLanguage ?? '').toLowerCase().includes(condition.browserLanguage.contains.toLowerCase());
  }
  if ('countryCode' in condition) {
    return condition.countryCode.in.some((c) => c.toUpperCase() === (ctx.countryCode ?? '').toUpperCase());
  }
  return false;
}

/**
 * The places a white-label flag gates, read from the tenant's merged config rather than kept by
 * hand: every `{ "flag": name }` test, named by what it shows or hides, the menu item, the screen
 * node or the route that holds it ("Bottom menu › Invite (referral)", "Screen “home” › node 3
 * (banner)"). A test under an odd number of `not`s shows its place while the flag is off.
 */
import { readableLocation } from './location';
import { pointer } from './pointer';
import type { Draft, Json, JsonObject } from './types';

export interface FlagPlace {
  /** the place in words */
  where: string;
  /** JSON pointer of the menu item, node or route (or the test itself elsewhere) in the merged config */
  pointer: string;
  /** true when the place shows while the flag is off (the test sits under a `not`) */
  whileOff: boolean;
}

type Segments = (string | number)[];

const isObject = (value: Json | undefined): value is JsonObject => !!value && typeof value === 'object' && !Array.isArray(value);

function at(root: Json, segments: Segments): Json | undefined {
  let value: Json | undefined = root;
  for (const s of segments) value = Array.isArray(value) ? value[Number(s)] : isObject(value) ? value[String(s)] : undefined;
  return value;
}

/** What holds the test at `segments`: the menu item, the innermost node or the route, and its name in words. */
function owner(draft: Draft, segments: Segments): { segments: Segments; where: string } {
  const [first, second, third] = segments;
  const root = { tenant: draft.tenant, screens: draft.screens } as unknown as Json;
  if (first === 'tenant' && second === 'menus' && typeof segments[3] === 'number') {
    const item = at(root, segments.slice(0, 4));
    const itemSegments = segments.slice(1, 4);
    const id = isObject(item) && typeof item.id === 'string' ? item.id : '';
    const key = isObject(item) && typeof item.label === 'string' ? item.label : '';
    const text = draft.messages.EN?.[key] ?? Object.values(draft.messages)[0]?.[key] ?? key;
    const menu = readableLocation(pointer(...itemSegments.slice(0, 2)));
    return { segments: segments.slice(0, 4), where: `${menu} › ${text || id}${id ? ` (${id})` : ''}` };
  }
  if (first === 'tenant' && second === 'routes' && typeof third === 'number') {
    const route = at(root, segments.slice(0, 3));
    const id = isObject(route) && typeof route.id === 'string' ? route.id : String(third + 1);
    const path = isObject(route) && typeof route.path === 'string' ? ` (${route.path})` : '';
    return { segments: segments.slice(0, 3), where: `Route “${id}”${path}` };
  }
  if (first === 'screens') {
    // the innermost node: the last index under a nodes or children list
    let end = -1;
    for (let i = 1; i < segments.length; i++)
      if ((segments[i - 1] === 'nodes' || segments[i - 1] === 'children') && typeof segments[i] === 'number') end = i;
    if (end > 0) {
      const node = at(root, segments.slice(0, end + 1));
      const type = isObject(node) && typeof node.type === 'string' ? ` (${node.type})` : '';
      return { segments: segments.slice(0, end + 1), where: `${readableLocation(pointer(...segments.slice(0, end + 1)))}${type}` };
    }
  }
  const inside = first === 'tenant' ? segments.slice(1) : segments;
  return { segments, where: readableLocation(pointer(...inside)) };
}

/** Every flag the config tests, with the places it gates, in the config's order. */
export function flagPlaces(draft: Draft): Record<string, FlagPlace[]> {
  const places: Record<string, FlagPlace[]> = {};
  const walk = (value: Json, segments: Segments) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...segments, i]));
    else if (isObject(value)) {
      if (typeof value.flag === 'string') {
        const found = owner(draft, segments);
        const nots = segments.slice(found.segments.length).filter((s) => s === 'not').length;
        const place: FlagPlace = {
          where: found.where,
          pointer: pointer(...(found.segments[0] === 'tenant' ? found.segments.slice(1) : found.segments)),
          whileOff: nots % 2 === 1,
        };
        const list = (places[value.flag] ??= []);
        if (!list.some((p) => p.pointer === place.pointer && p.whileOff === place.whileOff)) list.push(place);
      }
      for (const [key, v] of Object.entries(value)) walk(v, [...segments, key]);
    }
  };
  walk(draft.tenant, ['tenant']);
  walk(draft.screens, ['screens']);
  return places;
}

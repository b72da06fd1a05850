/**
 * The composition root: the one module that joins the engine, the screens and (through the page
 * the server renders) the tenant's config. The engine itself imports nothing from screens/.
 */
import { boot } from '../engine/boot';
import { nodeRegistry } from './registry';
import { chrome } from './shell/chrome';
import { StatusIcon } from './shell/StatusIcon';

boot({ registry: nodeRegistry, chrome, statusIcon: StatusIcon });

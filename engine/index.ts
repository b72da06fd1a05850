/**
 * The engine's public entry (issue 28 item 4): everything screens/ use of the engine. A screen
 * imports from here ('../../engine'), never from a module inside engine/; the lint
 * (scripts/eslint/boundaries.js) refuses a deep import, and ENGINE_DEEP_IMPORTS there names the
 * few files that may make one, and why.
 *
 * Named re-exports only, and the build tells the bundler that this module does nothing else
 * (scripts/vite.config.ts), so each name binds to the module that defines it and a screen's chunk
 * gets the modules it uses, as with a deep import. Modules for start-up or the server stay out:
 * boot.tsx (screens/app.tsx), server-render.tsx with react-dom's server renderer (screens/ssr.tsx),
 * the page entry's messages and Intl warm-up (screens/main.tsx), and the studio preview's modules.
 */

// Config shapes: the generated schema types, and the engine's own names for a few of them.
export type * from './config/types.gen';
export type { Action, MenuItem, NodeBase, TenantConfig } from './config/types';
export { siteGateway } from './config/gateway';
export { offeredProvider } from './config/social-login';

// The engine in React: its hooks, and the contracts of the chrome and status pages screens supply.
export {
  useAccount,
  useAction,
  useCondition,
  useDataSource,
  useEngine,
  useIsCurrentTarget,
  useRetryOnReconnect,
  useRoute,
  useRouteOffered,
  useSession,
  useUi,
} from './react/hooks';
export type { Engine } from './core/engine';
export type { ShellChrome } from './shell/Shell';
export type { StatusIcon } from './status/StatusPage';
export type { Toast } from './stores/ui';

// Rendering nodes: the registry's types, lazy and retrying nodes, nested nodes, loading views, idle time.
export { lazyNode } from './render/registry';
export type { NodeComponent, NodeLoader, NodeProps, NodeRegistry } from './render/registry';
export { retryingNode } from './render/RetryingNode';
export { NodeList, NodeView } from './render/Renderer';
export { LoadFailedView, LoadingView } from './render/LoadingView';
export { nextTask, whenIdle } from './render/idle';

// Calls and data: errors, the typed sources, the first screen's parameters.
export { ApiError } from './api/errors';
export type { ApiName, ParamsOf, ResponseOf } from './api/sources';
export { bannerParams, hotGamesParams, noticesParams } from './api/first-data';

// Actions: configured links, game launch, the chat action.
export { openConfiguredUrl, permittedSitePath, permittedUrl } from './actions/configured-url';
export { launchGame, launchRequestFor } from './actions/launch';
export type { LaunchableGame } from './actions/launch';
export { CHAT_LAUNCH } from './actions/registry';

// Account rules shared with the server: contact details, registration fields, the feedback mail.
export { ageOn } from './account/age';
export { CONTACT_RULES } from './account/contact-rules';
export { REGISTER_FIELDS } from './account/register-fields';
export type { RegisterField } from './account/register-fields';
export { FEEDBACK_MAIL_SUBJECT, subjectProblem } from './account/feedback-mail';

// Grammars the server applies too: amounts, passwords, usernames, mobile numbers.
export { MAX_AMOUNT, formatCents, parseCents } from './grammar/money';
export { isLoginPassword, isNewPassword, isPaymentPassword } from './grammar/password';
export { isLoginUsername } from './grammar/username';
export { isMobileNumber } from './grammar/phone';

// The tenant's clock: days and minutes in its time zone.
export { addDays, localDate, localMinute, periodFirstDate, tenantTimeZone } from './time/zone';

// Display: balances and badges, images, the logo, taps, storage.
export { HIDDEN_BALANCE, badgeText, formatBalance, greetingKey } from './format';
export { imageUrl, throttledQueue } from './images';
export { logoFor } from './theme/logo';
export { createPressTracker, type PressHandlers } from './press';
export { safeStorage } from './stores/storage';

import type { Engine } from '../../engine';

/**
 * What a back control of a page without the page header does (SPEC 2), by the rule of the
 * header's own arrow (screens/shell/PageHeader, kept apart from it so the home route's JS does not grow): home
 * on the routes of shell.backToHome, and when there is no step to go back to; otherwise one step
 * back.
 */
export function goBack(engine: Engine, backToHome: boolean): void {
  if (backToHome || window.history.length <= 1) engine.navigate(engine.config.shell.homePath);
  else window.history.back();
}

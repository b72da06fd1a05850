import type { Engine } from '../../engine';
import type { Failure } from '../common/form/failure';

/** Toasts a failure: its message key, or the server's text through the auth.serverText key. */
export function showFailure(engine: Engine, failure: Failure, ms = engine.config.constants.toast.shortMs) {
  const known = engine.config.messages?.[engine.ui.getState().language]?.[failure.message] !== undefined;
  const kind = failure.code === 'E_NETWORK' || failure.code === 'E_TIMEOUT' ? 'offline' : 'fail';
  if (known) engine.ui.toast(kind, failure.message, ms);
  else engine.ui.toast(kind, 'auth.serverText', ms, { text: failure.message });
}

import type { HTMLAttributes } from 'react';
import { Link } from 'wouter';
import { useAction, type Action } from '../../engine';

type ControlProps = { action: Action } & Omit<HTMLAttributes<HTMLElement>, 'onClick'> & { 'data-testid'?: string };

/**
 * The control of a configured action (issue 26). A navigation is a link: before the app has
 * started a tap follows its address with a page load, after it the app navigates without one
 * (wouter's Link leaves a click with a modifier key or another button to the browser: a new
 * tab). Any other action is a button, and a tap on it before the app starts waits for the app
 * (server/static/early-taps.ts).
 */
export function ActionControl({ action, ...props }: ControlProps) {
  const run = useAction();
  if (action.action !== 'navigate') return <button type="button" {...props} onClick={() => run(action)} />;
  return (
    <Link
      href={action.to}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        run(action);
      }}
    />
  );
}

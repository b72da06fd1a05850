import { useCallback, useRef, useState } from 'react';
import type { NodeBase } from '../config/types';
import { useRetryOnReconnect } from '../react/hooks';
import { LoadFailedView } from './LoadingView';
import type { NodeComponent, NodeLoader, NodeProps } from './registry';

/**
 * The stand-in for a node whose code did not arrive: the load-failed view with a retry, retried
 * by itself when the browser comes back online; once the code arrives the real node renders in
 * its place. A retry that fails while the browser is online (a new deploy removed the old
 * chunk, or the browser keeps the failed import) reloads the page, which fetches current code.
 */
export function retryingNode<N extends NodeBase>(
  load: NodeLoader<N>,
  reload: () => void = () => window.location.reload(),
): NodeComponent<N> {
  let loaded: NodeComponent<N> | undefined;
  return function RetryingNode(props: NodeProps<N>) {
    const [Component, setComponent] = useState<NodeComponent<N> | undefined>(() => loaded);
    const busy = useRef(false);
    const retry = useCallback(() => {
      if (busy.current) return;
      busy.current = true;
      load().then(
        (module) => {
          loaded = module.default;
          setComponent(() => module.default);
        },
        () => {
          busy.current = false;
          if (navigator.onLine) reload();
        },
      );
    }, []);
    useRetryOnReconnect(retry);
    if (Component) return <Component {...props} />;
    return <LoadFailedView network onRetry={retry} />;
  };
}

import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * True while React renders markup without a page (a server's pre-rendered markup), and while the
 * page hydrates such markup: a block then renders what it knows without the page's cookies and
 * without waiting for service answers, which come as an update right after.
 */
export const usePrerendering = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );

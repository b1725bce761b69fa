// react-i18next imports useSyncExternalStore from the CommonJS shim for React 17, which `require`s
// react. In the modules for React apps (the widget library, dist/react-app/), where react is the
// app's, that require cannot run in a browser; React 18 and later have the hook, and those modules
// need React 19. The page's modules carry React 19, so the shim would only add weight there.
export { useSyncExternalStore } from 'react';

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/** The React root a jsdom test draws into, and the element it draws in: both new for each test. */
export interface MountedRoot {
  readonly root: Root;
  /** Attached to the document, so focus and events behave as on a page. */
  readonly host: HTMLElement;
}

/**
 * Gives each test of the file a React root in an element of its own on `document.body`, unmounted and removed after
 * the test. Call it once, at the top of the file, and read `root` and `host` from what it returns inside the tests
 * (they are replaced before each one). Call it below the file's own `afterEach`: vitest runs `afterEach` hooks
 * last-registered first, so the tree unmounts before the file takes away what its effects may still use (a stubbed
 * fetch, fake timers, the session).
 */
export function mountRoot(): MountedRoot {
  // React's act() is for tests: this tells React the environment flushes its work when asked.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let root: Root;
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
  return {
    get root() {
      return root;
    },
    get host() {
      return host;
    },
  };
}

import type { ComponentType } from 'react';
import { withChunkTimeout } from '../lib/chunk-timeout';

export { withChunkTimeout };

/** `lazy:` for a route whose module default-exports its page component. */
export const page =
  (load: () => Promise<{ default: ComponentType }>) =>
  async (): Promise<{ Component: ComponentType }> => {
    const module = await withChunkTimeout(load());
    return { Component: module.default };
  };

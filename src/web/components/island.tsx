import { type ComponentType, useEffect, useRef, useState } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_LEAVE_EVENT, ISLAND_PROPS_ATTRIBUTE } from '../lib/entry-marks';
import { islandsOwnServerHtml } from '../lib/islands-ownership';

interface IslandProps<P> {
  /** Its name in islands/registry.ts, where the islands' start finds the same component. */
  name: string;
  component: ComponentType<P>;
  /** What the component is rendered with: JSON, read back by the islands' start. */
  props: P;
}

/**
 * A part of a server-rendered storefront page that answers input on its own (decision 080): the
 * server renders it inside an element naming it, with its props as JSON (`display: contents`, so
 * the layout is the same). On the page the server rendered, the islands' start hydrates it with
 * Preact on the visitor's first input, a fraction of the app's start (islands/start.tsx); the app,
 * hydrating after that, leaves its HTML alone (an element whose inner HTML React does not own is
 * not hydrated). Anywhere else (a page the app navigated to, or the islands could not start) the
 * app renders it itself, like any other part.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const [ownedByIslands] = useState(islandsOwnServerHtml);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ownedByIslands) return;
    // Read now: React has let go of the ref by the time the cleanup runs.
    const owned = element.current;
    return () => {
      owned?.dispatchEvent(new Event(ISLAND_LEAVE_EVENT));
    };
  }, [ownedByIslands]);
  const marks = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
    className: 'contents',
  };
  if (ownedByIslands) {
    return (
      // An empty string, never content: it only tells React the children are not its own.
      <div
        {...marks}
        ref={element}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: no HTML is set, React keeps the server's
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div {...marks}>
      <Component {...props} />
    </div>
  );
}

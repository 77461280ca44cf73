// What the page's two starts (decision 080: the islands and the app, each with its own copy of a
// store) tell each other on one page: a window event, which the sending copy ignores.

/** This copy of the module: each start takes only the other's news. */
const thisStart = Math.random().toString(36).slice(2);

interface News<T> {
  from: string;
  value: T;
}

/**
 * Listens for `event` from the page's other start, handing its value to `take`; `send` tells the
 * other start a value of this one's, `stop` stops listening.
 */
export function betweenStarts<T>(event: string, take: (value: T) => void) {
  const listener = (sent: Event) => {
    const news = (sent as CustomEvent<News<T>>).detail;
    if (news.from !== thisStart) take(news.value);
  };
  window.addEventListener(event, listener);
  return {
    send(value: T): void {
      const detail: News<T> = { from: thisStart, value };
      window.dispatchEvent(new CustomEvent(event, { detail }));
    },
    stop(): void {
      window.removeEventListener(event, listener);
    },
  };
}

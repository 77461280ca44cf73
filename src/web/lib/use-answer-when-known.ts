import { useEffect, useRef, useState } from 'react';

/**
 * A tap on a button whose answer depends on something still on its way (the visitor's session, a
 * signed-in customer's list): kept while `pending`, and answered once it has come. The button
 * stays enabled meanwhile (and says it is busy): a button disabled until then loses a tap made
 * as it turns disabled, between the hydrated flag going up and the session being asked for
 * (a customer's heart on their product page's islands, session 45).
 */
export function useAnswerWhenKnown(
  pending: boolean,
  answer: () => void,
): { onClick: () => void; waiting: boolean } {
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(answer);
  latest.current = answer;
  useEffect(() => {
    if (!waiting || pending) return;
    setWaiting(false);
    latest.current();
  }, [waiting, pending]);
  return { waiting, onClick: () => (pending ? setWaiting(true) : answer()) };
}

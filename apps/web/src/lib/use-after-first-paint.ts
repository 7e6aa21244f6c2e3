import { startTransition, useEffect, useState } from "react";

/**
 * False until the page's first frame is on screen. What a page shows only to signed-in students (save
 * buttons, progress marks) starts its download after that, so it never delays the page's first paint.
 * What it shows is drawn as a transition: in slices of a few milliseconds, not one long task after the
 * first paint (Lighthouse's TBT counts every task over 50 ms from then on).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame callback runs before the paint; the timer it starts runs after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

import { useLayoutEffect, useState } from "react";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion.ts";

/**
 * How many of `total` items are shown: the first at once, then one more every `stepMs`
 * (so item i appears at i × stepMs); all of them at once when the visitor prefers reduced motion.
 */
export function useStaggeredReveal(total: number, stepMs: number): number {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(() => Math.min(1, total));

  // a layout effect starts the clock in the task that puts the first item on screen; a passive effect
  // waits for the browser's next free moment, which a busy phone (or CI) puts hundreds of ms later
  useLayoutEffect(() => {
    if (reducedMotion) return;
    const timers: number[] = [];
    for (let index = 1; index < total; index += 1) {
      timers.push(window.setTimeout(() => setShown((count) => Math.max(count, index + 1)), index * stepMs));
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [reducedMotion, total, stepMs]);

  return reducedMotion ? total : shown;
}

import { useEffect, useRef, useState } from "react";
import { Icon } from "./icon.tsx";

/** Scroll offset in px past which the back-to-top button appears. */
export const BACK_TO_TOP_THRESHOLD = 400;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const visibleRef = useRef(false);

  useEffect(() => {
    // re-render only when the threshold is crossed, not on every scroll event
    const update = () => {
      const next = window.scrollY > BACK_TO_TOP_THRESHOLD;
      if (next === visibleRef.current) return;
      visibleRef.current = next;
      setVisible(next);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;

  const backToTop = () => {
    // the button disappears at the top, so focus moves to the start of the content instead of being lost
    document.getElementById("main")?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <button
      type="button"
      onClick={backToTop}
      aria-label="Back to top"
      title="Back to top"
      className="fixed right-4 bottom-4 z-20 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:right-6 sm:bottom-6"
    >
      <Icon name="arrowUp" />
    </button>
  );
}

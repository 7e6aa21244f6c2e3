import { useEffect } from "react";

const SITE = "Disha";

/** Sets the document title and description for the page being shown. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title === SITE ? title : `${title} · ${SITE}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}

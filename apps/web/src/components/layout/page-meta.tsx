import { useEffect } from "react";
import { t } from "../../lib/i18n/i18n.ts";

/** Sets the document title ('title · Disha', or the brand alone) and description (none: empty) for the page being shown. */
export function usePageMeta(title: string | null, description?: string) {
  useEffect(() => {
    const brand = t("common.brand");
    document.title = title === null ? brand : t("common.pageTitle", { title, brand });
    document.querySelector('meta[name="description"]')?.setAttribute("content", description ?? "");
  }, [title, description]);
}

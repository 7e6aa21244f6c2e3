import { Component, type ReactNode } from "react";
import { t } from "../lib/i18n/i18n.ts";

/** Shown when a page fails to load or render (for example a chunk gone after a deploy); offers a way out. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t("common.errorBoundary.title")}</h1>
        <p className="mt-3 text-slate-700">{t("common.errorBoundary.text")}</p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
            onClick={() => window.location.reload()}
          >
            {t("common.errorBoundary.reload")}
          </button>
          <a href="/" className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800">
            {t("common.errorBoundary.home")}
          </a>
        </div>
      </main>
    );
  }
}

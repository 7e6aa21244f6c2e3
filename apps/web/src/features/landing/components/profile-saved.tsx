import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { sitePaths as paths } from "../../../config/site-paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";

/** The state the profile form navigates home with, once the profile is saved. */
export interface ProfileSavedState {
  profileSaved: true;
}

function cameFromProfile(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as Partial<ProfileSavedState>).profileSaved === true;
}

/**
 * After the profile's Submit the spec sends the student home: here the page says the profile was saved,
 * at its top and in view, announced by the live region it appears in, with the way to the dashboard.
 */
export function ProfileSaved() {
  const state: unknown = useLocation().state;
  const show = cameFromProfile(state);
  // the live region is in the page first and the words go in after, so screen readers announce them
  const [announced, setAnnounced] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!show) return;
    setAnnounced(true);
  }, [show]);
  useEffect(() => {
    if (announced) linkRef.current?.focus({ preventScroll: true });
  }, [announced]);
  if (!show) return null;
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 pt-4">
      {announced ? (
        <div className="flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold">{t("landing.profileSaved.text")}</p>
          <Link
            ref={linkRef}
            to={paths.dashboard.root.href()}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t("landing.profileSaved.dashboard")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

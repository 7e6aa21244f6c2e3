// The theme: the device's (prefers-color-scheme, through CSS's light-dark() in index.css) until the
// student picks one; the pick is <html data-theme>, remembered in a cookie the server also reads, so it
// writes the attribute into the page it sends and nothing flashes on load (decision 024).

export type ChosenTheme = "light" | "dark";

export const THEME_COOKIE = "disha.theme";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function rememberedTheme(): ChosenTheme | undefined {
  const value = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${THEME_COOKIE}=`))
    ?.slice(THEME_COOKIE.length + 1);
  return value === "light" || value === "dark" ? value : undefined;
}

/** Puts the remembered theme on the page (the server did already, unless the page came from a cache). */
export function applyRememberedTheme() {
  const theme = rememberedTheme();
  if (theme) document.documentElement.dataset.theme = theme;
}

/** The theme the page shows now: the chosen one, else the device's. */
export function shownTheme(): ChosenTheme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === "light" || chosen === "dark") return chosen;
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: every toggle on the page shows the same theme. */
export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows `theme` and remembers it for this browser; "system" forgets the choice and follows the device. */
export function chooseTheme(theme: ChosenTheme | "system") {
  if (theme === "system") {
    delete document.documentElement.dataset.theme;
    document.cookie = `${THEME_COOKIE}=; path=/; max-age=0; samesite=lax`;
  } else {
    document.documentElement.dataset.theme = theme;
    document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  }
  for (const listener of listeners) listener();
}

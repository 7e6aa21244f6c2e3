import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes, preloadPage } from "./app/router.tsx";
import { sessionNamedByPage } from "./lib/auth/use-session.ts";
import { loadLocale } from "./lib/i18n/i18n.ts";
import { applyRememberedTheme } from "./lib/theme.ts";
import { sendQueuedChangesWhenOnline } from "./lib/offline/connection.ts";
import { registerServiceWorker } from "./lib/offline/service-worker.ts";
import "./index.css";

applyRememberedTheme();
// the page's words, its code and (with a session cookie) who is signed in, all on their way already:
// the first render then draws the whole page in one commit
await Promise.all([loadLocale(), sessionNamedByPage(), preloadPage(window.location.pathname)]);
registerServiceWorker();
sendQueuedChangesWhenOnline();
// index.html has the #root element. The first render as a transition: React then draws the page in
// slices of a few milliseconds instead of one long task, so a tap while it loads is answered (TBT)
const root = createRoot(document.getElementById("root") as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  ),
);

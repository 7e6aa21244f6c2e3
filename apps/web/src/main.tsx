import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/router.tsx";
import { loadLocale } from "./lib/i18n/i18n.ts";
import { applyRememberedTheme } from "./lib/theme.ts";
import { sendQueuedChangesWhenOnline } from "./lib/offline/connection.ts";
import { registerServiceWorker } from "./lib/offline/service-worker.ts";
import "./index.css";

applyRememberedTheme();
await loadLocale();
registerServiceWorker();
sendQueuedChangesWhenOnline();
// index.html has the #root element
createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);

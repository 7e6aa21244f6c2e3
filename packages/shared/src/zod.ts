import { z } from "zod";

// Every schema here is built with this z: no compiled validators, because the web app's
// Content-Security-Policy refuses the eval that zod would try (parsing stays fast enough for forms
// and request bodies).
z.config({ jitless: true });

export { z };

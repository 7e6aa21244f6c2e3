import type { ReactNode } from "react";
import { t } from "../../lib/i18n/i18n.ts";
import "../../lib/i18n/ui.ts";

interface ShareTarget {
  network: string;
  href: (url: string, text: string) => string;
  icon: ReactNode;
}

const enc = encodeURIComponent;

const targets: readonly ShareTarget[] = [
  {
    network: "WhatsApp",
    href: (url, text) => `https://wa.me/?text=${enc(`${text} ${url}`)}`,
    icon: (
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3Z" />
    ),
  },
  {
    network: "X",
    href: (url, text) => `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(text)}`,
    icon: (
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    ),
  },
  {
    network: "LinkedIn",
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    icon: (
      <path d="M20.4 20.5h-3.5v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9v5.7H9.4V9h3.4v1.6h.1a3.7 3.7 0 0 1 3.3-1.9c3.6 0 4.2 2.4 4.2 5.4v6.4ZM5.3 7.4a2 2 0 1 1 0-4.1 2 2 0 0 1 0 4.1ZM7.1 20.5H3.6V9h3.5v11.5ZM22.2 0H1.8A1.8 1.8 0 0 0 0 1.7v20.6A1.8 1.8 0 0 0 1.8 24h20.4a1.8 1.8 0 0 0 1.8-1.7V1.7A1.8 1.8 0 0 0 22.2 0Z" />
    ),
  },
];

/** 'Share:' and one link per network; each opens that network's share page for `url` in a new tab. */
export function ShareLinks({ url, text }: { url: string; text: string }) {
  return (
    <div className="flex items-center gap-2">
      <span id="share-label" className="font-semibold">
        {t("ui.share.label")}
      </span>
      {/* said to a screen reader, not shown only in a tooltip a finger cannot open */}
      <span id="share-new-tab" className="sr-only">
        {t("ui.opensInNewTab")}
      </span>
      <ul aria-labelledby="share-label" className="flex items-center gap-1">
        {targets.map((target) => (
          <li key={target.network}>
            <a
              href={target.href(url, text)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("ui.share.on", { network: target.network })}
              aria-describedby="share-new-tab"
              className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-white"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true" focusable="false">
                {target.icon}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

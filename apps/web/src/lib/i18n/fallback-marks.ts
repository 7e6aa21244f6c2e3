import { FALLBACK_END, FALLBACK_START } from "@disha/shared/i18n/translator";

// Loaded only in a language other than English. A message missing from its catalog comes out in
// English between FALLBACK_START and FALLBACK_END; the element showing it is marked lang="en", so a
// screen reader says it in English and a test can tell a known gap from text that skipped the catalog.

function markText(node: Node) {
  const text = node.textContent ?? "";
  const element = node.parentElement;
  if (element && text.includes(FALLBACK_START) && text.includes(FALLBACK_END) && element.lang !== "en") {
    element.lang = "en";
    element.dataset.fallback = "";
  }
}

function markWithin(root: Node) {
  if (root.nodeType === Node.TEXT_NODE) return markText(root);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) markText(node);
}

/** Marks every fallback under `root`, now and as pages render. */
export function markFallbacks(root: HTMLElement) {
  markWithin(root);
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "characterData") markText(change.target);
      for (const added of change.addedNodes) markWithin(added);
    }
  }).observe(root, { childList: true, subtree: true, characterData: true });
}

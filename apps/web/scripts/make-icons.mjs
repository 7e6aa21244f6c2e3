// Draws the app's PNG icons (the web app manifest's and Apple's) from the favicon's shape. Run once
// after changing the logo: `node apps/web/scripts/make-icons.mjs`; the PNGs are committed, so neither
// the build nor the browser ever draws them. sharp is the server's dependency (certificates).
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.join(import.meta.dirname, "../public/icons");
const BRAND = "#4338ca";
const ARROW = "M9 23 L16 7 L23 23 L16 18 Z";

// "any": the favicon's rounded square; "maskable": a full square whose arrow keeps to the middle 80 %
// (the safe zone a launcher's circle or squircle never cuts)
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="${ARROW}" fill="#fff"/></svg>`;
const fullSquare = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.7) translate(-16 -15)"><path d="${ARROW}" fill="#fff"/></g></svg>`;

const icons = [
  { file: "icon-192.png", svg: rounded, size: 192 },
  { file: "icon-512.png", svg: rounded, size: 512 },
  { file: "icon-maskable-512.png", svg: fullSquare, size: 512 },
  { file: "apple-touch-icon-180.png", svg: fullSquare, size: 180 },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}

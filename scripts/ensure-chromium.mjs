// End-to-end tests run in Debian's Chromium, never a downloaded browser. Installs it when missing and
// we are root; otherwise says in one line how to install it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it with 'sudo apt-get install -y chromium' (or set CHROME_PATH).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the end-to-end tests…");
  const quiet = { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  execFileSync("apt-get", ["update", "-qq"], quiet);
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], quiet);
}

import { ModerationQueue } from "./moderation-page.tsx";

/** The admin console's Moderation tab: the same queue under the console's heading. */
export default function ModerationTab() {
  return <ModerationQueue level={2} />;
}

import { PreferencesSection } from "./preferences-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { YourDataSection } from "./your-data-section.tsx";
import { ParentsSection } from "../../parents/index.ts";

/** The account's settings at the foot of the dashboard: forms a student opens now and then, not at every visit. */
export default function AccountSections() {
  return (
    <>
      <PreferencesSection />
      <div className="grid gap-6 xl:grid-cols-2">
        <EmailSection />
        <ParentsSection />
      </div>

      <YourDataSection />
    </>
  );
}

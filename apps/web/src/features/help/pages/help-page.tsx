import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { SupportMessageForm } from "../components/support-message-form.tsx";

export default function HelpPage() {
  usePageMeta("Help & Support", "Send the Disha team a message and we will get back to you.");
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">Help &amp; Support</h1>
      <p className="mt-1 text-slate-700">
        Stuck somewhere or have a question? Write to us and we will get back to you the way you prefer.
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <SupportMessageForm />
      </div>
    </div>
  );
}

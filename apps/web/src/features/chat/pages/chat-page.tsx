import "../i18n.ts";
import { CHAT_MESSAGE_MAX_LENGTH } from "@disha/shared";
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { LogoMark } from "../../../components/ui/logo.tsx";
import { UserAvatar } from "../../../components/ui/user-avatar.tsx";
import { useSession } from "../../../lib/auth/use-session.ts";
import { AnswerReport } from "../components/answer-report.tsx";
import { MessageText } from "../components/message-text.tsx";
import { useChat } from "../hooks/use-chat.ts";
import { t } from "../../../lib/i18n/i18n.ts";

// the conversation fills the screen below the heading, so the message box is in view on a phone at
// first load (390 x 844), and is never taller than a laptop's reading height
const CHAT_HEIGHT = "min(650px, max(22rem, calc(100dvh - 15rem)))";
// closer to the bottom than this counts as reading the newest message
const AT_BOTTOM_PX = 48;

// questions a student may not think to ask first; a tap asks them
const EXAMPLE_QUESTIONS = ["chat.examples.doctor", "chat.examples.engineering", "chat.examples.afterTen"] as const;

function TypingIndicator() {
  return (
    <div
      role="status"
      aria-label={t("chat.typing")}
      className="flex items-center gap-1 rounded-2xl bg-slate-100 px-4 py-3"
    >
      {/* a live region reads its content, not its label */}
      <span className="sr-only">{t("chat.typing")}</span>
      {[0, 1, 2].map((dot) => (
        <span
          key={dot}
          className="h-2 w-2 animate-bounce rounded-full bg-slate-600"
          style={{ animationDelay: `${dot * 150}ms` }}
        />
      ))}
    </div>
  );
}

function BotAvatar() {
  return (
    <span
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50"
      aria-hidden="true"
    >
      <LogoMark className="h-6 w-6" />
    </span>
  );
}

export default function ChatPage() {
  usePageMeta(t("chat.title"), t("chat.description"));
  const { user } = useSession();
  const chat = useChat();
  const [draft, setDraft] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  // whether she is reading the newest message; she may scroll up to read an older one
  const following = useRef(true);
  const seenCount = useRef(0);
  const [unseenAnswer, setUnseenAnswer] = useState(false);

  /** Brings the newest message into view: a long answer from its first line, else the bottom. */
  const showNewest = () => {
    const list = listRef.current;
    const newest = list?.lastElementChild;
    if (!list || !newest) return;
    const top = newest.getBoundingClientRect().top - list.getBoundingClientRect().top;
    const tallerThanView = newest.getBoundingClientRect().height > list.clientHeight - AT_BOTTOM_PX;
    list.scrollTop = tallerThanView ? list.scrollTop + top - 8 : list.scrollHeight;
    setUnseenAnswer(false);
  };

  useLayoutEffect(() => {
    const grew = chat.messages.length > seenCount.current;
    seenCount.current = chat.messages.length;
    if (following.current) showNewest();
    else if (grew && chat.messages.at(-1)?.sender === "bot") setUnseenAnswer(true);
  }, [chat.messages, chat.pendingReply, chat.waitingForReply]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    following.current = list.scrollHeight - list.scrollTop - list.clientHeight < AT_BOTTOM_PX;
    if (following.current) setUnseenAnswer(false);
  };

  const ask = (text: string) => {
    const sent = chat.send(text);
    // her own question brings her back to the end, where its answer comes
    if (sent) following.current = true;
    return sent;
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (ask(draft)) setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{t("chat.title")}</h1>
      <p className="mt-1 text-slate-700">{t("chat.intro")}</p>
      {chat.connection !== "connected" ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {chat.connection === "connecting" ? t("chat.connecting") : t("chat.reconnecting")}
        </p>
      ) : null}
      <section
        aria-label={t("chat.conversation")}
        className="relative mt-4 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
        style={{ height: CHAT_HEIGHT }}
      >
        <ol ref={listRef} onScroll={onScroll} aria-live="polite" className="flex-1 space-y-4 overflow-y-auto p-4">
          {chat.messages.length === 0 && !chat.waitingForReply ? (
            <li className="text-center text-slate-700">
              <p>{t("chat.try")}</p>
              <ul className="mt-3 flex flex-col items-center gap-2">
                {EXAMPLE_QUESTIONS.map((key) => (
                  <li key={key}>
                    <button
                      type="button"
                      disabled={chat.connection !== "connected"}
                      onClick={() => ask(t(key))}
                      className="min-h-11 rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                    >
                      {t(key)}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
          {chat.messages.map((message, index) => (
            <li key={index} className={`flex items-end gap-2 ${message.sender === "user" ? "flex-row-reverse" : ""}`}>
              {message.sender === "user" ? (
                <UserAvatar name={user?.name ?? t("chat.you")} imageUrl={user?.image} size={36} />
              ) : (
                <BotAvatar />
              )}
              <div
                className={`max-w-[80%] rounded-2xl px-4 py-2 ${message.sender === "user" ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"}`}
              >
                <span className="sr-only">{message.sender === "user" ? t("chat.youSaid") : t("chat.dishaSaid")} </span>
                <span translate="no">
                  <MessageText text={message.text} />
                </span>
                {message.sender === "bot" ? <AnswerReport text={message.text} /> : null}
                {message.choices && index === chat.messages.length - 1 ? (
                  <ul aria-label={t("chat.choices")} className="mt-2 flex flex-wrap gap-2">
                    {message.choices.map((choice) => (
                      <li key={choice}>
                        <button
                          type="button"
                          disabled={chat.connection !== "connected" || chat.waitingForReply}
                          onClick={() => ask(choice)}
                          className="min-h-11 rounded-full border border-brand-700 bg-white px-4 py-2 text-left font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                        >
                          {choice}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
          {chat.waitingForReply ? (
            <li className="flex items-end gap-2">
              <BotAvatar />
              {chat.pendingReply ? (
                <div className="max-w-[80%] rounded-2xl bg-slate-100 px-4 py-2 text-slate-900">
                  <span translate="no">
                    <MessageText text={chat.pendingReply} />
                  </span>
                </div>
              ) : (
                <TypingIndicator />
              )}
            </li>
          ) : null}
        </ol>
        {unseenAnswer ? (
          <button
            type="button"
            onClick={showNewest}
            className="absolute bottom-24 left-1/2 min-h-11 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white shadow-lg hover:bg-brand-800"
          >
            {t("chat.newAnswer")}
          </button>
        ) : null}
        {chat.error ? (
          <p role="alert" className="mx-4 mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {chat.error.message}
          </p>
        ) : null}
        <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3">
          <label htmlFor="chat-message" className="sr-only">
            {t("chat.yourMessage")}
          </label>
          <textarea
            id="chat-message"
            rows={1}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("chat.placeholder")}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-slate-400 px-3 py-2"
          />
          <button type="submit" className={buttonStyles.primary} disabled={chat.connection !== "connected"}>
            {t("chat.send")}
          </button>
        </form>
      </section>
    </div>
  );
}

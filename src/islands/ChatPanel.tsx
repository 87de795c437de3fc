/**
 * The chatbot panel: 480 px high, 320 px wide in a browser (on a kiosk as large as
 * the screen allows, above the on-screen keyboard: `[data-chat-panel]` in global.css), titled as the university
 * assistant, with the welcome message, six suggestion chips, a typing indicator, a scroll-to-bottom button
 * and a clear-chat button. State and actions live in src/stores/chat.ts.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { ThumbsDown, ThumbsUp } from "lucide-static";
import { Icon } from "./parts/Icon.tsx";
import {
  $chatMessages,
  $chatOpen,
  $chatStarters,
  $chatWaiting,
  clearChat,
  rateMessage,
  sendMessage,
  showScrollButton,
  toggleChat,
  type ChatMessage,
} from "../stores/chat";
import { useStores } from "./parts/use-stores.ts";

export default function ChatPanel() {
  const { open, messages, waiting, starters } = useStores({ open: $chatOpen, messages: $chatMessages, waiting: $chatWaiting, starters: $chatStarters });
  const [draft, setDraft] = useState("");
  const [scrollButton, setScrollButton] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Reduced motion: jump instead of gliding.
  const toBottom = (behavior: ScrollBehavior = "smooth") =>
    list.current?.scrollTo({ top: list.current.scrollHeight, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : behavior });
  // Closing gives the focus back to the floating button that opened the panel.
  const close = () => {
    toggleChat(false);
    document.querySelector<HTMLElement>("[data-chat-button]")?.focus();
  };
  const onScroll = () => {
    const el = list.current;
    if (el) setScrollButton(showScrollButton(messages.length, el.scrollHeight - el.scrollTop - el.clientHeight));
  };

  // A new message, the typing dots or opening the panel: show the latest line and whether to offer the button.
  const settle = useEffectEvent(() => {
    toBottom("auto");
    onScroll();
  });
  useLayoutEffect(() => settle(), [messages.length, waiting, open]);

  useEffect(() => {
    if (open && !waiting) input.current?.focus();
  }, [open, waiting]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  if (!open) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim() || waiting) return;
    void sendMessage(draft);
    setDraft("");
  };
  const ask = (text: string) => {
    if (!waiting) void sendMessage(text);
  };
  const onlyWelcome = messages.length === 1 && messages[0].category === "welcome";

  return (
    <section
      role="dialog"
      aria-label="MVSU Virtual Assistant"
      data-chat-panel
      className="bg-base-100 border-base-300 absolute right-0 bottom-full mb-3 flex h-[480px] w-[320px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-box border shadow-2xl"
    >
      <header className="bg-primary text-primary-content flex items-center gap-2 px-3 py-2">
        <h2 className="flex-1 text-base leading-tight font-bold">MVSU Virtual Assistant</h2>
        <button type="button" className="btn btn-ghost btn-sm h-12 min-h-12 text-primary-content" onClick={clearChat} data-chat-clear>
          Clear
        </button>
        <button type="button" className="btn btn-ghost btn-sm btn-square size-12 min-h-12 text-primary-content" aria-label="Close chat" onClick={close}>
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      </header>

      <div className="relative min-h-0 flex-1">
        <div ref={list} onScroll={onScroll} className="h-full space-y-3 overflow-y-auto p-3" data-chat-messages aria-live="polite">
          {messages.map((m) => (
            <Message key={m.id} message={m} onAsk={ask} disabled={waiting} />
          ))}
          {onlyWelcome && starters.length > 0 && (
            <div className="flex flex-wrap gap-2" data-chat-starters>
              {starters.map((s) => (
                <button key={s} type="button" className="btn btn-outline btn-primary btn-sm h-auto min-h-12 max-w-full py-2 text-left font-normal whitespace-normal normal-case" onClick={() => ask(s)}>
                  {s}
                </button>
              ))}
            </div>
          )}
          {waiting && (
            <div className="chat chat-start" data-chat-typing aria-label="Assistant is typing">
              <div className="chat-bubble bg-base-200 text-base-content min-h-0 py-3">
                <span className="loading loading-dots loading-sm" />
              </div>
            </div>
          )}
        </div>
        {scrollButton && (
          <button
            type="button"
            className="btn btn-circle btn-neutral absolute right-3 bottom-3 size-12 shadow"
            aria-label="Scroll to the latest message"
            data-chat-scroll
            onClick={() => toBottom()}
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
              <path d="M12 5v14M5 12l7 7 7-7" />
            </svg>
          </button>
        )}
      </div>

      <form onSubmit={submit} className="border-base-300 flex gap-2 border-t p-2">
        <input
          ref={input}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={waiting}
          maxLength={500}
          placeholder="Type your question..."
          aria-label="Your message"
          className="input input-bordered h-12 min-w-0 flex-1"
          data-chat-input
        />
        <button type="submit" className="btn btn-primary h-12 min-h-12" disabled={waiting || !draft.trim()} data-chat-send>
          Send
        </button>
      </form>
    </section>
  );
}

function Message({ message: m, onAsk, disabled }: { message: ChatMessage; onAsk: (text: string) => void; disabled: boolean }) {
  return (
    <div className={`chat ${m.isUser ? "chat-end" : "chat-start"}`} data-chat-message={m.isUser ? "user" : "bot"} data-category={m.category}>
      <div className={`chat-bubble text-sm whitespace-pre-line ${m.isUser ? "chat-bubble-primary" : "bg-base-200 text-base-content"}`}>{m.message}</div>
      {!m.isUser && (m.suggestions.length > 0 || m.rateable || m.link) && (
        <div className="chat-footer mt-1 flex flex-col items-start gap-1 opacity-100">
          {m.link && (
            <a href={m.link.href} className="btn btn-outline btn-primary btn-sm h-auto min-h-12 max-w-full py-2 text-left font-normal whitespace-normal normal-case" data-chat-link>
              <svg viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
                <circle cx="12" cy="10" r="3" />
              </svg>
              {m.link.label}
            </a>
          )}
          {m.suggestions.length > 0 && (
            <div className="flex flex-wrap gap-1">
              {m.suggestions.map((s) => (
                <button key={s} type="button" disabled={disabled} className="btn btn-ghost btn-sm h-auto min-h-12 max-w-full border-base-300 py-2 text-left font-normal whitespace-normal normal-case" onClick={() => onAsk(s)}>
                  {s}
                </button>
              ))}
            </div>
          )}
          {m.rateable && (
            <div className="flex gap-1" data-chat-rating>
              <button type="button" aria-label="Helpful" aria-pressed={m.rating === "up"} className={`btn btn-ghost btn-square size-12 ${m.rating === "up" ? "text-success" : ""}`} onClick={() => void rateMessage(m.id, true)}>
                <Icon svg={ThumbsUp} className="size-6" />
              </button>
              <button type="button" aria-label="Not helpful" aria-pressed={m.rating === "down"} className={`btn btn-ghost btn-square size-12 ${m.rating === "down" ? "text-error" : ""}`} onClick={() => void rateMessage(m.id, false)}>
                <Icon svg={ThumbsDown} className="size-6" />
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

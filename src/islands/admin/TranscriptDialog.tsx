import { useEffect, useRef } from "react";
import type { ChatSessionTranscript } from "../../shared/api/admin-sessions.ts";
import type { Loadable } from "../../stores/admin/loadable.ts";
import { percentText } from "../../stores/admin/sessions.ts";
import { ErrorAlert, LoadingText } from "./parts/states.tsx";
import { dateTime, timeOnly } from "./parts/time.ts";

/** One conversation: each message, and for each reply the item it matched and the confidence. */
export default function TranscriptDialog(props: { state: Loadable<ChatSessionTranscript>; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = props.state.status !== "idle";
  useEffect(() => {
    const el = ref.current;
    if (open && el && !el.open) el.showModal();
    if (!open && el?.open) el.close();
  }, [open]);
  const data = props.state.status === "ready" ? props.state.data : undefined;

  return (
    <dialog ref={ref} className="modal" aria-labelledby="transcript-title" onClose={props.onClose} data-dialog="transcript">
      <div className="modal-box flex max-h-[90vh] w-11/12 max-w-4xl flex-col">
        <div className="mb-3 flex items-start gap-3">
          <div className="grow">
            <h2 id="transcript-title" className="text-xl font-bold">
              Conversation
            </h2>
            {data && (
              <p className="text-base-content/70 text-sm">
                {dateTime(data.startedAt)} · {data.messageCount} messages
              </p>
            )}
          </div>
          <button type="button" className="btn btn-ghost btn-sm" onClick={props.onClose}>
            Close
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto" tabIndex={0} role="region" aria-label="Messages">
          {props.state.status === "loading" && <LoadingText />}
          {props.state.status === "error" && <ErrorAlert message={props.state.message} />}
          {data && (
            <ol className="flex flex-col gap-3" data-transcript>
              {data.messages.map((m) => (
                <li key={m.id} className={`chat ${m.isUser ? "chat-end" : "chat-start"}`} data-message={m.isUser ? "user" : "bot"}>
                  <div className="chat-header text-xs opacity-70">
                    {m.isUser ? "Visitor" : "Assistant"} · {timeOnly(m.createdAt)}
                  </div>
                  <div className={`chat-bubble whitespace-pre-line ${m.isUser ? "chat-bubble-primary" : m.category === "fallback" ? "chat-bubble-warning" : ""}`}>{m.message}</div>
                  {!m.isUser && (
                    <div className="chat-footer mt-1 flex flex-wrap gap-1 text-xs" data-match>
                      {m.category && <span className="badge badge-sm badge-outline">{m.category}</span>}
                      <span className="badge badge-sm badge-ghost" data-confidence>
                        Confidence {percentText(m.confidence)}
                      </span>
                      <span className="badge badge-sm badge-ghost" data-matched>
                        {m.knowledgeQuestion ? `Matched: ${m.knowledgeQuestion}` : m.knowledgeItemId !== null ? `Item #${m.knowledgeItemId} (deleted)` : "No item matched"}
                      </span>
                      {m.rating !== null && <span className="badge badge-sm">{m.rating > 0 ? "Rated helpful" : "Rated not helpful"}</span>}
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-label="Close dialog">
          close
        </button>
      </form>
    </dialog>
  );
}

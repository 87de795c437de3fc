import { Modal } from "../parts/Modal.tsx";
import type { ChatSessionTranscript } from "../../shared/api/admin-sessions.ts";
import type { Loadable } from "../../stores/admin/loadable.ts";
import { percentText } from "../../stores/admin/sessions.ts";
import { ErrorAlert, LoadingText } from "./parts/states.tsx";
import { dateTime, timeOnly } from "./parts/time.ts";

/** One conversation: each message, and for each reply the item it matched and the confidence. */
export default function TranscriptDialog(props: { state: Loadable<ChatSessionTranscript>; onClose: () => void }) {
  const data = props.state.status === "ready" ? props.state.data : undefined;

  return (
    <Modal open={props.state.status !== "idle"} onClose={props.onClose} title="Conversation" wide name="transcript">
      {data && (
        <p className="text-base-content/70 -mt-2 mb-3 text-sm">
          {dateTime(data.startedAt)} · {data.messageCount} messages
        </p>
      )}
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
    </Modal>
  );
}

import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { RefreshCw } from "lucide-static";
import { $sessions, $transcript, closeTranscript, loadSessions, openTranscript } from "../../stores/admin/sessions.ts";
import { Icon } from "./parts/Icon.tsx";
import { Empty, Loaded } from "./parts/states.tsx";
import { dateTime } from "./parts/time.ts";
import TranscriptDialog from "./TranscriptDialog.tsx";

/** Sessions: conversations newest first; a row opens its transcript. */
export default function SessionsTab() {
  const state = useStore($sessions);
  const transcript = useStore($transcript);
  useEffect(() => {
    if ($sessions.get().status === "idle") void loadSessions();
  }, []);

  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <div className="grow">
            <h2 className="card-title text-xl">Chat Sessions</h2>
            <p className="text-base-content/70 text-sm">Conversations with the assistant, newest first. Open one to read it.</p>
          </div>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => void loadSessions()} disabled={state.status === "loading"}>
            <Icon svg={RefreshCw} className="size-4" />
            Refresh
          </button>
        </div>
        <Loaded state={state} onRetry={() => void loadSessions()}>
          {(list) =>
            list.items.length === 0 ? (
              <Empty>No conversations yet.</Empty>
            ) : (
              <>
                <ul className="divide-base-200 flex flex-col divide-y" data-sessions>
                  {list.items.map((s) => (
                    <li key={s.id}>
                      <button
                        type="button"
                        className="hover:bg-base-200 rounded-box grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-3 py-3 text-left sm:grid-cols-[12rem_7rem_1fr_6rem]"
                        onClick={() => void openTranscript(s.id)}
                        data-session={s.id}
                      >
                        <span className="text-primary font-medium whitespace-nowrap">{dateTime(s.lastMessageAt)}</span>
                        <span className="text-base-content/70 text-sm whitespace-nowrap sm:order-none" data-count>
                          {s.messageCount} messages
                        </span>
                        <span className="col-span-2 min-w-0 truncate sm:col-span-1">{s.firstQuestion ?? <span className="opacity-70">(no question)</span>}</span>
                        <span className="col-span-2 sm:col-span-1 sm:text-right">{s.hadFallback && <span className="badge badge-warning" data-fallback>Fallback</span>}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                {list.more && (
                  <button type="button" className="btn btn-outline self-center" onClick={() => void loadSessions({ more: true })} disabled={state.status === "loading"}>
                    Load more
                  </button>
                )}
              </>
            )
          }
        </Loaded>
      </div>
      <TranscriptDialog state={transcript} onClose={closeTranscript} />
    </div>
  );
}

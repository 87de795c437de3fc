import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { RefreshCw } from "lucide-static";
import { $sessions, $transcript, closeTranscript, loadSessions, openTranscript } from "../../stores/admin/sessions.ts";
import { Icon } from "./parts/Icon.tsx";
import { Empty, Load } from "./parts/states.tsx";
import { dateTime } from "./parts/time.ts";
import TranscriptDialog from "./TranscriptDialog.tsx";

/** Sessions (issue 7): conversations newest first; a row opens its transcript. */
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
        <Load state={state} onRetry={() => void loadSessions()}>
          {(list) =>
            list.items.length === 0 ? (
              <Empty>No conversations yet.</Empty>
            ) : (
              <>
                <div className="overflow-x-auto">
                  <table className="table" data-sessions>
                    <thead>
                      <tr>
                        <th>Time</th>
                        <th className="text-right">Messages</th>
                        <th>First question</th>
                        <th>Fallback</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.items.map((s) => (
                        <tr key={s.id} className="hover:bg-base-200 cursor-pointer" onClick={() => void openTranscript(s.id)} data-session={s.id}>
                          <td className="whitespace-nowrap">
                            <button type="button" className="link link-primary text-left" onClick={(e) => (e.stopPropagation(), void openTranscript(s.id))}>
                              {dateTime(s.lastMessageAt)}
                            </button>
                          </td>
                          <td className="text-right" data-count>
                            {s.messageCount}
                          </td>
                          <td className="max-w-md truncate">{s.firstQuestion ?? <span className="opacity-60">(no question)</span>}</td>
                          <td>{s.hadFallback ? <span className="badge badge-warning" data-fallback>Fallback</span> : <span className="opacity-40">-</span>}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {list.more && (
                  <button type="button" className="btn btn-outline self-center" onClick={() => void loadSessions({ more: true })} disabled={state.status === "loading"}>
                    Load more
                  </button>
                )}
              </>
            )
          }
        </Load>
      </div>
      <TranscriptDialog state={transcript} onClose={closeTranscript} />
    </div>
  );
}

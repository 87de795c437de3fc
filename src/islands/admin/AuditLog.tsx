import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { RefreshCw } from "lucide-static";
import { auditLog, detailsText } from "../../stores/admin/tools.ts";
import { Icon } from "./parts/Icon.tsx";
import { Empty, Loaded } from "./parts/states.tsx";
import { dateTime } from "./parts/time.ts";
import { ScrollTable } from "./parts/ScrollTable.tsx";

/** Who changed what and when: the latest 100 admin actions. */
export default function AuditLog() {
  const state = useStore(auditLog.$state);
  useEffect(() => void auditLog.load(), []);
  return (
    <section className="card bg-base-100 shadow-sm" data-card="audit-log">
      <div className="card-body gap-3">
        <div className="flex items-center gap-3">
          <h2 className="card-title grow">Audit Log</h2>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => void auditLog.load()}>
            <Icon svg={RefreshCw} className="size-4" />
            Refresh
          </button>
        </div>
        <Loaded state={state} onRetry={() => void auditLog.load()}>
          {(entries) =>
            entries.length === 0 ? (
              <Empty>No admin actions recorded yet.</Empty>
            ) : (
              <ScrollTable label="Audit log entries" scroll="max-h-[28rem] overflow-auto" table="table table-sm" hook="audit" columns={["When", "Who", "Action", "Target", "Details"]}>
                {entries.map((e) => (
                  <tr key={e.id} data-audit-action={e.action}>
                    <td className="whitespace-nowrap">{dateTime(e.at)}</td>
                    <td>{e.username}</td>
                    <td>
                      <code className="text-xs">{e.action}</code>
                    </td>
                    <td>{e.target ?? ""}</td>
                    <td className="max-w-md text-xs break-words">{detailsText(e.details)}</td>
                  </tr>
                ))}
              </ScrollTable>
            )
          }
        </Loaded>
      </div>
    </section>
  );
}

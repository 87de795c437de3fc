import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-static";
import { announcementStatus } from "../../shared/api/announcements.ts";
import { LIST_CONTRACTS, type ContentListName } from "../../shared/api/admin-lists.ts";
import { $listBusy, deleteListItem, listResource, moveListItem, openAddItem, openEditItem, type ListItem } from "../../stores/admin/lists.ts";
import { itemSummary, LIST_FORMS } from "../../stores/admin/list-forms.ts";
import { ADMIN_TABS } from "../../stores/admin/tabs.ts";
import { Icon } from "./parts/Icon.tsx";
import { Empty, Loaded } from "./parts/states.tsx";
import { useResource } from "./parts/use-resource.ts";
import ListDialog from "./ListDialog.tsx";

const STATUS_BADGE = { scheduled: "badge-info", live: "badge-success", expired: "badge-ghost" } as const;

/** One staff-edited list: Add, then one row per item with edit, delete and (hand-ordered lists) move up/down. */
export default function ListTab(props: { list: ContentListName }) {
  const { list } = props;
  const r = listResource(list);
  const state = useResource(r);
  const busy = useStore($listBusy);
  const label = ADMIN_TABS.find((t) => "list" in t && t.list === list)?.label ?? list;
  const { singular } = LIST_FORMS[list];
  const handOrdered = LIST_CONTRACTS[list].handOrdered;

  return (
    <div className="flex flex-col gap-4" data-list-tab={list}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grow">
          <h2 className="text-xl font-bold">{label}</h2>
          <p className="text-base-content/70 text-sm">
            {handOrdered ? "Shown on the kiosk in this order; move items up or down." : "Shown newest first."} Changes reach every kiosk within seconds.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => openAddItem(list)}>
          <Icon svg={Plus} />
          Add {singular}
        </button>
      </div>
      <Loaded state={state} onRetry={() => void r.load()}>
        {(items) =>
          items.length === 0 ? (
            <Empty>Nothing here yet. Add the first one.</Empty>
          ) : (
            <ul className="divide-base-200 bg-base-100 rounded-box divide-y" data-list-items>
              {items.map((item, index) => (
                <Row key={item.id} list={list} item={item} index={index} count={items.length} busy={busy.has(item.id)} handOrdered={handOrdered} singular={singular} />
              ))}
            </ul>
          )
        }
      </Loaded>
      <ListDialog />
    </div>
  );
}

function Row(props: { list: ContentListName; item: ListItem; index: number; count: number; busy: boolean; handOrdered: boolean; singular: string }) {
  const { list, item, index, count, busy } = props;
  const [confirming, setConfirming] = useState(false);
  const { title, detail } = itemSummary(list, item);
  const status = list === "announcements" ? announcementStatus(item as unknown as { createdAt: string; expiresAt: string | null }) : undefined;

  useEffect(() => {
    if (!confirming) return;
    const t = setTimeout(() => setConfirming(false), 5000);
    return () => clearTimeout(t);
  }, [confirming]);

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-item-id={item.id}>
      {props.handOrdered && (
        <div className="flex flex-col gap-1">
          <button type="button" className="btn btn-square btn-ghost btn-sm" aria-label={`Move up: ${title}`} disabled={busy || index === 0} onClick={() => void moveListItem(list, item, -1)} data-action="move-up">
            <Icon svg={ArrowUp} />
          </button>
          <button type="button" className="btn btn-square btn-ghost btn-sm" aria-label={`Move down: ${title}`} disabled={busy || index === count - 1} onClick={() => void moveListItem(list, item, 1)} data-action="move-down">
            <Icon svg={ArrowDown} />
          </button>
        </div>
      )}
      <div className="min-w-0 grow basis-64">
        <p className="font-semibold break-words" data-item-title>
          {title}
        </p>
        <p className="text-base-content/70 text-sm break-words">{detail}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {status && (
          <span className={`badge ${STATUS_BADGE[status]}`} data-status={status}>
            {status === "scheduled" ? "Scheduled" : status === "live" ? "Published" : "Expired"}
          </span>
        )}
        {item.isUrgent === true && <span className="badge badge-error">Urgent</span>}
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => openEditItem(list, item)} disabled={busy} data-action="edit" aria-label={`Edit: ${title}`}>
          <Icon svg={Pencil} />
          Edit
        </button>
        {confirming ? (
          <button
            type="button"
            className="btn btn-sm btn-error"
            disabled={busy}
            onClick={() => void deleteListItem(list, item).then(() => setConfirming(false))}
            data-action="confirm-delete"
          >
            Delete {props.singular.toLowerCase()}?
          </button>
        ) : (
          <button type="button" className="btn btn-sm btn-ghost text-error" onClick={() => setConfirming(true)} disabled={busy} data-action="delete" aria-label={`Delete: ${title}`}>
            <Icon svg={Trash2} />
            Delete
          </button>
        )}
      </div>
    </li>
  );
}

import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { UnansweredGroup } from "../../shared/api/admin-analytics.ts";
import { addVariation, knowledge, openAddKnowledge } from "../../stores/admin/knowledge.ts";
import { dataOf } from "../../stores/admin/loadable.ts";
import { Empty } from "./parts/states.tsx";
import { dateTime } from "./parts/time.ts";
import { Options } from "../parts/Options.tsx";

/** Unanswered questions grouped by similarity; each group can become a variation or a new item. */
export default function UnansweredGroups({ groups }: { groups: UnansweredGroup[] }) {
  return (
    <section className="card bg-base-100 shadow-sm" data-card="unanswered">
      <div className="card-body gap-3">
        <div>
          <h3 className="card-title">Unanswered questions</h3>
          <p className="text-base-content/70 text-sm">Questions that got the fallback reply, grouped by similarity, most asked first.</p>
        </div>
        {groups.length === 0 ? (
          <Empty>Every question in this period was answered.</Empty>
        ) : (
          <ul className="flex flex-col gap-3">
            {groups.map((g) => (
              <Group key={`${g.representative}-${g.lastAskedAt}`} group={g} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Group({ group }: { group: UnansweredGroup }) {
  const [choosing, setChoosing] = useState(false);
  const [itemId, setItemId] = useState("");
  const [added, setAdded] = useState<string | undefined>(undefined);
  const items = dataOf(useStore(knowledge.$state)) ?? [];
  useEffect(() => {
    if (choosing) void knowledge.ensure();
  }, [choosing]);
  const others = group.questions.map((q) => q.text).filter((t) => t !== group.representative);

  return (
    <li className="border-base-200 rounded-box border p-4" data-group={group.representative}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 grow">
          <p className="font-semibold">{group.representative}</p>
          <p className="text-base-content/70 text-sm">
            Asked {group.count} {group.count === 1 ? "time" : "times"} · last {dateTime(group.lastAskedAt)}
          </p>
        </div>
        <span className="badge badge-warning" data-group-count>
          {group.count}
        </span>
      </div>
      {group.questions.length > 1 && (
        <ul className="text-base-content/80 mt-2 list-inside list-disc text-sm">
          {group.questions.map((q) => (
            <li key={q.text}>
              {q.text} <span className="opacity-70">({q.count})</span>
            </li>
          ))}
        </ul>
      )}
      {added && <p className="text-green-700 mt-2 text-sm">{added}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {choosing ? (
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={async (e) => {
              e.preventDefault();
              const item = items.find((i) => i.id === Number(itemId));
              if (item && (await addVariation(item.id, group.representative))) {
                setAdded(`Added as a variation of "${item.canonicalQuestion}".`);
                setChoosing(false);
              }
            }}
          >
            <label className="select select-sm w-72 max-w-full">
              <span className="sr-only">Knowledge item</span>
              <select value={itemId} onChange={(e) => setItemId(e.currentTarget.value)} aria-label="Knowledge item">
                <option value="" disabled>
                  Choose an item...
                </option>
                <Options items={items} value={(i) => i.id} label={(i) => i.canonicalQuestion} />
              </select>
            </label>
            <button type="submit" className="btn btn-sm btn-primary" disabled={itemId === ""}>
              Add
            </button>
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setChoosing(false)}>
              Cancel
            </button>
          </form>
        ) : (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setChoosing(true)}>
            Add as variation
          </button>
        )}
        <button type="button" className="btn btn-sm btn-outline" onClick={() => openAddKnowledge({ canonicalQuestion: group.representative, questionVariations: others.join("\n") })}>
          Create item
        </button>
      </div>
    </li>
  );
}

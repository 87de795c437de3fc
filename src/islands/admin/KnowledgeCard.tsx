import { useRef, useState } from "react";
import { Pencil, Trash2, Power } from "lucide-static";
import type { KnowledgeItem } from "../../shared/api/admin-knowledge.ts";
import { deleteKnowledge, openEditKnowledge, shownVariations, toggleKnowledge } from "../../stores/admin/knowledge.ts";
import { effectivenessText } from "../../stores/admin/dashboard.ts";
import { categoryBadge, difficultyBadge, INACTIVE_BADGE } from "./parts/badges.ts";
import { Icon } from "./parts/Icon.tsx";

/**
 * One knowledge item as the Knowledge Base tab lists it, with Activate/Deactivate, edit and delete (48 px targets).
 * Once deleted it stays in place as a notice of the same height, so nothing moves under the pointer; Undo
 * is in the toast.
 */
export default function KnowledgeCard({ item, deleted = false }: { item: KnowledgeItem; deleted?: boolean }) {
  const [busy, setBusy] = useState(false);
  const card = useRef<HTMLLIElement>(null);
  const [height, setHeight] = useState<number>();
  const { shown, more } = shownVariations(item.questionVariations);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  if (deleted) {
    return (
      <li className="card bg-base-200 border-base-300 border border-dashed" style={{ minHeight: height }} data-knowledge-deleted={item.id}>
        <div className="card-body justify-center p-5">
          <p className="text-base-content/80">
            Deleted: <span className="font-semibold">{item.canonicalQuestion}</span>
          </p>
          <p className="text-base-content/70 text-sm">Undo from the message at the bottom of the screen.</p>
        </div>
      </li>
    );
  }

  return (
    <li ref={card} className={`card bg-base-100 shadow-sm ${item.isActive ? "" : "opacity-80"}`} data-knowledge-item={item.id}>
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-start gap-2">
          <div className="flex grow flex-wrap gap-2">
            <span className={`badge border ${categoryBadge(item.category)}`} data-badge="category">
              {item.category}
            </span>
            <span className={`badge border ${difficultyBadge(item.difficulty)}`} data-badge="difficulty">
              {item.difficulty}
            </span>
            {!item.isActive && (
              <span className={`badge border ${INACTIVE_BADGE}`} data-badge="inactive">
                Inactive
              </span>
            )}
          </div>
          <div className="flex gap-1">
            <button type="button" className="btn btn-outline min-h-12" disabled={busy} onClick={() => void run(() => toggleKnowledge(item))}>
              <Icon svg={Power} className="size-4" />
              {item.isActive ? "Deactivate" : "Activate"}
            </button>
            <button type="button" className="btn btn-square btn-ghost size-12" aria-label={`Edit: ${item.canonicalQuestion}`} disabled={busy} onClick={() => openEditKnowledge(item)} data-action="edit">
              <Icon svg={Pencil} className="size-5" />
            </button>
            <button
              type="button"
              className="btn btn-square btn-ghost text-error size-12"
              aria-label={`Delete: ${item.canonicalQuestion}`}
              disabled={busy}
              onClick={() => {
                setHeight(card.current?.offsetHeight);
                void run(() => deleteKnowledge(item));
              }}
              data-action="delete"
            >
              <Icon svg={Trash2} className="size-5" />
            </button>
          </div>
        </div>
        <h3 className="text-lg font-semibold" data-question>
          {item.canonicalQuestion}
        </h3>
        <p className="text-base-content/80 line-clamp-4 whitespace-pre-line" data-answer>
          {item.filledAnswer ?? item.canonicalAnswer}
        </p>
        {shown.length > 0 && (
          <div>
            <p className="text-base-content/70 text-xs font-medium uppercase">Question variations</p>
            <ul className="list-inside list-disc text-sm" data-variations>
              {shown.map((v) => (
                <li key={v}>{v}</li>
              ))}
            </ul>
            {more > 0 && (
              <p className="text-base-content/70 text-sm" data-more>
                +{more} more
              </p>
            )}
          </div>
        )}
        <Tags hook="entities" tags={item.entities} tone="badge-outline badge-accent" />
        <div className="text-base-content/70 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span data-usage>Used {item.usageCount} times</span>
          <span data-effectiveness>Effectiveness: {effectivenessText(item)}</span>
          <span>Priority {item.priority}</span>
        </div>
        <Tags hook="keywords" tags={item.keywords} tone="badge-ghost" />
      </div>
    </li>
  );
}

/** A row of small badges (an item's entities or keywords); nothing when there are none. */
function Tags(props: { hook: string; tags: readonly string[]; tone: string }) {
  if (props.tags.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1" {...{ [`data-${props.hook}`]: true }}>
      {props.tags.map((t) => (
        <span key={t} className={`badge ${props.tone} badge-sm`}>
          {t}
        </span>
      ))}
    </div>
  );
}

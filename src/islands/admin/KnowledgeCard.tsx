import { useState } from "react";
import { Pencil, Trash2, Power } from "lucide-static";
import type { KnowledgeItem } from "../../shared/api/admin-knowledge.ts";
import { deleteKnowledge, openEditKnowledge, shownVariations, toggleKnowledge } from "../../stores/admin/knowledge.ts";
import { categoryBadge, difficultyBadge, INACTIVE_BADGE } from "./parts/badges.ts";
import { Icon } from "./parts/Icon.tsx";

/** One knowledge item as spec section 2 lists it, with Activate/Deactivate, edit and delete. */
export default function KnowledgeCard({ item }: { item: KnowledgeItem }) {
  const [busy, setBusy] = useState(false);
  const { shown, more } = shownVariations(item.questionVariations);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`card bg-base-100 shadow-sm ${item.isActive ? "" : "opacity-80"}`} data-knowledge-item={item.id}>
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
            <button type="button" className="btn btn-sm btn-outline" disabled={busy} onClick={() => void run(() => toggleKnowledge(item))}>
              <Icon svg={Power} className="size-4" />
              {item.isActive ? "Deactivate" : "Activate"}
            </button>
            <button type="button" className="btn btn-sm btn-square btn-ghost" aria-label={`Edit: ${item.canonicalQuestion}`} disabled={busy} onClick={() => openEditKnowledge(item)} data-action="edit">
              <Icon svg={Pencil} className="size-4" />
            </button>
            <button type="button" className="btn btn-sm btn-square btn-ghost text-error" aria-label={`Delete: ${item.canonicalQuestion}`} disabled={busy} onClick={() => void run(() => deleteKnowledge(item))} data-action="delete">
              <Icon svg={Trash2} className="size-4" />
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
        {item.entities.length > 0 && (
          <div className="flex flex-wrap gap-1" data-entities>
            {item.entities.map((e) => (
              <span key={e} className="badge badge-outline badge-accent badge-sm">
                {e}
              </span>
            ))}
          </div>
        )}
        <div className="text-base-content/70 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span data-usage>Used {item.usageCount} times</span>
          <span data-effectiveness>Effectiveness: {Math.round(item.effectivenessScore)}%</span>
          <span>Priority {item.priority}</span>
        </div>
        {item.keywords.length > 0 && (
          <div className="flex flex-wrap gap-1" data-keywords>
            {item.keywords.map((k) => (
              <span key={k} className="badge badge-ghost badge-sm">
                {k}
              </span>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

import { Plus } from "lucide-static";
import { KNOWLEDGE_CATEGORIES } from "../../shared/api/knowledge.ts";
import { $deletedKnowledge, $knowledgeCategory, $knowledgeQuery, $visibleKnowledge, knowledge, openAddKnowledge } from "../../stores/admin/knowledge.ts";
import { topicLabel } from "../../stores/admin/dashboard.ts";
import { Icon } from "./parts/Icon.tsx";
import { Empty, Loaded } from "./parts/states.tsx";
import KnowledgeCard from "./KnowledgeCard.tsx";
import { useStores } from "../parts/use-stores.ts";
import { useResource } from "./parts/use-resource.ts";
import { Options } from "../parts/Options.tsx";

/** Knowledge Base: Add Knowledge, a search and category filter, one card per item. */
export default function KnowledgeTab() {
  const state = useResource(knowledge);
  const { visible, query, category, deleted } = useStores({ visible: $visibleKnowledge, query: $knowledgeQuery, category: $knowledgeCategory, deleted: $deletedKnowledge });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grow">
          <h2 className="text-xl font-bold">Knowledge Base</h2>
          <p className="text-base-content/70 text-sm">Questions and answers the chatbot replies from, active and inactive.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => openAddKnowledge()}>
          <Icon svg={Plus} />
          Add Knowledge
        </button>
      </div>
      <div className="flex flex-wrap gap-3">
        <label className="input min-w-0 grow basis-64">
          <span className="sr-only">Search knowledge</span>
          <input type="search" placeholder="Search questions, answers, keywords" value={query} onChange={(e) => $knowledgeQuery.set(e.currentTarget.value)} />
        </label>
        <label className="select w-auto min-w-48">
          <span className="sr-only">Category filter</span>
          <select value={category} onChange={(e) => $knowledgeCategory.set(e.currentTarget.value)}>
            <option value="">All categories</option>
            <Options items={KNOWLEDGE_CATEGORIES} label={topicLabel} />
          </select>
        </label>
      </div>
      <Loaded state={state} onRetry={() => void knowledge.load()}>
        {(items) =>
          visible.length === 0 ? (
            <Empty>{items.length === 0 ? "No knowledge items yet. Add the first one." : "No item matches the search."}</Empty>
          ) : (
            <>
              <p className="text-base-content/70 text-sm" data-knowledge-count>
                {visible.filter((i) => !deleted.has(i.id)).length} of {items.filter((i) => !deleted.has(i.id)).length} items
              </p>
              <ul className="grid items-start gap-4 xl:grid-cols-2" data-knowledge-list>
                {visible.map((item) => (
                  <KnowledgeCard key={item.id} item={item} deleted={deleted.has(item.id)} />
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
    </div>
  );
}

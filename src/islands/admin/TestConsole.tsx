import { useStore } from "@nanostores/react";
import { $testQuestion, $testResult, runTest } from "../../stores/admin/tools.ts";
import { categoryBadge } from "./parts/badges.ts";
import { ErrorAlert, LoadingText } from "./parts/states.tsx";

/** Type a question, see the visitor's reply and the five best candidates; nothing is stored or counted. */
export default function TestConsole() {
  const question = useStore($testQuestion);
  const result = useStore($testResult);
  return (
    <section className="card bg-base-100 shadow-sm" data-card="test-console">
      <div className="card-body gap-3">
        <div>
          <h2 className="card-title">Test Console</h2>
          <p className="text-base-content/70 text-sm">Ask as a visitor would. Tests are not stored and do not count as usage.</p>
        </div>
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void runTest();
          }}
        >
          <label className="input grow">
            <span className="sr-only">Test question</span>
            <input value={question} placeholder="e.g. When is the entrance exam?" onChange={(e) => $testQuestion.set(e.currentTarget.value)} />
          </label>
          <button type="submit" className="btn btn-primary" disabled={result.status === "loading"}>
            Test
          </button>
        </form>
        {result.status === "loading" && <LoadingText text="Asking..." />}
        {result.status === "error" && <ErrorAlert message={result.message} />}
        {result.status === "ready" && (
          <div className="flex flex-col gap-3" data-test-result>
            <div className="bg-base-200 rounded-box p-4">
              <div className="mb-1 flex flex-wrap gap-2 text-xs">
                <span className="badge badge-sm badge-outline" data-reply-category>
                  {result.data.reply.category}
                </span>
                <span className="badge badge-sm badge-ghost">Confidence {Math.round(result.data.reply.confidence * 100)}%</span>
              </div>
              <p className="whitespace-pre-line" data-reply>
                {result.data.reply.message}
              </p>
              {result.data.reply.suggestions.length > 0 && <p className="text-base-content/70 mt-2 text-sm">Suggestions: {result.data.reply.suggestions.join(" · ")}</p>}
              <p className="text-base-content/70 mt-2 text-sm" data-records>
                Answered from: {result.data.records.length ? result.data.records.join(" · ") : "no record or item (fallback or small talk)"}
              </p>
            </div>
            <div>
              <h3 className="font-medium">Top candidates</h3>
              {result.data.candidates.length === 0 ? (
                <p className="text-base-content/70 text-sm">No knowledge item matched at all.</p>
              ) : (
                <ol className="flex flex-col gap-2" data-candidates>
                  {result.data.candidates.map((c) => (
                    <li key={c.id} className="flex items-center gap-2" data-candidate={c.id}>
                      <span className={`badge badge-sm border ${categoryBadge(c.category)}`}>{c.category}</span>
                      <span className="min-w-0 grow truncate">{c.question}</span>
                      <progress className="progress progress-primary w-20" value={c.score * 100} max={100} aria-hidden="true" />
                      <span className="w-12 text-right text-sm tabular-nums" data-score>
                        {Math.round(c.score * 100)}%
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

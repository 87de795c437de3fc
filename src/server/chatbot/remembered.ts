/**
 * A function of one text remembered per text. One question's answer reads the same texts (its own words, its
 * clauses, the records' names) dozens of times, through rules that each normalise, tokenize or respell them; the
 * work is done once. The map is capped and cleared when full, so a stream of new questions cannot grow it without
 * bound. The remembered value is shared: callers must not change it (arrays and sets are returned frozen or typed
 * read-only).
 */
export function remembered<V>(compute: (text: string) => V, cap = 20_000): (text: string) => V {
  const done = new Map<string, V>();
  return (text) => {
    if (done.has(text)) return done.get(text) as V;
    if (done.size > cap) done.clear();
    const value = compute(text);
    done.set(text, value);
    return value;
  };
}

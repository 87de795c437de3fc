/**
 * The shorter names a program goes by. A field of two joined words before a shared noun ('Agricultural and
 * Biosystems Engineering', 'Library and Information Science') is called by either word with the noun
 * ('agricultural engineering', 'library science'), as the older program titles were.
 */

/** Each joined word with the shared noun: 'Agricultural and Biosystems Engineering' gives 'Agricultural Engineering' and 'Biosystems Engineering'. */
export function joinedFieldNames(field: string): string[] {
  const m = /^([A-Za-z]+) (?:and|&) ([A-Za-z]+) ([A-Za-z]+)$/.exec(field.trim());
  return m ? [`${m[1]} ${m[3]}`, `${m[2]} ${m[3]}`] : [];
}

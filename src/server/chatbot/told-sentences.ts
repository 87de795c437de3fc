/**
 * Sentences that tell rather than ask. A visitor often says what someone needs or wants before the question
 * ('He needs his transcript for a job abroad. How much is it per page?'): the 'needs' of the told sentence is
 * the story, the question is the sentence that asks. A sentence tells when it ends in a full stop, asks with no
 * question word and a sentence after or before it asks; a message of one sentence keeps every word.
 */

/** The words a sentence asks with, English and Filipino (and the text-speak the respelling has not reached). */
const ASKING = /\?|\b(what|what'?s|which|when|where|who|whom|whose|why|how|hm|can|could|may|might|should|is there|are there|do|does|did|will|would|anong?|ano-?ano|alin|saan|saang|san|nasaan|asan|kailan|kelan|sino|sinong|bakit|paano|pano|papaano|magkano|ilan|ilang|gaano|pwede|puwede|pede|maaari|ba)\b/i;

/** A sentence and the mark that ends it. */
const SENTENCE = /[^.!?]+[.!?]*/g;

/** `text` without the sentences that end in a full stop and ask nothing, when another sentence asks; else `text`. */
export function withoutToldSentences(text: string): string {
  const sentences = text.match(SENTENCE) ?? [];
  if (sentences.length < 2) return text;
  const told = (s: string) => /\.\s*$/.test(s) && !ASKING.test(s);
  if (!sentences.some((s) => !told(s) && ASKING.test(s))) return text;
  return sentences.filter((s) => !told(s)).join(" ");
}

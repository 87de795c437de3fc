/**
 * A record named whole by a specific word, asked with what the visitor will do there ('buy', 'check', 'look
 * for') and a pronoun for the thing ('one'): those words say what the visitor does, they name no other topic.
 * A thing no record holds beside the same words is still refused.
 */
import { describe, it } from "vitest";
import { probes, answered, refused } from "../testing/assistant.ts";

describe("what the visitor does at a record named whole", () => {
  it.each(
    probes(`
      my nephew starts classes next week and still has no uniform, where can we buy one
      my daughter needs a new uniform, where in the school do we buy one
      my brother left his umbrella in a classroom, where do we check for lost and found
      naiwan ko ang bag ko sa library, where do i check for lost and found
      lost and found, where can i check po
    `),
  )("%s", (q) => answered(q, /cooperative store|coop|security office|main gate/i));
});

describe("near misses beside the same words", () => {
  it.each(
    probes(`
      where can i buy beer on campus
      where can we buy one lottery ticket on campus
      where do i check my horoscope
    `),
  )("%s", refused);
});

import { describe, expect, it } from "vitest";
import { KnowledgeIndex, answer, limitLength, pickAnswer, UNAVAILABLE_MESSAGE, type EngineConfig, type EngineItem } from "./engine.ts";
import { normalise, stem, tokenize } from "./language.ts";
import { smallTalkReply } from "./small-talk.ts";

const item = (id: number, over: Partial<EngineItem>): EngineItem => ({
  id,
  category: "general",
  canonicalQuestion: "",
  questionVariations: [],
  canonicalAnswer: `answer ${id}`,
  answerVariations: [],
  keywords: [],
  entities: [],
  priority: 1,
  ...over,
});

const ITEMS: EngineItem[] = [
  item(1, { category: "services", canonicalQuestion: "How do I request a transcript of records?", questionVariations: ["Where can I get my TOR?"], keywords: ["tor", "transcript"], entities: ["Registrar's Office"], canonicalAnswer: "At the Registrar's Office, 3-5 working days." }),
  item(2, { canonicalQuestion: "What are the office hours?", questionVariations: ["When are the offices open?"], keywords: ["office hours"], canonicalAnswer: "8:00 AM - 5:00 PM, Monday to Friday.", priority: 10 }),
  item(3, { category: "services", canonicalQuestion: "What scholarships are available?", keywords: ["scholarship"], canonicalAnswer: "Full, 50% and athletic." }),
  item(4, { category: "services", canonicalQuestion: "Student ID for freshmen", canonicalAnswer: "ID in 1-2 working days.", priority: 2 }),
  item(5, { category: "services", canonicalQuestion: "Student ID for transferees", canonicalAnswer: "Transferee IDs in 1-2 working days.", priority: 2 }),
  item(6, { category: "campus_life", canonicalQuestion: "Where is the clinic?", keywords: ["clinic"], canonicalAnswer: "Main", answerVariations: ["Variant A", "Variant B"] }),
];
const index = new KnowledgeIndex(ITEMS);
const config: EngineConfig = { enabled: true, fallbackMessage: "Sorry, I don't know that yet.", maxResponseLength: 600, confidenceThreshold: 45, enableSuggestions: true };
const ask = (text: string, over: Partial<EngineConfig> = {}, random = () => 0) => answer(index, { ...config, ...over }, text, random);

describe("normaliser", () => {
  it("lower-cases, drops accents and punctuation, expands contractions", () => {
    expect(normalise("  Where's the  REGISTRAR?! ")).toBe("where the registrar");
    expect(normalise("Kumustá po")).toBe("kumusta po");
    expect(normalise("I don't know")).toBe("i do not know");
  });
  it("rewrites phrases and times", () => {
    expect(normalise("Transcript of Records please")).toBe("tor please");
    expect(normalise("open at 8am?")).toBe("open at hours");
  });
  it("stems plurals and verb endings", () => {
    expect(stem("schedules")).toBe(stem("schedule"));
    expect(stem("requesting")).toBe(stem("request"));
  });
  it("drops stop words in English and Filipino, which never count as evidence", () => {
    expect(tokenize("what is the ano po ba").map((t) => t.term)).toEqual([]);
    expect(ask("what does it do when is it").category).toBe("fallback");
  });
});

describe("synonyms and Filipino terms", () => {
  it("maps abbreviations and long forms to one token", () => {
    expect(tokenize("TOR").map((t) => t.term)).toEqual(tokenize("transcript of records").map((t) => t.term));
    expect(ask("official transcript request").itemId).toBe(1);
  });
  it("maps Filipino and Taglish question words and campus terms", () => {
    expect(ask("anong oras bukas ang opisina").itemId).toBe(2);
    expect(ask("may iskolarship ba kayo").itemId).toBe(3);
    expect(ask("paano kumuha ng TOR").itemId).toBe(1);
    expect(ask("saan ang klinika").itemId).toBe(6);
  });
});

describe("typo tolerance", () => {
  it("corrects misspellings within an edit distance scaled to the word's length", () => {
    expect(ask("scholership").itemId).toBe(3);
    expect(ask("transcrpit of records").itemId).toBe(1);
  });
  it("does not correct short words into something else", () => {
    expect(index.correct("play")).toBeUndefined();
  });
});

describe("confidence and threshold", () => {
  it("is between 0 and 1 and higher for a closer question", () => {
    const exact = ask("What are the office hours?");
    const loose = ask("scholarship for the weekend market stall");
    expect(exact.confidence).toBeGreaterThan(0.9);
    expect(exact.confidence).toBeLessThanOrEqual(1);
    expect(loose.confidence).toBeLessThan(exact.confidence);
  });
  it("answers the fallback with category 'fallback' and real suggestions below the threshold", () => {
    const reply = ask("what is the capital of france");
    expect(reply.category).toBe("fallback");
    expect(reply.message).toBe(config.fallbackMessage);
    expect(reply.itemId).toBeUndefined();
    expect(reply.suggestions.length).toBeGreaterThan(0);
    for (const s of reply.suggestions) expect(ITEMS.map((i) => i.canonicalQuestion)).toContain(s);
  });
  it("moves with the configured threshold", () => {
    const text = "scholarship for the weekend market stall";
    const c = ask(text).confidence;
    expect(c).toBeGreaterThan(0.05);
    expect(ask(text, { confidenceThreshold: c * 100 - 1 }).itemId).toBe(3);
    expect(ask(text, { confidenceThreshold: c * 100 + 1 }).category).toBe("fallback");
  });
  it("never lets filler words like 'when' alone pull in an answer", () => {
    expect(ask("when does the sun rise").category).toBe("fallback");
  });
});

describe("disambiguation", () => {
  it("asks which one was meant when two items are equally close", () => {
    const reply = ask("student ID");
    expect(reply.category).toBe("clarification");
    expect(reply.suggestions).toEqual(expect.arrayContaining(["Student ID for freshmen", "Student ID for transferees"]));
    expect(reply.itemId).toBeUndefined();
  });
  it("offers the choices even when suggestions are switched off", () => {
    expect(ask("student ID", { enableSuggestions: false }).suggestions.length).toBe(2);
  });
});

describe("replies", () => {
  it("trims at a word boundary with an ellipsis", () => {
    expect(limitLength("one two three four", 12)).toBe("one two…");
    expect(limitLength("short", 12)).toBe("short");
    const long = new KnowledgeIndex([item(9, { canonicalQuestion: "long answer please", canonicalAnswer: "word ".repeat(100).trim() })]);
    const reply = answer(long, { ...config, maxResponseLength: 50 }, "long answer please", () => 0);
    expect(reply.message.length).toBeLessThanOrEqual(50);
    expect(reply.message.endsWith("word…")).toBe(true);
  });
  it("picks one of the main answer and its variations", () => {
    const it6 = ITEMS[5];
    expect(pickAnswer(it6, () => 0)).toBe("Main");
    expect(pickAnswer(it6, () => 0.5)).toBe("Variant A");
    expect(pickAnswer(it6, () => 0.99)).toBe("Variant B");
    const seen = new Set(Array.from({ length: 60 }, () => ask("where is the clinic", {}, Math.random).message));
    expect(seen).toEqual(new Set(["Main", "Variant A", "Variant B"]));
  });
  it("says it is unavailable and does not consult the knowledge base when disabled", () => {
    const reply = ask("What are the office hours?", { enabled: false });
    expect(reply).toEqual({ message: UNAVAILABLE_MESSAGE, category: "unavailable", suggestions: [], confidence: 0 });
  });
  it("gives no suggestions when they are switched off", () => {
    expect(ask("What are the office hours?", { enableSuggestions: false }).suggestions).toEqual([]);
    expect(ask("capital of france", { enableSuggestions: false }).suggestions).toEqual([]);
  });
  it("answers small talk briefly and never as a topic", () => {
    for (const text of ["Hello!", "salamat po", "thank you so much", "bye", "who are you?", "magandang umaga po", "How are you?", "how's it going", "kumusta ka na po"]) {
      const reply = ask(text);
      expect(reply.category, text).toBe("small_talk");
      expect(reply.itemId).toBeUndefined();
    }
    expect(smallTalkReply("How are you?", () => 0)).toMatch(/doing well/);
    expect(smallTalkReply("hi, where is the clinic")).toBeUndefined();
    expect(smallTalkReply("how are you open on saturdays")).toBeUndefined();
    expect(ask("hi, where is the clinic").itemId).toBe(6);
  });
});

/**
 * Greetings, thanks, goodbyes and 'who are you': answered kindly and briefly, never counted as a topic.
 * A message is small talk only when nothing else is in it ('hi, where is the registrar' is a question).
 */
import { normalise } from "./language.ts";

const KINDS: { words: string[]; phrases: string[]; replies: string[]; needs?: string[] }[] = [
  {
    // A bare call for help ('help', 'i need help po'): what to ask, and how to get an emergency number.
    words: ["help", "helps", "me", "please", "pls", "plz", "i", "need", "can", "you", "tulong", "tulungan", "mo", "ako", "po", "naman", "kailangan", "ko", "ng", "paki", "pakitulungan", "want", "some"],
    needs: ["help", "helps", "tulong", "tulungan", "pakitulungan"],
    phrases: [],
    replies: [
      "I'm here to help. Ask me about admissions, documents, fees, offices, schedules or campus services. In an emergency, tell me what happened (for example 'someone fainted' or 'there is a fire') and I'll give you the number to call.",
    ],
  },
  {
    words: [],
    phrases: ["how are you", "how are you doing", "how r u", "how are u", "hows it going", "how it going", "how is it going", "how do you do", "kumusta ka", "kamusta ka", "musta ka", "kumusta po kayo", "kamusta po kayo", "kumusta ka na", "kamusta ka na", "kumusta na", "kamusta na"],
    replies: ["I'm doing well, thank you for asking! How can I help you today?", "All good here, thanks! What would you like to know about MVSU?"],
  },
  {
    words: ["hi", "hello", "hey", "hiya", "helo", "hellow", "good", "morning", "afternoon", "evening", "day", "magandang", "umaga", "hapon", "gabi", "tanghali", "kumusta", "kamusta", "musta", "greetings", "yo", "sup", "howdy", "there", "po", "how", "are", "you", "ka", "kayo"],
    phrases: [],
    replies: [
      "Hello! How can I help you today? You can ask me about admissions, documents, offices and campus services.",
      "Hi there! What would you like to know about the university?",
    ],
  },
  {
    words: ["thanks", "thank", "you", "ty", "salamat", "maraming", "po", "so", "much", "very", "great", "ok", "okay", "nice", "helpful", "appreciate", "it", "thx", "tnx", "cool", "galing"],
    phrases: [],
    replies: ["You're welcome! Is there anything else I can help you with?", "Glad I could help! Anything else?"],
  },
  {
    words: ["bye", "goodbye", "see", "you", "later", "paalam", "ingat", "po", "take", "care", "good", "night", "na", "sige", "thanks", "salamat"],
    phrases: [],
    replies: ["Goodbye! Have a great day at MVSU.", "Take care! Come back anytime you have a question."],
  },
  {
    words: [],
    phrases: ["who are you", "what are you", "what is your name", "whats your name", "sino ka", "ano ka", "ano pangalan mo", "are you a robot", "are you human", "are you a bot", "what can you do", "ano ang kaya mo", "how can you help", "what do you do"],
    replies: [
      "I'm the MVSU Virtual Assistant. I answer questions about admissions, documents, offices, schedules and campus services. If I don't know something, I'll say so.",
    ],
  },
];

/** The small-talk reply to `text`, or undefined when the message is about something else. */
export function smallTalkReply(text: string, random: () => number = Math.random): string | undefined {
  const s = normalise(text);
  if (!s) return undefined;
  const words = s.split(" ");
  for (const kind of KINDS) {
    const phraseHit = kind.phrases.some((p) => s === p || s.startsWith(`${p} `) && s.split(" ").length <= p.split(" ").length + 1);
    const wordHit =
      kind.words.length > 0 &&
      words.every((w) => kind.words.includes(w)) &&
      words.some((w) => !["po", "you", "there", "so", "very", "it", "na", "good", "day", "ka", "kayo", "are", "how"].includes(w)) &&
      (!kind.needs || words.some((w) => kind.needs!.includes(w)));
    if (phraseHit || wordHit) return kind.replies[Math.min(kind.replies.length - 1, Math.floor(random() * kind.replies.length))];
  }
  return undefined;
}

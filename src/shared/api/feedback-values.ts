/**
 * The feedback form's fixed lists and messages (categories, star labels, the Client Satisfaction Measurement
 * of ARTA MC 2022-05), apart from the zod contract in feedback.ts so the public form ships them without zod.
 */
/** The six service categories, in the order the form lists them. */
export const FEEDBACK_CATEGORIES = [
  { value: "academic", label: "Academic Services" },
  { value: "administrative", label: "Administrative Services" },
  { value: "student", label: "Student Services" },
  { value: "facilities", label: "Campus Facilities" },
  { value: "technology", label: "Technology Services" },
  { value: "general", label: "General Inquiry" },
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]["value"];

/** Star labels, 1 to 5. */
export const RATING_LABELS = ["Poor", "Fair", "Good", "Very Good", "Excellent"] as const;

export const MESSAGES = {
  email: "Please enter a valid email address",
  category: "Please select a service category",
  rating: "Please provide a rating",
  message: "Please provide at least 10 characters of feedback",
  messageTooLong: "Please keep your feedback under 5,000 characters",
  nameTooLong: "Please keep your name under 200 characters",
} as const;

/** An ARTA question's answers in the order the survey lists them, stored as their number from 1. */
const numbered = (labels: readonly string[]) => labels.map((label, i) => ({ value: i + 1, label }));

export const CC1_OPTIONS = numbered([
  "I know what a CC is and I saw this office's CC.",
  "I know what a CC is but I did NOT see this office's CC.",
  "I learned of the CC only when I saw this office's CC.",
  "I do not know what a CC is and I did not see one in this office.",
]);
export const CC2_OPTIONS = numbered(["Easy to see", "Somewhat easy to see", "Difficult to see", "Not visible at all", "N/A"]);
export const CC3_OPTIONS = numbered(["Helped very much", "Somewhat helped", "Did not help", "N/A"]);

/** The nine service quality dimensions, SQD0 to SQD8, as ARTA words them. */
export const SQD_QUESTIONS = [
  { key: "sqd0", dimension: "Overall", text: "I am satisfied with the service that I availed." },
  { key: "sqd1", dimension: "Responsiveness", text: "I spent a reasonable amount of time for my transaction." },
  { key: "sqd2", dimension: "Reliability", text: "The office followed the transaction's requirements and steps based on the information provided." },
  { key: "sqd3", dimension: "Access and Facilities", text: "The steps (including payment) I needed to do for my transaction were easy and simple." },
  { key: "sqd4", dimension: "Communication", text: "I easily found information about my transaction from the office or its website." },
  { key: "sqd5", dimension: "Costs", text: "I paid a reasonable amount of fees for my transaction. (If the service was free, choose N/A.)" },
  { key: "sqd6", dimension: "Integrity", text: "I feel the office was fair to everyone, or \"walang palakasan\", during my transaction." },
  { key: "sqd7", dimension: "Assurance", text: "I was treated courteously by the staff, and (if asked for help) the staff was helpful." },
  { key: "sqd8", dimension: "Outcome", text: "I got what I needed from the government office, or (if denied) denial of request was sufficiently explained to me." },
] as const;
export type SqdKey = (typeof SQD_QUESTIONS)[number]["key"];

/** The five-point scale plus N/A (stored as 0). */
export const SQD_SCALE = [
  ...numbered(["Strongly Disagree", "Disagree", "Neither Agree nor Disagree", "Agree", "Strongly Agree"]),
  { value: 0, label: "N/A" },
];

export const CLIENT_TYPES = [
  { value: "citizen", label: "Citizen" },
  { value: "business", label: "Business" },
  { value: "government", label: "Government (employee or another agency)" },
] as const;

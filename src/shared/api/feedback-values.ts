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

export const CC1_OPTIONS = [
  { value: 1, label: "I know what a CC is and I saw this office's CC." },
  { value: 2, label: "I know what a CC is but I did NOT see this office's CC." },
  { value: 3, label: "I learned of the CC only when I saw this office's CC." },
  { value: 4, label: "I do not know what a CC is and I did not see one in this office." },
] as const;
export const CC2_OPTIONS = [
  { value: 1, label: "Easy to see" },
  { value: 2, label: "Somewhat easy to see" },
  { value: 3, label: "Difficult to see" },
  { value: 4, label: "Not visible at all" },
  { value: 5, label: "N/A" },
] as const;
export const CC3_OPTIONS = [
  { value: 1, label: "Helped very much" },
  { value: 2, label: "Somewhat helped" },
  { value: 3, label: "Did not help" },
  { value: 4, label: "N/A" },
] as const;

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
  { value: 1, label: "Strongly Disagree" },
  { value: 2, label: "Disagree" },
  { value: 3, label: "Neither Agree nor Disagree" },
  { value: 4, label: "Agree" },
  { value: 5, label: "Strongly Agree" },
  { value: 0, label: "N/A" },
] as const;

export const CLIENT_TYPES = [
  { value: "citizen", label: "Citizen" },
  { value: "business", label: "Business" },
  { value: "government", label: "Government (employee or another agency)" },
] as const;

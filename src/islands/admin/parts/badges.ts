/**
 * Badge colours of difficulty, status and category. The classes live here, in a folder Tailwind scans, and are picked by name.
 */
const CATEGORY: Record<string, string> = {
  admissions: "bg-blue-100 text-blue-800 border-blue-200",
  academics: "bg-green-100 text-green-800 border-green-200",
  campus_life: "bg-purple-100 text-purple-800 border-purple-200",
  services: "bg-orange-100 text-orange-800 border-orange-200",
  facilities: "bg-indigo-100 text-indigo-800 border-indigo-200",
  general: "bg-gray-100 text-gray-800 border-gray-200",
};
const DIFFICULTY: Record<string, string> = {
  easy: "bg-green-100 text-green-800 border-green-200",
  medium: "bg-yellow-100 text-yellow-800 border-yellow-200",
  hard: "bg-red-100 text-red-800 border-red-200",
};
const GREY = "bg-gray-100 text-gray-800 border-gray-200";

/** admissions blue, academics green, campus_life purple, services orange, facilities indigo, else grey. */
export const categoryBadge = (category: string): string => CATEGORY[category] ?? GREY;
/** easy green, medium yellow, hard red. */
export const difficultyBadge = (difficulty: string): string => DIFFICULTY[difficulty] ?? GREY;
/** The red badge of an inactive item. */
export const INACTIVE_BADGE = "bg-red-600 text-white border-red-600";

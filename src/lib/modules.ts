import {
  ArrowLeft, BookOpen, Building2, CalendarDays, ClipboardList, FileText, GraduationCap, HandHelping, House,
  Images, Landmark, Map, MessageSquareHeart, Network, Newspaper, QrCode, Scale, Users, CircleHelp,
} from "lucide-static";

/** One destination of the kiosk: a Home card, a quick tile or a bottom-navigation item. */
export interface Destination {
  href: string;
  title: string;
  description: string;
  /** lucide-static SVG string, inlined at build time. */
  icon: string;
}

/** The Home module cards, in the order the Home page shows them. */
export const homeModules: Destination[] = [
  { href: "/citizens-charter", title: "Citizen's Charter", description: "Services, requirements, fees and processing times", icon: Scale },
  { href: "/academic-calendar", title: "Academic Calendar", description: "Semester schedule, events and holidays", icon: CalendarDays },
  { href: "/organizational-chart", title: "Organizational Chart", description: "University officials and offices", icon: Network },
  { href: "/campus-map", title: "Campus Map", description: "Find buildings, offices and services", icon: Map },
  { href: "/course-offerings", title: "Course Offerings", description: "Degree programs by college", icon: BookOpen },
  { href: "/student-services", title: "Student Services", description: "Guidance, scholarships, health and ICT help", icon: HandHelping },
  { href: "/admissions", title: "Admissions & Enrollment", description: "Requirements, steps and entrance exams", icon: GraduationCap },
  { href: "/forms", title: "Downloadable Forms", description: "Academic, administrative, HR and financial forms", icon: FileText },
  { href: "/transparency", title: "Transparency Board", description: "Procurement, budget, jobs and bids", icon: Landmark },
  { href: "/news", title: "News & Announcements", description: "Latest updates from the university", icon: Newspaper },
  { href: "/faculty", title: "Faculty & Staff", description: "Directory of faculty and personnel", icon: Users },
  { href: "/portal", title: "Student Portal", description: "Scan a QR code to open online services", icon: QrCode },
];

/** The two quick-access tiles under the module grid. */
export const quickTiles: Destination[] = [
  { href: "/gallery", title: "Photo & Video Gallery", description: "Campus life, events and graduations", icon: Images },
  { href: "/feedback", title: "Feedback & Suggestions", description: "Tell us how we can serve you better", icon: MessageSquareHeart },
];

/** Bottom navigation, per the spec: Home, Map, News, Help (which is the feedback page). */
export const bottomNav: Destination[] = [
  { href: "/", title: "Home", description: "Back to the start screen", icon: House },
  { href: "/campus-map", title: "Map", description: "Campus map", icon: Map },
  { href: "/news", title: "News", description: "News and announcements", icon: Newspaper },
  { href: "/feedback", title: "Help", description: "Feedback and suggestions", icon: CircleHelp },
];

export const headerIcons = { back: ArrowLeft, home: House, building: Building2, list: ClipboardList };

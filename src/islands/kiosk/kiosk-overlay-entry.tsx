/** Loaded by the kiosk runtime only in kiosk mode: mounts the overlay (warning dialog, attract screen). */
import { createRoot } from "react-dom/client";
import KioskOverlay from "./KioskOverlay.tsx";

export function mountKioskOverlay(container: HTMLElement): void {
  createRoot(container).render(<KioskOverlay />);
}

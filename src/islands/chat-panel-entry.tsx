/**
 * Loaded only when the floating button is first pressed: mounts the panel next to the button.
 * Pages ship none of this (nor React) until then.
 */
import { createRoot } from "react-dom/client";
import ChatPanel from "./ChatPanel";
import { $chatOpen, toggleChat } from "../stores/chat";

export function mountChat(container: HTMLElement, button: HTMLElement): () => void {
  createRoot(container).render(<ChatPanel />);
  $chatOpen.subscribe((open) => button.setAttribute("aria-expanded", String(open)));
  return () => toggleChat();
}

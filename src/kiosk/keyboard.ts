/**
 * The kiosk's on-screen keyboard: simple-keyboard, shown when a text field takes focus. QWERTY with
 * a numbers row; '@' and '.com' on the e-mail layout. Keys edit the focused field directly (native value setter
 * plus an 'input' event, so React's onChange sees them), so a physical keyboard keeps working alongside it.
 * The keyboard never covers the field: the page scrolls, or a fixed panel such as the chat is lifted, above it.
 */
// The package's ES module build: its `main` is a UMD bundle whose default export the bundler cannot see.
import { SimpleKeyboard as Keyboard } from "simple-keyboard/build/index.modern.esm.js";
// As a URL, linked when the keyboard is installed: imported as CSS it would join every page's stylesheet.
import keyboardCss from "simple-keyboard/build/css/index.css?url";

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_INPUT_TYPES = new Set(["text", "email", "search", "tel", "url", "password", "number"]);

/** Fields the keyboard types into: text-like inputs and textareas that can be edited. */
export function isTextField(el: Element | null): el is TextField {
  if (el instanceof HTMLTextAreaElement) return !el.disabled && !el.readOnly;
  return el instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(el.type) && !el.disabled && !el.readOnly;
}

const wantsEmail = (el: TextField) => el instanceof HTMLInputElement && (el.type === "email" || el.inputMode === "email");

const LAYOUTS = {
  default: ["1 2 3 4 5 6 7 8 9 0 {bksp}", "q w e r t y u i o p", "a s d f g h j k l '", "{shift} z x c v b n m , . ?", "{symbols} {space} {enter} {hide}"],
  shift: ["1 2 3 4 5 6 7 8 9 0 {bksp}", "Q W E R T Y U I O P", "A S D F G H J K L \"", "{shift} Z X C V B N M ; : !", "{symbols} {space} {enter} {hide}"],
  symbols: ["1 2 3 4 5 6 7 8 9 0 {bksp}", "@ # & * ( ) - + = /", "% $ ₱ _ : ; ! ?", "{abc} , . ' \"", "{abc} {space} {enter} {hide}"],
  email: ["1 2 3 4 5 6 7 8 9 0 {bksp}", "q w e r t y u i o p", "a s d f g h j k l _", "{shift} z x c v b n m - .", "@ .com {space} {enter} {hide}"],
  emailShift: ["1 2 3 4 5 6 7 8 9 0 {bksp}", "Q W E R T Y U I O P", "A S D F G H J K L _", "{shift} Z X C V B N M - .", "@ .com {space} {enter} {hide}"],
};

const DISPLAY = {
  "{bksp}": "⌫ Delete",
  "{enter}": "Enter ↵",
  "{shift}": "⇧ Shift",
  "{space}": "Space",
  "{hide}": "Hide ⌄",
  "{symbols}": "#+=",
  "{abc}": "ABC",
};

/** Writes a value the way typing would: React tracks the value property, so the prototype's setter is used. */
function setValue(el: TextField, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Inserts text at the caret (or replaces the selection); e-mail inputs have no caret API, so they append. */
export function typeInto(el: TextField, text: string, backspace = false): void {
  const value = el.value;
  let start = value.length;
  let end = value.length;
  try {
    if (el.selectionStart !== null && el.selectionEnd !== null) [start, end] = [el.selectionStart, el.selectionEnd];
  } catch {
    // type=email and type=number have no selection.
  }
  if (backspace && start === end) start = Math.max(0, start - 1);
  const next = value.slice(0, start) + text + value.slice(end);
  if (!backspace && el.maxLength > 0 && next.length > el.maxLength) return;
  setValue(el, next);
  try {
    el.setSelectionRange(start + text.length, start + text.length);
  } catch {
    // As above.
  }
}

let field: TextField | undefined;
let keyboard: Keyboard | undefined;
let container: HTMLElement | undefined;
let lifted: { el: HTMLElement; transform: string } | undefined;
let shift = false;
let symbols = false;

function layoutName(): string {
  if (field && wantsEmail(field)) return shift ? "emailShift" : "email";
  if (symbols) return "symbols";
  return shift ? "shift" : "default";
}

function fixedAncestor(el: HTMLElement): HTMLElement | undefined {
  for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
    if (getComputedStyle(node).position === "fixed") return node;
  }
  return undefined;
}

function unlift(): void {
  if (lifted) lifted.el.style.transform = lifted.transform;
  lifted = undefined;
}

/** Scrolls the page, or lifts a fixed panel, so the field sits above the keyboard with a margin. */
function keepFieldVisible(): void {
  if (!field || !container) return;
  const margin = 16;
  const top = container.getBoundingClientRect().top;
  document.documentElement.style.setProperty("--kiosk-keyboard-height", `${container.offsetHeight}px`);
  const rect = field.getBoundingClientRect();
  const overlap = rect.bottom + margin - top;
  if (overlap <= 0 && rect.top >= 0) return;
  const fixed = fixedAncestor(field);
  if (fixed) {
    if (lifted?.el !== fixed) {
      unlift();
      lifted = { el: fixed, transform: fixed.style.transform };
    }
    const current = new DOMMatrixReadOnly(getComputedStyle(fixed).transform === "none" ? undefined : getComputedStyle(fixed).transform).m42;
    fixed.style.transform = `translateY(${current - Math.max(0, overlap)}px)`;
  } else {
    window.scrollBy({ top: overlap > 0 ? overlap : rect.top - margin, behavior: "instant" });
  }
}

function show(el: TextField): void {
  field = el;
  shift = false;
  symbols = false;
  keyboard?.setOptions({ layoutName: layoutName() });
  container!.hidden = false;
  document.documentElement.classList.add("kiosk-keyboard-open");
  requestAnimationFrame(keepFieldVisible);
}

function hide(): void {
  field = undefined;
  if (container) container.hidden = true;
  document.documentElement.classList.remove("kiosk-keyboard-open");
  unlift();
}

function press(button: string): void {
  const el = field;
  if (!el || !isTextField(el)) return;
  switch (button) {
    case "{shift}":
      shift = !shift;
      break;
    case "{symbols}":
      symbols = true;
      break;
    case "{abc}":
      symbols = false;
      break;
    case "{bksp}":
      typeInto(el, "", true);
      break;
    case "{space}":
      typeInto(el, " ");
      break;
    case "{enter}":
      if (el instanceof HTMLTextAreaElement) typeInto(el, "\n");
      else el.form?.requestSubmit();
      break;
    case "{hide}":
      el.blur();
      hide();
      return;
    default:
      typeInto(el, button);
      shift = false;
  }
  keyboard?.setOptions({ layoutName: layoutName() });
}

/** Builds the keyboard once and follows the focus. */
export function installKeyboard(): void {
  if (container) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = keyboardCss;
  document.head.append(link);
  container = document.createElement("div");
  container.className = "kiosk-keyboard";
  container.dataset.kioskKeyboard = "";
  // A touch-only copy of the physical keyboard: its keys are not focusable and assistive technology skips it.
  container.setAttribute("aria-hidden", "true");
  container.hidden = true;
  const inner = document.createElement("div");
  inner.className = "simple-keyboard";
  container.append(inner);
  document.body.append(container);
  // Pressing a key must not take the focus (and the caret) away from the field.
  for (const type of ["pointerdown", "mousedown", "touchstart"]) container.addEventListener(type, (e) => e.preventDefault(), { passive: false });
  keyboard = new Keyboard(inner, {
    layout: LAYOUTS,
    layoutName: "default",
    display: DISPLAY,
    mergeDisplay: true,
    theme: "hg-theme-default kiosk-keyboard-theme",
    preventMouseDownDefault: true,
    physicalKeyboardHighlight: false,
    disableCaretPositioning: true,
    buttonTheme: [{ class: "kiosk-key-wide", buttons: "{space}" }, { class: "kiosk-key-action", buttons: "{enter} {bksp} {shift} {hide} {symbols} {abc} .com @" }],
    onKeyPress: press,
  });
  document.addEventListener("focusin", (e) => {
    if (isTextField(e.target as Element)) show(e.target as TextField);
  });
  document.addEventListener("focusout", () => {
    // Focus moving between fields keeps the keyboard; anywhere else hides it.
    setTimeout(() => {
      if (!isTextField(document.activeElement)) hide();
    }, 0);
  });
  window.addEventListener("resize", () => field && requestAnimationFrame(keepFieldVisible));
  if (isTextField(document.activeElement)) show(document.activeElement);
}
